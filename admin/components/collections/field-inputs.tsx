/**
 * One input per field kind (common/collections/fields.ts `FieldInput`): the form is generated from
 * the collection's declaration, each field by its kind. A new field of a known kind needs nothing
 * here; a new kind needs its input in `inputs` (the type says so).
 */
import type { ComponentType } from "react";
import type { FieldInput } from "#common/collections/fields";
import { Field, fieldIds, Input, Textarea } from "~/components/ui/field";
import { useCopy } from "../../lib/i18n";
import { BodyInput } from "./body-input";
import { useEntryContext } from "./entry-context";
import { ClientInput, ConsentedInput, RecordsInput } from "./group-inputs";
import { ImageInput } from "./image-input";
import type { InputProps } from "./input-props";
import { ChoicesInput, LinesInput, MemberInput } from "./list-inputs";

/** The count of a text against its bound, and the recommended range where search engines cut. */
function LengthHint({ value, input }: { value: string; input: Extract<FieldInput, { kind: "line" | "paragraphs" }> }) {
  const { t } = useCopy();
  if (!input.recommended) return <>{t("collections.hints.max", { max: input.max })}</>;
  const { min, max } = input.recommended;
  const outside = value.length > 0 && (value.length < min || value.length > max);
  return (
    <span className={outside ? "font-semibold text-amber-900" : undefined}>
      {t("collections.hints.length", { count: value.length, min, max })}
    </span>
  );
}

function TextInput({ path, label, input, value, onChange }: InputProps<"line" | "paragraphs">) {
  const { idOf, errorAt, lang } = useEntryContext();
  const error = errorAt(path);
  const text = typeof value === "string" ? value : "";
  const common = {
    ...fieldIds(idOf(path), error, true),
    lang,
    value: text,
    maxLength: input.max,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return (
    <Field id={idOf(path)} label={label} error={error} hint={<LengthHint value={text} input={input} />}>
      {input.kind === "line" ? (
        <Input {...common} />
      ) : (
        <Textarea {...common} rows={Math.min(12, Math.max(3, Math.ceil(text.length / 70)))} />
      )}
    </Field>
  );
}

function SlugInput({ path, label, value, onChange }: InputProps<"slug">) {
  const { t } = useCopy();
  const { idOf, errorAt, publishedSlug } = useEntryContext();
  const error = errorAt(path);
  return (
    <Field
      id={idOf(path)}
      label={label}
      error={error}
      hint={
        <>
          {t("collections.hints.slug")}
          {publishedSlug && <> {t("collections.hints.slugPublished", { slug: publishedSlug })}</>}
        </>
      }
    >
      <Input
        {...fieldIds(idOf(path), error, true)}
        value={typeof value === "string" ? value : ""}
        maxLength={80}
        spellCheck={false}
        autoCapitalize="off"
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}

function DayInput({ path, label, value, onChange }: InputProps<"day">) {
  const { idOf, errorAt } = useEntryContext();
  const error = errorAt(path);
  return (
    <Field id={idOf(path)} label={label} error={error}>
      <Input
        {...fieldIds(idOf(path), error)}
        type="date"
        min="2000-01-01"
        max="2099-12-31"
        value={typeof value === "string" ? value : ""}
        onChange={(event) => onChange(event.target.value || undefined)}
        className="max-w-xs"
      />
    </Field>
  );
}

/** A number typed; empty is "not set" (undefined), never 0. */
function NumberInput({ path, label, input, value, onChange }: InputProps<"whole" | "number" | "linkedIn">) {
  const { t } = useCopy();
  const { idOf, errorAt } = useEntryContext();
  const error = errorAt(path);
  if (input.kind === "linkedIn") {
    return (
      <Field id={idOf(path)} label={label} error={error} hint={t("collections.hints.linkedIn")}>
        <Input
          {...fieldIds(idOf(path), error, true)}
          type="url"
          value={typeof value === "string" ? value : ""}
          onChange={(event) => onChange(event.target.value.trim())}
        />
      </Field>
    );
  }
  const hint = input.kind === "whole" ? t("collections.hints.whole", { min: input.min, max: input.max }) : undefined;
  return (
    <Field id={idOf(path)} label={label} error={error} hint={hint}>
      <Input
        {...fieldIds(idOf(path), error, Boolean(hint))}
        type="number"
        inputMode={input.kind === "whole" ? "numeric" : "decimal"}
        step={input.kind === "whole" ? 1 : "any"}
        value={typeof value === "number" && Number.isFinite(value) ? value : ""}
        onChange={(event) => onChange(event.target.value === "" ? undefined : Number(event.target.value))}
        className="max-w-xs"
      />
    </Field>
  );
}

/** Every kind's input: the type asks for one when a kind is added. */
const inputs = {
  line: TextInput,
  paragraphs: TextInput,
  slug: SlugInput,
  day: DayInput,
  whole: NumberInput,
  number: NumberInput,
  linkedIn: NumberInput,
  image: ImageInput,
  member: MemberInput,
  choices: ChoicesInput,
  lines: LinesInput,
  body: BodyInput,
  client: ClientInput,
  records: RecordsInput,
  consented: ConsentedInput,
} satisfies Record<FieldInput["kind"], unknown>;

/** A field's input by its kind. */
export function FieldInputOf(props: InputProps) {
  const Input = inputs[props.input.kind] as ComponentType<InputProps>;
  return <Input {...props} />;
}
