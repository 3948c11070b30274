/**
 * Removes parenthetical asides: "Wie sieht Ihr Liefermodell aus (Onshore und Nearshore)?" becomes
 * "Wie sieht Ihr Liefermodell aus?". The services page shows its FAQ question titles and its first
 * delivery point without them.
 */
export function stripParenthetical(text: string): string {
  return text
    .replace(/\s*\([^()]*\)/g, "")
    .replace(/\s+([?.!,:;])/g, "$1")
    .replace(/\s{2,}/g, " ")
    .trim();
}
