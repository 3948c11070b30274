/**
 * What the page pipeline reads of the collections (docs/decisions/0068): the published entries
 * of a collection in a language, in their order; an entry by its slug, or where an earlier slug
 * now leads, or that it is gone; the team members that author and contact cards show; whether a
 * collection has anything published (the menu shows it only then); and the stamp that tells every
 * process the published collections changed.
 */
import { and, eq, isNotNull, max, sql } from "drizzle-orm";
import { collectionOf, type CollectionId, type collections } from "../../common/collections";
import type { EntryData } from "../../common/collections/collection";
import type { team } from "../../common/collections/team";
import type { Lang } from "../../common/config/route-table";
import type { RichTextDocument } from "../../common/rich-text/document";
import { readingMinutes } from "../../common/rich-text/reading-time";
import type { Db } from "../db/client";
import { collectionEntries, collectionHistory, collectionSlugs, collectionVersions } from "../db/schema";

export interface PublishedEntry<C extends CollectionId = CollectionId> {
  id: string;
  collection: C;
  lang: Lang;
  slug: string;
  /** The entry's path in this language (/referenzen/<slug>; a team member's is /team#<slug>). */
  path: string;
  data: EntryData<(typeof collections)[C]>;
  publishedAt: Date;
  /** Whether the other language has a published version (for the language switcher). */
  otherLanguage: boolean;
  /** Minutes to read the body, for a collection that shows it (insights). */
  readingMinutes?: number;
}

/** The path of an entry's page (or, for the team, its place on the team page). */
export const entryPath = (collection: CollectionId, lang: Lang, slug: string) => {
  const { paths, entryPages } = collectionOf(collection);
  return entryPages ? `${paths[lang]}/${slug}` : `${paths[lang]}#${slug}`;
};

function ordered<C extends CollectionId>(collection: C, entries: PublishedEntry<C>[]) {
  const { field, direction } = collectionOf(collection).order;
  const sign = direction === "asc" ? 1 : -1;
  const key = (entry: PublishedEntry<C>) => (entry.data as Record<string, unknown>)[field] as string | number;
  return entries.sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    return x < y ? -sign : x > y ? sign : a.slug.localeCompare(b.slug);
  });
}

async function published<C extends CollectionId>(
  db: Db,
  collection: C,
  lang: Lang,
  where?: ReturnType<typeof eq>,
): Promise<PublishedEntry<C>[]> {
  const other = sql<boolean>`exists (select 1 from ${collectionVersions} as other where other.entry_id = ${collectionVersions.entryId} and other.lang <> ${lang} and other.published is not null)`;
  const rows = await db
    .select({
      id: collectionVersions.entryId,
      data: collectionVersions.published,
      publishedAt: collectionVersions.publishedAt,
      otherLanguage: other,
    })
    .from(collectionVersions)
    .innerJoin(collectionEntries, eq(collectionEntries.id, collectionVersions.entryId))
    .where(
      and(
        eq(collectionEntries.collection, collection),
        eq(collectionVersions.lang, lang),
        isNotNull(collectionVersions.published),
        where,
      ),
    );
  return rows.map((row) =>
    asPublished(collection, lang, {
      id: row.id,
      data: row.data!,
      publishedAt: row.publishedAt!,
      otherLanguage: Boolean(row.otherLanguage),
    }),
  );
}

/** A version's data as its page shows it: its slug's path and, where shown, the reading time. */
function asPublished<C extends CollectionId>(
  collection: C,
  lang: Lang,
  version: { id: string; data: Record<string, unknown>; publishedAt: Date; otherLanguage: boolean },
): PublishedEntry<C> {
  const slug = String(version.data.slug);
  const body = version.data.body as RichTextDocument | null | undefined;
  return {
    ...(collectionOf(collection).readingTime && { readingMinutes: body ? readingMinutes(body, lang) : 0 }),
    ...version,
    collection,
    lang,
    slug,
    path: entryPath(collection, lang, slug),
    data: version.data as PublishedEntry<C>["data"],
  };
}

/** A draft shown in place of its entry's published version (the preview, server/admin/collections-preview.ts). */
export interface DraftInPlace {
  collection: CollectionId;
  id: string;
  lang: Lang;
  data: Record<string, unknown>;
}

/**
 * The published entries of a collection in a language, in the collection's order (newest first,
 * the team by its order); with `draft`, that entry's draft in place of what is published.
 */
export async function publishedEntries<C extends CollectionId>(
  db: Db,
  collection: C,
  lang: Lang,
  draft?: DraftInPlace,
): Promise<PublishedEntry<C>[]> {
  const entries = await published(db, collection, lang);
  if (draft?.collection !== collection || draft.lang !== lang) return ordered(collection, entries);
  const others = entries.filter((entry) => entry.id !== draft.id);
  const otherLanguage = await hasPublishedVersion(db, draft.id, lang === "de" ? "en" : "de");
  const shown = asPublished(collection, lang, {
    id: draft.id,
    data: draft.data,
    publishedAt: new Date(),
    otherLanguage,
  });
  return ordered(collection, [...others, shown]);
}

