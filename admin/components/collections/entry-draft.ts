import { set, type FieldErrors, type Resolver } from "react-hook-form";
import type { CollectionEntry, EntryProblem } from "#common/admin/collections-api";
import { collectionOf, type CollectionId } from "#common/collections";
import { neutralPart, problemsOf } from "#common/collections/collection";
import type { FieldInput } from "#common/collections/fields";
import type { Lang } from "#common/config/route-table";

export type Draft = Record<string, unknown>;

/**
 * What a field left alone holds, where publishing takes "none" as an answer: no optional image, no
 * quote, no figures, no LinkedIn profile. A field without one (a text, a date) stays unset until typed.
 */
const emptyOf: Partial<Record<FieldInput["kind"], unknown>> = {
  image: null,
  member: null,
  body: null,
  consented: null,
  records: [],
  choices: [],
  lines: [],
  linkedIn: "",
};

function withEmpties(collection: CollectionId, draft: Draft): Draft {
  const empties = Object.entries(collectionOf(collection).fields).flatMap(([name, field]) =>
    field.input && field.input.kind in emptyOf ? [[name, emptyOf[field.input.kind]]] : [],
  );
  return { ...Object.fromEntries(empties), ...draft };
}

/** What the form starts with: the version's draft, or for a new English one the German's neutral part. */
export function startingDraft(collection: CollectionId, entry: CollectionEntry | undefined, lang: Lang): Draft {
  const version = entry?.versions[lang];
  if (version) return withEmpties(collection, version.draft);
  if (lang === "en" && entry)
    return withEmpties(collection, neutralPart(collectionOf(collection), entry.versions.de.draft));
  return withEmpties(collection, {});
}

/** The draft as it is sent: fields never set (no date, no number typed) are left out, as the draft schema takes them. */
export function draftToSend(values: Draft): Draft {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

/** The problems as the form's errors: each at its path, its message the refusal's code. */
export function errorsOf(problems: readonly EntryProblem[]): FieldErrors<Draft> {
  const errors: FieldErrors<Draft> = {};
  for (const { path, code } of problems) set(errors, path || "root", { type: code, message: code });
  return errors;
}

/**
 * The form's check: the collection's draft schema, the server's own, so what the browser refuses
 * the server would refuse with the same codes (and the same sentences).
 */
export const draftResolver =
  (collection: CollectionId): Resolver<Draft> =>
  (values) => {
    const data = draftToSend(values);
    const parsed = collectionOf(collection).draft.safeParse(data);
    return parsed.success ? { values: data, errors: {} } : { values: {}, errors: errorsOf(problemsOf(parsed.error)) };
  };
