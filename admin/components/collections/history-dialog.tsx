/** An entry's publishes and unpublishes, newest first; an earlier publish restored after the same checks. */
import { useQuery } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { toast } from "sonner";
import type { CollectionEntry } from "#common/admin/collections-api";
import type { CollectionId } from "#common/collections";
import { AskDialog } from "../confirm-dialog";
import { Button } from "~/components/ui/button";
import { api } from "../../lib/api";
import { errorMessage } from "../../lib/error-message";
import { useCopy } from "../../lib/i18n";
import { formatBerlin } from "./entry-copy";
import { useRuledAction, type Refusal } from "./ruled-action";

export function HistoryButton({
  collection,
  entry,
  onChanged,
  onRefused,
}: {
  collection: CollectionId;
  entry: CollectionEntry;
  onChanged: (entry: CollectionEntry) => void;
  onRefused: (refusal: Refusal | undefined) => void;
}) {
  const { t } = useCopy();
  const [open, setOpen] = useState(false);
  return (
    <AskDialog
      trigger={t("collections.history.open")}
      title={t("collections.history.title", { title: entry.title || t("collections.list.untitled") })}
      text={t("collections.history.intro")}
      open={open}
      onOpenChange={setOpen}
    >
      {open && (
        <Versions
          collection={collection}
          entry={entry}
          onRefused={(refusal) => {
            if (refusal) setOpen(false);
            onRefused(refusal);
          }}
          onChanged={(changed) => {
            setOpen(false);
            onChanged(changed);
          }}
        />
      )}
    </AskDialog>
  );
}

function Versions({ collection, entry, onChanged, onRefused }: Parameters<typeof HistoryButton>[0]) {
  const { t, locale } = useCopy();
  const chosen = useRef(0);
  const history = useQuery({
    queryKey: ["collections", collection, entry.id, "history"],
    queryFn: () => api.entryHistory({ params: { collection, id: entry.id } }),
    gcTime: 0,
  });
  const restore = useRuledAction({
    send: (acknowledged) =>
      api.restoreEntry({ params: { collection, id: entry.id }, body: { version: chosen.current, acknowledged } }),
    done: (changed) => {
      toast.success(t("collections.history.restored"));
      onChanged(changed);
    },
    onRefused,
  });
  if (history.isPending) return <p className="mt-4 text-ink-700">{t("loading")}</p>;
  if (history.isError)
    return (
      <p role="alert" className="mt-4 text-red-800">
        {errorMessage(history.error, t)}
      </p>
    );
  const versions = history.data.versions;
  if (!versions.length) return <p className="mt-4 text-ink-700">{t("collections.history.empty")}</p>;
  return (
    <>
      <ol className="mt-4 grid max-h-[60vh] gap-2 overflow-y-auto">
        {versions.map((version) => (
          <li
            key={version.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-ink-900/10 p-3 text-sm"
          >
            <span>
              <span className="font-semibold text-ink-950">{t(`collections.history.${version.action}`)}</span>
              {" · "}
              {t(`languages.${version.lang}`)} · {formatBerlin(version.at, locale)}
              {version.byEmail && <> · {t("collections.history.by", { email: version.byEmail })}</>}
            </span>
            {version.action === "published" && version.data && (
              <Button
                type="button"
                variant="secondary"
                className="h-10"
                disabled={restore.busy}
                onClick={() => {
                  chosen.current = version.id;
                  restore.run();
                }}
              >
                {t("collections.history.restore", {
                  lang: t(`languages.${version.lang}`),
                  when: formatBerlin(version.at, locale),
                })}
              </Button>
            )}
          </li>
        ))}
      </ol>
      {restore.dialog}
    </>
  );
}
