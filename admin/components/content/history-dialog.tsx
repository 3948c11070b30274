import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import type { ContentEntry } from "#common/content/api";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from "~/components/ui/dialog";
import { api } from "../../lib/api";
import { errorMessage } from "../../lib/error-message";
import { formatDateTime } from "../../lib/format";
import { useCopy } from "../../lib/i18n";
import { wordDiff } from "../../lib/word-diff";
import { displayValue } from "./content-copy";
import { contentQuery } from "./use-content-actions";

/** "History": a text's or fact's published versions, the changed words marked, each restorable. */
export function HistoryButton({ entry, title }: { entry: ContentEntry; title: string }) {
  const { t } = useCopy();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="ghost">
          {t("content.history")}
        </Button>
      </DialogTrigger>
      <DialogContent width="xl" closeLabel={t("close")} aria-describedby={undefined}>
        <DialogTitle>{title}</DialogTitle>
        {open && <Versions entry={entry} onRestored={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function Versions({ entry, onRestored }: { entry: ContentEntry; onRestored: () => void }) {
  const { t, locale } = useCopy();
  const queryClient = useQueryClient();
  const history = useQuery({
    queryKey: [...contentQuery, "history", entry.key],
    queryFn: () => api.contentHistory({ query: { key: entry.key } }),
  });
  const restore = useMutation({
    mutationFn: (body: { version: number; before?: boolean }) => api.restoreVersion({ body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: contentQuery });
      toast.success(t("content.restored"));
      onRestored();
    },
    onError: (error) => toast.error(errorMessage(error, t)),
  });
  if (history.isPending) return <p className="mt-4">{t("loading")}</p>;
  if (history.isError) return <p className="mt-4 text-red-700">{errorMessage(history.error, t)}</p>;
  const versions = history.data.versions;
  if (!versions.length) return <p className="mt-4 text-ink-700">{t("content.noVersions")}</p>;
  // A version's value; null went back to the value shipped then.
  const effective = (v: (typeof versions)[number]) => (v.value === null ? v.shipped : v.value);
  return (
    <ol className="mt-4 grid gap-4">
      {versions.map((version, i) => {
        const older = versions[i + 1];
        const before = displayValue(older ? effective(older) : version.shipped, t, locale);
        const after = displayValue(effective(version), t, locale);
        const parts = wordDiff(before, after);
        return (
          <li key={version.id} className="grid gap-2 rounded-xl border border-ink-900/10 p-4">
            <p className="text-sm text-ink-700">
              {t("content.versionBy", {
                when: formatDateTime(version.publishedAt, locale),
                who: version.publishedByEmail ?? t("content.deletedUser"),
              })}
              {version.restoredFrom !== null && <>, {t("content.restoredFrom", { id: version.restoredFrom })}</>}
            </p>
            <VersionDiff parts={parts} />
            {(i > 0 || !older) && (
              <div className="flex flex-wrap gap-2">
                {i > 0 && (
                  <Button
                    type="button"
                    variant="secondary"
                    disabled={restore.isPending}
                    onClick={() => restore.mutate({ version: version.id })}
                  >
                    {t("content.restore")}
                  </Button>
                )}
                {!older && (
                  <Button
                    type="button"
                    variant="secondary"
                    disabled={restore.isPending}
                    onClick={() => restore.mutate({ version: version.id, before: true })}
                  >
                    {t("content.restoreShipped")}
                  </Button>
                )}
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** A version against the one before: what went (struck through) and what came (underlined). */
function VersionDiff({ parts }: { parts: ReturnType<typeof wordDiff> }) {
  const { t } = useCopy();
  return (
    <div className="grid gap-3 text-sm md:grid-cols-2">
      <div>
        <p className="font-semibold text-ink-700">{t("content.before")}</p>
        <p className="whitespace-pre-line wrap-anywhere">
          {parts.map((part, k) =>
            part.change === "removed" ? (
              <del key={k} className="bg-red-100 text-red-900">
                {part.text}
              </del>
            ) : (
              part.change === "same" && <span key={k}>{part.text}</span>
            ),
          )}
        </p>
      </div>
      <div>
        <p className="font-semibold text-ink-700">{t("content.after")}</p>
        <p className="whitespace-pre-line wrap-anywhere">
          {parts.map((part, k) =>
            part.change === "added" ? (
              <ins key={k} className="bg-emerald-100 text-emerald-900 no-underline">
                {part.text}
              </ins>
            ) : (
              part.change === "same" && <span key={k}>{part.text}</span>
            ),
          )}
        </p>
      </div>
    </div>
  );
}
