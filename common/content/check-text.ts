/**
 * Whether an edited text may be saved (docs/decisions/0041): the rules the code's own tests apply
 * to the shipped copy, applied to one value. Pure and fast, for the server on save
 * and import and for the back office on every keystroke. Each finding has a stable code; its message
 * is `contentRules.text.<code>` in common/locales/<lang>/admin.ts, filled with `values`.
 */
import type { Lang } from "../config/route-table";
import { isFreeText, withoutInvisible } from "../lead-schemas";
import { glossary, glossaryViolations } from "./glossary";
import { markup, placeholderSyntaxLeft, placeholders, rendersMarkup, tags } from "./markup";
import { pricesWithoutVat, vatNote } from "./prices";
import { germanTypographyApplies, typographyProblems, type TypographyCode } from "./typography";

/** Longer than any text of the site (the longest paragraph of the privacy policy is far shorter). */
const maxTextLength = 5000;

/**
 * How long an edit of a text may grow: three times its shipped length or a thousand characters
 * more, whichever is longer, never beyond maxTextLength. Bounds what one edit adds to a page.
 */
export const maxLengthOf = (shipped: string) =>
  Math.min(maxTextLength, Math.max(3 * shipped.length, shipped.length + 1000));

/**
 * Texts the server mails to whatever address a visitor typed, or to staff: an edit may not add a
 * link, an address or a phone number the shipped text lacks (a stolen session must not turn them
 * into phishing from the company's own domain).
 */
