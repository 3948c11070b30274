import { formFields, leadKinds, type LeadKind } from "../../common/lead-schemas";
import type { leads } from "../db/schema";

/**
 * Leads as CSV, for the operator command (`npm run leads -- export`) and the back office's export:
 * one column per declared form field, every cell quoted, formulas neutralised, CRLF line ends.
 * The columns are headed by their names unless the caller brings words for them (the back office's,
 * server/admin/export.ts); order and cells are the same either way.
 */

/** What the export needs of a lead; status and note only when the back office's columns are on. */
type CsvLead = Omit<typeof leads.$inferSelect, "status" | "note" | "search"> &
  Partial<Pick<typeof leads.$inferSelect, "status" | "note">>;

interface CsvColumns {
  /** The back office's workflow columns (status, note) after the flags. */
  workflow?: boolean;
  /** The header's word per column name; a column without one is headed by its name. */
  header?: Readonly<Record<string, string>>;
}

const csvCell = (value: unknown) => {
  const text = value === undefined || value === null ? "" : typeof value === "string" ? value : JSON.stringify(value);
  // Quote always; neutralise formulas so a spreadsheet never executes a visitor's input.
  return `"${(/^[=+\-@\t\r]/.test(text) ? `'${text}` : text).replaceAll('"', '""')}"`;
};

export const csvRow = (cells: unknown[]) => `${cells.map(csvCell).join(",")}\r\n`;

/** Every field any form declares, in declaration order: one column each. */
const exportFields = [...new Set(leadKinds.flatMap((kind) => formFields(kind).map((field) => field.name)))];

/** The columns' names, in their order: the lead's own, its flags, the workflow's, the fields. */
function leadCsvColumns({ workflow }: CsvColumns = {}): string[] {
  const flags = ["spam", "unverified", ...(workflow ? ["status", "note"] : [])];
  return ["id", "created_at", "kind", "language", "page", ...flags, ...exportFields];
}

export function leadCsvHeader(columns: CsvColumns = {}): string {
  // Own keys only: a column named like one of Object's members is headed by its name.
  const word = (name: string) => (columns.header && Object.hasOwn(columns.header, name) ? columns.header[name] : name);
  return csvRow(leadCsvColumns(columns).map(word));
}

/** One row per lead; a field its form does not declare stays empty (payload copies included). */
export function leadCsvRow(lead: CsvLead, { workflow }: CsvColumns = {}): string {
  const known = (leadKinds as readonly string[]).includes(lead.kind);
  const declared = new Set(known ? formFields(lead.kind as LeadKind).map((field) => field.name) : []);
  const payload = lead.payload as Record<string, unknown>;
  return csvRow([
    lead.id,
    lead.createdAt.toISOString(),
    lead.kind,
    lead.language,
    lead.pageContext,
    lead.spam,
    lead.unverified,
    ...(workflow ? [lead.status, lead.note] : []),
    ...exportFields.map((field) => (declared.has(field) ? payload[field] : undefined)),
  ]);
}

export const leadsToCsv = (rows: CsvLead[], columns: CsvColumns = {}) =>
  leadCsvHeader(columns) + rows.map((row) => leadCsvRow(row, columns)).join("");
