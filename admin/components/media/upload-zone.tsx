import { CircleAlert, CircleCheck, ImageUp, LoaderCircle, Clock } from "lucide-react";
import { useEffect, useRef, useState, type DragEvent } from "react";
import { acceptedImageTypes } from "#common/media";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { useCopy } from "../../lib/i18n";
import { megabytes, megapixels, problemMessage } from "./refusal";
import type { Upload } from "./use-uploads";

const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes("Files");

/**
 * Where images come in: the picker button (the keyboard's way), files dropped on the zone, and
 * images pasted anywhere on the screen (usePastedFiles).
 */
export function UploadZone({ onFiles }: { onFiles: (files: File[]) => void }) {
  const { t } = useCopy();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  return (
    // Dropping files is the mouse's way in; the button inside is the keyboard's.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      aria-labelledby="media-upload-title"
      onDragEnter={(event) => hasFiles(event) && setOver(true)}
      onDragOver={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = "copy";
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        onFiles([...event.dataTransfer.files]);
      }}
      className={cn(
        "mt-6 grid justify-items-center gap-3 rounded-2xl border-2 border-dashed px-5 py-8 text-center transition-colors motion-reduce:transition-none",
        over ? "border-accent-600 bg-accent-50" : "border-ink-900/20 bg-white",
      )}
    >
      <ImageUp aria-hidden className="size-8 text-ink-600" />
      <h2 id="media-upload-title" className="text-lg font-semibold text-ink-950">
        {over ? t("media.upload.dropNow") : t("media.upload.title")}
      </h2>
      <p className="max-w-prose text-ink-700">{t("media.upload.drop")}</p>
      <Button type="button" onClick={() => input.current?.click()}>
        {t("media.upload.choose")}
      </Button>
      <input
        ref={input}
        type="file"
        multiple
        accept={acceptedImageTypes.join(",")}
        // The button opens it; the input itself is no second stop for the keyboard.
        tabIndex={-1}
        aria-hidden
        className="sr-only"
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          event.target.value = "";
        }}
      />
      <p className="max-w-prose text-sm text-ink-600">{t("media.upload.hint", { megabytes, megapixels })}</p>
    </section>
  );
}

/**
 * Images pasted (Ctrl/Cmd+V) anywhere on the screen but in a dialog, and files dropped beside
 * the zone kept from replacing the back office with the file.
 */
export function usePastedFiles(onFiles: (files: File[]) => void) {
  useEffect(() => {
    const paste = (event: ClipboardEvent) => {
      const files = [...(event.clipboardData?.files ?? [])];
      if (!files.length || (event.target instanceof Element && event.target.closest("[role=dialog]"))) return;
      event.preventDefault();
      onFiles(files);
    };
    const keepFile = (event: globalThis.DragEvent) => {
      if (event.dataTransfer?.types.includes("Files")) event.preventDefault();
    };
    document.addEventListener("paste", paste);
    window.addEventListener("dragover", keepFile);
    window.addEventListener("drop", keepFile);
    return () => {
      document.removeEventListener("paste", paste);
      window.removeEventListener("dragover", keepFile);
      window.removeEventListener("drop", keepFile);
    };
  }, [onFiles]);
}

const stateIcons = {
  waiting: Clock,
  uploading: LoaderCircle,
  done: CircleCheck,
  refused: CircleAlert,
} as const;

/** Each file of this visit's uploads with its state, or what to do about a refused one. */
export function UploadList({ uploads, onClear }: { uploads: Upload[]; onClear: () => void }) {
  const { t } = useCopy();
  const finished = uploads.some((upload) => upload.state === "done" || upload.state === "refused");
  return (
    <div className="mt-4">
      {uploads.length > 0 && (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="media-uploads-title" className="font-semibold text-ink-950">
            {t("media.upload.list")}
          </h2>
          {finished && (
            <Button type="button" variant="ghost" className="h-9 px-3" onClick={onClear}>
              {t("media.upload.clear")}
            </Button>
          )}
        </div>
      )}
      {/* Announced as each file's state changes; present from the start, so the first one is heard. */}
      <ul
        aria-labelledby={uploads.length ? "media-uploads-title" : undefined}
        aria-live="polite"
        className={cn("grid gap-2", uploads.length && "mt-2")}
      >
        {uploads.map((upload) => {
          const Icon = stateIcons[upload.state];
          return (
            <li
              key={upload.id}
              className={cn(
                "flex min-w-0 items-start gap-3 rounded-xl px-4 py-3 text-sm",
                upload.state === "refused" ? "bg-red-50 text-red-900" : "bg-white text-ink-900 ring-1 ring-ink-900/10",
              )}
            >
              <Icon
                aria-hidden
                className={cn(
                  "mt-0.5 size-4 shrink-0",
                  upload.state === "uploading" && "animate-spin motion-reduce:animate-none",
                  upload.state === "done" && "text-emerald-700",
                )}
              />
              <div className="min-w-0">
                <p className="font-semibold wrap-anywhere">{upload.name}</p>
                <p>
                  {upload.state === "refused" ? problemMessage(upload.problem!, t) : t(`media.upload.${upload.state}`)}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
