/**
 * How each content revision rendered, shared by every process through the database
 * (docs/decisions/0056): a revision that failed is not rendered again until the revision changes,
 * and a process starting on it serves the newest revision that rendered.
 */
import { and, desc, eq, lte } from "drizzle-orm";
import type { RenderFailure } from "../../common/content/api";
import type { Db } from "../db/client";
import { contentRenders } from "../db/schema";

/** Why a render failed, as the back office shows it (no content value is quoted). */
export type { RenderFailure };

export async function recordRender(db: Db, revision: number, failure?: RenderFailure): Promise<void> {
  await db
    .insert(contentRenders)
    .values({ revision, ok: !failure, failure: failure ?? null })
    .onConflictDoUpdate({ target: contentRenders.revision, set: { ok: !failure, failure: failure ?? null } });
}

/** The failure another process recorded for this revision, if one did. */
export async function recordedFailure(db: Db, revision: number): Promise<RenderFailure | undefined> {
  const [row] = await db
    .select({ failure: contentRenders.failure })
    .from(contentRenders)
    .where(and(eq(contentRenders.revision, revision), eq(contentRenders.ok, false)));
  return row ? (row.failure as RenderFailure) : undefined;
}

/** The newest revision up to `below` that rendered, or undefined. */
export async function lastGoodRevision(db: Db, upTo: number): Promise<number | undefined> {
  const [row] = await db
    .select({ revision: contentRenders.revision })
    .from(contentRenders)
    .where(and(eq(contentRenders.ok, true), lte(contentRenders.revision, upTo)))
    .orderBy(desc(contentRenders.revision))
    .limit(1);
  return row?.revision;
}
