/**
 * "Vorschau / Preview" for an entry's version: the draft as the form holds it, rendered by the
 * server (admin/lib/use-preview.ts), in frames at 375 and 1280 CSS pixels that run no script.
 * Shown once the entry is saved.
 */
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogTitle } from "~/components/ui/dialog";
import { errorMessage } from "../../lib/error-message";
import { useCopy } from "../../lib/i18n";
import type { EntryPreview } from "../../lib/use-preview";

const frames = [
  { device: "phone", width: 375 },
  { device: "desktop", width: 1280 },
] as const;

export function EntryPreviewButton({
  preview,
  title,
  draft,
}: {
  preview: EntryPreview;
  title: string;
  /** The form's values now, saved or not. */
  draft: () => Record<string, unknown>;
}) {
  const { t } = useCopy();
  const [open, setOpen] = useState(false);
  const render = useMutation({ mutationFn: () => preview.open(draft()) });
  return (
    <>
      <Button
        type="button"
        variant="secondary"
        onClick={() => {
          setOpen(true);
          render.mutate();
        }}
      >
        {t("content.preview.open")}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent closeLabel={t("close")} className="max-w-[min(100%-2rem,120rem)]">
          <DialogTitle>{t("content.preview.title", { title })}</DialogTitle>
          {render.isPending && <p role="status">{t("content.preview.loading")}</p>}
          {render.isError && (
            <p role="alert" className="text-red-700">
              {errorMessage(render.error, t)}
            </p>
          )}
          {render.data && (
            <div className="mt-4 flex min-w-0 flex-wrap items-start gap-6">
              {frames.map(({ device, width }) => (
                <figure key={device} className="grid max-w-full gap-2 overflow-x-auto">
                  <figcaption className="text-sm font-semibold text-ink-700">
                    {t(`content.preview.${device}`)}
                  </figcaption>
                  <iframe
                    src={render.data.url}
                    // No script (no allow-scripts); same origin only for the page's styles and images.
                    sandbox="allow-same-origin"
                    referrerPolicy="no-referrer"
                    title={t("content.preview.frame", { device: t(`content.preview.${device}`), path: title })}
                    style={{ width, height: 760 }}
                    className="rounded-xl border border-ink-900/15"
                  />
                </figure>
              ))}
            </div>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
