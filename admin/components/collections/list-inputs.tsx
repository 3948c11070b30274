import { useQuery } from "@tanstack/react-query";
import { Plus, Trash2 } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Field, fieldIds, Input, Select } from "~/components/ui/field";
import adminDe from "#common/locales/de/admin";
import { api } from "../../lib/api";
import { useCopy } from "../../lib/i18n";
import { useEntryContext } from "./entry-context";
import type { InputProps } from "./input-props";

/** The team's entries, for the member pickers: each by name, marked when not published in `lang`. */
export const teamQuery = ["collections", "team"] as const;

function ErrorLine({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="text-sm font-semibold text-red-700">
      {error}
    </p>
  ) : null;
}

/** Service areas and the like: one checkbox per option, in a labelled group. */
export function ChoicesInput({ path, label, input, value, onChange }: InputProps<"choices">) {
  const { t } = useCopy();
  const { idOf, errorAt } = useEntryContext();
  const error = errorAt(path);
  const chosen = Array.isArray(value) ? (value as string[]) : [];
  const optionLabel = (option: string) =>
    option in adminDe.collections.serviceAreas
      ? t(`collections.serviceAreas.${option as keyof typeof adminDe.collections.serviceAreas}`)
      : option;
  return (
    <fieldset className="grid gap-2" aria-describedby={`${idOf(path)}-hint${error ? ` ${idOf(path)}-error` : ""}`}>
      <legend className="text-sm font-semibold text-ink-900">{label}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {input.options.map((option) => (
          <label key={option} className="inline-flex min-h-11 items-center gap-2 text-ink-900">
            <input
              type="checkbox"
              className="size-5 accent-accent-600"
              checked={chosen.includes(option)}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? input.options.filter((o) => o === option || chosen.includes(o))
                    : chosen.filter((o) => o !== option),
                )
              }
            />
            {optionLabel(option)}
          </label>
        ))}
      </div>
      <p id={`${idOf(path)}-hint`} className="text-sm text-ink-600">
        {t("collections.hints.choices", { min: Math.max(1, input.min) })}
      </p>
      <ErrorLine id={`${idOf(path)}-error`} error={error} />
    </fieldset>
  );
}

/** Short texts, one input each, added and removed by buttons (a member's languages). */
export function LinesInput({ path, label, input, value, onChange }: InputProps<"lines">) {
  const { t } = useCopy();
  const { idOf, errorAt, lang } = useEntryContext();
  const items = Array.isArray(value) ? (value as string[]) : [];
  const error = errorAt(path);
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-semibold text-ink-900">{label}</legend>
      <ul className="grid gap-2">
        {items.map((item, index) => {
          const itemPath = `${path}.${index}`;
          const itemError = errorAt(itemPath);
          const name = t("collections.lines.item", { label, n: index + 1 });
          return (
            <li key={index} className="grid gap-1">
              <div className="flex gap-2">
                <Input
                  {...fieldIds(idOf(itemPath), itemError)}
                  aria-label={name}
                  lang={lang}
                  value={item}
                  maxLength={input.max}
                  onChange={(event) => onChange(items.map((old, i) => (i === index ? event.target.value : old)))}
                />
                <Button
                  type="button"
                  variant="ghost"
                  className="h-12"
                  aria-label={t("collections.lines.remove", { label, n: index + 1 })}
                  onClick={() => onChange(items.filter((_, i) => i !== index))}
                >
                  <Trash2 aria-hidden className="size-4" />
                </Button>
              </div>
              <ErrorLine id={`${idOf(itemPath)}-error`} error={itemError} />
            </li>
          );
        })}
      </ul>
      {items.length < input.count && (
        <Button
          type="button"
          variant="secondary"
          className="justify-self-start"
          onClick={() => onChange([...items, ""])}
        >
          <Plus aria-hidden className="size-4" />
          {t("collections.lines.add")}
        </Button>
      )}
      <p className="text-sm text-ink-600">{t("collections.hints.lines", { max: input.count })}</p>
      <ErrorLine id={`${idOf(path)}-error`} error={error} />
    </fieldset>
  );
}

/** A team member (an author, a contact): the team's entries by name; those not live in this language marked. */
export function MemberInput({ path, label, value, onChange }: InputProps<"member">) {
  const { t } = useCopy();
  const { idOf, errorAt, lang } = useEntryContext();
  const error = errorAt(path);
  const team = useQuery({
    queryKey: teamQuery,
    queryFn: () => api.listEntries({ params: { collection: "team" }, query: {} }),
  });
  const members = team.data?.entries ?? [];
  return (
    <Field id={idOf(path)} label={label} error={error}>
      <Select
        {...fieldIds(idOf(path), error)}
        value={typeof value === "string" ? value : ""}
        onChange={(event) => onChange(event.target.value || null)}
      >
        <option value="">{t("collections.member.none")}</option>
        {members.map((member) => {
          const live = Boolean(member.versions[lang]?.published);
          const name = member.title || t("collections.list.untitled");
          return (
            <option key={member.id} value={member.id}>
              {live ? name : t("collections.member.unpublished", { name })}
            </option>
          );
        })}
      </Select>
    </Field>
  );
}
