import { formFields, formPayload, type LeadKind } from "./lead-schemas";
import type formsCopy from "./locales/de/forms";

/** The part of a language's forms copy a lead's rows need. */
export type FormsCopy = Pick<typeof formsCopy, "fields" | "options">;

/** One declared field of a lead: its label, and the value as the visitor chose or typed it. */
export interface LeadRow {
  field: string;
  label: string;
  /** An option's label, a number with its dial code, the text as typed; undefined when left blank. */
  value: string | undefined;
  /** False for option labels, which are our own copy; true for what the visitor typed. */
  typed: boolean;
}

/**
 * Every field the form declares, in the form's order, labelled in the given language: option codes
 * as the labels the visitor picked, a dial code in front of the number it belongs to. The provider
 * mail (in German) and the back office's lead view (in the owner's language) both show these.
 */
export function leadRows(kind: LeadKind, payload: Record<string, unknown>, copy: FormsCopy): LeadRow[] {
  const fields = formFields(kind);
  const prefixes = new Map(fields.flatMap((f) => (f.ui.prefixOf ? [[f.ui.prefixOf, f.name] as const] : [])));
  const given = (name: string) => {
    const raw = payload[name];
    return raw === undefined || raw === null || raw === "" ? undefined : String(raw);
  };
  return fields
    .filter((field) => !field.ui.prefixOf)
    .map(({ name, ui }) => {
      const value = given(name);
      const prefix = prefixes.has(name) ? given(prefixes.get(name)!) : undefined;
      const options =
        ui.options && ui.options !== "dialCode" ? (copy.options[ui.options] as Record<string, string>) : undefined;
      // Own keys only: a stored "constructor" is shown as text, not as Object's.
      const optionLabel = options && value !== undefined && Object.hasOwn(options, value) ? options[value] : undefined;
      return {
        field: name,
        label: copy.fields[name as keyof FormsCopy["fields"]],
        value: value === undefined ? undefined : (optionLabel ?? (prefix ? `${prefix} ${value}` : value)),
        typed: options === undefined,
      };
    });
}

/**
 * The payload keys a lead's rows stand for: the declared fields, the page, and what `formPayload`
 * adds (the kind, the API's copies of a chosen value), which would only repeat a row.
 */
export function formPayloadKeys(kind: LeadKind): Set<string> {
  return new Set([...formFields(kind).map((f) => f.name), ...Object.keys(formPayload(kind, {})), "pageContext"]);
}
