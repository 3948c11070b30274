/**
 * Rules the site's copy keeps in every language (docs/decisions/0026): the glossary's forbidden
 * variants (read from docs/glossary.md, so the document and the check cannot drift) and the VAT
 * note after every price. Used on the locale modules (common/locales/copy.test.ts) and on the built
 * HTML of every page (tests/e2e/copy.spec.ts).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Lang } from "../../common/config/route-table";

export interface ForbiddenVariant {
  variant: string;
  /** The row's chosen term, for the failure message. */
  use: string;
  caseSensitive: boolean;
  /** Texts in which the variant may stand (a label the spec fixes). */
  allowedIn: string[];
}

const headings: Record<Lang, string> = { de: "## Deutsch", en: "## English" };

/** The glossary's rows per language: each variant of the column "Not", as the tests search it. */
export function readGlossary(
  file = path.resolve(import.meta.dirname, "../../docs/glossary.md"),
): Record<Lang, ForbiddenVariant[]> {
  const markdown = readFileSync(file, "utf8");
  const section = (lang: Lang) => {
    const start = markdown.indexOf(headings[lang]);
    if (start < 0) throw new Error(`docs/glossary.md has no section "${headings[lang]}"`);
    const next = markdown.indexOf("\n## ", start + 1);
    return markdown.slice(start, next < 0 ? undefined : next);
  };
  const variants = (lang: Lang): ForbiddenVariant[] =>
    section(lang)
      .split("\n")
      .filter((line) => line.startsWith("|") && !/^\|\s*-/.test(line))
      .slice(1) // the table's header row
      .flatMap((line) => {
        const [use = "", not = "", allowed = ""] = line
          .split("|")
          .slice(1, -1)
          .map((cell) => cell.trim());
        const allowedIn = [...allowed.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
        return [...not.matchAll(/`([^`]+)`(\s*\(Aa\))?/g)].map((m) => ({
          variant: m[1]!,
          use,
          caseSensitive: Boolean(m[2]),
          allowedIn,
        }));
      });
  return { de: variants("de"), en: variants("en") };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Spaces in copy are often non-breaking; a variant's space matches either. */
const spaced = (text: string) => escape(text).replace(/ /g, "[ \\u00a0]");

/** Each forbidden variant found in a text, with a little context; nothing when the text keeps the glossary. */
export function glossaryViolations(text: string, variants: readonly ForbiddenVariant[]): string[] {
  return variants.flatMap(({ variant, use, caseSensitive, allowedIn }) => {
    let searched = text;
    for (const allowed of allowedIn) searched = searched.split(allowed).join(" ");
    // At the start of a word, whatever follows: inflected forms are found too.
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${spaced(variant)}`, caseSensitive ? "gu" : "giu");
    return [...searched.matchAll(pattern)].map(
      (m) => `"${variant}" (use: ${use}) in "…${searched.slice(Math.max(0, m.index - 40), m.index + 60)}…"`,
    );
  });
}

/** "zzgl. USt." / "excl. VAT", with a normal or a non-breaking space. */
export const vatNote: Record<Lang, RegExp> = {
  de: /zzgl\.[ \u00a0]USt\./,
  en: /excl\.[ \u00a0]VAT/,
};

/**
 * Euro amounts in a language's notation ("2.500 EUR", "EUR 2,500", "5.000 €", "2,500 euros") and the
 * placeholders of the figures that are amounts in euros (`{{amsMonthlyFromEur}}`, app/config/figures.ts),
 * which the site fills with one. Volumes written with "Mrd."/"bn" (a transaction volume) are not prices.
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
 * Prices without their VAT note within `window` characters. The note follows the price ("ab 2.500
 * EUR im Monat zzgl. USt.") or, where a figure's label precedes its value in the page (a `dt`
 * shown under its `dd`), comes just before it. A note serves one price: it never reaches past
 * another price, and a note that follows one price does not count again for the next.
 */
export function pricesWithoutVat(text: string, lang: Lang, window = 60): string[] {
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
    return after >= 0 || before >= 0 ? [] : [`"${price}" in "…${text.slice(Math.max(0, index - 40), index + 80)}…"`];
  });
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/**
 * What a reader of a page can read: the text of every element (collapsed ones too, as a click
 * shows them), the title, and the texts of attributes shown or read aloud (meta descriptions,
 * aria-label, alt, title, placeholder). Scripts, styles and other attributes (ids, classes) are
 * not text: the anchor `#essenziell` is not the category's name.
 */
