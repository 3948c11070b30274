import { leadRows, formPayloadKeys, type FormsCopy } from "#common/lead-rows";
import type { LeadKind } from "#common/lead-schemas";

interface DetailRow {
  key: string;
  label: string;
  /** Empty when the visitor left the field blank. */
  value: string;
}

/**
 * What the visitor sent, as they saw it: the form's fields in its order with the labels of the
 * options they picked, then anything else the payload holds (a field of an older form), by its key.
 * The labels are the forms' copy as the screen has it (`useCopy().forms`: the published one).
 */
export function leadDetailRows(kind: LeadKind, payload: Record<string, unknown>, copy: FormsCopy): DetailRow[] {
  const declared = leadRows(kind, payload, copy).map((row) => ({
    key: row.field,
    label: row.label,
    value: row.value ?? "",
  }));
  const shown = formPayloadKeys(kind);
  const rest = Object.entries(payload)
    .filter(([key]) => !shown.has(key))
    .map(([key, value]) => ({ key, label: key, value: textOf(value) }));
  return [...declared, ...rest];
}

/** A payload value as text: lists joined, anything else structured as JSON. */
function textOf(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (Array.isArray(value) && value.every((item) => typeof item === "string")) return value.join(", ");
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
}
