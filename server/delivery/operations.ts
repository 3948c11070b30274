import { and, asc, eq, gt, isNotNull, isNull, lte, or } from "drizzle-orm";
import type { Db } from "../db/client";
import { columnsOf, queueNames, queues, type QueueName, type QueueRow } from "./tables";

/** What operators do with the delivery queues: make them due, read their state, retry one row. */

/**
 * Makes every pending row of every queue due now. Only for the embedded database, which one
 * process opens at a time: a claim found at start belongs to a process that is gone (SIGKILL,
 * power loss), so waiting out its lease would only delay the lead. Rows waiting for a retry are
 * tried once more too, which is what an operator who restarts after fixing SMTP or the CRM
 * wants. Returns how many rows of each queue were pending.
 */
export async function makePendingDue(db: Db, at: Date = new Date()): Promise<Record<QueueName, number>> {
  const counts = {} as Record<QueueName, number>;
  for (const queue of queueNames) {
    const table = columnsOf(queues[queue]);
    const made = await db
      .update(table)
      .set({ nextAttemptAt: at })
      .where(and(isNull(table.sentAt), isNull(table.failedAt), gt(table.nextAttemptAt, at)))
      .returning({ id: table.id });
    counts[queue] = made.length;
  }
  return counts;
}

/** For `npm run mail -- status`: how many rows were delivered, and the rows waiting or failed. */
export async function queueStatus<Q extends QueueName>(db: Db, queue: Q) {
  type Row = QueueRow<(typeof queues)[Q]>;
  const table = columnsOf(queues[queue]);
  const waiting = await db
    .select()
    .from(table)
    .where(and(isNull(table.sentAt), isNull(table.failedAt)))
    .orderBy(asc(table.createdAt));
  const failed = await db.select().from(table).where(isNotNull(table.failedAt)).orderBy(asc(table.createdAt));
  const sent = await db.$count(table, isNotNull(table.sentAt));
  return { sent, waiting: waiting as Row[], failed: failed as Row[] };
}

/**
 * Makes an undelivered row due now with a fresh three-day window (`npm run mail -- retry ID`);
 * false when the queue has no such row, or a worker holds it right now (making it due would let
 * a second worker send it alongside).
 */
export async function retryDelivery(db: Db, queue: QueueName, id: string, at = new Date()): Promise<boolean> {
  const table = columnsOf(queues[queue]);
  const updated = await db
    .update(table)
    .set({ failedAt: null, nextAttemptAt: at, createdAt: at })
    .where(and(eq(table.id, id), isNull(table.sentAt), or(isNull(table.claimToken), lte(table.nextAttemptAt, at))))
    .returning({ id: table.id });
  return updated.length > 0;
}
