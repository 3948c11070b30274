import { set, type FieldErrors, type Resolver } from "react-hook-form";
import type { CollectionEntry, EntryProblem } from "#common/admin/collections-api";
import { collectionOf, type CollectionId } from "#common/collections";
import { neutralPart, problemsOf } from "#common/collections/collection";
import type { Lang } from "#common/config/route-table";

export type Draft = Record<string, unknown>;

/** What the form starts with: the version's draft, or for a new English one the German's neutral part. */
export function startingDraft(collection: CollectionId, entry: CollectionEntry | undefined, lang: Lang): Draft {
  const version = entry?.versions[lang];
  if (version) return version.draft;
  if (lang === "en" && entry) return neutralPart(collectionOf(collection), entry.versions.de.draft);
  return {};
}

/** The draft as it is sent: fields left empty (no date, no number) are left out, as the draft schema takes them. */
export function draftToSend(values: Draft): Draft {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined && value !== ""));
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
