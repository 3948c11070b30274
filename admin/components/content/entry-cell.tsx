import { useState, type ReactNode } from "react";
import type { ContentEntry } from "#common/content/api";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { useCopy } from "../../lib/i18n";
import { sameValue } from "./content-copy";
import { EntryBadges, EntryValues, type Display } from "./entry-state";
import { HistoryButton } from "./history-dialog";
import { useDraftActions } from "./use-content-actions";

/**
 * A text in one language or a fact: its marks and values, and what can be done with it (edit,
 * history, discard the draft, back to the shipped value); `editor` replaces the values while editing.
 */
export function EntryCell({
  entry,
  name,
  headingClass,
  lang,
  historyTitle,
  editor,
  description,
  display,
}: {
  entry: ContentEntry;
  /** The group's name and heading: the language of a text, the label of a fact. */
  name: string;
  /** A line under the heading: for a fact, the pages an edit changes. */
  description?: string;
  headingClass?: string;
  lang?: string;
  historyTitle: string;
  editor: (close: () => void) => ReactNode;
  /** How the values read, when not as text. */
  display?: Display;
}) {
  const { t } = useCopy();
  const [editing, setEditing] = useState(false);
  const { discard, save } = useDraftActions(entry.key);
  const canReset = entry.draft !== null && (entry.draft !== undefined || !sameValue(entry.live, entry.shipped));
  return (
    <div role="group" aria-label={name} className="grid content-start gap-3 rounded-xl bg-sand-50 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className={cn("font-semibold text-ink-950", headingClass)}>{name}</h3>
        <EntryBadges entry={entry} />
      </div>
      {description && <p className="-mt-2 text-sm text-ink-600">{description}</p>}
      {editing ? (
        editor(() => setEditing(false))
      ) : (
        <>
          <EntryValues entry={entry} lang={lang} display={display} />
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="secondary" onClick={() => setEditing(true)}>
              {t("content.edit")}
            </Button>
            <HistoryButton entry={entry} title={historyTitle} />
            {entry.draft !== undefined && (
              <Button type="button" variant="ghost" disabled={discard.isPending} onClick={() => discard.mutate()}>
                {t("content.discard")}
              </Button>
            )}
            {canReset && (
              <Button
                type="button"
                variant="ghost"
                disabled={save.isPending}
                onClick={() => save.mutate({ value: null })}
              >
                {t("content.reset")}
              </Button>
            )}
          </div>
        </>
      )}
    </div>
  );
}
