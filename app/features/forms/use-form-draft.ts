import { useEffect } from "react";
import type { FieldValues, Path, PathValue, UseFormReturn } from "react-hook-form";
import { loadSettings, saveSetting } from "~/features/consent/consent-store";

/**
 * Keeps the answers of a long form as a draft in the settings store, so a visitor who leaves to
 * read and comes back finds them again. Only with functional consent (the store refuses
 * otherwise), and only the listed fields: contact details are never kept.
 */
export function useFormDraft<V extends FieldValues>(form: UseFormReturn<V>, key: string, fields: Path<V>[]) {
  useEffect(() => {
    try {
      const draft: unknown = JSON.parse(loadSettings()[key] ?? "{}");
      for (const field of fields) {
        const value = (draft as Record<string, unknown>)[field];
        if (typeof value === "string" && value) form.setValue(field, value as PathValue<V, Path<V>>);
      }
    } catch {
      // an unreadable draft is simply not restored
    }
    const subscription = form.watch((values) => {
      const kept = Object.fromEntries(fields.map((field) => [field, values[field] ?? ""]));
      saveSetting(key, JSON.stringify(kept));
    });
    return () => subscription.unsubscribe();
    // Runs once per mounted form; `fields` is a constant of the caller.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form, key]);
}
