/**
 * The delivery queue's claim: an attempt never outlives its lease (when the lease cannot be
 * renewed, the attempt is abandoned before another process may take the row), and on the
 * embedded database every pending row of both queues is made due at start.
 */
import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { storedLead } from "../../tests/support/payloads";
import { deleteLeads, openTestDatabase, testDatabaseKind, type TestDatabase } from "../../tests/support/test-database";
import type { Db } from "../db/client";
import { deliveryAttempts, leads, mailOutbox, webhookDeliveries } from "../db/schema";
import { createLogger } from "../logger";
import { makePendingDue } from "./operations";
import { createDeliveryWorker } from "./queue";

let database: TestDatabase;
const logger = createLogger("silent");

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
beforeEach(() => deleteLeads(database));

const mail = async () =>
  (
    await database.db
      .insert(mailOutbox)
      .values({ toAddress: "kontakt@neutra.test", subject: "Lead", textBody: "-", htmlBody: "-" })
      .returning()
  )[0]!;

describe(`delivery queue (${testDatabaseKind})`, () => {
  it("a lease that cannot be renewed (database unreachable from here) ends the attempt before the lease lapses", async () => {
    const { id } = await mail();
    let unreachable = false;
    // Every update fails once the database is "gone": the renewals and the outcome's write.
    const db = new Proxy(database.db, {
      get(target, property, receiver) {
        if (property === "update" && unreachable)
          return () => {
            throw new Error("connection lost");
          };
        const value: unknown = Reflect.get(target, property, receiver);
        return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    }) as Db;
    let abortedAfterMs: number | undefined;
    let reason: unknown;
    // From the claim (the attempt starts right after it), not from before it: the claim's own
    // query took over a second on a loaded machine and is not the lease's time.
    let started = 0;
    const worker = createDeliveryWorker({
      name: "mail",
      db,
      table: mailOutbox,
      logger,
      leaseMs: 900,
      attemptTimeoutMs: 10_000,
      logFields: (row) => ({ mailId: row.id }),
      attempt: (_row, signal) => {
        started = performance.now();
        unreachable = true;
        return new Promise((_, reject) =>
          signal.addEventListener("abort", () => {
            abortedAfterMs = performance.now() - started;
            reason = signal.reason;
            reject(signal.reason as Error);
          }),
        );
      },
    });
    expect(await worker.runOnce()).toBe(0);
    // Lease 900 ms, renewals every 300 ms all failing: abandoned at 750 ms (a sixth of the lease
    // before it lapses), long before the attempt's own 10 s.
    expect(abortedAfterMs).toBeGreaterThanOrEqual(700);
    expect(abortedAfterMs).toBeLessThan(900);
    expect(String(reason)).toMatch(/lease not renewed/);
    unreachable = false;
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    // Nothing was recorded: the row waits for its lease to lapse, then any process retries it.
    expect(row).toMatchObject({ attempts: 1, sentAt: null, lastError: null });
    expect(row!.claimToken).not.toBeNull();
  });

  it("makePendingDue (embedded database at start) makes claimed and retrying rows of both queues due", async () => {
    const at = new Date();
    const later = new Date(at.getTime() + 120_000);
    const [lead] = await database.db.insert(leads).values(storedLead).returning();
    const claimed = await mail();
    await database.db
      .update(mailOutbox)
      .set({ nextAttemptAt: later, claimToken: randomUUID() })
      .where(eq(mailOutbox.id, claimed.id));
    const [webhook] = await database.db
      .insert(webhookDeliveries)
      .values({ leadId: lead!.id, body: "{}", nextAttemptAt: later })
      .returning();
    const [sent] = await database.db
      .insert(webhookDeliveries)
      .values({ leadId: lead!.id, body: "{}", nextAttemptAt: later, sentAt: at })
      .returning();

    expect(await makePendingDue(database.db, at)).toEqual({ mail: 1, webhook: 1 });
    const due = async (table: typeof mailOutbox | typeof webhookDeliveries, id: string) =>
      (await database.db.select().from(table).where(eq(table.id, id)))[0]!.nextAttemptAt.getTime();
    expect(await due(mailOutbox, claimed.id)).toBe(at.getTime());
    expect(await due(webhookDeliveries, webhook!.id)).toBe(at.getTime());
    expect(await due(webhookDeliveries, sent!.id)).toBe(later.getTime());
  });
});

describe(`delivery log (${testDatabaseKind})`, () => {
  it("records every attempt: two failures and then the success leave three entries, oldest first", async () => {
    const [lead] = await database.db.insert(leads).values(storedLead).returning();
    let clock = new Date("2026-11-22T10:00:00Z");
    const [queued] = await database.db
      .insert(mailOutbox)
      .values({
        leadId: lead!.id,
        toAddress: "kontakt@neutra.test",
        subject: "Lead",
        textBody: "-",
        htmlBody: "-",
        createdAt: clock,
        nextAttemptAt: clock,
      })
      .returning();
    const outcomes = [new Error("421 try later"), new Error("connection reset")];
    const worker = createDeliveryWorker({
      name: "mail",
      db: database.db,
      table: mailOutbox,
      logger,
      now: () => clock,
      logFields: (row) => ({ mailId: row.id }),
      attempt: async () => {
        const failure = outcomes.shift();
        if (failure) throw failure;
        return { ok: true };
      },
    });
    for (let round = 0; round < 3; round++) {
      await worker.runOnce();
      // Past the retry delay (at most an hour).
      clock = new Date(clock.getTime() + 3600_000);
    }
    const log = await database.db
      .select()
      .from(deliveryAttempts)
      .where(eq(deliveryAttempts.deliveryId, queued!.id))
      .orderBy(asc(deliveryAttempts.at));
    expect(log.map(({ queue, leadId, at, error }) => ({ queue, leadId, at: at.toISOString(), error }))).toEqual([
      { queue: "mail", leadId: lead!.id, at: "2026-11-22T10:00:00.000Z", error: "421 try later" },
      { queue: "mail", leadId: lead!.id, at: "2026-11-22T11:00:00.000Z", error: "connection reset" },
      { queue: "mail", leadId: lead!.id, at: "2026-11-22T12:00:00.000Z", error: null },
    ]);
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, queued!.id));
    expect(row).toMatchObject({ attempts: 3, lastError: null });
    expect(row!.sentAt).not.toBeNull();
  });
});
