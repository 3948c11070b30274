/**
 * Removes parenthetical asides: "Wie sieht Ihr Liefermodell aus (Onshore und Nearshore)?" becomes
 * "Wie sieht Ihr Liefermodell aus?". Spec (services page): parenthetical text is removed from the
 * FAQ question titles and from the first delivery point.
 */
export function stripParenthetical(text: string): string {
  return text
    .replace(/\s*\([^()]*\)/g, "")
    .replace(/\s+([?.!,:;])/g, "$1")
    .replace(/\s{2,}/g, " ")
    .trim();
}
