import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef, useState, type ReactNode } from "react";
import { toast } from "sonner";
import type { MediaItem } from "#common/admin/media-api";
import { acceptedImageTypes, maxUploadBytes } from "#common/media";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogTitle } from "~/components/ui/dialog";
import { ConfirmButton } from "../confirm-dialog";
import { FormMessage } from "../form-message";
import { ApiError, api } from "../../lib/api";
import { errorMessage } from "../../lib/error-message";
import { formatBytes, formatDate, formatNumber } from "../../lib/format";
import { useCopy } from "../../lib/i18n";
import { contentQuery } from "../content/use-content-actions";
import { DescriptionForm } from "./description-form";
import { removeFromLibrary, updateInLibrary } from "./media-cache";
import { asUpload, problemMessage, uploadProblem, type UploadProblem } from "./refusal";

type Use = MediaItem["uses"][number];

/**
 * A place an image is used, as a sentence: a share image names its page by the title the content
 * editor lists it under (the site's default as such); a kind this screen does not know yet, by its key.
 */
function usePlaceLabel() {
  const { t, lang } = useCopy();
  const areas = useQuery({ queryKey: [...contentQuery, "areas"], queryFn: () => api.contentAreas() });
  return (use: Use) => {
    if (use.kind !== "shareImage") return `${use.kind}: ${use.key}`;
    const page =
      use.key === "site"
        ? t("media.details.everyPage")
        : (areas.data?.areas.find((area) => area.id === use.key)?.title?.[lang] ?? use.key);
    return t("media.details.shareImageOf", { page });
  };
}

/**
 * One image in a dialog (Radix: the focus stays inside, Escape closes, the focus goes back to the
 * card): its description to edit, its file's facts, replacing and deleting it.
 */
export function MediaDetails({
  item,
  onClose,
  onDeleted,
}: {
  item: MediaItem;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useCopy();
  const deleted = useRef(false);
  // Opened by a card's button, not by a Radix trigger: the focus goes back to it by hand.
  const [opener] = useState(() => document.activeElement);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        width="2xl"
        closeLabel={t("close")}
        aria-describedby={undefined}
        // The first thing to do with an image is to describe it.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          document.getElementById("media-alt-de")?.focus();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          // A deleted image's card is gone: the screen puts the focus somewhere that stays.
          if (!deleted.current && opener instanceof HTMLElement) opener.focus();
        }}
      >
        <DialogTitle className="wrap-anywhere">{item.name}</DialogTitle>
        <DescriptionForm
          key={item.id}
          item={item}
          aside={
            <FileFacts
              item={item}
              onDeleted={() => {
                deleted.current = true;
                onDeleted();
              }}
            />
          }
        />
      </DialogContent>
    </Dialog>
  );
}

function FileFacts({ item, onDeleted }: { item: MediaItem; onDeleted: () => void }) {
  const { t, locale } = useCopy();
  const dimensions = t("media.dimensions", {
    width: formatNumber(item.width, locale),
    height: formatNumber(item.height, locale),
  });
  const rows: [string, ReactNode][] = [
    [t("media.details.size"), formatBytes(item.bytes, locale)],
    [t("media.details.dimensionsLabel"), dimensions],
    [t("media.details.uploaded"), formatDate(item.createdAt, locale)],
    [t("media.details.uses"), item.uses.length ? <Places uses={item.uses} /> : t("media.unused")],
  ];
  return (
    <div className="grid gap-4">
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-ink-900">{term}</dt>
            <dd className="text-ink-700">{value}</dd>
          </div>
        ))}
      </dl>
      <FileActions item={item} onDeleted={onDeleted} />
    </div>
  );
}

function Places({ uses }: { uses: Use[] }) {
  const placeLabel = usePlaceLabel();
  return (
    <ul className="list-disc pl-5">
      {uses.map((use) => (
        <li key={`${use.kind}:${use.key}`}>{placeLabel(use)}</li>
      ))}
    </ul>
  );
}

