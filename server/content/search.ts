/** The content editor's search over texts and facts (shipped, published and draft values alike). */

/** Search ignores case and the kind of space ("2.500 EUR" finds "2.500\u00a0EUR"). */
export const normalize = (text: string) => text.toLowerCase().replace(/[\s\u00a0\u202f]+/g, " ");

/** A value as the search reads it: numbers also as written in German and English. */
export function searchable(value: unknown): string {
  if (typeof value === "number") {
    return normalize(`${value} ${value.toLocaleString("de-DE")} ${value.toLocaleString("en-GB")}`);
  }
  return normalize(typeof value === "string" ? value : JSON.stringify(value));
}
