/**
 * Signed webhook delivery to the owner's CRM through the delivery queue: a real HTTP receiver on
 * loopback checks every request with the `standardwebhooks` package. Failures (5xx, no answer)
 * are retried with the same webhook-id until one 2xx; Retry-After is honoured; 410 disables the
 * URL for every process until the operator enables it; spam and an unset WEBHOOK_URL queue
 * nothing; two workers racing deliver once; the lease is renewed while an attempt runs, and an
 * attempt whose claim was taken over is abandoned.
 */
import { createHmac, randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { minimalContactLead as lead } from "../../tests/support/payloads";
import { solvedPow } from "../../tests/support/pow";
import { postJson, testApp } from "../../tests/support/test-app";
import { deleteLeads, openTestDatabase, testDatabaseKind, type TestDatabase } from "../../tests/support/test-database";
import { WebhookReceiver } from "../../tests/support/webhook-receiver";
import { leads, mailOutbox, webhookDeliveries, webhookEndpoints } from "../db/schema";
import { retryAfterBounds, retryDelayMs } from "../delivery/queue";
import { createLogger } from "../logger";
import { mailCommand } from "../operator";
import { eraseSubject } from "../privacy/subject";
import { createWebhookWorker, signWebhook, webhookBody, type WebhookWorkerOptions } from "./webhook";

const secret = `whsec_${randomBytes(32).toString("base64")}`;
let database: TestDatabase;
let receiver: WebhookReceiver;
let url: string;
let clock: number;
const logLines: { level: number; msg: string; [key: string]: unknown }[] = [];
const logger = createLogger(
  "warn",
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(JSON.parse(chunk.toString()) as (typeof logLines)[number]);
      done();
    },
  }),
);

async function submit(company = lead.company, extra: Record<string, unknown> = {}, webhooks = true) {
  const app = testApp(database, { leadConfig: { webhooks, minFillMs: 3000 } });
  const res = await postJson(app, "/api/leads", { ...lead, company, pow: await solvedPow(app), ...extra });
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: string };
  const [delivery] = await database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.leadId, id));
  // The worker's clock stands a second after the delivery was queued, however long solving and
  // storing took: set before it, a slow machine left the delivery not yet due.
  clock = Math.max(clock, Date.now() + 1000);
  return { leadId: id, webhookId: delivery?.id };
}

function worker(options: Partial<WebhookWorkerOptions> = {}) {
  return createWebhookWorker({ db: database.db, url, secret, logger, now: () => new Date(clock), ...options });
}

const row = async (id: string) =>
  (await database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id)))[0]!;

