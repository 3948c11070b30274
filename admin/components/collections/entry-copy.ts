/**
 * What the collection editor says about an entry: its fields' labels, the refusals and findings
 * the API (or the same schemas in the browser) give, each in the back office's language.
 */
import adminDe from "#common/locales/de/admin";
import type { EntryProblem } from "#common/admin/collections-api";
import type { Finding } from "#common/content/api";
import { ApiError } from "../../lib/api";
import { formatNumber } from "../../lib/format";
import type { AdminT } from "../../lib/i18n";

type Copy = typeof adminDe;
const has = <T extends object>(table: T, key: string): key is Extract<keyof T, string> => key in table;

/**
 * A field's label ("Titelbild"); a part of a group by its own ("Einheit"), which comes first
 * there: a quote's "role" is the person's function, not a team member's role.
 */
export function fieldLabel(name: string, t: AdminT, { part = false } = {}): string {
  const asPart = has(adminDe.collections.parts, name) ? t(`collections.parts.${name}`) : undefined;
  if (part && asPart) return asPart;
  if (has(adminDe.collections.fields, name)) return t(`collections.fields.${name}`);
  return asPart ?? name;
}

/** A refusal's code as a sentence (`contentRules.entry`), with the values it names. */
export function problemMessage(code: string, t: AdminT, values: Record<string, unknown> = {}): string {
  return has(adminDe.contentRules.entry, code)
    ? String(t(`contentRules.entry.${code}`, values))
    : t("contentRules.entry.invalid_value");
}

/** A content rule's finding: a text rule's, a body's own, or one of the entry's. */
export function entryFindingMessage(finding: Finding, t: AdminT): string {
  const values = { ...finding.values };
  if (has(adminDe.contentRules.text, finding.code)) return t(`contentRules.text.${finding.code}`, values);
  if (has(adminDe.richText.rules, finding.code)) return t(`richText.rules.${finding.code}`, values);
  return problemMessage(finding.code, t, values);
}

/** Where a problem is: the top field's label, and the item's number in a list ("Kennzahl 2 · Einheit"). */
export function placeOf(path: string, t: AdminT, locale: string): string {
  const parts = path.split(".").filter(Boolean);
  const named = parts.filter((part) => !/^\d+$/.test(part) && part !== "said");
  const index = parts.find((part) => /^\d+$/.test(part));
  const labels = named.map((part, at) => fieldLabel(part, t, { part: at > 0 }));
  if (index !== undefined) labels.splice(1, 0, formatNumber(Number(index) + 1, locale));
  return labels.join(" · ");
}

/** The top field a problem's path belongs to ("figures.1.unit" → "figures"). */
export const topField = (path: string) => path.split(".")[0] ?? "";

export type Problems = readonly EntryProblem[];
export type { Copy };

/** An instant as German wall-clock time ("2. März 2027, 09:00"), as the schedule is chosen. */
export const formatBerlin = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Berlin" }).format(
    new Date(iso),
  );

/**
 * A refusal's own code, as the endpoint declares its answer ("slug_taken", "unacknowledged"): the
 * client's `code` knows only the codes every endpoint shares.
 */
export function refusalCode(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return typeof error.answer.error === "string" ? error.answer.error : error.code;
}
