/**
 * The collections' entries in the database (docs/decisions/0068): an entry, a version per
 * language (draft and published data, each the parsed object its schema gave), the slugs each
 * version was published under, and the history of publishes. Checking what may be stored is the
 * caller's (server/collections/checks.ts); these functions store it, all or nothing.
 */
import { and, count, desc, eq, isNotNull, ne, or, sql } from "drizzle-orm";
import { collectionIds, collectionOf, type CollectionId } from "../../common/collections";
import { memberFields } from "../../common/collections/collection";
import type { Lang } from "../../common/config/route-table";
import type { Db } from "../db/client";
import { adminUsers, collectionEntries, collectionHistory, collectionSlugs, collectionVersions } from "../db/schema";

type Data = Record<string, unknown>;
export type VersionRow = typeof collectionVersions.$inferSelect;
export interface StoredEntry {
  id: string;
  collection: CollectionId;
  createdAt: Date;
  versions: Partial<Record<Lang, VersionRow>>;
}

/** The entries of a collection (or the one with `id`), newest first, with their versions. */
export async function storedEntries(db: Db, collection: CollectionId, id?: string): Promise<StoredEntry[]> {
  const rows = await db
    .select({ entry: collectionEntries, version: collectionVersions })
    .from(collectionEntries)
    .innerJoin(collectionVersions, eq(collectionVersions.entryId, collectionEntries.id))
    .where(and(eq(collectionEntries.collection, collection), id ? eq(collectionEntries.id, id) : undefined))
    .orderBy(desc(collectionEntries.createdAt), collectionEntries.id);
  const entries = new Map<string, StoredEntry>();
  for (const { entry, version } of rows) {
    const found = entries.get(entry.id) ?? {
      id: entry.id,
      collection,
      createdAt: entry.createdAt,
      versions: {},
    };
    found.versions[version.lang as Lang] = version;
    entries.set(entry.id, found);
  }
  return [...entries.values()];
}

export const storedEntry = async (db: Db, collection: CollectionId, id: string) =>
  (await storedEntries(db, collection, id))[0];

export async function entryCount(db: Db, collection: CollectionId): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(collectionEntries)
    .where(eq(collectionEntries.collection, collection));
  return row?.n ?? 0;
}

/** Creates an entry with its German draft; its id. */
export async function createEntry(db: Db, collection: CollectionId, draft: Data, by: string | null): Promise<string> {
  return db.transaction(async (tx) => {
    const [entry] = await tx
      .insert(collectionEntries)
      .values({ collection, createdBy: by })
      .returning({ id: collectionEntries.id });
    await tx.insert(collectionVersions).values({ entryId: entry!.id, lang: "de", draft, draftSavedBy: by });
    return entry!.id;
  });
}

/**
 * Saves a language's draft if it is still the one the edit started from (`revision`; 0 creates
 * the version). Saving clears the version's "needs review" mark. False when another save came first.
 */
export async function saveDraft(
  db: Db,
  entryId: string,
  lang: Lang,
  draft: Data,
  revision: number,
  by: string | null,
): Promise<boolean> {
  if (revision === 0) {
    const created = await db
      .insert(collectionVersions)
      .values({ entryId, lang, draft, draftSavedBy: by })
      .onConflictDoNothing()
      .returning({ lang: collectionVersions.lang });
    return created.length > 0;
  }
  const saved = await db
    .update(collectionVersions)
    .set({
      draft,
      draftRevision: sql`${collectionVersions.draftRevision} + 1`,
      draftSavedAt: sql`now()`,
      draftSavedBy: by,
      needsReview: false,
    })
    .where(
      and(
        eq(collectionVersions.entryId, entryId),
        eq(collectionVersions.lang, lang),
        eq(collectionVersions.draftRevision, revision),
      ),
    )
    .returning({ lang: collectionVersions.lang });
  return saved.length > 0;
}

/**
 * The entry holding a slug in a collection and language, other than `entryId`: one published
 * under it (and not deleted since), or one whose draft names it.
 */