const waitFor = async (condition: () => boolean, ms = 5000) => {
  const deadline = Date.now() + ms;
  while (!condition() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
  expect(condition()).toBe(true);
};

beforeAll(async () => {
  database = await openTestDatabase();
  receiver = new WebhookReceiver(secret);
  url = await receiver.start();
});

afterAll(async () => {
  await receiver.stop();
  await database.close();
});

beforeEach(async () => {
  await deleteLeads(database);
  receiver.received = [];
  receiver.script = [];
  logLines.length = 0;
  clock = Date.now() + 1000;
});

describe(`webhook delivery (${testDatabaseKind})`, () => {
  it("500, then no answer within the timeout, then 204: one id, valid signatures, the lead's body, one acceptance", async () => {
    const { leadId, webhookId } = await submit();
    expect(webhookId).toBeDefined();
    const id = webhookId!;
    const webhooks = worker({ timeoutMs: 300 });
    receiver.script = [{ status: 500 }, "hang", { status: 204 }];

    expect(await webhooks.runOnce()).toBe(0);
    let state = await row(id);
    expect(state).toMatchObject({ attempts: 1, sentAt: null, failedAt: null, lastError: expect.stringMatching(/500/) });
    // 30 s, give or take the 20 % jitter.
    const firstDelay = state.nextAttemptAt.getTime() - clock;
    expect(firstDelay).toBeGreaterThanOrEqual(retryDelayMs(1) * 0.8);
    expect(firstDelay).toBeLessThanOrEqual(retryDelayMs(1) * 1.2);

    // Not due yet: nothing is sent.
    clock += retryDelayMs(1) * 0.8 - 1000;
    expect(await webhooks.runOnce()).toBe(0);
    expect(receiver.received).toHaveLength(1);

    clock = state.nextAttemptAt.getTime();
    const started = performance.now();
    expect(await webhooks.runOnce()).toBe(0);
    expect(performance.now() - started).toBeLessThan(3000);
    state = await row(id);
    expect(state).toMatchObject({ attempts: 2, sentAt: null, lastError: "no answer within 0.3 s" });
    await waitFor(() => receiver.received[1]!.abandoned);

    clock = state.nextAttemptAt.getTime();
    expect(await webhooks.runOnce()).toBe(1);
    clock += 24 * 3600_000;
    expect(await webhooks.runOnce()).toBe(0);

    expect(receiver.received).toHaveLength(3);
    expect(receiver.received.map((r) => r.headers["webhook-id"])).toEqual([id, id, id]);
    expect(receiver.received.every((r) => r.verified)).toBe(true);
    expect(receiver.accepted()).toHaveLength(1);
    expect(await row(id)).toMatchObject({ attempts: 3, lastError: null, failedAt: null, claimToken: null });
    expect((await row(id)).sentAt).toBeInstanceOf(Date);

    const [stored] = await database.db.select().from(leads).where(eq(leads.id, leadId));
    const body = JSON.parse(receiver.received[2]!.body) as Record<string, unknown>;
    expect(new Set(receiver.received.map((r) => r.body)).size).toBe(1);
    expect(body).toEqual({
      type: "lead.created",
      timestamp: stored!.createdAt.toISOString(),
      data: {
        id: leadId,
        kind: "contact",
        language: "de",
        pageContext: "/neutra-kontakt",
        createdAt: stored!.createdAt.toISOString(),
        verified: true,
        fields: stored!.payload,
      },
    });
    expect(stored!.payload).toMatchObject({ company: lead.company, email: lead.email });
    // Ids in the logs, never the visitor's name or address.
    const logged = JSON.stringify(logLines);
    expect(logged).toContain(leadId);
    expect(logged).not.toContain(lead.email);
    expect(logged).not.toContain(lead.name);
  });

  it("tells the CRM whether the lead came with a valid proof-of-work solution", async () => {
    const { webhookId } = await submit("Ohne Rechenaufgabe GmbH", { pow: undefined });
    const [delivery] = await database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, webhookId!));
    expect(JSON.parse(delivery!.body)).toMatchObject({ data: { verified: false } });
  });

  it("signs as the specification says: the reference verifier accepts it, refuses a tampered body or another key", () => {
    const id = randomUUID();
    const timestamp = Math.floor(Date.now() / 1000);
    const body = webhookBody({
      id: randomUUID(),
      kind: "contact",
      language: "en",
      createdAt: new Date(),
      verified: false,
      payload: { pageContext: "/en/neutra-kontakt" },
    });
    const headers = {
      "webhook-id": id,
      "webhook-timestamp": String(timestamp),
      "webhook-signature": signWebhook(secret, id, timestamp, body),
    };
    expect(new Webhook(secret).verify(body, headers)).toMatchObject({
      data: { verified: false, pageContext: "/en/neutra-kontakt" },
    });
    expect(() => new Webhook(secret).verify(body.replace('"en"', '"de"'), headers)).toThrow();
    expect(() => new Webhook(`whsec_${randomBytes(32).toString("base64")}`).verify(body, headers)).toThrow();
  });

  it("410 Gone disables the URL for good: waiting deliveries stop, new ones are not sent, an error is logged; enable-webhook resumes", async () => {
    const webhooks = worker();
    const first = await submit("Firma A");
    receiver.script = [{ status: 503 }];
    await webhooks.runOnce();
    expect((await row(first.webhookId!)).failedAt).toBeNull(); // waiting for its retry

    const second = await submit("Firma B");
    receiver.script = [{ status: 410 }];
    clock += 1000; // the first is not due yet: only the second is attempted
    expect(await webhooks.runOnce()).toBe(0);
    expect(receiver.received).toHaveLength(2);
    expect(await row(second.webhookId!)).toMatchObject({ lastError: expect.stringMatching(/410/) });
    expect((await row(second.webhookId!)).failedAt).toBeInstanceOf(Date);
    // The one waiting for a retry is stopped at once, not when it comes due.
    expect((await row(first.webhookId!)).failedAt).toBeInstanceOf(Date);
    expect((await row(first.webhookId!)).lastError).toMatch(/410 Gone/);
    expect(await database.db.select().from(webhookEndpoints)).toEqual([
      expect.objectContaining({ url, reason: expect.stringMatching(/410 Gone/) }),
    ]);
    expect(logLines).toContainEqual(
      expect.objectContaining({ level: 50, msg: "webhook endpoint disabled (410 Gone)", leadId: second.leadId }),
    );

    // Another process (another worker) respects it: a new lead's delivery fails without a request.
    const third = await submit("Firma C");
    clock += 3600_000;
    expect(await worker().runOnce()).toBe(0);
    expect(receiver.received).toHaveLength(2);
    expect((await row(third.webhookId!)).failedAt).toBeInstanceOf(Date);

    const status: string[] = [];
    await mailCommand(database.db, ["status"], (line) => status.push(line));
    expect(status).toContain("webhook: sent: 0, waiting: 0, failed: 3");
    expect(status.at(-1)).toMatch(/^webhook DISABLED since .*410 Gone/);

    const enabled: string[] = [];
    await mailCommand(database.db, ["enable-webhook"], (line) => enabled.push(line));
    expect(enabled).toEqual([`Enabled ${url} again.`, "3 failed webhook deliveries are due again."]);
    clock = Date.now() + 1000;
    expect(await webhooks.runOnce()).toBe(3);
    expect(
      receiver
        .accepted()
        .map((r) => r.headers["webhook-id"])
        .sort(),
    ).toEqual([first.webhookId, second.webhookId, third.webhookId].sort());
  });

  it.each([
    ["delta-seconds", () => "120", 120_000, 120_000],
    ["an HTTP date", () => new Date(Date.now() + 600_000).toUTCString(), 598_000, 600_000],
    ["below our first retry (capped up to 30 s)", () => "0", retryAfterBounds.minMs, retryAfterBounds.minMs],
    ["of days (capped at 6 h)", () => "259200", retryAfterBounds.maxMs, retryAfterBounds.maxMs],
  ])("Retry-After as %s is honoured", async (_, value, min, max) => {
    const { webhookId } = await submit();
    receiver.script = [{ status: 503, headers: { "Retry-After": value() } }];
    expect(await worker().runOnce()).toBe(0);
    const delay = (await row(webhookId!)).nextAttemptAt.getTime() - clock;
    expect(delay).toBeGreaterThanOrEqual(min);
    expect(delay).toBeLessThanOrEqual(max);
  });

  it("network errors are retried: connection refused is recorded as the last error", async () => {
    const { webhookId } = await submit();
    const closed = new WebhookReceiver(secret);
    const closedUrl = await closed.start();
    await closed.stop();
    expect(await worker({ url: closedUrl }).runOnce()).toBe(0);
    expect(await row(webhookId!)).toMatchObject({ failedAt: null, lastError: expect.stringMatching(/ECONNREFUSED/) });
  });

  it("spam leads queue no webhook, and nothing is queued without WEBHOOK_URL", async () => {
    const spam = await submit("Bot GmbH", { website: "https://spam.example" });
    expect(spam.webhookId).toBeUndefined();
    const tooFast = await submit("Bot AG", { elapsedMs: 100 });
    expect(tooFast.webhookId).toBeUndefined();
    const unset = await submit("Ohne Webhook", {}, false);
    expect(unset.webhookId).toBeUndefined();
    expect(await database.db.$count(webhookDeliveries)).toBe(0);
    // The mail of the real lead is queued as always.
    expect(await database.db.$count(mailOutbox, eq(mailOutbox.leadId, unset.leadId))).toBe(1);
  });

  it("two workers racing deliver each lead once", async () => {
    const ids = [];
    for (let i = 0; i < 12; i++) ids.push((await submit(`Firma ${i}`)).webhookId!);
    receiver.script = ids.map(() => ({ status: 200, delayMs: 50 }));
    const [a, b] = [worker(), worker()];
    const delivered = await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()]);
    expect(delivered[0]! + delivered[1]!).toBe(12);
    expect(receiver.received.map((r) => r.headers["webhook-id"]).sort()).toEqual([...ids].sort());
    const rows = await database.db.select().from(webhookDeliveries);
    expect(rows.every((r) => r.sentAt && r.attempts === 1)).toBe(true);
  });

  it("the lease is renewed while an attempt runs: a slow receiver is not given the delivery twice", async () => {
    const { webhookId } = await submit();
    // Real time here: leases are compared with the database's rows as time passes.
    const slow = worker({ now: undefined, leaseMs: 600, timeoutMs: 3000 });
    const other = worker({ now: undefined, leaseMs: 600 });
    receiver.script = [{ status: 204, delayMs: 1500 }];
    const delivering = slow.runOnce();
    let done = false;
    void delivering.then(() => (done = true));
    // The other worker tries only once the slow one holds the delivery (its request has arrived):
    // under load it could otherwise claim it first, which is not what this test is about.
    await vi.waitFor(() => expect(receiver.received).toHaveLength(1), { timeout: 10_000 });
    let taken = 0;
    while (!done) {
      taken += await other.runOnce();
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(await delivering).toBe(1);
    expect(taken).toBe(0);
    expect(receiver.received).toHaveLength(1);
    expect(await row(webhookId!)).toMatchObject({ attempts: 1, lastError: null });
  });

  it("an attempt whose claim was taken over is abandoned at the next renewal and records nothing", async () => {
    const { webhookId } = await submit();
    const webhooks = worker({ now: undefined, leaseMs: 600, timeoutMs: 5000 });
    receiver.script = ["hang"];
    const started = performance.now();
    const delivering = webhooks.runOnce();
    await waitFor(() => receiver.received.length === 1);
    // What another worker's claim looks like once this one's lease has lapsed (a frozen process).
    const otherToken = randomUUID();
    await database.db
      .update(webhookDeliveries)
      .set({ claimToken: otherToken, lastError: "the other worker's" })
      .where(eq(webhookDeliveries.id, webhookId!));
    expect(await delivering).toBe(0);
    expect(performance.now() - started).toBeLessThan(1500); // the next renewal (200 ms), not the 5 s timeout
    await waitFor(() => receiver.received[0]!.abandoned);
    expect(await row(webhookId!)).toMatchObject({
      claimToken: otherToken,
      lastError: "the other worker's",
      sentAt: null,
    });
    expect(logLines).toContainEqual(expect.objectContaining({ msg: "webhook attempt abandoned: its claim was lost" }));
  });
});

