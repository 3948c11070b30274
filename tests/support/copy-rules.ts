/**
 * Rules the site's copy keeps that the tests alone apply (docs/decisions/0026): the glossary read
 * from docs/glossary.md (to prove common/content/glossary.ts says the same), what a reader of a
 * built page reads, plural forms and claims that need their proof beside them. The rules of one
 * text (glossary, VAT note, typography) live in common/content/, shared with the back office.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Lang } from "../../common/config/route-table";
import type { Product } from "../../common/content/figures";
import type { GlossaryRow } from "../../common/content/glossary";

const headings: Record<Lang, string> = { de: "## Deutsch", en: "## English" };

/** The glossary's rows per language as docs/glossary.md writes them. */
export function readGlossary(
  file = path.resolve(import.meta.dirname, "../../docs/glossary.md"),
): Record<Lang, GlossaryRow[]> {
  const markdown = readFileSync(file, "utf8");
  const section = (lang: Lang) => {
    const start = markdown.indexOf(headings[lang]);
    if (start < 0) throw new Error(`docs/glossary.md has no section "${headings[lang]}"`);
    const next = markdown.indexOf("\n## ", start + 1);
    return markdown.slice(start, next < 0 ? undefined : next);
  };
  const rows = (lang: Lang): GlossaryRow[] =>
    section(lang)
      .split("\n")
      .filter((line) => line.startsWith("|") && !/^\|\s*-/.test(line))
      .slice(1) // the table's header row
      .flatMap((line) => {
        const [use = "", not = "", allowed = ""] = line
          .split("|")
          .slice(1, -1)
          .map((cell) => cell.trim());
        const variants = [...not.matchAll(/`([^`]+)`(\s*\(Aa\))?/g)];
        if (!variants.length) return [];
        const matchCase = Boolean(variants[0]![2]);
        if (variants.some((m) => Boolean(m[2]) !== matchCase)) {
          throw new Error(`docs/glossary.md: mark every variant of "${use}" (Aa), or none`);
        }
        const allowedIn = [...allowed.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
        return [
          {
            use,
            not: variants.map((m) => m[1]!),
            ...(matchCase && { matchCase: true as const }),
            ...(allowedIn.length > 0 && { allowedIn }),
          },
        ];
      });
  return { de: rows("de"), en: rows("en") };
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

/** A claim a competitor could challenge, and the proof that must stand beside it. */
export interface ClaimRule {
  claim: RegExp;
  proof: RegExp;
}

/**
 * Claims that need a word beside them (docs/glossary.md): "herstellerneutral" only with the reason
 * it is true; an AI that answers people by itself says that they can see it is an AI (Art. 50 AI
 * Act); reduced prices sent to a shop or till name the lowest price of the last 30 days (§ 11 PAngV).
 */
export const claimRules: Record<Lang, ClaimRule[]> = {
  de: [
    { claim: /herstellerneutral/i, proof: /(?:keine|ohne) Provisionen von Softwareherstellern/ },
    { claim: /(?:erledigt|beantwortet) (?:er|sie)\b[^.]*\bselbst\b/, proof: /Art\.[ \u00a0]50 KI-Verordnung/ },
    {
      claim: /^(?=[\s\S]*Reduzierung)(?=[\s\S]*(?:gehen|fließen)\b[^.]*(?:Onlineshop|Kasse))/,
      proof: /§[ \u00a0]11[ \u00a0]PAngV/,
    },
  ],
  en: [
    { claim: /vendor-neutral/i, proof: /no commissions from software vendors/ },
    { claim: /\b(?:answers|handles)\b[^.]*\bitself\b/, proof: /Art\.[ \u00a0]50 AI Act/ },
    {
      claim: /^(?=[\s\S]*markdown)(?=[\s\S]*\b(?:flow|go)\b[^.]*(?:online shop|tills))/i,
      proof: /§[ \u00a0]11[ \u00a0]PAngV/,
    },
  ],
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

/** How the copy names a product: "SAP", "SAP-Systeme", "Odoo 17" (not "SAPs" or "Odoos"). */
const productNames: Record<Product, RegExp> = {
  SAP: /(?:^|[^\p{L}])SAP(?![\p{L}])/u,
  Odoo: /(?:^|[^\p{L}])Odoo(?![\p{L}])/u,
};
const named = (text: string) => (Object.keys(productNames) as Product[]).filter((p) => productNames[p].test(text));

/**
 * Texts that show a price of another offer: every euro figure's placeholder stands where its own
 * product is meant. A text that names products shows a price of each product it names, and only of
 * those ("SAP- und Odoo-Systeme ab {{amsMonthlyFromEur}}" gives the SAP price to Odoo too); a text
 * that names none (a price in a card) is judged by the texts beside it, then by its page's title.
 * `texts` maps "file key" to the text.
 */
export function pricesOfOtherOffers(
  texts: ReadonlyMap<string, string>,
  offers: Readonly<Record<string, { product: Product }>>,
): string[] {
  const parent = (where: string) => where.replace(/\.[^.]*$/, "");
  const file = (where: string) => where.slice(0, where.indexOf(" "));
  return [...texts].flatMap(([where, text]) => {
    const figures = [...text.matchAll(/\{\{\s*(\w+Eur)\s*\}\}/g)].map((m) => m[1]!);
    if (!figures.length) return [];
    const problems: string[] = [];
    const products = figures.map((name) => offers[name]?.product);
    figures.forEach((name, i) => {
      if (!products[i]) problems.push(`${where}: {{${name}}} prices no declared offer`);
    });
    let context = named(text);
    if (context.length) {
      for (const product of context)
        if (!products.includes(product)) problems.push(`${where}: names ${product} but shows no ${product} price`);
    } else {
      const beside = [...texts].filter(([other]) => other !== where && parent(other) === parent(where));
      context = named(beside.map(([, t]) => t).join(" "));
      if (!context.length) context = named(texts.get(`${file(where)} meta.title`) ?? "");
    }
    figures.forEach((name, i) => {
      const product = products[i];
      if (product && !context.includes(product))
        problems.push(
          `${where}: {{${name}}} is a ${product} price where ${context.join(" and ") || "no product"} is meant`,
        );
    });
    return problems;
  });
}

/**
 * Texts of the modules another change rewrites at the same time (the mails, the data-subject
 * answer, the thank-you page) that do not keep a rule yet: each with its wording as it stands, so
 * the exemption ends the moment the text changes, and the rule then holds it like any other. Keyed
 * by "file key" as the locale test names a text; the e2e copy test leaves the wording out of a page.
 */
export const rewrittenElsewhere = new Map([
  [
    "./en/thank-you.ts text.sap-contact",
    "We have received your enquiry, and one of our SAP consultants will get back to you personally within 24 hours.",
  ],
  ["./de/subject-access.ts mails.purposes.lead", "Weiterleitung Ihrer Anfrage an unsere Mitarbeiter"],
  ["./de/subject-access.ts audit.actions.lead_not_spam", "Als kein Spam eingestuft"],
  ["./en/subject-access.ts audit.actions.lead_not_spam", "Classified as not spam"],
  [
    "./de/thank-you.ts text.migration",
    "Ihre Anfrage ist bei uns eingegangen. Wir melden uns innerhalb eines Arbeitstags mit einem Terminvorschlag für den kostenlosen Code-Audit.",
  ],
]);

/**
 * English rules no glossary variant can say (a variant matches the start of a word): no gendered
 * pronoun for a person the copy does not name ("until they reach someone"), and "due diligence" is
 * not countable ("a due diligence" is German; "a due diligence review", "an upcoming due diligence
 * process"). Each finding names the words found.
 */
export function englishUsageProblems(text: string): string[] {
  const problems: string[] = [];
  for (const m of text.matchAll(/\b(?:he|him|his|she|her|hers|himself|herself)\b/gi))
    problems.push(`pronoun "${m[0]}"`);
  const countable =
    /\b(?:a|an)\s+(?:[\w'’-]+\s+){0,2}?due diligence\b(?!\s+(?:review|process|report|reports|team|phase|questions|findings|project|exercise|questionnaire))/gi;
  for (const m of text.matchAll(countable)) problems.push(`countable "${m[0]}"`);
  return problems;
}

/**
 * The back office speaks as an app does, with contractions ("doesn't", "can't", "it's"): a full
 * form of an auxiliary and "not" reads stiff beside them.
 */
export function uncontracted(text: string): string[] {
  // "Do Not Track" is a name.
  return [
    ...text
      .replace(/Do Not Track/g, "")
      .matchAll(/\b(?:do|does|did|is|are|was|were|has|have|had|could|would|should|will|must) not\b|\bcannot\b/gi),
  ].map((m) => m[0]);
}

/**
 * Names that keep their capitals inside an English heading written in sentence case: brands,
 * products, places, languages, the packages' names, and the words of a legal citation.
 */
export const headingNames = [
  "Neutra Tech",
  "Big Four",
  "Odoo",
  "Google Analytics",
  // Before "Core": the name as a whole.
  "Core Web Vitals",
  "Microsoft Bookings",
  "Meta",
  "S/4HANA Utilities",
  "Excel",
  "Lite",
  "Core",
  "Max",
  "Community",
  "Enterprise",
  "Germany",
  "German",
  "English",
  "Deutsch",
  "Europe",
  "United States",
  "Poland",
  "Czech Republic",
  "Section",
  "Act",
  "Art.",
  "Do Not Track",
  "Global Privacy Control",
];

/** A text's last key segment that makes it a heading, a label or a button ("hero.title", "nav.erp"). */
const headingKey =
  /(?:^|\.)(?:title|eyebrow|heading|pill|question|label|button|cta|link|submit|nav|\w+Title|\w+Label|\w+Cta)$|(?:^|\.)(?:nav|footer)\.\w+$/;

/**
 * English headings, labels and buttons in sentence case: after the first word, a capital starts
 * only a name (headingNames), an acronym or a product written in capitals (SAP, S/4HANA, RISE), or
 * a new part after "·", "–", ".", "!" or "?". `texts` maps "file key" to the text; `fixed` are the
 * texts the spec fixes word for word.
 */
export function headingCaseProblems(texts: ReadonlyMap<string, string>, fixed: readonly string[] = []): string[] {
  return [...texts].flatMap(([where, text]) => {
    const key = where.slice(where.indexOf(" ") + 1);
    if (!headingKey.test(key) || fixed.includes(text)) return [];
    let rest = text;
    for (const name of headingNames) rest = rest.split(name).join("name");
    const words = rest.split(/\s+/);
    const problems: string[] = [];
    words.forEach((word, i) => {
      const previous = words[i - 1];
      if (i === 0 || !previous || /^[·–]$|[.!?]$/.test(previous)) return;
      const bare = word.replace(/^[“"‘(]+/, "");
      if (/^\p{Lu}\p{Ll}/u.test(bare) && !/\p{Lu}/u.test(bare.slice(1)))
        problems.push(`${where}: "${bare}" in "${text}"`);
    });
    return problems;
  });
}