export async function slugHolder(
  db: Db,
  collection: CollectionId,
  lang: Lang,
  slug: string,
  entryId: string | null,
): Promise<string | undefined> {
  const [published] = await db
    .select({ entryId: collectionSlugs.entryId })
    .from(collectionSlugs)
    .where(
      and(
        eq(collectionSlugs.collection, collection),
        eq(collectionSlugs.lang, lang),
        eq(collectionSlugs.slug, slug),
        isNotNull(collectionSlugs.entryId),
        entryId ? ne(collectionSlugs.entryId, entryId) : undefined,
      ),
    );
  if (published?.entryId) return published.entryId;
  const [drafted] = await db
    .select({ entryId: collectionVersions.entryId })
    .from(collectionVersions)
    .innerJoin(collectionEntries, eq(collectionEntries.id, collectionVersions.entryId))
    .where(
      and(
        eq(collectionEntries.collection, collection),
        eq(collectionVersions.lang, lang),
        sql`${collectionVersions.draft}->>'slug' = ${slug}`,
        entryId ? ne(collectionVersions.entryId, entryId) : undefined,
      ),
    );
  return drafted?.entryId;
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Publication {
  collection: CollectionId;
  entryId: string;
  lang: Lang;
  /** The publish schema's parsed data, slug included. */
  data: Data;
  by: string | null;
  /** The history entry this publish puts back. */
  restoredFrom?: number;
}

/**
 * Puts a version live: its data, its slug (the earlier ones stay the entry's, answering with a
 * 301 to it), a history entry. The German version's publish marks an English one for review.
 * `tx` is the caller's transaction, so a scheduled publish commits with its claim.
 */
export async function putLive(tx: Tx, { collection, entryId, lang, data, by, restoredFrom }: Publication) {
  const slug = String(data.slug);
  await tx
    .update(collectionSlugs)
    .set({ current: false })
    .where(and(eq(collectionSlugs.entryId, entryId), eq(collectionSlugs.lang, lang)));
  await tx
    .insert(collectionSlugs)
    .values({ collection, lang, slug, entryId, current: true })
    .onConflictDoUpdate({
      target: [collectionSlugs.collection, collectionSlugs.lang, collectionSlugs.slug],
      set: { entryId, current: true, since: sql`now()` },
    });
  const live = { published: data, publishedAt: sql`now()`, publishedBy: by, publishAt: null, scheduleFailure: null };
  await tx
    .update(collectionVersions)
    .set(lang === "en" ? { ...live, needsReview: false } : live)
    .where(and(eq(collectionVersions.entryId, entryId), eq(collectionVersions.lang, lang)));
  if (lang === "de") {
    await tx
      .update(collectionVersions)
      .set({ needsReview: true })
      .where(and(eq(collectionVersions.entryId, entryId), eq(collectionVersions.lang, "en")));
  }
  await tx
    .insert(collectionHistory)
    .values({ entryId, collection, lang, action: "published", data, by, restoredFrom: restoredFrom ?? null });
}

export const publishNow = (db: Db, publication: Publication) => db.transaction((tx) => putLive(tx, publication));

/** Takes a version off the site: its slugs answer 410 (server/collections/reads.ts). False when it was not published. */
export async function unpublish(db: Db, collection: CollectionId, entryId: string, lang: Lang, by: string | null) {
  return db.transaction(async (tx) => {
    const taken = await tx
      .update(collectionVersions)
      .set({ published: null, publishedAt: null, publishedBy: null })
      .where(
        and(
          eq(collectionVersions.entryId, entryId),
          eq(collectionVersions.lang, lang),
          isNotNull(collectionVersions.published),
        ),
      )
      .returning({ lang: collectionVersions.lang });
    if (taken.length === 0) return false;
    await tx
      .update(collectionSlugs)
      .set({ current: false })
      .where(and(eq(collectionSlugs.entryId, entryId), eq(collectionSlugs.lang, lang)));
    await tx.insert(collectionHistory).values({ entryId, collection, lang, action: "unpublished", by });
    return true;
  });
}

/** Deletes an entry in both languages; its slugs stay, naming no entry (410). False when there was none. */
export async function deleteEntry(db: Db, collection: CollectionId, entryId: string, by: string | null) {
  return db.transaction(async (tx) => {
    const versions = await tx.select().from(collectionVersions).where(eq(collectionVersions.entryId, entryId));
    const removed = await tx
      .delete(collectionEntries)
      .where(and(eq(collectionEntries.id, entryId), eq(collectionEntries.collection, collection)))
      .returning({ id: collectionEntries.id });
    if (removed.length === 0) return false;
    await tx
      .update(collectionSlugs)
      .set({ current: false })
      .where(and(eq(collectionSlugs.collection, collection), sql`${collectionSlugs.entryId} is null`));
    for (const { lang, published } of versions) {
      if (published) await tx.insert(collectionHistory).values({ entryId, collection, lang, action: "deleted", by });
    }
    return true;
  });
}

/** Sets (or with `at` null, cancels) a version's scheduled publish. False for no such version. */
export async function setSchedule(
  db: Db,
  entryId: string,
  lang: Lang,
  at: Date | null,
  by: string | null,
  acknowledged: string[] = [],
): Promise<boolean> {
  const set = at
    ? { publishAt: at, scheduledBy: by, scheduleAcknowledged: acknowledged, scheduleFailure: null }
    : { publishAt: null, scheduledBy: null, scheduleAcknowledged: null };
  const rows = await db
    .update(collectionVersions)
    .set(set)
    .where(and(eq(collectionVersions.entryId, entryId), eq(collectionVersions.lang, lang)))
    .returning({ lang: collectionVersions.lang });
  return rows.length > 0;
}

/** An entry's history, newest first, with who did each (null once that user is gone). */
export async function entryHistory(db: Db, entryId: string) {
  return db
    .select({
      id: collectionHistory.id,
      lang: collectionHistory.lang,
      action: collectionHistory.action,
      data: collectionHistory.data,
      byEmail: adminUsers.email,
      at: collectionHistory.at,
      restoredFrom: collectionHistory.restoredFrom,
    })
    .from(collectionHistory)
    .leftJoin(adminUsers, eq(adminUsers.id, collectionHistory.by))
    .where(eq(collectionHistory.entryId, entryId))
    .orderBy(desc(collectionHistory.id));
}

/** A published history entry of this entry (what a restore puts back), or undefined. */
export async function historyVersion(db: Db, entryId: string, id: number) {
  const [row] = await db
    .select()
    .from(collectionHistory)
    .where(
      and(
        eq(collectionHistory.id, id),
        eq(collectionHistory.entryId, entryId),
        eq(collectionHistory.action, "published"),
      ),
    );
  return row;
}

/**
 * The published versions that name a team member (as author or contact), in a language or in
 * both: unpublishing or deleting the member would leave their pages without the card.
 */
export async function memberUses(db: Db, memberId: string, lang?: Lang) {
  const uses: { collection: CollectionId; id: string; lang: Lang; title: string }[] = [];
  for (const collection of collectionIds) {
    const fields = memberFields(collectionOf(collection));
    if (fields.length === 0) continue;
    const title = sql<string>`${collectionVersions.published}->>${collectionOf(collection).titleField}`;
    const rows = await db
      .select({ id: collectionVersions.entryId, lang: collectionVersions.lang, title })
      .from(collectionVersions)
      .innerJoin(collectionEntries, eq(collectionEntries.id, collectionVersions.entryId))
      .where(
        and(
          eq(collectionEntries.collection, collection),
          lang ? eq(collectionVersions.lang, lang) : undefined,
          or(...fields.map((field) => sql`${collectionVersions.published}->>${field} = ${memberId}`)),
        ),
      );
    uses.push(...rows.map((row) => ({ collection, id: row.id, lang: row.lang as Lang, title: row.title })));
  }
  return uses;
}
