/**
 * A readable label for every text of the content editor (docs/decisions/0045), as structure the
 * back office words in its own language: where the text sits (the heading a visitor reads above it,
 * in both languages, or a named part of the shared groups) and what it is (a field code from the
 * key's last segments, its position in a list). Built from the locale keys and the values of one
 * editor area, so no label has to be written and kept per key.
 */
import * as z from "zod/mini";
import type { Lang } from "../config/route-table";

z.config({ jitless: true });

/** What a text is, by the last segments of its key; the back office has a word for each. */
const labelFields = [
  "heading",
  "subheading",
  "shortHeading",
  "eyebrow",
  "intro",
  "text",
  "paragraph",
  "item",
  "option",
  "price",
  "button",
  "link",
  "label",
  "pageTitle",
  "searchDescription",
  "imageDescription",
  "error",
  "placeholder",
  "subject",
  "value",
  "note",
  "question",
  "answer",
  "quote",
  "name",
  "story",
  "pain",
  "solution",
  "impact",
  "persona",
  "personaRole",
  "newTab",
  "close",
  "contents",
  "updated",
  "breadcrumb",
  "menuEntry",
  "floatingButton",
  "purpose",
  "retention",
  "legalBasis",
  "marker",
  "term",
  "number",
  "email",
  "phone",
  "address",
  "tag",
  "keyPoint",
  "shortForm",
  "previousButton",
  "nextButton",
  "openButton",
  "example",
  "hours",
  "benefit",
  "other",
] as const;
type LabelField = (typeof labelFields)[number];

/** Named parts of the shared groups, for texts without a heading of their own. */
const labelParts = [
  "header",
  "footer",
  "allPages",
  "cookieBanner",
  "contactForm",
  "formAnswers",
  "thankYou",
  "leadMail",
  "confirmationMail",
  "accountMail",
  "subjectAccess",
  "cookieTable",
  "useCases",
] as const;
type LabelPart = (typeof labelParts)[number];

/**
 * A text's readable label as structure (common/content/labels.ts); the back office words it in its
 * own language.
 */
export const textLabel = z.object({
  /** The heading a visitor reads above the text, shortened, in both languages. */
  section: z.optional(z.object({ de: z.string(), en: z.string() })),
  /** Without a heading: the named part of the site it belongs to. */
  part: z.optional(z.enum(labelParts)),
  field: z.enum(labelFields),
  /** For the field `other`: the text's own beginning, in both languages, as the editor quotes it. */
  name: z.optional(z.object({ de: z.string(), en: z.string() })),
  index: z.optional(z.number()),
  plural: z.optional(z.enum(["one", "other"])),
  /** Its position among the area's texts that would otherwise read the same. */
  nth: z.optional(z.number()),
});

export type TextLabel = z.infer<typeof textLabel>;

interface LabelSource {
  ns: string;
  path: string;
  value: Record<Lang, string>;
}

/** Key segments that head what shares their parent ("hero.title" heads "hero.intro"). */
const headingSegments = new Set(["title", "heading", "question", "term"]);
/** A list item's name heads it too ("packages.rows.0.name", "categories.essential.name"). */
const namedLists = new Set(["rows", "categories", "parts"]);
const nameSegments = new Set(["name", "label"]);

const fieldBySegment: Record<string, LabelField> = {
  title: "heading",
  heading: "heading",
  shortTitle: "shortHeading",
  metaTitle: "pageTitle",
  term: "term",
  code: "number",
  number: "number",
  email: "email",
  phone: "phone",
  address: "address",
  pill: "tag",
  point: "keyPoint",
  short: "shortForm",
  previous: "previousButton",
  next: "nextButton",
  open: "openButton",
  example: "example",
  hours: "hours",
  benefit: "benefit",
  benefits: "benefit",
  eyebrow: "eyebrow",
  intro: "intro",
  lead: "intro",
  subtitle: "intro",
  description: "text",
  text: "text",
  body: "text",
  price: "price",
  cta: "button",
  button: "button",
  primaryCta: "button",
  secondaryCta: "button",
  bookDemo: "button",
  toCases: "button",
  submit: "button",
  action: "button",
  load: "button",
  link: "link",
  contactLink: "link",
  backLink: "link",
  policyLink: "link",
  label: "label",
  alt: "imageDescription",
  imageLabel: "imageDescription",
  diagramLabel: "imageDescription",
  diagramDescription: "imageDescription",
  subject: "subject",
  value: "value",
  note: "note",
  hint: "note",
  question: "question",
  answer: "answer",
  quote: "quote",
  name: "name",
  story: "story",
  pain: "pain",
  solution: "solution",
  impact: "impact",
  persona: "persona",
  personaRole: "personaRole",
  newTab: "newTab",
  close: "close",
  toc: "contents",
  updated: "updated",
  breadcrumb: "breadcrumb",
  nav: "menuEntry",
  floating: "floatingButton",
  purpose: "purpose",
  retention: "retention",
  legalBasis: "legalBasis",
  marker: "marker",
};

