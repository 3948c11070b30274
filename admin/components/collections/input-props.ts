import type { FieldInput } from "#common/collections/fields";
import type { Lang } from "#common/config/route-table";

/** What each field kind's input takes (./field-inputs.tsx). */
export interface InputProps<K extends FieldInput["kind"] = FieldInput["kind"]> {
  /** The value's path in the form ("title", "figures.1.unit"): its id and where its errors are. */
  path: string;
  label: string;
  input: Extract<FieldInput, { kind: K }>;
  value: unknown;
  onChange: (value: unknown) => void;
}

/** A control's id from its version's language and its path ("figures.1.unit" → "entry-de-figures-1-unit"). */
export const idOf = (lang: Lang, path: string) => `entry-${lang}-${path.replace(/\./g, "-")}`;
