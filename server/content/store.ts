/**
 * The owner's drafts and published versions of texts and facts (docs/decisions/0040). The live
 * value of a key is its newest version; the revision (the newest version's id) tells every app
 * process whether the site must be rendered again.
 */
import { and, desc, eq, inArray, like, lt, lte, max, or, sql } from "drizzle-orm";
import { berlinDay, policyKeys } from "../../common/config/privacy-policy";
import { counterpart, parseKey } from "../../common/content/keys";
import { audit } from "../services/audit";
import type { Db } from "../db/client";
import { adminUsers, contentDrafts, contentReviews, contentVersions } from "../db/schema";

/** The newest version's id: 0 while nothing was ever published. */
export async function contentRevision(db: Db): Promise<number> {
  const [row] = await db.select({ revision: max(contentVersions.id) }).from(contentVersions);
  return row?.revision ?? 0;
}

/** The day (YYYY-MM-DD, UTC) of the newest publish or restore; today when there is none. */
export async function newestPublishDay(db: Db): Promise<string> {
  const [row] = await db.select({ at: max(contentVersions.publishedAt) }).from(contentVersions);
  return (row?.at ?? new Date()).toISOString().slice(0, 10);
}

/**
 * The newest publish, restore or withdrawal of a text or fact the privacy policy shows
 * (common/config/privacy-policy.ts): its day in Germany and its key; undefined when there is none.
 */
export async function newestPolicyEdit(db: Db): Promise<{ day: string; key: string } | undefined> {
  const [row] = await db
    .select({ key: contentVersions.key, at: contentVersions.publishedAt })
    .from(contentVersions)
    .where(
      or(
        ...policyKeys.like.map((pattern) => like(contentVersions.key, pattern)),
        inArray(contentVersions.key, policyKeys.exact),
      ),
    )
    .orderBy(desc(contentVersions.publishedAt), desc(contentVersions.id))
    .limit(1);
  return row && { day: berlinDay(row.at), key: row.key };
}

/** The newest version of each key (of the given ones, else of all), up to a revision when given. */
function newestPerKey(db: Db, keys?: readonly string[], upTo?: number) {
  const conditions = [
    keys ? inArray(contentVersions.key, [...keys]) : undefined,
    upTo === undefined ? undefined : lte(contentVersions.id, upTo),
  ];
  return db
    .selectDistinctOn([contentVersions.key], {
      key: contentVersions.key,
      value: contentVersions.value,
      shipped: contentVersions.shipped,
      id: contentVersions.id,
    })
    .from(contentVersions)
    .where(and(...conditions))
    .orderBy(contentVersions.key, desc(contentVersions.id));
}

/**
 * The live value of every key that was ever published (null: back to the shipped value); with
 * `upTo`, as they were at that revision.
 */
export async function publishedValues(
  db: Db,
  upTo?: number,
): Promise<{ revision: number; values: Map<string, unknown> }> {
  const rows = await newestPerKey(db, undefined, upTo);
  // The newest version of each key includes the newest of all.
  const revision = rows.reduce((newest, row) => Math.max(newest, row.id), 0);
  return { revision, values: new Map(rows.map((r) => [r.key, r.value])) };
}

export async function drafts(db: Db): Promise<Map<string, unknown>> {
  const rows = await db.select({ key: contentDrafts.key, value: contentDrafts.value }).from(contentDrafts);
  return new Map(rows.map((r) => [r.key, r.value]));
}

/** Saves a draft (null: back to the shipped value). Saving a text clears its "needs review" mark. */
export async function saveDraft(db: Db, key: string, value: unknown, userId: string | null): Promise<void> {
  await db.transaction((tx) => putDraft(tx, key, value, userId));
}

/** Saves drafts as saveDraft does, all or none, audited as an import (npm run content -- import). */
export async function importDrafts(db: Db, values: ReadonlyMap<string, unknown>, userId: string | null) {
  if (values.size === 0) return;
  await db.transaction(async (tx) => {
    for (const [key, value] of values) await putDraft(tx, key, value, userId);
    await audit(tx, { userId, action: "content_imported", detail: { keys: [...values.keys()] } });
  });
}

async function putDraft(tx: Pick<Db, "insert" | "delete">, key: string, value: unknown, userId: string | null) {
  await tx
    .insert(contentDrafts)
    .values({ key, value, updatedBy: userId })
    .onConflictDoUpdate({ target: contentDrafts.key, set: { value, updatedBy: userId, updatedAt: sql`now()` } });
  await tx.delete(contentReviews).where(eq(contentReviews.key, key));
}

export async function discardDraft(db: Db, key: string): Promise<boolean> {
  const removed = await db
    .delete(contentDrafts)
    .where(eq(contentDrafts.key, key))
    .returning({ key: contentDrafts.key });
  return removed.length > 0;
}

/**
 * Publishes the drafts of the given keys together, each as a new version with the value shipped
 * with the code at that moment. A text published while its other language was neither in this
 * publish nor drafted is marked "needs review" in that language. Returns the keys published.
 */