describe(`the CRM told of an erasure (${testDatabaseKind})`, () => {
  it("gets a subject.erased event signed like a lead, with a hash it computes from the address and nothing more", async () => {
    await submit();
    receiver.received = [];
    const erased = await eraseSubject(database.db, ` ${lead.email.toUpperCase()} `, {
      key: "an-erasure-key-of-at-least-32-characters",
      mailDir: mkdtempSync(path.join(tmpdir(), "erasure-mail-")),
      userId: null,
      via: "cli",
      webhookSecret: secret,
    });
    expect(erased).toMatchObject({ leads: 1, webhooks: 1, notified: true });

    expect(await worker().runOnce()).toBe(1);
    expect(receiver.received).toHaveLength(1);
    const [got] = receiver.received;
    expect(got!.verified).toBe(true);
    // What the receiver computes with the secret it verifies signatures with.
    const key = Buffer.from(secret.slice("whsec_".length), "base64");
    const expected = createHmac("sha256", key).update(`subject.erased:${lead.email.toLowerCase()}`).digest("hex");
    expect(JSON.parse(got!.body)).toEqual({
      type: "subject.erased",
      timestamp: expect.any(String),
      data: { subject: expected },
    });
    expect(got!.body.toLowerCase()).not.toContain(lead.email.toLowerCase().split("@")[0]);

    // Re-applying the erasure after a restore tells the CRM nothing again.
    const again = await eraseSubject(database.db, lead.email, {
      key: "an-erasure-key-of-at-least-32-characters",
      mailDir: mkdtempSync(path.join(tmpdir(), "erasure-mail-")),
      userId: null,
      via: "restore",
      webhookSecret: secret,
    });
    expect(again.notified).toBe(false);
  });
});
