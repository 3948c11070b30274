/**
 * How long a body takes to read (docs/decisions/0067): its words at an attentive adult's silent
 * reading rate for factual prose, slower in German, whose words are longer, than in English.
 */
import type { Lang } from "../config/route-table";
import type { RichTextDocument } from "./document";
import { plainText } from "./read";

export const wordsPerMinute: Record<Lang, number> = { de: 180, en: 230 };

/** The words of a text: runs of letters or digits, "z. B." two, "Odoo-Migration" one. */
export function wordCount(text: string): number {
  return text.match(/[\p{L}\p{N}]+(?:[-'’.,][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

/** Whole minutes, rounded up, at least one for a body with any words, zero for an empty one. */
export function readingMinutes(doc: RichTextDocument, lang: Lang): number {
  const words = wordCount(plainText(doc));
  return words === 0 ? 0 : Math.ceil(words / wordsPerMinute[lang]);
}
