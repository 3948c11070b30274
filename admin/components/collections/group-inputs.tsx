/** The inputs of composed fields: a client (named or described), a list of figures, a consented quote. */
import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import type { Field as DeclaredField } from "#common/collections/fields";
import { Button } from "~/components/ui/button";
import { Field, fieldIds, Input } from "~/components/ui/field";
import { useCopy } from "../../lib/i18n";
import { useEntryContext } from "./entry-context";
import { fieldLabel } from "./entry-copy";
import type { InputProps } from "./input-props";

type Parts = Record<string, DeclaredField>;
type Data = Record<string, unknown>;
const asData = (value: unknown): Data => (value && typeof value === "object" ? (value as Data) : {});

/** A group's parts, each by its kind's input, at `path`. */
function PartsOf({
  parts,
  path,
  value,
  onChange,
}: {
  parts: Parts;
  path: string;
  value: Data;
  onChange: (v: Data) => void;
}) {
  const { t } = useCopy();
  const { renderInput } = useEntryContext();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {Object.entries(parts).map(([name, part]) =>
        part.input ? (
          <div key={name} className="contents">
            {renderInput({
              path: `${path}.${name}`,
              label: fieldLabel(name, t, { part: true }),
              input: part.input,
              value: value[name],
              onChange: (next) => onChange({ ...value, [name]: next }),
            })}
          </div>
        ) : null,
      )}
    </div>
  );
}

