import { useEffect } from "react";
import type { FieldValues, Path, PathValue, UseFormReturn } from "react-hook-form";
import { loadSettings, saveSetting } from "~/lib/consent/consent-store";

/** Settings-store key of the Odoo migration form's draft. */
export const migrationDraftKey = "migrationDraft";

/**
 * Keeps the answers of a long form as a draft in the settings store, so a visitor who leaves to
 * read and comes back finds them again. Only with functional consent (the store refuses
 * otherwise), and only the listed fields. Without a key, nothing is kept.
 */
export function useFormDraft<V extends FieldValues>(
  form: UseFormReturn<V>,
  key: string | undefined,
  fields: Path<V>[],
) {
  useEffect(() => {
    if (!key) return;
    const save = (values: Partial<V>) =>
      saveSetting(key, JSON.stringify(Object.fromEntries(fields.map((field) => [field, values[field] ?? ""]))));
    try {
      const draft: unknown = JSON.parse(loadSettings()[key] ?? "{}");
      for (const field of fields) {
        const value = (draft as Record<string, unknown>)[field];
        // What the visitor typed before the form hydrated wins over the stored draft.
        if (typeof value === "string" && value && !form.getValues(field)) {
          form.setValue(field, value as PathValue<V, Path<V>>);
        }
      }
    } catch {
      // an unreadable draft is simply not restored
    }
    save(form.getValues());
    const subscription = form.watch((values) => save(values as Partial<V>));
    return () => subscription.unsubscribe();
    // Runs once per mounted form; `fields` is a constant of the caller.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form, key]);
}
