import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { ApiError, api } from "../../lib/api";
import { errorMessage } from "../../lib/error-message";
import { useCopy } from "../../lib/i18n";
import { contentQuery } from "./use-content-actions";

/**
 * The drafts of what the screen shows, published together. When a text's other language was left
 * as it was, the server asks (409 other_language) and the owner confirms before it goes out.
 */
export function PublishBar({ drafts, placeOf }: { drafts: string[]; placeOf: (key: string) => string }) {
  const { t } = useCopy();
  const queryClient = useQueryClient();
  const [leftBehind, setLeftBehind] = useState<string[]>();
  const publish = useMutation({
    mutationFn: (otherLanguageConfirmed: boolean) =>
      api.publishContent({ body: { keys: drafts, otherLanguageConfirmed } }),
    onSuccess: async ({ published }) => {
      setLeftBehind(undefined);
      await queryClient.invalidateQueries({ queryKey: contentQuery });
      toast.success(t("content.published", { count: published.length }));
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        setLeftBehind((error.answer.keys ?? []) as string[]);
      } else {
        toast.error(errorMessage(error, t));
      }
    },
  });
  return (
    // It follows the reader only while there is something to publish; else it stays below the list.
    <div
      className={cn(
        "mt-6 flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-ink-900/10 bg-white px-4 py-2 shadow-[var(--shadow-card)] md:py-3",
        drafts.length > 0 && "sticky bottom-2 z-10",
      )}
    >
      <p className="text-sm font-semibold text-ink-900" role="status">
        {drafts.length ? t("content.drafts", { count: drafts.length }) : t("content.noDrafts")}
      </p>
      <Button type="button" disabled={!drafts.length || publish.isPending} onClick={() => publish.mutate(false)}>
        {publish.isPending ? t("content.publishing") : t("content.publish")}
      </Button>
      <Dialog open={leftBehind !== undefined} onOpenChange={(open) => !open && setLeftBehind(undefined)}>
        <DialogContent width="md" closeLabel={t("close")}>
          <DialogTitle>{t("content.otherLanguageTitle")}</DialogTitle>
          <DialogDescription>{t("content.otherLanguageText")}</DialogDescription>
          <ul className="mt-3 list-disc pl-5 text-ink-800">
            {leftBehind?.map((key) => (
              <li key={key} className="wrap-anywhere">
                {placeOf(key)}
              </li>
            ))}
          </ul>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button type="button" variant="secondary">
                {t("cancel")}
              </Button>
            </DialogClose>
            <Button type="button" disabled={publish.isPending} onClick={() => publish.mutate(true)}>
              {t("content.publishAnyway")}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}