/** Lists whose items are paragraphs rather than points. */
const paragraphLists = new Set(["blocks", "paragraphs", "story", "text"]);

/** The part of a shared namespace a text without a heading belongs to, by its first segment. */
const partOf: Record<string, Record<string, LabelPart>> = {
  common: {
    nav: "header",
    language: "header",
    skipToContent: "header",
    footer: "footer",
    scrollToTop: "footer",
    "*": "allPages",
  },
  consent: { footerLink: "footer", "*": "cookieBanner" },
  forms: { "*": "contactForm" },
  "form-posts": { "*": "formAnswers" },
  "thank-you": { "*": "thankYou" },
  mail: { lead: "leadMail", autoreply: "confirmationMail", "*": "accountMail" },
  "subject-access": { "*": "subjectAccess" },
  cookies: { "*": "cookieTable" },
  "ai-use-cases": { "*": "useCases" },
};

const numeric = (segment: string) => /^\d+$/.test(segment);

/**
 * A heading as a short line: no markup, soft hyphens or word joiners, a placeholder as "…" (the
 * page fills it); at most about 40 characters, cut at a word.
 */
export function shortHeading(value: string, max = 40): string {
  const plain = value
    .replace(/<[^>]*>/g, "")
    .replace(/\{\{[^}]*\}\}/g, "…")
    .replace(/[\u00ad\u2060]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut.slice(0, max - 1)).replace(/[\s,.:;–-]+$/, "")}…`;
}

interface Heading {
  /** The segments the heading stands above. */
  scope: string[];
  value: Record<Lang, string>;
  /** A heading inside a list of blocks heads the blocks after it: its position in that list. */
  from?: number;
}

/**
 * The labels of one area's texts (its namespaces' texts in the page's order), by `ns:path`.
 * Texts that would read the same in either language get their position among them (`nth`).
 */
export function textLabels(texts: LabelSource[]): Map<string, TextLabel> {
  const byNs = groupBy(texts, (t) => t.ns);
  const labels = new Map<string, TextLabel>();
  for (const [ns, own] of byNs) {
    const values = new Map(own.map((t) => [t.path, t.value]));
    const headings = own.flatMap(({ path, value }): Heading[] => {
      const segments = path.split(".");
      const last = segments.at(-1)!;
      const parent = segments.slice(0, -1);
      if (path === "meta.title") return [];
      if (headingSegments.has(last)) {
        // A block list's heading ("blocks.4.heading") heads the blocks after it.
        const index = parent.at(-1);
        if (last === "heading" && index && numeric(index) && parent.at(-2) === "blocks") {
          return [{ scope: parent.slice(0, -1), value, from: Number(index) }];
        }
        return [{ scope: parent, value }];
      }
      if (nameSegments.has(last) && namedLists.has(parent.at(-2) ?? "")) return [{ scope: parent, value }];
      return [];
    });
    for (const { path } of own) labels.set(`${ns}:${path}`, label(ns, path.split("."), headings, values));
  }
  disambiguate(texts, labels);
  return labels;
}

function label(
  ns: string,
  segments: string[],
  headings: Heading[],
  values: Map<string, Record<Lang, string>>,
): TextLabel {
  const within = (scope: string[]) => scope.length < segments.length && scope.every((s, i) => segments[i] === s);
  // The deepest heading above the text; of a block list's headings, the last one before it.
  const candidates = headings.flatMap((heading) => {
    if (!within(heading.scope)) return [];
    if (heading.from === undefined) return [{ heading, depth: heading.scope.length, from: -1 }];
    const position = Number(segments[heading.scope.length]);
    return position >= heading.from ? [{ heading, depth: heading.scope.length + 1, from: heading.from }] : [];
  });
  const best = candidates.reduce<(typeof candidates)[number] | undefined>(
    (a, b) => (!a || b.depth > a.depth || (b.depth === a.depth && b.from > a.from) ? b : a),
    undefined,
  );
  const fieldHeading = ns === "forms" ? values.get(`fields.${formFieldOf(segments)}`) : undefined;
  const rest = best ? segments.slice(best.heading.scope.length) : segments;
  // Below a block's heading, blocks count from the one after it; the heading block itself has no number.
  if (best?.heading.from !== undefined) {
    const after = Number(rest[0]) - best.heading.from;
    rest.splice(0, 1, ...(after ? [String(after - 1)] : []));
  }
  const what = fieldOf(ns, segments, rest, values);
  const section = fieldHeading ?? best?.heading.value;
  if (section) return { section: { de: shortHeading(section.de), en: shortHeading(section.en) }, ...what };
  const part = partOf[ns]?.[segments[0]!] ?? partOf[ns]?.["*"];
  return { ...(part && { part }), ...what };
}

/** The form options whose field has another name. */
const optionFields: Record<string, string> = {
  sapTimeframe: "timeframe",
  contactTimeframe: "timeframe",
  migrationTimeframe: "timeframe",
  odooVersion: "currentVersion",
};

/**
 * The form field a placeholder, a list of options or an error message is about, so the field's
 * label heads it ("fields.sapSystem" heads "options.sapSystem.ecc", "validation.emailInvalid").
 */
function formFieldOf(segments: string[]): string | undefined {
  const [first, second] = segments;
  if (first === "fields" || first === "placeholders" || first === "options") return optionFields[second!] ?? second;
  if (segments.at(-2) === "validation") return /^[a-z]+/.exec(segments.at(-1)!)?.[0];
  return undefined;
}

/** What a text is, from its key's segments below its heading. */
function fieldOf(
  ns: string,
  segments: string[],
  rest: string[],
  values: Map<string, Record<Lang, string>>,
): Omit<TextLabel, "section" | "part"> {
  const path = segments.join(".");
  if (path === "meta.title") return { field: "pageTitle" };
  if (path === "meta.description") return { field: "searchDescription" };
  if (ns === "forms" && segments[0] === "fields") return { field: "label" };
  const plural = /_(one|other)$/.exec(segments.at(-1)!)?.[1] as "one" | "other" | undefined;
  const last = segments.at(-1)!.replace(/_(one|other)$/, "");
  const numbers = rest.filter(numeric);
  const index = numbers.length ? Number(numbers.at(-1)) + 1 : undefined;
  const extra = { ...(plural && { plural }) };
  if (segments.at(-2) === "validation") return { field: "error" };
  if (segments[0] === "placeholders") return { field: "placeholder" };
  if (segments[0] === "options") {
    // Numbered in the order of the form's choices, which is the key order.
    const group = `${segments.slice(0, -1).join(".")}.`;
    return { field: "option", index: [...values.keys()].filter((p) => p.startsWith(group)).indexOf(path) + 1 };
  }
  if (numeric(last)) {
    const list = segments.at(-2) ?? "";
    return { field: paragraphLists.has(list) ? "paragraph" : "item", index, ...extra };
  }
  const field =
    fieldBySegment[last] ??
    (/Label$/.test(last) ? "label" : /Note$/.test(last) ? "note" : /Title$/.test(last) ? "subheading" : undefined);
  return {
    field: field ?? "other",
    ...(!field && { name: quoted(values.get(path)) }),
    ...(index !== undefined && { index }),
    ...extra,
  };
}

/** A text no key segment names is named by its own beginning ("Menü öffnen"), in each language. */
const quoted = (value: Record<Lang, string> | undefined) => ({
  de: shortHeading(value?.de ?? "", 32),
  en: shortHeading(value?.en ?? "", 32),
});

/**
 * The same label twice in one area: each gets its position among them, first as the German
 * labels read, then for any English ones still alike.
 */
function disambiguate(texts: LabelSource[], labels: Map<string, TextLabel>) {
  for (const lang of ["de", "en"] as const) {
    const groups = groupBy(texts, (t) => {
      const { section, part, field, name, index, plural, nth } = labels.get(`${t.ns}:${t.path}`)!;
      return JSON.stringify([section?.[lang], part, field, name?.[lang], index, plural, nth]);
    });
    for (const same of groups.values()) {
      if (same.length > 1) same.forEach((t, i) => (labels.get(`${t.ns}:${t.path}`)!.nth = i + 1));
    }
  }
}

/** Map.groupBy (ES2024), which the site's targets lack. */
function groupBy<T>(items: T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}
