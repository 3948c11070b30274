/**
 * A publish, schedule or restore: the server checks as for a publish. Errors (422) go to their
 * fields; warnings (409 unacknowledged) are shown and each acknowledged before the action is sent
 * again with their codes, as the content editor does for texts.
 */
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import type { CollectionEntry, EntryProblem } from "#common/admin/collections-api";
import type { Finding } from "#common/content/api";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { ApiError } from "../../lib/api";
import { errorMessage } from "../../lib/error-message";
import { useCopy } from "../../lib/i18n";
import { DialogActions } from "../confirm-dialog";
import { entryFindingMessage, placeOf, problemMessage, refusalCode } from "./entry-copy";

export interface Refusal {
  problems: EntryProblem[];
  findings: Finding[];
}

export function useRuledAction({
  send,
  done,
  onRefused,
}: {
  send: (acknowledged: string[]) => Promise<CollectionEntry>;
  done: (entry: CollectionEntry) => void;
  /** Why the server refused: shown at the fields and above the actions. */
  onRefused: (refusal: Refusal | undefined) => void;
}) {
  const { t } = useCopy();
  const [warnings, setWarnings] = useState<Finding[]>();
  const action = useMutation({
    mutationFn: send,
    onSuccess: (entry) => {
      setWarnings(undefined);
      onRefused(undefined);
      done(entry);
    },
    onError: (error) => {
      const answer = error instanceof ApiError ? error.answer : {};
      const code = refusalCode(error);
      if (code === "unacknowledged") {
        return setWarnings(answer.findings as Finding[]);
      }
      setWarnings(undefined);
      if (error instanceof ApiError && Array.isArray(answer.problems)) {
        return onRefused({
          problems: answer.problems as EntryProblem[],
          findings: (answer.findings ?? []) as Finding[],
        });
      }
      if (code === "slug_taken") {
        return onRefused({ problems: [{ path: "slug", code: "slug_taken" }], findings: [] });
      }
      if (code === "german_first" || code === "invalid_time") {
        return toast.error(problemMessage(code, t));
      }
      toast.error(errorMessage(error, t));
    },
  });
  const dialog = (
    <WarningsDialog
      warnings={warnings}
      busy={action.isPending}
      onClose={() => setWarnings(undefined)}
      onGoAhead={(codes) => action.mutate(codes)}
    />
  );
  return { run: () => action.mutate([]), busy: action.isPending, dialog };
}

function WarningsDialog({
  warnings,
  busy,
  onClose,
  onGoAhead,
}: {
  warnings?: Finding[];
  busy: boolean;
  onClose: () => void;
  onGoAhead: (codes: string[]) => void;
}) {
  const { t, locale } = useCopy();
  const [ticked, setTicked] = useState<number[]>([]);
  const all = warnings ?? [];
  return (
    <Dialog
      open={warnings !== undefined}
      onOpenChange={(open) => {
        if (!open) onClose();
        setTicked([]);
      }}
    >
      <DialogContent width="md" closeLabel={t("close")}>
        <DialogTitle>{t("collections.actions.warningsTitle")}</DialogTitle>
        <DialogDescription>{t("collections.actions.warningsText")}</DialogDescription>
        <ul className="mt-4 grid gap-3">
          {all.map((finding, index) => (
            <li key={index} className="grid gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
              <span>
                {finding.path ? `${placeOf(finding.path, t, locale)}: ` : ""}
                {entryFindingMessage(finding, t)}
              </span>
              <label className="inline-flex min-h-11 items-center gap-2">
                <input
                  type="checkbox"
                  className="size-5 accent-accent-600"
                  checked={ticked.includes(index)}
                  onChange={(event) =>
                    setTicked((old) => (event.target.checked ? [...old, index] : old.filter((i) => i !== index)))
                  }
                />
                {t("collections.actions.acknowledge")}
              </label>
            </li>
          ))}
        </ul>
        <DialogActions className="mt-6">
          <Button
            type="button"
            disabled={busy || ticked.length < all.length}
            onClick={() => onGoAhead([...new Set(all.map((finding) => finding.code))])}
          >
            {t("collections.actions.goAhead")}
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}

/** The errors a publish found, listed above the actions (each also at its field). */
export function RefusalNotice({ refusal }: { refusal?: Refusal }) {
  const { t, locale } = useCopy();
  if (!refusal) return null;
  const lines = [
    ...refusal.problems.map((p) => ({ place: p.path, text: problemMessage(p.code, t) })),
    ...refusal.findings.map((f) => ({ place: f.path ?? "", text: entryFindingMessage(f, t) })),
  ];
  return (
    <div role="alert" className="rounded-xl border border-red-700/30 bg-red-50 px-4 py-3 text-sm text-red-900">
      <p className="font-semibold">{t("collections.actions.refused")}</p>
      <ul className="mt-1 list-disc pl-5">
        {lines.map(({ place, text }, index) => (
          <li key={index}>
            {place ? t("collections.actions.at", { field: placeOf(place, t, locale), message: text }) : text}
          </li>
        ))}
      </ul>
    </div>
  );
}
