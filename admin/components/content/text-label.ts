import type { TextLabel } from "#common/content/labels";
import type { AdminT } from "../../lib/i18n";

/**
 * A text's readable label in the editor's language: "SAP-Lösungen mit … › Überschrift",
 * "Kopfzeile › Punkt 3", "Seitentitel (Suchergebnis)" (common/content/labels.ts builds it).
 */
export function textLabel(label: TextLabel, t: AdminT, lang: "de" | "en"): string {
  const { section, part, field, name, index, plural, nth } = label;
  const listed = field === "item" || field === "paragraph" || field === "option";
  let what = t(`content.labels.fields.${field}`, { n: index, name: name?.[lang] ?? "" });
  if (index !== undefined && !listed) what = t("content.labels.inItem", { n: index, what });
  if (plural) what = t(`content.labels.plural.${plural}`, { what });
  if (nth !== undefined) what = t("content.labels.nth", { n: nth, what });
  const where = section?.[lang] ?? (part && t(`content.labels.parts.${part}`));
  return where ? t("content.labels.format", { where, what }) : what;
}
