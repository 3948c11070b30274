import formsDe from "#common/locales/de/forms";
import formsEn from "#common/locales/en/forms";
import type { AdminLang } from "./copy";

const labels: Record<AdminLang, Record<string, string>> = { de: formsDe.fields, en: formsEn.fields };
/** What the API adds to the fields a visitor fills in. */
const extra: Record<AdminLang, Record<string, string>> = {
  de: { kind: "Formular", pageContext: "Seite" },
  en: { kind: "Form", pageContext: "Page" },
};

/** A payload key's label as the form shows it; an unknown key is shown as it was sent. */
export function fieldLabel(key: string, lang: AdminLang): string {
  return labels[lang][key] ?? extra[lang][key] ?? key;
}

/** A payload value as text: lists joined, anything else structured as JSON. */
export function fieldValue(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (Array.isArray(value) && value.every((item) => typeof item === "string")) return value.join(", ");
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
}
