import type { Lang } from "#common/config/route-table";

const locales: Record<Lang, string> = { de: "de-DE", en: "en-GB" };
const nbsp = "\u00a0";

export function formatNumber(value: number, lang: Lang, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(locales[lang], options).format(value);
}

/** Euro amounts as the site writes them: "2.500 EUR" in German, "EUR 2,500" in English. */
export function formatEuro(amount: number, lang: Lang): string {
  const number = formatNumber(amount, lang, { maximumFractionDigits: 0 });
  return lang === "de" ? `${number}${nbsp}EUR` : `EUR${nbsp}${number}`;
}

/** A calendar month written "2026-10": "Oktober 2026" / "October 2026". */
export function formatMonth(month: string, lang: Lang): string {
  const [year = 0, number = 1] = month.split("-").map(Number);
  return new Intl.DateTimeFormat(locales[lang], { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(year, number - 1, 1)),
  );
}

/** A calendar date: "22. November 2026" / "22 November 2026". */
export function formatDate(date: Date, lang: Lang): string {
  return new Intl.DateTimeFormat(locales[lang], { day: "numeric", month: "long", year: "numeric" }).format(date);
}