async function hasPublishedVersion(db: Db, entryId: string, lang: Lang): Promise<boolean> {
  const [row] = await db
    .select({ entryId: collectionVersions.entryId })
    .from(collectionVersions)
    .where(
      and(
        eq(collectionVersions.entryId, entryId),
        eq(collectionVersions.lang, lang),
        isNotNull(collectionVersions.published),
      ),
    );
  return row !== undefined;
}

/** What a slug of a collection answers in a language. */
export type SlugAnswer<C extends CollectionId = CollectionId> =
  | { kind: "entry"; entry: PublishedEntry<C> }
  /** An earlier slug of a published entry: 301 to its path. */
  | { kind: "redirect"; to: string }
  /** The entry was unpublished in this language or deleted: 410. */
  | { kind: "gone" }
  /** No entry was ever published under it: 404. */
  | { kind: "unknown" };

export async function slugAnswer<C extends CollectionId>(
  db: Db,
  collection: C,
  lang: Lang,
  slug: string,
): Promise<SlugAnswer<C>> {
  const [row] = await db
    .select({ entryId: collectionSlugs.entryId, current: collectionSlugs.current })
    .from(collectionSlugs)
    .where(
      and(eq(collectionSlugs.collection, collection), eq(collectionSlugs.lang, lang), eq(collectionSlugs.slug, slug)),
    );
  if (!row) return { kind: "unknown" };
  if (!row.entryId) return { kind: "gone" };
  const [entry] = await published(db, collection, lang, eq(collectionVersions.entryId, row.entryId));
  if (!entry) return { kind: "gone" };
  return entry.slug === slug ? { kind: "entry", entry } : { kind: "redirect", to: entry.path };
}

/** A published entry by its current slug, or undefined. */
export async function entryBySlug<C extends CollectionId>(db: Db, collection: C, lang: Lang, slug: string) {
  const answer = await slugAnswer(db, collection, lang, slug);
  return answer.kind === "entry" ? answer.entry : undefined;
}

/** Where an earlier slug leads now (the entry's path), or undefined. */
export async function redirectFor(db: Db, collection: CollectionId, lang: Lang, slug: string) {
  const answer = await slugAnswer(db, collection, lang, slug);
  return answer.kind === "redirect" ? answer.to : undefined;
}

/** Every slug of a collection in a language that answers 410: its entry was unpublished there or deleted. */
export async function goneSlugs(db: Db, collection: CollectionId, lang: Lang): Promise<string[]> {
  const rows = await db
    .select({ slug: collectionSlugs.slug })
    .from(collectionSlugs)
    .leftJoin(
      collectionVersions,
      and(eq(collectionVersions.entryId, collectionSlugs.entryId), eq(collectionVersions.lang, lang)),
    )
    .where(
      and(
        eq(collectionSlugs.collection, collection),
        eq(collectionSlugs.lang, lang),
        sql`${collectionVersions.published} is null`,
      ),
    )
    .orderBy(collectionSlugs.slug);
  return rows.map((row) => row.slug);
}

export type TeamMember = PublishedEntry<"team"> & { data: EntryData<typeof team> };

/** The published team members among `ids` in a language, by id (for author and contact cards). */
export async function teamMembers(db: Db, lang: Lang, ids: readonly string[]): Promise<Map<string, TeamMember>> {
  const wanted = new Set(ids);
  const members = await published(db, "team", lang);
  return new Map(members.filter((member) => wanted.has(member.id)).map((member) => [member.id, member]));
}

/** Whether anything of the collection is published in a language: the menu shows it only then. */
export async function hasPublished(db: Db, collection: CollectionId, lang: Lang): Promise<boolean> {
  const [row] = await db
    .select({ id: collectionVersions.entryId })
    .from(collectionVersions)
    .innerJoin(collectionEntries, eq(collectionEntries.id, collectionVersions.entryId))
    .where(
      and(
        eq(collectionEntries.collection, collection),
        eq(collectionVersions.lang, lang),
        isNotNull(collectionVersions.published),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * The newest publish, unpublish or deletion of any entry: when it changes, the pages that show
 * collections must be rendered again (server/render/live-site.ts compares it, as it does the
 * content revision and the media library's stamp).
 */
export async function collectionsStamp(db: Db): Promise<number> {
  const [row] = await db.select({ id: max(collectionHistory.id) }).from(collectionHistory);
  return row?.id ?? 0;
}

/** The ids of a collection's entries published in a language (a body's links to entries are checked against them). */
export async function publishedIds(db: Db, collection: CollectionId, lang: Lang): Promise<Set<string>> {
  return new Set((await published(db, collection, lang)).map((entry) => entry.id));
}
