/**
 * Scheduled publishing (docs/decisions/0068): a version goes live at its minute exactly once,
 * whichever process looks first and however many look, also after a restart in between. The
 * database decides: one transaction claims every due version (clearing its minute with an UPDATE
 * whose WHERE still asks for it, so a second claimant, waiting on the row's lock, finds nothing),
 * checks each as a publish would and puts it live, or records why not; a process that stops
 * midway leaves nothing claimed, since its transaction never commits.
 */
import { and, eq, isNotNull, lte, sql } from "drizzle-orm";
import type { EntryProblem } from "../../common/admin/collections-api";
import type { CollectionId } from "../../common/collections";
import type { Lang } from "../../common/config/route-table";
import type { Db } from "../db/client";
import { collectionEntries, collectionVersions } from "../db/schema";
import type { Logger } from "../logger";
import { audit } from "../services/audit";
import { judgeForPublish } from "./checks";
import { putLive } from "./store";

export interface DueOutcome {
  collection: CollectionId;
  entryId: string;
  lang: Lang;
  published: boolean;
}

/** Publishes every version whose minute has come (by the database's clock, or `now` in tests). */
export async function publishDue(db: Db, now?: Date): Promise<DueOutcome[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .update(collectionVersions)
      .set({ publishAt: null })
      .where(and(isNotNull(collectionVersions.publishAt), lte(collectionVersions.publishAt, now ?? sql`now()`)))
      .returning({
        entryId: collectionVersions.entryId,
        lang: collectionVersions.lang,
        draft: collectionVersions.draft,
        by: collectionVersions.scheduledBy,
        acknowledged: collectionVersions.scheduleAcknowledged,
        collection: sql<string>`(select ${collectionEntries.collection} from ${collectionEntries} where ${collectionEntries.id} = ${collectionVersions.entryId})`,
      });
    const outcomes: DueOutcome[] = [];
    // German first: an English version due at the same minute goes live beside it.
    due.sort((a, b) => a.lang.localeCompare(b.lang));
    for (const version of due) {
      const claimed = { ...version, lang: version.lang as Lang, collection: version.collection as CollectionId };
      // Each in a savepoint: one that fails unexpectedly is recorded as failed, the others go on.
      const problems = await tx
        .transaction((one) => publishClaimed(one, claimed))
        .catch(() => [{ path: "", code: "publish_failed" }]);
      if (problems.length) await recordFailure(tx, claimed, problems);
      outcomes.push({
        collection: claimed.collection,
        entryId: claimed.entryId,
        lang: claimed.lang,
        published: !problems.length,
      });
    }
    return outcomes;
  });
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

interface Claimed {
  collection: CollectionId;
  entryId: string;
  lang: Lang;
  draft: Record<string, unknown>;
  by: string | null;
  acknowledged: string[] | null;
}

/** Checks a claimed version as a publish would and puts it live: the problems that stopped it, or none. */
async function publishClaimed(tx: Tx, { collection, entryId, lang, draft, by, acknowledged }: Claimed) {
  if (lang === "en" && !(await germanPublished(tx, entryId))) return [{ path: "", code: "german_first" }];
  const verdict = await judgeForPublish(tx as unknown as Db, {
    collection,
    entryId,
    lang,
    data: draft,
    acknowledged: acknowledged ?? [],
  });
  if (!verdict.ok) {
    if (verdict.error === "slug_taken") return [{ path: "slug", code: "slug_taken" }];
    return [...verdict.problems, ...verdict.findings.map((f) => ({ path: f.path ?? "", code: f.code }))];
  }
  await putLive(tx, { collection, entryId, lang, data: verdict.data, by });
  await audit(tx, {
    userId: by,
    action: "entry_published",
    detail: { collection, id: entryId, lang, scheduled: true },
  });
  return [];
}

/** Why a scheduled version did not go live, with it and in the audit log. */
async function recordFailure(tx: Tx, { collection, entryId, lang, by }: Claimed, problems: EntryProblem[]) {
  await tx
    .update(collectionVersions)
    .set({ scheduleFailure: { at: new Date().toISOString(), problems } })
    .where(and(eq(collectionVersions.entryId, entryId), eq(collectionVersions.lang, lang)));
  await audit(tx, {
    userId: by,
    action: "entry_publish_failed",
    success: false,
    detail: { collection, id: entryId, lang, scheduled: true },
  });
}

/** An English version goes live only beside a published German one. */
async function germanPublished(tx: Tx, entryId: string): Promise<boolean> {
  const [german] = await tx
    .select({ published: collectionVersions.published })
    .from(collectionVersions)
    .where(and(eq(collectionVersions.entryId, entryId), eq(collectionVersions.lang, "de")));
  return Boolean(german?.published);
}

export interface ScheduledPublishing {
  /** Looks for due versions now; resolves when they are live (or refused). */
  tick(): Promise<DueOutcome[]>;
  stop(): void;
}

/**
 * Each process looks every `intervalMs` (a quarter of a minute: a version goes live within its
 * minute) and, when something went live, renders its pages (`onPublished`); the other processes
 * see the collections' stamp change when they next poll (server/render/live-site.ts).
 */
export function startScheduledPublishing(options: {
  db: Db;
  logger: Pick<Logger, "info" | "error">;
  onPublished: () => void;
  intervalMs?: number;
  /** The clock (tests); the database's own when not given. */
  now?: () => Date;
}): ScheduledPublishing {
  const { db, logger, onPublished, intervalMs = 15_000, now } = options;
  let running: Promise<DueOutcome[]> | undefined;
  const tick = () =>
    (running ??= publishDue(db, now?.())
      .then((outcomes) => {
        if (outcomes.length) {
          logger.info({ outcomes }, "scheduled entries published");
          if (outcomes.some((outcome) => outcome.published)) onPublished();
        }
        return outcomes;
      })
      .catch((error: unknown) => {
        logger.error({ err: error }, "publishing the scheduled entries failed");
        return [];
      })
      .finally(() => (running = undefined)));
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return { tick, stop: () => clearInterval(timer) };
}
