import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import type { ContentEntry, Finding } from "#common/content/api";
import { checkFact } from "#common/content/facts";
import { parseKey } from "#common/content/keys";
import { Input, Textarea } from "~/components/ui/field";
import { useCopy } from "../../lib/i18n";
import { factLabel, factPlacesLine, findingMessage } from "./content-copy";
import { EntryCell } from "./entry-cell";
import { EntryForm, useEntrySave } from "./entry-form";
import { contentQuery } from "./use-content-actions";
import { api } from "../../lib/api";

/** One fact: its values, and a typed form checked by the fact's schema as the owner types. */
export function FactCell({ entry }: { entry: ContentEntry }) {
  const copy = useCopy();
  const label = factLabel(entry.key, copy);
  const pageTitle = usePageTitles();
  return (
    <EntryCell
      entry={entry}
      name={label}
      description={factPlacesLine(entry, copy.t, pageTitle)}
      historyTitle={copy.t("content.historyTitle", { place: label })}
      editor={(close) => <FactEditor entry={entry} label={label} onClose={close} />}
    />
  );
}

/** Each page's title in the back office's language, as the content areas name them (the screen has them loaded). */
function usePageTitles(): (id: string) => string | undefined {
  const { lang } = useCopy();
  const areas = useQuery({ queryKey: [...contentQuery, "areas"], queryFn: () => api.contentAreas() });
  return (id) => areas.data?.areas.find((area) => area.id === id)?.title?.[lang];
}

/** Lines typed into a list's field; the empty ones (a trailing Enter) are not entries. */
const withoutEmptyLines = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.filter((item) => item !== "")
    : value && typeof value === "object"
      ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutEmptyLines(v)]))
      : value;

function FactEditor({ entry, label, onClose }: { entry: ContentEntry; label: string; onClose: () => void }) {
  const key = parseKey(entry.key);
  const name = key?.kind === "fact" ? `${key.group}.${key.name}` : "";
  const [value, setValue] = useState<unknown>(entry.draft ?? entry.live);
  const { save, refused, failure } = useEntrySave(entry.key, onClose, [422]);
  const cleaned = withoutEmptyLines(value);
  const findings: Finding[] = refused ?? checkFact(name, cleaned);
  return (
    <EntryForm save={save} draft={{ value: cleaned }} failure={failure} blocked={findings.length > 0} onClose={onClose}>
      <FactField
        label={label}
        value={value}
        onChange={(next) => {
          save.reset();
          setValue(next);
        }}
        shape={entry.shipped}
        path=""
        findings={findings}
        euro={name.endsWith("Eur")}
      />
    </EntryForm>
  );
}

/** A whole number as typed: a number when it is one, else the text (the schema then says why). */
function typedNumber(text: string): unknown {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : text;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

interface FactFieldProps {
  label: string;
  value: unknown;
  /** The shipped value: its shape decides the input. */
  shape: unknown;
  onChange: (value: unknown) => void;
  /** Where in the fact this part sits ("" for the whole), as the findings name it. */
  path: string;
  findings: Finding[];
  euro?: boolean;
}

/**
 * The input the shipped value's shape asks for: a number, a line, a list (one per line), a
 * checkbox, or the parts of an object; the findings for its path (and a list's items) under it.
 */
function FactField(props: FactFieldProps) {
  const { shape } = props;
  if (isRecord(shape)) return <FactParts {...props} shape={shape} />;
  if (typeof shape === "boolean") return <FactCheckbox {...props} />;
  return <FactInput {...props} />;
}

/**
 * The findings for one field's path (and a list's items): their messages, once each, under the
 * field, and what its control needs to be described by them.
 */
function useFieldFindings({ path, shape, findings }: Pick<FactFieldProps, "path" | "shape" | "findings">) {
  const { t } = useCopy();
  const id = useId();
  const mine = findings.filter(
    (f) => (f.path ?? "") === path || (Array.isArray(shape) && (f.path ?? "").startsWith(`${path}.`)),
  );
  const errorId = mine.length ? `${id}-error` : undefined;
  const control = { id, "aria-invalid": mine.length ? true : undefined, "aria-describedby": errorId };
  const errors = mine.length > 0 && (
    <ul id={errorId} className="text-sm font-semibold text-red-700">
      {[...new Set(mine.map((f) => findingMessage("fact", f, t)))].map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
  return { id, errorId, control, errors };
}

/** An object's parts, each a field of its own under the object's label. */
function FactParts({
  label,
  value,
  shape,
  onChange,
  path,
  findings,
}: FactFieldProps & { shape: Record<string, unknown> }) {
  const { t } = useCopy();
  const { errors } = useFieldFindings({ path, shape, findings });
  const parts = isRecord(value) ? value : {};
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-semibold text-ink-900">{label}</legend>
      {Object.keys(shape).map((part) => (
        <FactField
          key={part}
          label={t(`content.parts.${part as "name"}`)}
          value={parts[part]}
          shape={shape[part]}
          onChange={(next) => onChange({ ...parts, [part]: next })}
          path={path ? `${path}.${part}` : part}
          findings={findings}
        />
      ))}
      {errors}
    </fieldset>
  );
}

function FactCheckbox({ label, value, shape, onChange, path, findings }: FactFieldProps) {
  const { errors } = useFieldFindings({ path, shape, findings });
  return (
    <div className="grid gap-1">
      <label className="inline-flex items-center gap-2 text-sm font-semibold text-ink-900">
        <input
          type="checkbox"
          className="size-4 accent-accent-600"
          checked={value === true}
          onChange={(event) => onChange(event.target.checked)}
        />
        {label}
      </label>
      {errors}
    </div>
  );
}

/** A labelled list (one per line), whole number (in euros, shown as an amount) or line. */
function FactInput({ label, value, shape, onChange, path, findings, euro }: FactFieldProps) {
  const { t, locale } = useCopy();
  const { id, errorId, control, errors } = useFieldFindings({ path, shape, findings });
  const hintId = `${id}-hint`;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink-900">
        {label}
      </label>
      {Array.isArray(shape) ? (
        <>
          <Textarea
            {...control}
            aria-describedby={[hintId, errorId].filter(Boolean).join(" ")}
            rows={Math.max(3, (Array.isArray(value) ? value.length : 0) + 1)}
            value={Array.isArray(value) ? value.join("\n") : ""}
            onChange={(event) => onChange(event.target.value.split("\n"))}
          />
          <p id={hintId} className="text-sm text-ink-600">
            {t("content.onePerLine")}
          </p>
        </>
      ) : typeof shape === "number" ? (
        <span className="flex flex-wrap items-center gap-3">
          <Input
            {...control}
            className="max-w-48"
            inputMode="numeric"
            value={value === undefined ? "" : String(value)}
            onChange={(event) => onChange(typedNumber(event.target.value))}
          />
          {euro && typeof value === "number" && (
            <output htmlFor={id} className="text-ink-800">
              {new Intl.NumberFormat(locale, { style: "currency", currency: "EUR", maximumFractionDigits: 0 }).format(
                value,
              )}
            </output>
          )}
        </span>
      ) : (
        <Input {...control} value={String(value ?? "")} onChange={(event) => onChange(event.target.value)} />
      )}
      {errors}
    </div>
  );
}
