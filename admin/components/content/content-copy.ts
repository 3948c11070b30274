import type { ContentEntry, Finding } from "#common/content/api";
import type { TextErrorCode, TextWarningCode } from "#common/content/check-text";
import type { FactCode } from "#common/content/facts";
import { figureDeclarations, isFigureName } from "#common/content/figures";
import { parseKey } from "#common/content/keys";
import { formatNumber } from "../../lib/format";
import type { AdminT, useCopy } from "../../lib/i18n";

/** A rule's finding in the editor's language: `contentRules.<text|fact>.<code>` filled with its values. */
export function findingMessage(kind: "text" | "fact", finding: Finding, t: AdminT): string {
  return kind === "text"
    ? t(`contentRules.text.${finding.code as TextErrorCode | TextWarningCode}`, { ...finding.values })
    : t(`contentRules.fact.${finding.code as FactCode}`, { ...finding.values });
}

/** A value as a line to read: numbers in the page's locale, lists and parts joined, yes or no. */
export function displayValue(value: unknown, t: AdminT, locale: string): string {
  if (value === undefined || value === null || value === "") return t("content.empty");
  if (typeof value === "number") return formatNumber(value, locale);
  if (typeof value === "boolean") return value ? t("content.yes") : t("content.no");
  if (Array.isArray(value)) return value.map((item) => displayValue(item, t, locale)).join(", ");
  if (typeof value === "object") {
    // A yes or no says nothing without what it answers ("Bestätigung …: Nein").
    return Object.entries(value)
      .map(([name, part]) =>
        typeof part === "boolean"
          ? `${t(`content.parts.${name as "confirmation"}`)}: ${displayValue(part, t, locale)}`
          : displayValue(part, t, locale),
      )
      .join(", ");
  }
  return String(value);
}

/**
 * The pages an edit of a fact changes, as a line to read: "Ändert: SAP-Services für den
 * Mittelstand, Leistungen, jede Seite (Fußzeile)". The server sends a fact's places with it (a
 * figure's from the copy, which the back office does not load); a page is named by its title as
 * the content areas give it, so a new page needs no name of its own here.
 */
export function factPlacesLine(
  entry: Pick<ContentEntry, "places">,
  t: AdminT,
  pageTitle: (id: string) => string | undefined,
): string {
  if (!entry.places?.length) return t("content.shownNowhere");
  const name = (place: string) => (isSharedPlace(place) ? t(`content.places.${place}`) : (pageTitle(place) ?? place));
  return t("content.shownOn", { places: entry.places.map(name).join(", ") });
}

const sharedPlaces = ["allPages", "forms", "mails"] as const;
const isSharedPlace = (place: string): place is (typeof sharedPlaces)[number] =>
  (sharedPlaces as readonly string[]).includes(place);

/** A fact's label ("USt-IdNr."): a figure's from its declaration, a lead form's the form's name. */
export function factLabel(
  key: string,
  { t, tForms, lang }: Pick<ReturnType<typeof useCopy>, "t" | "tForms" | "lang">,
): string {
  const fact = parseKey(key);
  if (fact?.kind !== "fact") return key;
  if (fact.group === "figures") return isFigureName(fact.name) ? figureDeclarations[fact.name].label[lang] : key;
  if (fact.group === "leadForms") return tForms(`names.${fact.name as "contact"}`);
  return t(`content.facts.${fact.group as "company"}.${fact.name as "name"}`);
}

export const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
