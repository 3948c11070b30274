import { useId, useState } from "react";
import type { ContentEntry, Finding } from "#common/content/api";
import { checkText } from "#common/content/check-text";
import { parseKey } from "#common/content/keys";
import { Button } from "~/components/ui/button";
import { Textarea } from "~/components/ui/field";
import { useCopy } from "../../lib/i18n";
import { findingMessage } from "./content-copy";
import { EntryCell } from "./entry-cell";
import { EntryForm, useEntrySave } from "./entry-form";

/**
 * One language of a text: its values, and the editor with the rules checked on every keystroke.
 * `label` is the text's readable label (text-label.ts), which names its history and its field.
 */
export function TextCell({ entry, label }: { entry: ContentEntry; label: string }) {
  const { t } = useCopy();
  const key = parseKey(entry.key);
  const lang = key?.kind === "text" ? key.lang : undefined;
  const language = lang ? t(`languages.${lang}`) : "";
  return (
    <EntryCell
      entry={entry}
      name={language}
      headingClass="text-sm"
      lang={lang}
      historyTitle={t("content.historyTitle", { place: `${label}, ${language}` })}
      editor={(close) => (
        <TextEditor entry={entry} label={t("content.valueLabel", { place: label, language })} onClose={close} />
      )}
    />
  );
}

/**
 * A text's field with what the rules find as the owner types: errors block the save, each warning
 * is kept as it is by a tick or fixed in one click.
 */
function TextEditor({ entry, label, onClose }: { entry: ContentEntry; label: string; onClose: () => void }) {
  const { t } = useCopy();
  const id = useId();
  const key = parseKey(entry.key);
  const start = typeof entry.draft === "string" ? entry.draft : String(entry.live ?? "");
  const [value, setValue] = useState(start);
  const [acknowledged, setAcknowledged] = useState<string[]>([]);
  // What the server refused (it checks with the same rules; a 409/422 means they disagreed).
  const { save, refused, failure } = useEntrySave(entry.key, onClose, [409, 422]);
  const findings: Finding[] =
    key?.kind === "text"
      ? checkText({ ns: key.ns, key: key.path, lang: key.lang, shipped: String(entry.shipped), value })
      : [];
  const errors = findings.filter((f) => f.severity === "error");
  const warnings = findings.filter((f) => f.severity === "warning");
  // "Save anyway" only when a warning is all that stands in the way.
  const asksAnyway = !errors.length && !warnings.every((w) => acknowledged.includes(w.code));
  return (
    <EntryForm
      save={save}
      draft={{ value, acknowledged: warnings.map((w) => w.code) }}
      failure={failure}
      blocked={errors.length > 0}
      saveLabel={asksAnyway ? t("content.saveAnyway") : undefined}
      notes={refused?.map((finding, i) => (
        <p key={i} className="text-sm font-semibold text-red-700">
          {findingMessage("text", finding, t)}
        </p>
      ))}
      onClose={onClose}
    >
      <label htmlFor={id} className="text-sm font-semibold text-ink-900">
        {label}
      </label>
      <Textarea
        id={id}
        lang={key?.kind === "text" ? key.lang : undefined}
        rows={Math.min(12, Math.max(3, Math.ceil(value.length / 60)))}
        value={value}
        aria-invalid={errors.length ? true : undefined}
        aria-describedby={findings.length ? `${id}-findings` : undefined}
        onChange={(event) => {
          save.reset();
          setValue(event.target.value);
        }}
      />
      {findings.length > 0 && (
        <TextFindings
          id={`${id}-findings`}
          errors={errors}
          warnings={warnings}
          acknowledged={acknowledged}
          onAcknowledge={(code, keep) =>
            setAcknowledged((codes) => (keep ? [...codes, code] : codes.filter((c) => c !== code)))
          }
          onFix={setValue}
        />
      )}
    </EntryForm>
  );
}

interface TextFindingsProps {
  id: string;
  errors: Finding[];
  warnings: Finding[];
  /** The warnings' codes the owner ticked to keep the text as it is. */
  acknowledged: string[];
  onAcknowledge: (code: string, keep: boolean) => void;
  /** Puts a warning's suggested text into the field. */
  onFix: (value: string) => void;
}

/** The findings under a text's field: the errors, then each warning with its tick and its fix. */
function TextFindings({ id, errors, warnings, acknowledged, onAcknowledge, onFix }: TextFindingsProps) {
  const { t } = useCopy();
  return (
    <ul id={id} className="grid gap-2 text-sm">
      {errors.map((finding, i) => (
        <li key={`e${i}`} className="font-semibold text-red-700">
          {findingMessage("text", finding, t)}
        </li>
      ))}
      {warnings.map((finding, i) => (
        <li key={`w${i}`} className="grid gap-2 rounded-lg bg-amber-50 p-3 text-amber-950">
          <span>{findingMessage("text", finding, t)}</span>
          <span className="flex flex-wrap items-center gap-3">
            <label className="inline-flex items-center gap-2">
              <input
                type="checkbox"
                className="size-4 accent-accent-600"
                checked={acknowledged.includes(finding.code)}
                onChange={(event) => onAcknowledge(finding.code, event.target.checked)}
              />
              {t("content.keepAsIs")}
            </label>
            {finding.fix !== undefined && (
              <Button type="button" variant="secondary" className="h-9" onClick={() => onFix(finding.fix!)}>
                {t("content.applyFix")}
              </Button>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