function Checkbox({
  id,
  label,
  checked,
  onChange,
  hint,
  error,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: string;
  error?: string;
}) {
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="inline-flex min-h-11 items-start gap-3 text-ink-900">
        <input
          {...fieldIds(id, error, Boolean(hint))}
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-accent-600"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{label}</span>
      </label>
      {hint && (
        <p id={`${id}-hint`} className="pl-8 text-sm text-ink-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="pl-8 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** Named, with the ticked agreement, or described without the name. */
export function ClientInput({ path, label, value, onChange }: InputProps<"client">) {
  const { t } = useCopy();
  const { idOf, errorAt, lang } = useEntryContext();
  const client = asData(value);
  const kind = client.kind === "named" ? "named" : "described";
  const choose = (next: "named" | "described") =>
    onChange(
      next === "named" ? { kind: "named", name: "", agreedToBeNamed: false } : { kind: "described", description: "" },
    );
  const textPath = `${path}.${kind === "named" ? "name" : "description"}`;
  const textError = errorAt(textPath);
  return (
    <fieldset className="grid gap-3 rounded-xl border border-ink-900/10 p-4">
      <legend className="px-1 text-sm font-semibold text-ink-900">{label}</legend>
      <div role="radiogroup" aria-label={t("collections.client.kind")} className="flex flex-wrap gap-x-5 gap-y-1">
        {(["described", "named"] as const).map((option) => (
          <label key={option} className="inline-flex min-h-11 items-center gap-2 text-ink-900">
            <input
              type="radio"
              name={`${idOf(path)}-kind`}
              className="size-5 accent-accent-600"
              checked={kind === option}
              onChange={() => choose(option)}
            />
            {t(`collections.client.${option}`)}
          </label>
        ))}
      </div>
      <Field
        id={idOf(textPath)}
        label={t(kind === "named" ? "collections.client.name" : "collections.client.description")}
        hint={kind === "described" ? t("collections.client.descriptionHint") : undefined}
        error={textError}
      >
        <Input
          {...fieldIds(idOf(textPath), textError, kind === "described")}
          lang={lang}
          value={String(client[kind === "named" ? "name" : "description"] ?? "")}
          onChange={(event) =>
            onChange({ ...client, kind, [kind === "named" ? "name" : "description"]: event.target.value })
          }
        />
      </Field>
      {kind === "named" && (
        <Checkbox
          id={idOf(`${path}.agreedToBeNamed`)}
          label={t("collections.client.agreed")}
          checked={client.agreedToBeNamed === true}
          error={errorAt(`${path}.agreedToBeNamed`)}
          onChange={(agreed) => onChange({ ...client, agreedToBeNamed: agreed })}
        />
      )}
    </fieldset>
  );
}

/** A list of groups (figures): added, removed and moved by buttons; focus follows the moved item. */
export function RecordsInput({ path, label, input, value, onChange }: InputProps<"records">) {
  const { t } = useCopy();
  const { idOf, errorAt } = useEntryContext();
  const items = Array.isArray(value) ? (value as Data[]) : [];
  const move = (from: number, to: number) => {
    const next = [...items];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    onChange(next);
    // The pressed button moved with its item: keep the focus on it (on its twin at either end).
    const [pressed, twin] = to < from ? ["up", "down"] : ["down", "up"];
    setTimeout(() => {
      const button = document.getElementById(`${idOf(`${path}.${to}`)}-${pressed}`) as HTMLButtonElement | null;
      (button?.disabled ? document.getElementById(`${idOf(`${path}.${to}`)}-${twin}`) : button)?.focus();
    });
  };
  const error = errorAt(path);
  return (
    <fieldset className="grid gap-3">
      <legend className="text-sm font-semibold text-ink-900">{label}</legend>
      {items.length === 0 && <p className="text-sm text-ink-700">{t("collections.records.none")}</p>}
      <ol className="grid gap-3">
        {items.map((item, index) => {
          const n = index + 1;
          const itemId = idOf(`${path}.${index}`);
          return (
            <li key={index} className="grid gap-3 rounded-xl border border-ink-900/10 p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p id={`${itemId}-title`} className="font-semibold text-ink-950">
                  {t("collections.records.item", { n })}
                </p>
                <RecordControls
                  itemId={itemId}
                  n={n}
                  last={index === items.length - 1}
                  onMove={(by) => move(index, index + by)}
                  onRemove={() => {
                    onChange(items.filter((_, i) => i !== index));
                    setTimeout(() => document.getElementById(`${idOf(path)}-add`)?.focus());
                  }}
                />
              </div>
              <PartsOf
                parts={input.parts}
                path={`${path}.${index}`}
                value={item}
                onChange={(next) => onChange(items.map((old, i) => (i === index ? next : old)))}
              />
            </li>
          );
        })}
      </ol>
      {items.length < input.max ? (
        <Button
          id={`${idOf(path)}-add`}
          type="button"
          variant="secondary"
          className="justify-self-start"
          onClick={() => {
            onChange([...items, {}]);
            setTimeout(() =>
              document.getElementById(idOf(`${path}.${items.length}.${Object.keys(input.parts)[0]}`))?.focus(),
            );
          }}
        >
          <Plus aria-hidden className="size-4" />
          {t("collections.records.add")}
        </Button>
      ) : (
        <p className="text-sm text-ink-700">{t("collections.records.full", { max: input.max })}</p>
      )}
      {error && <p className="text-sm font-semibold text-red-700">{error}</p>}
    </fieldset>
  );
}

/** An item's buttons: up, down, remove, each naming the item. */
function RecordControls({
  itemId,
  n,
  last,
  onMove,
  onRemove,
}: {
  itemId: string;
  n: number;
  last: boolean;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t } = useCopy();
  return (
    <div className="flex gap-1">
      <Button
        id={`${itemId}-up`}
        type="button"
        variant="ghost"
        className="h-10"
        disabled={n === 1}
        aria-label={t("collections.records.up", { n })}
        onClick={() => onMove(-1)}
      >
        <ArrowUp aria-hidden className="size-4" />
      </Button>
      <Button
        id={`${itemId}-down`}
        type="button"
        variant="ghost"
        className="h-10"
        disabled={last}
        aria-label={t("collections.records.down", { n })}
        onClick={() => onMove(1)}
      >
        <ArrowDown aria-hidden className="size-4" />
      </Button>
      <Button
        type="button"
        variant="ghost"
        className="h-10"
        aria-label={t("collections.records.remove", { n })}
        onClick={onRemove}
      >
        <Trash2 aria-hidden className="size-4" />
      </Button>
    </div>
  );
}

/** A quote: its parts, the quoted person's consent, and whether it is shown (only with consent). */
export function ConsentedInput({ path, label, input, value, onChange }: InputProps<"consented">) {
  const { t } = useCopy();
  const { idOf, errorAt } = useEntryContext();
  const quote = value && typeof value === "object" ? (value as Data) : null;
  if (!quote) {
    return (
      <fieldset className="grid gap-2">
        <legend className="text-sm font-semibold text-ink-900">{label}</legend>
        <Button
          id={`${idOf(path)}-add`}
          type="button"
          variant="secondary"
          className="justify-self-start"
          onClick={() => {
            onChange({ said: {}, consent: false, shown: false });
            setTimeout(() => document.getElementById(idOf(`${path}.said.${Object.keys(input.parts)[0]}`))?.focus());
          }}
        >
          <Plus aria-hidden className="size-4" />
          {t("collections.quote.add")}
        </Button>
      </fieldset>
    );
  }
  return (
    <fieldset className="grid gap-3 rounded-xl border border-ink-900/10 p-4">
      <legend className="px-1 text-sm font-semibold text-ink-900">{label}</legend>
      <PartsOf
        parts={input.parts}
        path={`${path}.said`}
        value={asData(quote.said)}
        onChange={(said) => onChange({ ...quote, said })}
      />
      <Checkbox
        id={idOf(`${path}.consent`)}
        label={t("collections.quote.consent")}
        checked={quote.consent === true}
        error={errorAt(`${path}.consent`)}
        // Withdrawn consent hides the quote at once: a shown quote without it is refused.
        onChange={(consent) => onChange({ ...quote, consent, shown: consent && quote.shown === true })}
      />
      <Checkbox
        id={idOf(`${path}.shown`)}
        label={t("collections.quote.shown")}
        hint={t("collections.quote.shownHint")}
        checked={quote.shown === true}
        error={errorAt(`${path}.shown`)}
        onChange={(shown) => onChange({ ...quote, shown })}
      />
      <Button
        type="button"
        variant="ghost"
        className="justify-self-start"
        onClick={() => {
          onChange(null);
          setTimeout(() => document.getElementById(`${idOf(path)}-add`)?.focus());
        }}
      >
        <Trash2 aria-hidden className="size-4" />
        {t("collections.quote.remove")}
      </Button>
    </fieldset>
  );
}
