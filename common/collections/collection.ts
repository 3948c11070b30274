/**
 * A collection declared once (docs/decisions/0068): its fields in order, from which follow the
 * draft schema (every field may be missing, no bound may be broken), the publish schema (what a
 * page needs), the texts the content rules check, the images and team members the server checks,
 * and the order of the published entries.
 */
import * as z from "zod/mini";
import type { Lang } from "../config/route-table";
import { joined, type EntryText, type Field } from "./fields";

z.config({ jitless: true });

type Fields = Record<string, Field>;

export interface CollectionDeclaration<F extends Fields = Fields> {
  id: string;
  /** Where its pages live, per language: the index, and each entry below it (/referenzen/<slug>). */
  paths: Record<Lang, string>;
  /** The field whose value names the entry in lists and gives its slug. */
  titleField: keyof F & string;
  /** How the published entries are ordered on the index page. */
  order: { field: keyof F & string; direction: "asc" | "desc" };
  /** Whether each entry has a page of its own (the team's members are shown on one page). */
  entryPages: boolean;
  /** Its entries show a reading time, from the body's words. */
  readingTime?: boolean;
  /** The most entries it may hold: what an editor can make every page pipeline carry. */
  maxEntries: number;
  fields: F;
}

type DraftShape<F extends Fields> = { [K in keyof F]: z.ZodMiniOptional<F[K]["draft"]> };
type StrictShape<F extends Fields> = { [K in keyof F]: F[K]["strict"] };

export interface Collection<F extends Fields = Fields> extends CollectionDeclaration<F> {
  draft: z.ZodMiniObject<DraftShape<F>, z.core.$strict>;
  strict: z.ZodMiniObject<StrictShape<F>, z.core.$strict>;
}

export function defineCollection<const F extends Fields>(declared: CollectionDeclaration<F>): Collection<F> {
  const entries = Object.entries(declared.fields);
  const draft = z.strictObject(Object.fromEntries(entries.map(([name, f]) => [name, z.optional(f.draft)]))) as never;
  const strict = z.strictObject(Object.fromEntries(entries.map(([name, f]) => [name, f.strict]))) as never;
  return { ...declared, draft, strict };
}

/** A published version's data, as the publish schema gives it. */
export type EntryData<C extends Collection> = z.output<C["strict"]>;
/** A draft's data, as the draft schema gives it. */
export type DraftData<C extends Collection> = z.output<C["draft"]>;

type Data = Record<string, unknown>;
const present = (fields: Fields, data: Data) =>
  Object.entries(fields).filter(([name]) => data[name] !== undefined && data[name] !== null);

/** Every text of an entry's data with its path, for the content rules. */
export const textsOf = (collection: Collection, data: Data): EntryText[] =>
  present(collection.fields, data).flatMap(([name, f]) =>
    (f.texts?.(data[name] as never) ?? []).map(({ path, text }) => ({ path: joined(name, path), text })),
  );

/** The media library ids an entry's data names, with the field naming each. */
export const imagesOf = (collection: Collection, data: Data) =>
  present(collection.fields, data).flatMap(([name, f]) =>
    (f.images?.(data[name] as never) ?? []).map((id) => ({ path: name, id })),
  );

/** The pages and entries an entry's data links to. */
export const linksOf = (collection: Collection, data: Data) =>
  present(collection.fields, data).flatMap(([name, f]) => f.links?.(data[name] as never) ?? []);

/** What the fields' own rules find (a body's), each with its path. */
export const ruleFindingsOf = (collection: Collection, data: Data, lang: Lang) =>
  present(collection.fields, data).flatMap(([name, f]) =>
    (f.rules?.(data[name] as never, lang) ?? []).map((found) => ({ ...found, path: joined(name, found.path) })),
  );

/** The team entries an entry's data names, with the field naming each. */
export const membersOf = (collection: Collection, data: Data) =>
  present(collection.fields, data).flatMap(([name, f]) =>
    (f.members?.(data[name] as never) ?? []).map((id) => ({ path: name, id })),
  );

/** The fields that name team members (an author, a contact). */
export const memberFields = (collection: Collection) =>
  Object.entries(collection.fields).flatMap(([name, f]) => (f.members ? [name] : []));

/** The fields the same in both languages, from a German version: where an English draft starts. */
export const neutralPart = (collection: Collection, data: Data): Data =>
  Object.fromEntries(present(collection.fields, data).flatMap(([name, f]) => (f.neutral ? [[name, data[name]]] : [])));

/** What a refusal says about each problem of a value: the field's path and zod's code. */
export interface Problem {
  path: string;
  code: string;
}
export const problemsOf = (error: z.core.$ZodError): Problem[] =>
  error.issues.slice(0, 50).flatMap((issue) => {
    const path = issue.path.map(String).join(".");
    // An unknown field is named by its own path, so the refusal says which one.
    if (issue.code === "unrecognized_keys") {
      return issue.keys
        .slice(0, 10)
        .map((key) => ({ path: path ? `${path}.${key.slice(0, 100)}` : key.slice(0, 100), code: issue.code }));
    }
    // A declaration names its own codes as the message ("quoteWithoutConsent"); zod's own are sentences.
    const named = issue.message && !/\s/.test(issue.message);
    return [{ path, code: named ? issue.message : issue.code }];
  });