const mailedNamespaces = new Set(["mail", "subject-access"]);
const contactPattern = /\b(?:https?:\/\/|www\.)[^\s<>"]+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\+?\d[\d\s/().-]{6,}\d/gi;
const contactsIn = (text: string) => [...text.matchAll(contactPattern)].map((m) => m[0].toLowerCase());

export type TextErrorCode =
  | "empty"
  | "tooLong"
  | "invalidCharacters"
  | "invisibleCharacters"
  | "placeholderMissing"
  | "placeholderExtra"
  | "placeholderSyntax"
  | "contactAdded"
  | "markupMissing"
  | "markupExtra"
  | "markupUnbalanced";

export type TextWarningCode =
  "glossaryVariant" | "priceWithoutVat" | "vatNoteDropped" | "markupAsText" | TypographyCode;

/** What a message is filled with: which placeholder, which tag, the limit. */
export type Values = Record<string, string | number>;

type TextFinding =
  | { code: TextErrorCode; severity: "error"; values?: Values; fix?: string }
  | { code: TextWarningCode; severity: "warning"; values?: Values; fix?: string };

export interface TextEdit {
  /** The locale module ("forms", "cookie-policy", "use-cases/energy") or its i18next namespace. */
  ns: string;
  /** The text's key in it: "contact.sending", "sections.0.blocks.2". */
  key: string;
  lang: Lang;
  /** The value shipped with the code. */
  shipped: string;
  value: string;
}

const details = (values?: Values, fix?: string) => ({ ...(values && { values }), ...(fix !== undefined && { fix }) });
const error = (code: TextErrorCode, values?: Values, fix?: string): TextFinding => ({
  code,
  severity: "error",
  ...details(values, fix),
});
const warning = (code: TextWarningCode, values?: Values, fix?: string): TextFinding => ({
  code,
  severity: "warning",
  ...details(values, fix),
});

/** Items of `list` beyond those `reference` has, counting repeats: ["a", "a"] less ["a"] is ["a"]. */
function beyond(list: readonly string[], reference: readonly string[]): string[] {
  const left = [...reference];
  return list.filter((item) => {
    const at = left.indexOf(item);
    if (at < 0) return true;
    left.splice(at, 1);
    return false;
  });
}

// The soft hyphen and the word joiner are the copy's own ("Datenschutz\u00aderklärung", a range
// that must not break, "2–\u20604"): they stay.
const typographic = /([\u00ad\u2060])/;
const visible = (text: string) =>
  text
    .split(typographic)
    .map((part, i) => (i % 2 ? part : withoutInvisible(part)))
    .join("");

/** The locale module of a namespace: "cookiePolicy" is common/locales/<lang>/cookie-policy.ts. */
const moduleOf = (ns: string) => ns.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Errors: what would break the page or could not be stored. */
function errors({ ns, key, shipped, value }: TextEdit): TextFinding[] {
  if (visible(value).trim() === "" && shipped.trim() !== "") return [error("empty")];
  const found: TextFinding[] = [];
  const max = maxLengthOf(shipped);
  if (value.length > max) found.push(error("tooLong", { max }));
  if (!isFreeText(value)) found.push(error("invalidCharacters"));
  else if (visible(value) !== value) found.push(error("invisibleCharacters", undefined, visible(value)));

  const had = placeholders(shipped);
  const has = placeholders(value);
  for (const name of had) if (!has.has(name)) found.push(error("placeholderMissing", { name }));
  for (const name of has) if (!had.has(name)) found.push(error("placeholderExtra", { name }));
  // i18next also reads `{{- name}}` (unescaped), `$t(key, {options})` (nesting with options) and
  // formats the pattern above does not know: whatever is left of braces or `$t(` is refused.
  const syntax = placeholderSyntaxLeft(value);
  if (syntax) found.push(error("placeholderSyntax", { text: syntax }));
  if (mailedNamespaces.has(moduleOf(ns))) {
    const added = beyond(contactsIn(value), contactsIn(shipped));
    if (added.length) found.push(error("contactAdded", { text: added[0]! }));
  }

  if (rendersMarkup(moduleOf(ns), key)) {
    const before = markup(shipped);
    const after = markup(value);
    const element = (name: string) => `<${name}>…</${name}>`;
    for (const name of beyond(before.elements, after.elements))
      found.push(error("markupMissing", { tag: element(name) }));
    for (const name of beyond(after.elements, before.elements))
      found.push(error("markupExtra", { tag: element(name) }));
    for (const tag of beyond(after.stray, before.stray)) found.push(error("markupUnbalanced", { tag }));
  }
  return found;
}

/** Warnings: what the copy's rules ask for, only where the edit departs from the shipped text. */
function warnings({ ns, key, lang, shipped, value }: TextEdit): TextFinding[] {
  const found: TextFinding[] = [];
  const violations = glossaryViolations(value, glossary[lang]);
  const variants = (list: typeof violations) => list.map((v) => v.variant);
  for (const variant of new Set(beyond(variants(violations), variants(glossaryViolations(shipped, glossary[lang]))))) {
    found.push(warning("glossaryVariant", { variant, use: violations.find((v) => v.variant === variant)!.use }));
  }

  // A new price without its note, or a note the shipped text had and the edit dropped (a figure's
  // label carries the note of the value shown with it).
  const unnoted = beyond(
    pricesWithoutVat(value, lang, Infinity).map((p) => p.price),
    pricesWithoutVat(shipped, lang, Infinity).map((p) => p.price),
  );
  if (unnoted.length) found.push(warning("priceWithoutVat", { amount: unnoted[0]! }));
  else if (vatNote[lang].test(shipped) && !vatNote[lang].test(value)) found.push(warning("vatNoteDropped"));

  if (!rendersMarkup(moduleOf(ns), key)) {
    const added = beyond(tags(value), tags(shipped));
    if (added.length) found.push(warning("markupAsText", { tag: added[0]! }));
  }

  const german = germanTypographyApplies(moduleOf(ns), key);
  const before = new Map(typographyProblems(shipped, lang, german).map((p) => [p.code, p.matches]));
  for (const { code, matches, fixed } of typographyProblems(value, lang, german)) {
    const added = beyond(matches, before.get(code) ?? []);
    if (code === "timeZone" ? !before.has(code) : added.length) {
      found.push(warning(code, added[0] === undefined ? undefined : { text: added[0] }, fixed));
    }
  }
  return found;
}

/** Everything to say about an edited text: errors first (it cannot be saved), then warnings. */
export function checkText(edit: TextEdit): TextFinding[] {
  const found = errors(edit);
  return found.some((f) => f.code === "empty") ? found : [...found, ...warnings(edit)];
}
