import type { TFunction } from "i18next";
import type { FieldValues, Path, UseFormRegister } from "react-hook-form";
import { Field, fieldIds, Input, Select, Textarea } from "~/components/ui/field";

/** What every field of a lead form needs from its form. */
export interface FieldKit<V extends FieldValues> {
  register: UseFormRegister<V>;
  errorOf: (field: Path<V>) => string | undefined;
  t: TFunction<"forms">;
  /** Makes ids unique when a form appears twice in a document. */
  idPrefix: string;
}

interface FieldProps<V extends FieldValues> {
  kit: FieldKit<V>;
  /** The form field; its label is `fields.<name>` and its placeholder `placeholders.<name>`. */
  name: Path<V> & string;
  required?: boolean;
  className?: string;
  autoComplete?: string;
}

function useFieldProps<V extends FieldValues>({ kit, name, required }: FieldProps<V>) {
  const id = `${kit.idPrefix}-${name}`;
  const error = kit.errorOf(name);
  const key = (group: string) => `${group}.${name}` as never;
  return {
    id,
    field: {
      id,
      label: kit.t(key("fields")),
      error,
      required,
      requiredLabel: required ? kit.t("requiredMark") : undefined,
    },
    control: { ...fieldIds(id, error), ...kit.register(name), required },
    placeholder: kit.t(key("placeholders"), { defaultValue: "" }) || undefined,
  };
}

export function TextField<V extends FieldValues>(
  props: FieldProps<V> & { type?: "text" | "email" | "tel"; multiline?: boolean; minHeight?: 80 | 100 | 120 },
) {
  const { field, control, placeholder } = useFieldProps(props);
  const { type = "text", multiline, minHeight = 120, autoComplete, className } = props;
  const heights = { 80: "min-h-[80px]", 100: "min-h-[100px]", 120: "min-h-[120px]" };
  return (
    <Field {...field} className={className}>
      {multiline ? (
        <Textarea {...control} placeholder={placeholder} className={heights[minHeight]} />
      ) : (
        <Input {...control} type={type} autoComplete={autoComplete} placeholder={placeholder} />
      )}
    </Field>
  );
}

/** A native select; option labels come from `options.<group>.<value>`, or are given. */
export function SelectField<V extends FieldValues>(
  props: FieldProps<V> & { values: readonly string[]; group?: string; labels?: (value: string) => string },
) {
  const { field, control } = useFieldProps(props);
  const { kit, values, group, labels, autoComplete, className } = props;
  const label = labels ?? ((value: string) => kit.t(`options.${group}.${value}` as never));
  return (
    <Field {...field} className={className}>
      <Select {...control} autoComplete={autoComplete}>
        {!labels && <option value="">{kit.t("selectPlaceholder")}</option>}
        {values.map((value) => (
          <option key={value} value={value}>
            {label(value)}
          </option>
        ))}
      </Select>
    </Field>
  );
}

interface ContactValues extends FieldValues {
  name: string;
  company: string;
  email: string;
  phone?: string;
}

/** Name, company, e-mail (required) and phone (optional): the first fields of both contact forms. */
export function ContactFields<V extends ContactValues>({ kit }: { kit: FieldKit<V> }) {
  const field = (name: keyof ContactValues & string) => name as Path<V> & string;
  return (
    <>
      <TextField kit={kit} name={field("name")} autoComplete="name" required />
      <TextField kit={kit} name={field("company")} autoComplete="organization" required />
      <TextField kit={kit} name={field("email")} type="email" autoComplete="email" required />
      <TextField kit={kit} name={field("phone")} type="tel" autoComplete="tel" />
    </>
  );
}