/** The places, as a list: an alert of its own, shown when a deletion is refused, with the way out. */
function InUse({ uses, item, onDeleted }: { uses: Use[]; item: MediaItem; onDeleted: () => void }) {
  const { t } = useCopy();
  return (
    <div role="alert" className="mt-4 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
      <p>{t("media.details.inUse")}</p>
      <Places uses={uses} />
      <RemoveEverywhere item={item} onDeleted={onDeleted} />
    </div>
  );
}

/** The confirmed way out of a refused delete: out of every place (published at once), then deleted. */
function RemoveEverywhere({ item, onDeleted }: { item: MediaItem; onDeleted: () => void }) {
  const { t } = useCopy();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => api.removeMediaEverywhere({ params: { id: item.id }, body: { confirm: true } }),
    onSuccess: () => {
      toast.success(t("media.details.removedEverywhere"));
      onDeleted();
      removeFromLibrary(queryClient, item.id);
    },
    onError: (error) => toast.error(errorMessage(error, t)),
  });
  return (
    <div className="mt-3">
      <ConfirmButton
        trigger={t("media.details.removeEverywhere")}
        title={t("media.details.removeEverywhereTitle", { name: item.name })}
        text={t("media.details.removeEverywhereText")}
        confirm={t("media.details.removeEverywhereConfirm")}
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
    </div>
  );
}

/** Replace the file (the image keeps its description and places) or delete it, which a place in use prevents. */
function FileActions({ item, onDeleted }: { item: MediaItem; onDeleted: () => void }) {
  const { t } = useCopy();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<UploadProblem>();
  const [inUse, setInUse] = useState<Use[]>();
  const replace = useMutation({
    mutationFn: (file: File) => api.replaceMedia({ params: { id: item.id }, upload: asUpload(file) }),
    onSuccess: (replaced) => {
      updateInLibrary(queryClient, replaced);
      toast.success(t("media.details.replaced"));
    },
    onError: (error) => setProblem(uploadProblem(error)),
  });
  const remove = useMutation({
    mutationFn: () => api.deleteMedia({ params: { id: item.id } }),
    onSuccess: () => {
      toast.success(t("media.details.deleted"));
      onDeleted();
      removeFromLibrary(queryClient, item.id);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) setInUse((error.answer.uses as Use[] | undefined) ?? []);
      else toast.error(errorMessage(error, t));
    },
  });
  const choose = (file: File | undefined) => {
    setProblem(undefined);
    if (!file) return;
    if (file.size > maxUploadBytes) setProblem({ kind: "tooLarge" });
    else replace.mutate(file);
  };
  return (
    <div>
      <div className="flex flex-wrap gap-2">
        {/* Busy, not disabled: a disabled button would drop the keyboard's focus. */}
        <Button
          type="button"
          variant="secondary"
          aria-disabled={replace.isPending}
          className="aria-disabled:opacity-60"
          onClick={() => !replace.isPending && input.current?.click()}
        >
          {replace.isPending ? t("media.details.replacing") : t("media.details.replace")}
        </Button>
        <input
          ref={input}
          type="file"
          accept={acceptedImageTypes.join(",")}
          tabIndex={-1}
          aria-hidden
          className="sr-only"
          onChange={(event) => {
            choose(event.target.files?.[0]);
            event.target.value = "";
          }}
        />
        <ConfirmButton
          trigger={t("media.details.delete")}
          title={t("media.details.deleteTitle", { name: item.name })}
          text={t("media.details.deleteText")}
          confirm={t("media.details.deleteConfirm")}
          busy={remove.isPending}
          onConfirm={() => {
            setInUse(undefined);
            remove.mutate();
          }}
        />
      </div>
      <FormMessage kind="error">{problem && problemMessage(problem, t)}</FormMessage>
      {inUse && <InUse uses={inUse} item={item} onDeleted={onDeleted} />}
    </div>
  );
}
