import type { ContentEntry } from "#common/content/api";
import { useCopy } from "../../lib/i18n";
import { displayValue, sameValue } from "./content-copy";

function Badge({ tone, children }: { tone: "draft" | "review"; children: string }) {
  const tones = { draft: "bg-sky-50 text-sky-800 ring-sky-200", review: "bg-amber-50 text-amber-900 ring-amber-200" };
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${tones[tone]}`}>
      {children}
    </span>
  );
}

/** "Draft" and "Needs review", as far as they apply. */
export function EntryBadges({ entry }: { entry: ContentEntry }) {
  const { t } = useCopy();
  return (
    <>
      {entry.draft !== undefined && <Badge tone="draft">{t("content.draft")}</Badge>}
      {entry.needsReview && <Badge tone="review">{t("content.needsReview")}</Badge>}
    </>
  );
}

/** How an entry's value reads when not as text (a share image: its name). */
export type Display = (value: unknown) => string;

/** A value as the page shows it (line breaks kept), in the entry's language when it has one. */
function Value({ value, lang, display }: { value: unknown; lang?: string; display?: Display }) {
  const { t, locale } = useCopy();
  return (
    <span lang={lang} className="whitespace-pre-line wrap-anywhere text-ink-950">
      {display ? display(value) : displayValue(value, t, locale)}
    </span>
  );
}

/** The live value; the draft, the shipped value when different, and a default changed since the edit. */
export function EntryValues({ entry, lang, display }: { entry: ContentEntry; lang?: string; display?: Display }) {
  const { t } = useCopy();
  return (
    <dl className="grid gap-2 text-sm">
      <div>
        <dt className="font-semibold text-ink-700">{t("content.live")}</dt>
        <dd>
          <Value value={entry.live} lang={lang} display={display} />
        </dd>
      </div>
      {entry.draft !== undefined && (
        <div>
          <dt className="font-semibold text-sky-800">
            {entry.draft === null ? t("content.draftReset") : t("content.draftValue")}
          </dt>
          {entry.draft !== null && (
            <dd>
              <Value value={entry.draft} lang={lang} display={display} />
            </dd>
          )}
        </div>
      )}
      {!sameValue(entry.live, entry.shipped) && (
        <div>
          <dt className="font-semibold text-ink-700">{t("content.shipped")}</dt>
          <dd className="text-ink-700">
            <Value value={entry.shipped} lang={lang} display={display} />
          </dd>
        </div>
      )}
      {entry.shippedWhenEdited !== undefined && (
        <div role="note" className="rounded-lg bg-amber-50 p-3 text-amber-950">
          <p className="font-semibold">{t("content.defaultChanged")}</p>
          <p className="mt-1">
            {t("content.shippedThen")} <Value value={entry.shippedWhenEdited} lang={lang} display={display} />
          </p>
          <p className="mt-1">
            {t("content.shippedNow")} <Value value={entry.shipped} lang={lang} display={display} />
          </p>
        </div>
      )}
    </dl>
  );
}
