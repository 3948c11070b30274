/**
 * Prices are net (docs/decisions/0026): every price carries "zzgl. USt." / "excl. VAT". The rule the
 * locale test, the e2e copy test and the back office's content rules share.
 */
import type { Lang } from "../config/route-table";

/** "zzgl. USt." / "excl. VAT", with a normal or a non-breaking space. */
export const vatNote: Record<Lang, RegExp> = {
  de: /zzgl\.[ \u00a0]USt\./,
  en: /excl\.[ \u00a0]VAT/,
};

/**
 * Euro amounts in a language's notation ("2.500 EUR", "EUR 2,500", "5.000 €", "2,500 euros") and the
 * placeholders of the figures that are amounts in euros (`{{amsMonthlyFromEur}}`, common/config/figures.ts),
 * which the site fills with one. Volumes written with "Mrd."/"bn" (a transaction
 * volume) are not prices.
 */
const pricePatterns: Record<Lang, RegExp> = {
  de: /\{\{\s*\w+Eur\s*\}\}|\d[\d.,]*[ \u00a0]?(?:EUR|€|Euro)(?![\p{L}])|(?:EUR|€)[ \u00a0]?\d[\d.,]*(?![\d.,]*[ \u00a0]?(?:Mrd|Mio))/gu,
  en: /\{\{\s*\w+Eur\s*\}\}|(?:EUR|€)[ \u00a0]?\d[\d.,]*(?![\d.,]*[ \u00a0]?(?:bn|billion|m\b|million))|\d[\d.,]*[ \u00a0]?(?:EUR|€|euros?)(?![\p{L}])/gu,
};

/** The prices in a text, each with where it starts. */
export function prices(text: string, lang: Lang): { price: string; index: number }[] {
  return [...text.matchAll(pricePatterns[lang])].map((m) => ({ price: m[0], index: m.index }));
}

/**
 * Prices without their VAT note within `window` characters, each with a little context. The note
 * follows the price ("ab 2.500 EUR im Monat zzgl. USt.") or, where a figure's label precedes its
 * value in the page (a `dt` shown under its `dd`), comes just before it. A note serves one price: it
 * never reaches past another price, and a note that follows one price does not count again for the
 * next.
 */
export function pricesWithoutVat(text: string, lang: Lang, window = 60): { price: string; excerpt: string }[] {
  const found = prices(text, lang);
  const note = new RegExp(vatNote[lang].source, "g");
  /** Where the note found in text[from, to) ends, or -1. */
  const noteEnd = (from: number, to: number) => {
    note.lastIndex = from;
    const m = note.exec(text);
    return m && m.index + m[0].length <= to ? m.index + m[0].length : -1;
  };
  let claimed = 0; // end of the last note a price took, or of the last price
  return found.flatMap(({ price, index }, i) => {
    const end = index + price.length;
    const after = noteEnd(end, Math.min(end + window, found[i + 1]?.index ?? text.length));
    const before = after < 0 ? noteEnd(Math.max(claimed, index - window), index) : -1;
    claimed = after >= 0 ? after : end;
    return after >= 0 || before >= 0 ? [] : [{ price, excerpt: text.slice(Math.max(0, index - 40), index + 80) }];
  });
}
