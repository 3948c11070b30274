/**
 * An entry's version as a form generated from its collection's declaration: each field by its
 * kind's input (./field-inputs.tsx). Saved as a draft with the revision it started from: a save
 * that another came before is refused (409) and the newer version offered, the owner's input kept.
 */
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Controller, get, useForm, type FieldErrors, type UseFormReturn } from "react-hook-form";
import { toast } from "sonner";
import type { CollectionEntry, EntryProblem } from "#common/admin/collections-api";
import { collectionOf, type CollectionId } from "#common/collections";
import type { Lang } from "#common/config/route-table";
import { Button } from "~/components/ui/button";
import { ApiError, api } from "../../lib/api";
import { errorMessage } from "../../lib/error-message";
import { useCopy } from "../../lib/i18n";
import { usePreview } from "../../lib/use-preview";
import { EntryFormContext } from "./entry-context";
import { fieldLabel, placeOf, problemMessage, refusalCode } from "./entry-copy";
import { EntryPreviewButton } from "./entry-preview";
import { draftResolver, draftToSend, startingDraft, type Draft } from "./entry-draft";
import { FieldInputOf } from "./field-inputs";
import { idOf, type InputProps } from "./input-props";

interface EntryFormProps {
  collection: CollectionId;
  entry?: CollectionEntry;
  lang: Lang;
  /** The entry as the server has it after a save (a new entry: its first). */
  onSaved: (entry: CollectionEntry, created: boolean) => void;
  /** The newer version another save left, to start again from. */
  onReload: (entry: CollectionEntry) => void;
  /** Unsaved changes, so the actions wait for a save. */
  onDirty?: (dirty: boolean) => void;
  /** Problems a publish found, shown at their fields. */
  problems?: readonly EntryProblem[];
}

/** Moves the focus to the first field with an error (its control, or the group's first control). */
function focusFirstError(lang: Lang, paths: string[]) {
  setTimeout(() => {
    for (const path of paths) {
      const element =
        document.getElementById(idOf(lang, path)) ?? document.getElementById(idOf(lang, path.split(".")[0]!));
      const target = element?.matches("input, select, textarea, button, [tabindex]")
        ? element
        : element?.querySelector<HTMLElement>("input, select, textarea, button, [contenteditable]");
      if (target) return target.focus();
    }
  });
}

/** Saving the form's draft: a new entry's first, or a version's with the revision it started from. */
function useDraftSave(
  { collection, entry, lang, onSaved }: Pick<EntryFormProps, "collection" | "entry" | "lang" | "onSaved">,
  form: UseFormReturn<Draft>,
) {
  const { t } = useCopy();
  const [conflict, setConflict] = useState<CollectionEntry>();
  const showProblems = (found: readonly EntryProblem[]) => {
    for (const [path, error] of Object.entries(flatErrors(found))) form.setError(path, error);
    focusFirstError(
      lang,
      found.map((p) => p.path),
    );
  };
  const save = useMutation({
    mutationFn: async ({ data, revision }: { data: Draft; revision: number }) =>
      entry
        ? {
            saved: await api.saveEntryDraft({ params: { collection, id: entry.id, lang }, body: { data, revision } }),
            created: false,
          }
        : { saved: await api.createEntry({ params: { collection }, body: { data } }), created: true },
    onSuccess: ({ saved, created }) => {
      setConflict(undefined);
      form.reset(saved.versions[lang] ? startingDraft(collection, saved, lang) : form.getValues());
      toast.success(t(created ? "collections.editor.created" : "collections.editor.saved"));
      onSaved(saved, created);
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) return toast.error(errorMessage(error, t));
      const answer = error.answer;
      const code = refusalCode(error);
      if (error.status === 422 && Array.isArray(answer.problems))
        return showProblems(answer.problems as EntryProblem[]);
      if (code === "slug_taken") return showProblems([{ path: "slug", code: "slug_taken" }]);
      if (code === "conflict") return setConflict(answer.entry as CollectionEntry);
      if (code === "too_many_entries") return toast.error(problemMessage("too_many_entries", t, { max: answer.max }));
      toast.error(errorMessage(error, t));
    },
  });
  // The entries stay in the form whatever the answer: only a successful save resets it.
  const submit = (revision: number) =>
    form.handleSubmit(
      (values) => save.mutate({ data: draftToSend(values), revision }),
      (errors) => focusFirstError(lang, Object.keys(errors)),
    );
  return { save, submit, conflict };
}

