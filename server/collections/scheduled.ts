/**
 * Scheduled publishing (docs/decisions/0068): a version goes live at its minute exactly once,
 * whichever process looks first and however many look, also after a restart in between. The
 * database decides: one transaction claims every due version (clearing its minute with an UPDATE
 * whose WHERE still asks for it, so a second claimant, waiting on the row's lock, finds nothing),
 * checks each as a publish would and puts it live, or records why not; a process that stops
 * midway leaves nothing claimed, since its transaction never commits.
 */
import { and, eq, isNotNull, lte, sql } from "drizzle-orm";
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
      });
    const outcomes: DueOutcome[] = [];
    // German first: an English version due at the same minute goes live beside it.
    due.sort((a, b) => a.lang.localeCompare(b.lang));
    for (const { entryId, draft, by, acknowledged, ...version } of due) {
      const lang = version.lang as Lang;
      const [entry] = await tx
        .select({ collection: collectionEntries.collection })
        .from(collectionEntries)
        .where(eq(collectionEntries.id, entryId));
      const collection = entry!.collection as CollectionId;
      const verdict =
        lang === "en" && !(await germanPublished(tx, entryId))
          ? ({ ok: false, error: "invalid", problems: [{ path: "", code: "german_first" }], findings: [] } as const)
          : await judgeForPublish(tx as unknown as Db, {
              collection,
              entryId,
              lang,
              data: draft,
              acknowledged: acknowledged ?? [],
            });
      const detail = { collection, id: entryId, lang, scheduled: true };
      if (verdict.ok) {
        await putLive(tx, { collection, entryId, lang, data: verdict.data, by });
        await audit(tx, { userId: by, action: "entry_published", detail });
      } else {
        const problems = "problems" in verdict ? verdict.problems : [{ path: "slug", code: "slug_taken" }];
        const findings = "findings" in verdict ? verdict.findings : [];
        const failure = {
          at: new Date().toISOString(),
          problems: [...problems, ...findings.map((f) => ({ path: f.path ?? "", code: f.code }))],
        };
        await tx
          .update(collectionVersions)
          .set({ scheduleFailure: failure })
          .where(and(eq(collectionVersions.entryId, entryId), eq(collectionVersions.lang, lang)));
        await audit(tx, { userId: by, action: "entry_publish_failed", success: false, detail });
      }
      outcomes.push({ collection, entryId, lang, published: verdict.ok });
    }
    return outcomes;
  });
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

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
