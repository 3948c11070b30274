import type { Lang } from "#common/config/route-table";
import de from "#common/locales/de/collections";
import en from "#common/locales/en/collections";

/**
 * The collections' copy, straight from the locale modules (with the owner's edits): the pages need
 * no i18next, and a route module's copy comes with it (as the thank-you page's does).
 */
export const collectionCopy = (lang: Lang) => (lang === "de" ? de : en);

/** A copy text with its "{name}" placeholders filled. */
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

const locales = { de: "de-DE", en: "en-GB" } as const;

/** A calendar day (YYYY-MM-DD) as the reader's language writes it: "2. Oktober 2026", "2 October 2026". */
export const formatDay = (day: string, lang: Lang) =>
  new Intl.DateTimeFormat(locales[lang], { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** A result figure's number as the language writes it, with its sign (a true minus): "−35", "+1,5". */
export const formatFigure = (value: number, lang: Lang) =>
  new Intl.NumberFormat(locales[lang], { signDisplay: "exceptZero", maximumFractionDigits: 2 })
    .format(value)
    .replace("-", "\u2212");
