/**
 * An entry's slug: the last part of its address (/referenzen/<slug>). Made from the title with the
 * German rules (ä → ae, ö → oe, ü → ue, ß → ss), lower case, words joined by hyphens. A slug the
 * owner types is held to the same shape, so no slug can name another path ("../", "/", ".").
 */

/** Long enough for any title's words, short enough for an address to stay readable. */
export const maxSlugLength = 80;

const shape = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const isSlug = (value: string) => value.length <= maxSlugLength && shape.test(value);

const german: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", ß: "ss", Ä: "Ae", Ö: "Oe", Ü: "Ue", ẞ: "SS" };

/** The slug a title gives ("Größere Übersicht für Ämter" → "groessere-uebersicht-fuer-aemter"); "" for a title without letters or digits. */
export function slugify(title: string): string {
  const words = title
    .replace(/[äöüßÄÖÜẞ]/g, (letter) => german[letter]!)
    .normalize("NFKD")
    // The accents NFKD splits off (é → e + ´), then everything that is not a letter or digit.
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
  if (!words) return "";
  // Cut at a word's end, never inside one, within the bound.
  let slug = "";
  for (const word of words.split(" ")) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > maxSlugLength) break;
    slug = next;
  }
  return slug || words.slice(0, maxSlugLength).replace(/ /g, "-");
}
