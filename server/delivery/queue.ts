import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, isNull, lte, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { deliveryAttempts, type mailOutbox } from "../db/schema";
import type { Logger } from "../logger";
import { columnsOf, queueOf, type QueueName, type QueueRow, type QueueTable } from "./tables";

/**
 * The delivery queues (transactional outboxes): mail and webhook rows are stored in the lead's
 * transaction; a worker in every server process claims due rows with FOR UPDATE SKIP LOCKED,
 * holds them with a lease it renews while the attempt runs (a heartbeat), and retries with
 * backoff for three days (docs/decisions/0006, 0024).
 */

/** What one attempt came to. A thrown error counts as `{ ok: false }` with its message. */
export type AttemptResult =
  | { ok: true }
  | {
      ok: false;
      error: string;
      /** The receiver's Retry-After, in milliseconds from now. */
      retryAfterMs?: number;
      /** No retry: the row is marked failed at once (an endpoint that answered 410 Gone). */
      final?: boolean;
      /**
       * What the log says instead of `error`, when that may quote a person's data (an SMTP reply
       * naming the recipient): codes and classes only.
       */
      logged?: Record<string, unknown>;
    };

const second = 1000;
const hour = 3600 * second;

/** 30 s after the first failure, doubling up to one hour. */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(30 * second * 2 ** Math.max(0, failedAttempts - 1), hour);
}

/**
 * A receiver's Retry-After is honoured within bounds: never sooner than our own first retry (a
 * "0" must not turn three days of retries into a flood), never later than six hours (a
 * misconfigured receiver must not push a lead to the end of the retry window in one step).
 */
export const retryAfterBounds = { minMs: 30 * second, maxMs: 6 * hour };

/** Retry-After as delta-seconds or an HTTP date (RFC 9110 10.2.3); undefined when neither. */
export function parseRetryAfter(value: string | null | undefined, nowMs: number): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text) * second;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - nowMs);
}

export function errorMessage(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // fetch reports "fetch failed" and keeps what happened (ECONNREFUSED, a reset) in its cause.
  const cause =
    error.cause instanceof Error ? `: ${(error.cause as NodeJS.ErrnoException).code ?? error.cause.message}` : "";
  return `${error.message}${cause}`;
}

interface DeliveryWorkerOptions<T extends QueueTable> {
  /** "mail" or "webhook": the logs' words. */
  name: string;
  db: Db;
  table: T;
  logger: Logger;
  /** Delivers one row; must stop when `signal` aborts (timeout, or the claim was lost). */
  attempt(row: QueueRow<T>, signal: AbortSignal): Promise<AttemptResult>;
  /** What the logs say about a row: ids only, never a person's data. */
  logFields(row: QueueRow<T>): Record<string, unknown>;
  /** Columns a delivered row no longer needs, cleared with the outcome (a sign-in mail's bodies). */
  clearWhenDelivered?(row: QueueRow<T>): Partial<QueueRow<T>>;
  /** How often due rows are looked for; a new row also kicks the worker at once. */
  intervalMs?: number;
  /**
   * How long a claim holds without renewal. The worker renews it every third of this while the
   * attempt runs, so a process that died releases its rows this long after its last renewal.
   */
  leaseMs?: number;
  /** One attempt is abandoned after this. */
  attemptTimeoutMs?: number;
  /** Retries stop this long after the row was created. */
  giveUpAfterMs?: number;
  /** Spread of the retry delays (0.2: ±20 %), so receivers coming back are not hit all at once. */
  jitter?: number;
  now?: () => Date;
}

export interface DeliveryWorker {
  start(): void;
  stop(): Promise<void>;
  /** Delivers what is due now; resolves with the number of rows delivered. */
  runOnce(): Promise<number>;
  kick(): void;
}

/** One claim: the rows of one batch, held under one token. */
interface Claim<T extends QueueTable> {
  token: string;
  rows: QueueRow<T>[];
  /** Attempts still running, by row id: aborted when the claim is lost or about to lapse. */
  running: Map<string, AbortController>;
}

class ClaimLost extends Error {}

