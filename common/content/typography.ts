/**
 * The copy's typography (docs/decisions/0026 and 0032): what keeps a figure, a range or an
 * abbreviation on one line, and how times are written. Each rule finds its problem in one text and,
 * where the correction is certain, says how to fix it. The locale test applies them to the shipped
 * copy, the back office's content rules to an edit.
 */
import type { Lang } from "../config/route-table";

export type TypographyCode =
  | "numberUnitSpace"
  | "abbreviationSpace"
  | "rangeBreaks"
  | "multiplicationSign"
  | "ellipsis"
  | "plusAfterFigure"
  | "timeSpace"
  | "timeZone"
  | "spaceBeforeEllipsis";

interface TypographyRule {
  code: TypographyCode;
  /** Finds the problem; global, so every occurrence is counted. */
  pattern: RegExp;
  /** The replacement that fixes each occurrence, where the correction is certain. */
  fix?: string;
}

const nbsp = "\u00a0";
const units =
  "%|EUR|Mrd\\.|Mio\\.|Tagen?|Wochen?|Monaten?|Monat|Stunden?|Std\\.|Minuten?|Jahren?|Uhr|h|Prozentpunkte|Punkte|Prozent";

/** German: a number and its unit, ranges and abbreviations stay on one line. */
const germanRules: TypographyRule[] = [
  { code: "numberUnitSpace", pattern: new RegExp(`(\\d) (${units})(?![\\p{L}])`, "gu"), fix: `$1${nbsp}$2` },
  { code: "abbreviationSpace", pattern: /z\. B\./g, fix: `z.${nbsp}B.` },
  // A word joiner after the dash of a range (–\u2060), so it does not break.
  { code: "rangeBreaks", pattern: /(\d–)(\d)/g, fix: "$1\u2060$2" },
  { code: "multiplicationSign", pattern: /(\d,\d)x\b/g, fix: "$1×" },
  { code: "ellipsis", pattern: /\.\.\./g, fix: "…" },
  // „über 25 %“ rather than „25 %+“: no certain correction.
  { code: "plusAfterFigure", pattern: /\d(?:[\u00a0 ]?(?:%|EUR|Mrd\.))*\+/g },
];

/** English: a time is tied to am/pm ("8\u00a0am"); an ellipsis follows its word ("Loading…"). */
const englishRules: TypographyRule[] = [
  { code: "timeSpace", pattern: /(\d(?:[:.]\d\d)?)(?: ?)(am|pm)(?![\p{L}])/gu, fix: `$1${nbsp}$2` },
  { code: "spaceBeforeEllipsis", pattern: /\s+…/g, fix: "…" },
];

const clockTime = /\d(?:[:.]\d\d)?\s?(?:am|pm)(?![\p{L}])/u;
const timeZone = /\b(?:CET|CEST|UTC|GMT)\b/;

/**
 * Texts the German rules leave alone: the legal pages tie numbers and units when they render
 * (ADR 0011), mails are plain text, and the form options are data (the lead mail, the CSV export)
 * that never wraps in a select. `module` is the locale module ("privacy", "forms"), `key` the
 * text's key in it.
 */
export function germanTypographyApplies(module: string, key: string): boolean {
  return !["cookie-policy", "cookies", "privacy", "imprint", "mail"].includes(module) && !/^options\./.test(key);
}

interface TypographyProblem {
  code: TypographyCode;
  /** The occurrences found ("5 %"); empty for a rule about the whole text (a time zone). */
  matches: string[];
  /** The text with every occurrence fixed, where the rule knows how. */
  fixed?: string;
}

/** The typography problems of a text in a language; `german` false leaves out the German rules. */
export function typographyProblems(text: string, lang: Lang, german = true): TypographyProblem[] {
  const rules = lang === "en" ? englishRules : german ? germanRules : [];
  const problems: TypographyProblem[] = rules.flatMap(({ code, pattern, fix }) => {
    const matches = text.match(pattern);
    if (!matches) return [];
    return [{ code, matches, ...(fix === undefined ? {} : { fixed: text.replace(pattern, fix) }) }];
  });
  if (lang === "en" && clockTime.test(text) && !timeZone.test(text)) problems.push({ code: "timeZone", matches: [] });
  return problems;
}