export function pageText(html: string): string {
  const attributes = [...html.matchAll(/\s(?:content|aria-label|alt|title|placeholder)="([^"]*)"/g)].map((m) => m[1]);
  const body = html
    .replace(/<script\b[\s\S]*?<\/script>/gi, " ")
    .replace(/<style\b[\s\S]*?<\/style>/gi, " ")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, " ");
  return [body, ...attributes]
    .join("\n")
    .replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, name: string) =>
      name.startsWith("#x") || name.startsWith("#X")
        ? String.fromCodePoint(parseInt(name.slice(2), 16))
        : name.startsWith("#")
          ? String.fromCodePoint(Number(name.slice(1)))
          : (entities[name.toLowerCase()] ?? whole),
    )
    .replace(/[ \t\r\n]+/g, " ");
}

/** i18next's plural suffixes (`_one`, `_other`, …): a key's forms for a `{{count}}`. */
const pluralSuffix = /_(?:zero|one|two|few|many|other)$/;
/** `{{name}}` (i18next, also formatted: `{{count, number}}`) or `{name}` (the server's own pages). */
const countPlaceholder = /\{\{?count(?:, *\w+)?\}?\}/;
/** A placeholder right before a counted noun: it is a count, so it must be `count`. */
const countedNoun =
  /\{\{?(\w+)(?:, *\w+)?\}?\}[ \u00a0]+(?:Minuten?|Stunden?|Tage|Tagen?|Wochen?|Monate|Monaten?|Leistung(?:en)?|Anfragen?|minutes?|hours?|days?|weeks?|months?|services?|enquir(?:y|ies))(?![\p{L}])/u;

/**
 * Keys whose text counts something without plural forms: a `{{count}}` needs sibling keys
 * `<key>_one` and `<key>_other` ("in 1 Minuten" otherwise), and a number before a counted noun
 * must be the `count` placeholder, which is what i18next picks the form by. `texts` maps
 * "file key" to the text.
 */
export function pluralProblems(texts: ReadonlyMap<string, string>): string[] {
  return [...texts].flatMap(([where, text]) => {
    const problems: string[] = [];
    const noun = countedNoun.exec(text);
    if (noun && noun[1] !== "count") problems.push(`${where}: "{{${noun[1]}}}" counts; call it {{count}}`);
    if (countPlaceholder.test(text)) {
      const base = where.replace(pluralSuffix, "");
      if (base === where) problems.push(`${where}: a count without plural forms (${where}_one, ${where}_other)`);
      else
        for (const form of ["_one", "_other"])
          if (!texts.has(base + form)) problems.push(`${where}: no ${base}${form}`);
    }
    return problems;
  });
}

/**
 * An English text with a clock time ("8 am", "6.30 pm") ties the time to am/pm with a non-breaking
 * space and names its time zone (the site's times are German time, CET/CEST).
 */
export function englishTimeProblems(text: string): string[] {
  const times = [...text.matchAll(/\d(?:[:.]\d\d)?(\s?)(?:am|pm)(?![\p{L}])/gu)];
  if (!times.length) return [];
  const problems = times.filter((m) => m[1] !== "\u00a0").map((m) => `"${m[0]}" without a non-breaking space`);
  if (!/\b(?:CET|CEST|UTC|GMT)\b/.test(text)) problems.push(`times without a time zone in "${text}"`);
  return problems;
}

/** A claim a competitor could challenge, and the proof that must stand beside it. */
export interface ClaimRule {
  claim: RegExp;
  proof: RegExp;
}

/** "Herstellerneutral" only with the reason it is true (docs/glossary.md). */
export const claimRules: Record<Lang, ClaimRule[]> = {
  de: [{ claim: /herstellerneutral/i, proof: /(?:keine|ohne) Provisionen von Softwareherstellern/ }],
  en: [{ claim: /vendor-neutral/i, proof: /no commissions from software vendors/ }],
};

/**
 * Claims without their proof in the same section: the text itself or a text beside it (the same
 * parent key, as a title and its paragraph). `texts` maps "file key.path" to the text.
 */
export function claimsWithoutProof(texts: ReadonlyMap<string, string>, rules: readonly ClaimRule[]): string[] {
  const parent = (where: string) => where.replace(/\.[^.]*$/, "");
  return [...texts].flatMap(([where, text]) =>
    rules
      .filter(({ claim, proof }) => claim.test(text) && !proof.test(text))
      .filter(({ proof }) => ![...texts].some(([other, t]) => parent(other) === parent(where) && proof.test(t)))
      .map(({ claim }) => `${where}: "${claim.source}" without its proof in "${text}"`),
  );
}