export async function publish(
  db: Db,
  keys: readonly string[],
  userId: string | null,
  shipped: (key: string) => unknown,
): Promise<string[]> {
  if (keys.length === 0) return [];
  return db.transaction(async (tx) => {
    const pending = await tx
      .delete(contentDrafts)
      .where(inArray(contentDrafts.key, [...keys]))
      .returning({ key: contentDrafts.key, value: contentDrafts.value });
    if (pending.length === 0) return [];
    await tx
      .insert(contentVersions)
      .values(
        pending.map((d) => ({ key: d.key, value: d.value, shipped: shipped(d.key) ?? null, publishedBy: userId })),
      );
    const published = new Set(pending.map((d) => d.key));
    await tx.delete(contentReviews).where(inArray(contentReviews.key, [...published]));
    const waiting = new Set((await tx.select({ key: contentDrafts.key }).from(contentDrafts)).map((r) => r.key));
    for (const name of published) {
      const key = parseKey(name);
      if (key?.kind !== "text") continue;
      const other = counterpart(key);
      if (published.has(other) || waiting.has(other)) continue;
      await tx
        .insert(contentReviews)
        .values({ key: other, because: name })
        .onConflictDoUpdate({ target: contentReviews.key, set: { because: name, since: sql`now()` } });
    }
    await audit(tx, { userId, action: "content_published", detail: { keys: [...published] } });
    return [...published];
  });
}

/**
 * Puts an earlier version's value live again, as a new version; with `before`, the value that
 * version replaced (the first version's: the shipped value, null). Its key, or undefined for no
 * such version.
 */
export async function restore(
  db: Db,
  versionId: number,
  userId: string | null,
  shipped: (key: string) => unknown,
  before = false,
  /** Whether the restoring user may change this key: a version of another key is as if absent. */
  may: (key: string) => boolean = () => true,
): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const [old] = await tx.select().from(contentVersions).where(eq(contentVersions.id, versionId));
    if (!old || !may(old.key)) return undefined;
    const [previous] = before
      ? await tx
          .select()
          .from(contentVersions)
          .where(and(eq(contentVersions.key, old.key), lt(contentVersions.id, old.id)))
          .orderBy(desc(contentVersions.id))
          .limit(1)
      : [old];
    await tx.insert(contentVersions).values({
      key: old.key,
      value: previous?.value ?? null,
      shipped: shipped(old.key) ?? null,
      publishedBy: userId,
      restoredFrom: previous?.id ?? null,
    });
    await audit(tx, {
      userId,
      action: "content_restored",
      detail: { key: old.key, version: previous?.id ?? null },
    });
    return old.key;
  });
}

/**
 * Takes a key's published value back (`npm run content -- withdraw KEY`): a new version with null,
 * the shipped value, whatever the key's draft. The revision it makes, or undefined when the key
 * shows its shipped value already.
 */
export async function withdraw(db: Db, key: string, shipped: unknown): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    const [live] = await tx
      .select({ value: contentVersions.value })
      .from(contentVersions)
      .where(eq(contentVersions.key, key))
      .orderBy(desc(contentVersions.id))
      .limit(1);
    if (!live || live.value === null) return undefined;
    const [row] = await tx
      .insert(contentVersions)
      .values({ key, value: null, shipped: shipped ?? null, publishedBy: null })
      .returning({ id: contentVersions.id });
    await audit(tx, { userId: null, action: "content_withdrawn", detail: { key } });
    return row!.id;
  });
}

/** What restoring a version would publish: its key and value (see restore), or undefined. */
export async function restoreTarget(
  db: Db,
  versionId: number,
  before = false,
): Promise<{ key: string; value: unknown } | undefined> {
  const [old] = await db.select().from(contentVersions).where(eq(contentVersions.id, versionId));
  if (!old) return undefined;
  if (!before) return { key: old.key, value: old.value };
  const [previous] = await db
    .select({ value: contentVersions.value })
    .from(contentVersions)
    .where(and(eq(contentVersions.key, old.key), lt(contentVersions.id, old.id)))
    .orderBy(desc(contentVersions.id))
    .limit(1);
  return { key: old.key, value: previous?.value ?? null };
}

/** The newest version of each of the keys that has one: what was published and what the code shipped then. */
export async function latestVersions(db: Db, keys: readonly string[]) {
  if (keys.length === 0) return new Map<string, { value: unknown; shipped: unknown }>();
  const rows = await newestPerKey(db, keys);
  return new Map(rows.map(({ key, value, shipped }) => [key, { value, shipped }]));
}

/** A key's versions, newest first, with who published them (null once that user is gone). */
export async function history(db: Db, key: string) {
  return db
    .select({
      id: contentVersions.id,
      value: contentVersions.value,
      shipped: contentVersions.shipped,
      publishedBy: contentVersions.publishedBy,
      publishedByEmail: adminUsers.email,
      publishedAt: contentVersions.publishedAt,
      restoredFrom: contentVersions.restoredFrom,
    })
    .from(contentVersions)
    .leftJoin(adminUsers, eq(adminUsers.id, contentVersions.publishedBy))
    .where(eq(contentVersions.key, key))
    .orderBy(desc(contentVersions.id));
}

/** The texts marked "needs review", with the key whose change asks for it. */
export async function reviews(db: Db, keys: readonly string[]) {
  if (keys.length === 0) return [];
  return db
    .select()
    .from(contentReviews)
    .where(inArray(contentReviews.key, [...keys]));
}
