import type { TFunction } from "i18next";
import type { FieldValues, Path, UseFormRegister } from "react-hook-form";
import { countryCodes, formFields, type FieldConstraints, type FieldUi, type LeadKind } from "#common/lead-schemas";
import { Field, fieldIds, Input, Select, Textarea } from "~/components/ui/field";

type DeclaredField = ReturnType<typeof formFields>[number];

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
  /** maxlength and pattern, read from the field's schema. */
  constraints?: FieldConstraints;
  className?: string;
  autoComplete?: string;
}

function useFieldProps<V extends FieldValues>({ kit, name, required, constraints }: FieldProps<V>) {
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
    control: { ...fieldIds(id, error), ...kit.register(name), required, ...constraints },
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

/**
 * A native select; option labels come from `options.<group>.<value>`, or are given. It begins
 * with an empty placeholder option, as HTML requires of a required select; `initial` is selected
 * in the page's HTML too, so a form sent without script has it.
 */
export function SelectField<V extends FieldValues>(
  props: FieldProps<V> & {
    values: readonly string[];
    group?: string;
    labels?: (value: string) => string;
    initial?: string;
  },
) {
  const { field, control } = useFieldProps(props);
  const { kit, values, group, labels, initial, autoComplete, className } = props;
  const label = labels ?? ((value: string) => kit.t(`options.${group}.${value}` as never));
  return (
    <Field {...field} className={className}>
      <Select {...control} autoComplete={autoComplete} defaultValue={initial}>
        <option value="">{kit.t("selectPlaceholder")}</option>
        {values.map((value) => (
          <option key={value} value={value}>
            {label(value)}
          </option>
        ))}
      </Select>
    </Field>
  );
}

const wide = "md:col-span-2";

/**
 * A form's declared fields (common/lead-schemas.ts), in order: a part of it when `part` is given.
 * `values` narrows a choice's offered values (the schema still accepts all of them).
 */
export function LeadFields<V extends FieldValues>({
  kit,
  kind,
  part,
  values,
}: {
  kit: FieldKit<V>;
  kind: LeadKind;
  part?: FieldUi["part"];
  values?: Partial<Record<string, readonly string[]>>;
}) {
  const fields = formFields(kind).filter((field) => field.ui.part === part);
  const prefixed = new Set(fields.map((field) => field.ui.prefixOf));
  const render = ({ name, ui, required, constraints }: DeclaredField) => {
    const props = { kit, name: name as Path<V> & string, required, constraints, autoComplete: ui.autoComplete };
    const className = ui.wide ? wide : undefined;
    if (ui.control === "select") {
      const dialCode = (code: string) => `${code} ${countryCodes.find((c) => c.code === code)?.country}`;
      return (
        <SelectField
          key={name}
          {...props}
          values={values?.[name] ?? ui.values ?? []}
          group={ui.options === "dialCode" ? undefined : ui.options}
          labels={ui.options === "dialCode" ? dialCode : undefined}
          initial={ui.initial}
          className={className}
        />
      );
    }
    if (ui.control === "textarea") {
      return <TextField key={name} {...props} multiline minHeight={ui.minHeight} className={className} />;
    }
    return <TextField key={name} {...props} type={ui.control} className={className} />;
  };
  return fields.map((field) => {
    if (prefixed.has(field.name)) return null;
    const owner = field.ui.prefixOf && fields.find((other) => other.name === field.ui.prefixOf);
    if (!owner) return render(field);
    return (
      <div key={field.name} className={`grid grid-cols-[7.5rem_minmax(0,1fr)] gap-3 ${wide}`}>
        {render(field)}
        {render(owner)}
      </div>
    );
  });
}
