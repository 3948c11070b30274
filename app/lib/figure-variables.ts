import type { Lang } from "#common/config/route-table";
import { figures } from "#common/config/figures";
import { formatEuro, formatMonth, formatNumber } from "./format";

export type Figures = { readonly [Name in keyof typeof figures]: (typeof figures)[Name] };
type FigureName = keyof Figures;

/** The copy's `{{placeholder}}` syntax, as i18next reads it. */
const placeholder = /\{\{\s*(\w+)\s*\}\}/g;

/**
 * Every figure formatted for the language, by name: the values of the copy's `{{amsMonthlyFromEur}}`
 * placeholders, so a figure is written once (common/content/figures.ts) and every text follows. An
 * amount in euros (a name ending in "Eur") reads "2.500 EUR" / "EUR 2,500"; a month (declared
 * `isoMonth()`, "2026-10") reads "Oktober 2026" / "October 2026"; any other figure is a number.
 */
export function figureVariables(lang: Lang, values: Figures = figures): Record<FigureName, string> {
  const entries = Object.entries(values).map(([name, value]: [string, number | string]) => [
    name,
    typeof value === "string"
      ? formatMonth(value, lang)
      : name.endsWith("Eur")
        ? formatEuro(value, lang)
        : formatNumber(value, lang),
  ]);
  return Object.fromEntries(entries) as Record<FigureName, string>;
}

/**
 * Copy read without i18next (a page's head and JSON-LD) with its figure placeholders filled, every
 * string inside objects and arrays included; other placeholders are left for their own callers.
 */
export function withFigures<T>(copy: T, lang: Lang, values: Figures = figures): T {
  const variables = new Map(Object.entries(figureVariables(lang, values)));
  const fill = (value: unknown): unknown => {
    if (typeof value === "string")
      return value.replace(placeholder, (whole, name: string) => variables.get(name) ?? whole);
    if (Array.isArray(value)) return value.map(fill);
    if (value && typeof value === "object") {
      return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, fill(child)]));
    }
    return value;
  };
  return fill(copy) as T;
}
