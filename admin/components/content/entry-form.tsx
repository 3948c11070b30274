import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { errorMessage } from "../../lib/error-message";
import { useCopy } from "../../lib/i18n";
import { refusedFindings, useDraftActions } from "./use-content-actions";

type Save = ReturnType<typeof useDraftActions>["save"];

/**
 * The saving of one entry's editor: the draft mutation (closing the editor once saved), the
 * findings the server refused the draft with (answers with one of `statuses`), and any other
 * failure as a message.
 */
export function useEntrySave(key: string, onClose: () => void, statuses: readonly number[]) {
  const { t } = useCopy();
  const { save } = useDraftActions(key, onClose);
  const refused = refusedFindings(save.error, statuses);
  const failure = save.error && !refused ? errorMessage(save.error, t) : undefined;
  return { save, refused, failure };
}

/**
 * An entry's editor form: its fields (`children`), the failure, `notes` and the buttons. Submitting
 * saves `draft` (Save is off while `blocked` or saving, `saveLabel` names it otherwise); Cancel
 * closes the editor.
 */
export function EntryForm({
  save,
  draft,
  failure,
  blocked,
  saveLabel,
  notes,
  onClose,
  children,
}: {
  save: Save;
  draft: Parameters<Save["mutate"]>[0];
  failure?: string;
  blocked: boolean;
  saveLabel?: string;
  notes?: ReactNode;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useCopy();
  return (
    <form
      className="grid gap-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(draft);
      }}
    >
      {children}
      {failure && <p className="text-sm font-semibold text-red-700">{failure}</p>}
      {notes}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={blocked || save.isPending}>
          {save.isPending ? t("content.saving") : (saveLabel ?? t("content.save"))}
        </Button>
        <Button type="button" variant="ghost" onClick={onClose}>
          {t("cancel")}
        </Button>
      </div>
    </form>
  );
}