export function EntryForm(props: EntryFormProps) {
  const { collection, entry, lang, onReload, onDirty, problems } = props;
  const { t } = useCopy();
  const declaration = collectionOf(collection);
  const version = entry?.versions[lang];
  const form = useForm<Draft>({
    defaultValues: startingDraft(collection, entry, lang),
    resolver: draftResolver(collection),
  });
  const { save, submit, conflict } = useDraftSave(props, form);
  const preview = usePreview(collection, entry?.id, lang);
  const errorAt = (path: string) => {
    const code = (get(form.formState.errors, path) as { message?: string } | undefined)?.message;
    const server = problems?.find((p) => p.path === path)?.code;
    return code ? problemMessage(code, t) : server ? problemMessage(server, t) : undefined;
  };
  const context = {
    collection,
    entryId: entry?.id,
    lang,
    publishedSlug: version?.published ? version.slug : null,
    errorAt,
    idOf: (path: string) => idOf(lang, path),
    renderInput: (inputProps: InputProps) => <FieldInputOf {...inputProps} />,
  };
  return (
    <EntryFormContext.Provider value={context}>
      <form
        noValidate
        aria-label={t(`languages.${lang}`)}
        onSubmit={(event) => void submit(version?.draftRevision ?? 0)(event)}
        className="grid gap-6"
      >
        {Object.entries(declaration.fields).map(([name, declared]) =>
          declared.input ? (
            <Controller
              key={name}
              name={name}
              control={form.control}
              render={({ field }) => (
                <FieldInputOf
                  path={name}
                  label={fieldLabel(name, t)}
                  input={declared.input!}
                  value={field.value}
                  onChange={(next) => {
                    field.onChange(next);
                    onDirty?.(true);
                  }}
                />
              )}
            />
          ) : null,
        )}
        <ErrorSummary errors={form.formState.errors} />
        {conflict && (
          <ConflictNotice
            onReload={() => onReload(conflict)}
            onKeepMine={() => void submit(conflict.versions[lang]?.draftRevision ?? 0)()}
          />
        )}
        <div className="sticky bottom-2 z-10 flex flex-wrap items-center gap-3 rounded-2xl border border-ink-900/10 bg-white px-4 py-2 shadow-[var(--shadow-card)]">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t("collections.editor.saving") : t("collections.editor.save")}
          </Button>
          {preview && (
            <EntryPreviewButton
              preview={preview}
              title={String(form.getValues(declaration.titleField) ?? "")}
              draft={() => draftToSend(form.getValues())}
            />
          )}
        </div>
      </form>
    </EntryFormContext.Provider>
  );
}

/** Every field's error, each named by its place, above the save button. */
function ErrorSummary({ errors }: { errors: FieldErrors<Draft> }) {
  const { t, locale } = useCopy();
  const list = errorList(errors);
  if (!list.length) return null;
  return (
    <div role="alert" className="rounded-xl border border-red-700/30 bg-red-50 px-4 py-3 text-sm text-red-900">
      <p className="font-semibold">{t("collections.editor.invalidForm")}</p>
      <ul className="mt-1 list-disc pl-5">
        {list.map(({ path, code }) => (
          <li key={path}>
            {path === "root"
              ? problemMessage(code, t)
              : t("collections.actions.at", { field: placeOf(path, t, locale), message: problemMessage(code, t) })}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Another save came first: load it, or save this form's version over it. */
function ConflictNotice({ onReload, onKeepMine }: { onReload: () => void; onKeepMine: () => void }) {
  const { t } = useCopy();
  return (
    <div role="alert" className="grid gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
      <p className="font-semibold">{t("collections.editor.conflictTitle")}</p>
      <p>{t("collections.editor.conflictText")}</p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="secondary" onClick={onReload}>
          {t("collections.editor.loadTheirs")}
        </Button>
        <Button type="button" onClick={onKeepMine}>
          {t("collections.editor.keepMine")}
        </Button>
      </div>
    </div>
  );
}

/** The server's problems as `setError` takes them, by path. */
function flatErrors(problems: readonly EntryProblem[]) {
  return Object.fromEntries(problems.map(({ path, code }) => [path || "root", { type: code, message: code }]));
}

/** Every error of the form with its path, for the summary. */
function errorList(errors: object, prefix = ""): EntryProblem[] {
  return Object.entries(errors).flatMap(([key, value]) => {
    if (!value || typeof value !== "object") return [];
    const path = prefix ? `${prefix}.${key}` : key;
    const message = (value as { message?: unknown }).message;
    if (typeof message === "string") return [{ path, code: message }];
    return key === "ref" ? [] : errorList(value, path);
  });
}
