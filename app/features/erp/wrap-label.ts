/**
 * Breaks a short label into lines of at most `max` characters for SVG text, which does not wrap
 * by itself: at spaces first, and after hyphens inside long compounds ("SAP-Partner-Umsetzung").
 * A single piece longer than `max` stays on its own line.
 */
export function wrapLabel(text: string, max: number): string[] {
  const pieces = text.split(" ").flatMap((word) => (word.length > max ? word.split(/(?<=-)/) : [word]));
  const lines: string[] = [];
  for (const piece of pieces) {
    const last = lines.at(-1);
    const joined = last === undefined ? piece : last.endsWith("-") ? last + piece : `${last} ${piece}`;
    if (last !== undefined && joined.length <= max) lines[lines.length - 1] = joined;
    else lines.push(piece);
  }
  return lines;
}