// Over 80 lines: one closure over the worker's settings, timer, claims and leases, which every step reads.
export function createDeliveryWorker<T extends QueueTable>(options: DeliveryWorkerOptions<T>): DeliveryWorker {
  const { name, db, logger } = options;
  const table = columnsOf(options.table);
  const intervalMs = options.intervalMs ?? 5 * second;
  const kickDelayMs = 50;
  const leaseMs = options.leaseMs ?? 30 * second;
  const attemptTimeoutMs = options.attemptTimeoutMs ?? 60 * second;
  const giveUpAfterMs = options.giveUpAfterMs ?? 3 * 24 * hour;
  const jitter = options.jitter ?? 0;
  const now = options.now ?? (() => new Date());
  // An attempt ends this long before its lease would lapse unrenewed, whatever its own timeout:
  // room for clock skew between hosts and for the abort to take effect.
  const marginMs = leaseMs / 6;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;

  const pending = and(isNull(table.sentAt), isNull(table.failedAt));
  const heldBy = (id: string, token: string) => and(eq(table.id, id), eq(table.claimToken, token));

  /** Reserves due rows in one short transaction; SKIP LOCKED keeps two processes apart. */
  async function claim(): Promise<Claim<T>> {
    const at = now();
    const token = randomUUID();
    const rows = await db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(table)
        .where(and(pending, lte(table.nextAttemptAt, at)))
        .orderBy(asc(table.nextAttemptAt))
        .limit(20)
        .for("update", { skipLocked: true });
      if (due.length === 0) return due;
      await tx
        .update(table)
        .set({
          nextAttemptAt: new Date(at.getTime() + leaseMs),
          attempts: sql`${table.attempts} + 1`,
          claimToken: token,
        })
        .where(
          inArray(
            table.id,
            due.map((row) => row.id),
          ),
        );
      return due;
    });
    return { token, rows: rows as QueueRow<T>[], running: new Map() };
  }

  /**
   * The heartbeat: every third of the lease, the rows still being attempted get a fresh lease,
   * if this claim still holds them. A row another worker has taken meanwhile (this process was
   * frozen past its lease) is abandoned at once. When renewals fail (the database unreachable
   * from here), the attempts are abandoned shortly before the last lease granted runs out.
   */
  function holdClaim(claim: Claim<T>): () => void {
    let lapse: NodeJS.Timeout;
    const abortAll = (reason: Error) => {
      for (const controller of claim.running.values()) controller.abort(reason);
    };
    /** Abandons the attempts shortly before the lease lapses, counted from `sinceMs` ago. */
    const armLapse = (sinceMs = 0) => {
      clearTimeout(lapse);
      lapse = setTimeout(
        () => abortAll(new ClaimLost(`lease not renewed within ${(leaseMs - marginMs) / second} s`)),
        Math.max(0, leaseMs - marginMs - sinceMs),
      );
    };
    armLapse();
    const renew = async () => {
      const ids = [...claim.running.keys()];
      if (ids.length === 0) return;
      const renewedAt = performance.now();
      try {
        const held = await db
          .update(table)
          .set({ nextAttemptAt: new Date(now().getTime() + leaseMs) })
          .where(and(inArray(table.id, ids), eq(table.claimToken, claim.token), pending))
          .returning({ id: table.id });
        const kept = new Set(held.map((row) => row.id));
        for (const id of ids) {
          if (!kept.has(id)) claim.running.get(id)?.abort(new ClaimLost("claimed by another worker"));
        }
        // The lease counts from before the update was sent: the safe side.
        armLapse(performance.now() - renewedAt);
      } catch (error) {
        logger.warn({ queue: name, err: errorMessage(error) }, "could not renew the delivery lease");
      }
    };
    const heartbeat = setInterval(() => void renew(), leaseMs / 3);
    return () => {
      clearInterval(heartbeat);
      clearTimeout(lapse);
    };
  }

  async function attempt(row: QueueRow<T>, controller: AbortController): Promise<AttemptResult> {
    const timeout = setTimeout(
      () => controller.abort(new Error(`no answer within ${attemptTimeoutMs / second} s`)),
      attemptTimeoutMs,
    );
    // The attempt settles when aborted even if the transport does not listen to the signal.
    const aborted = new Promise<never>((_, reject) => {
      if (controller.signal.aborted) reject(controller.signal.reason as Error);
      controller.signal.addEventListener("abort", () => reject(controller.signal.reason as Error), { once: true });
    });
    try {
      return await Promise.race([options.attempt(row, controller.signal), aborted]);
    } catch (error) {
      return { ok: false, error: errorMessage(error) };
    } finally {
      clearTimeout(timeout);
    }
  }

  async function deliver(claim: Claim<T>, row: QueueRow<T>): Promise<boolean> {
    const controller = new AbortController();
    claim.running.set(row.id, controller);
    const result = await attempt(row, controller).finally(() => claim.running.delete(row.id));
    const attempts = row.attempts + 1;
    const fields = { ...options.logFields(row), attempts };
    const at = now();
    let outcome: Partial<QueueRow<typeof mailOutbox>>;
    if (result.ok) outcome = { ...options.clearWhenDelivered?.(row), sentAt: at, lastError: null };
    else if (result.final || at.getTime() - row.createdAt.getTime() >= giveUpAfterMs)
      outcome = { lastError: result.error, failedAt: at };
    else {
      const backoff = retryDelayMs(attempts) * (1 + jitter * (2 * Math.random() - 1));
      const delay =
        result.retryAfterMs === undefined
          ? backoff
          : Math.min(Math.max(result.retryAfterMs, retryAfterBounds.minMs), retryAfterBounds.maxMs);
      outcome = { lastError: result.error, nextAttemptAt: new Date(at.getTime() + Math.round(delay)) };
    }
    // Written only while this claim still holds the row: a worker that lost it (frozen past its
    // lease) must not overwrite what the worker that took it over recorded.
    let written: unknown[];
    try {
      written = await recordOutcome(db, {
        queue: queueOf(options.table),
        outcome: db
          .update(table)
          .set({ ...outcome, claimToken: null })
          .where(heldBy(row.id, claim.token))
          .returning({ id: table.id, leadId: table.leadId })
          .getSQL(),
        at,
        error: result.ok ? null : result.error,
      });
    } catch (error) {
      // The row stays claimed; once the lease runs out it is attempted again (docs/decisions/0024).
      logger.error({ ...fields, err: errorMessage(error) }, `${name} outcome could not be recorded`);
      return false;
    }
    if (written.length === 0) {
      if (result.ok) {
        logger.error(fields, `${name} delivered after its claim was lost: the receiver may get it twice (same id)`);
      } else logger.warn(fields, `${name} attempt abandoned: its claim was lost`);
      return false;
    }
    if (result.ok) logger.info(fields, `${name} delivered`);
    else {
      const failure = { ...fields, ...(result.logged ?? { err: result.error }) };
      if (outcome.failedAt) logger.error(failure, `${name} failed for good`);
      else logger.warn(failure, `${name} delivery failed, will retry`);
    }
    return result.ok;
  }

  async function run(): Promise<number> {
    let delivered = 0;
    for (;;) {
      const batch = await claim();
      if (batch.rows.length === 0) return delivered;
      const release = holdClaim(batch);
      try {
        // allSettled: the heartbeat must run until the last attempt of the batch has ended.
        const results = await Promise.allSettled(batch.rows.map((row) => deliver(batch, row)));
        delivered += results.filter((r) => r.status === "fulfilled" && r.value).length;
      } finally {
        release();
      }
    }
  }

  function runOnce(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = run()
      .catch((error: unknown) => {
        logger.error({ queue: name, err: error }, "delivery run failed");
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          void runOnce();
        }
      });
    return running;
  }

  // Kicks within a few milliseconds become one run: under a burst of leads the worker claims them
  // in batches instead of one claim transaction per lead, which the requests would wait behind.
  let kicked: NodeJS.Timeout | undefined;
  function kick() {
    kicked ??= setTimeout(() => {
      kicked = undefined;
      void runOnce();
    }, kickDelayMs);
  }

  return {
    start() {
      timer ??= setInterval(() => void runOnce(), intervalMs);
      timer.unref();
      void runOnce();
    },
    async stop() {
      clearInterval(timer);
      clearTimeout(kicked);
      timer = kicked = undefined;
      again = false;
      await running;
    },
    runOnce,
    kick,
  };
}

/**
 * Writes an attempt's outcome and its entry in the delivery log (delivery_attempts) as one
 * statement: the entry exists exactly when the outcome was written, that is while the claim still
 * held the row. Resolves with the rows written (none when the claim was lost).
 */
async function recordOutcome(
  db: Db,
  attempt: { queue: QueueName; outcome: SQL; at: Date; error: string | null },
): Promise<unknown[]> {
  const { rows } = (await db.execute(sql`
    with written as (${attempt.outcome})
    insert into ${deliveryAttempts} (queue, delivery_id, lead_id, at, error)
    select ${attempt.queue}, id, lead_id, ${attempt.at.toISOString()}::timestamptz, ${attempt.error} from written
    returning delivery_id`)) as unknown as { rows: unknown[] };
  return rows;
}
