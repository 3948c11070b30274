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
  | "spaceBeforeEllipsis"
  | "countSpace"
  | "straightApostrophe";

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

/**
 * Both languages: a count filled in by the code stays with its noun ("{{count}}\u00a0Anfragen",
 * "in {{count}}\u00a0minutes"), as a written number does.
 */
const countRule: TypographyRule = {
  code: "countSpace",
  pattern: /(\{\{\s*(?:count|\w+\s*,\s*number)(?:\s*,\s*\w+)?\s*\}\}|\{count\}) (?=\p{L})/gu,
  fix: `$1${nbsp}`,
};

/** German: a number and its unit, ranges and abbreviations stay on one line. */
const germanRules: TypographyRule[] = [
  { code: "numberUnitSpace", pattern: new RegExp(`(\\d) (${units})(?![\\p{L}])`, "gu"), fix: `$1${nbsp}$2` },
  countRule,
  { code: "abbreviationSpace", pattern: /z\. B\./g, fix: `z.${nbsp}B.` },
  // A word joiner after the dash of a range (–\u2060), so it does not break.
  { code: "rangeBreaks", pattern: /(\d–)(\d)/g, fix: "$1\u2060$2" },
  { code: "multiplicationSign", pattern: /(\d,\d)x\b/g, fix: "$1×" },
  { code: "ellipsis", pattern: /\.\.\./g, fix: "…" },
  // „über 25 %“ rather than „25 %+“: no certain correction.
  { code: "plusAfterFigure", pattern: /\d(?:[\u00a0 ]?(?:%|EUR|Mrd\.))*\+/g },
];

/**
 * English: a time is tied to am/pm ("8\u00a0am"); an ellipsis follows its word ("Loading…"); an
 * apostrophe is the typographic one ("Let’s", "partners’"), as the quotes are curly (“…”).
 */
const englishRules: TypographyRule[] = [
  { code: "timeSpace", pattern: /(\d(?:[:.]\d\d)?)(?: ?)(am|pm)(?![\p{L}])/gu, fix: `$1${nbsp}$2` },
  { code: "spaceBeforeEllipsis", pattern: /\s+…/g, fix: "…" },
  { code: "straightApostrophe", pattern: /'/g, fix: "\u2019" },
];

const englishUnits = "hours?|minutes?|seconds?|days?|weeks?|months?|years?|h|EUR|percentage points|turns";

/** English, as German: a number and its unit stay on one line ("4\u00a0hours", "3 to 4\u00a0weeks"). */
const englishTiedRules: TypographyRule[] = [
  {
    code: "numberUnitSpace",
    pattern: new RegExp(`(\\d) (${englishUnits})(?![\\p{L}])`, "gu"),
    fix: `$1${nbsp}$2`,
  },
  countRule,
];

const clockTime = /\d(?:[:.]\d\d)?\s?(?:am|pm)(?![\p{L}])/u;
const timeZone = /\b(?:CET|CEST|UTC|GMT)\b/;

/**
 * Texts the rules that tie a number to its unit leave alone (the German rules, and in English the
 * number, unit and count rules): the legal pages tie numbers and units when they render (ADR 0011),
 * mails are plain text, and the form options are data (the lead mail, the CSV export) that never
 * wraps in a select. `module` is the locale module ("privacy", "forms"), `key` the text's key in it.
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

/**
 * The typography problems of a text in a language; `tied` false leaves out the rules that tie a
 * number to its unit (germanTypographyApplies says where they apply).
 */
export function typographyProblems(text: string, lang: Lang, tied = true): TypographyProblem[] {
  const rules = lang === "en" ? [...englishRules, ...(tied ? englishTiedRules : [])] : tied ? germanRules : [];
  const problems: TypographyProblem[] = rules.flatMap(({ code, pattern, fix }) => {
    const matches = text.match(pattern);
    if (!matches) return [];
    return [{ code, matches, ...(fix === undefined ? {} : { fixed: text.replace(pattern, fix) }) }];
  });
  if (lang === "en" && clockTime.test(text) && !timeZone.test(text)) problems.push({ code: "timeZone", matches: [] });
  return problems;
}
