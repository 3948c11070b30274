/**
 * The database is unavailable: the API answers 503 quickly (no hang), nothing half-written, the
 * health endpoint says so, the process survives, and it recovers by itself when the database is
 * back. On PostgreSQL the outage is played by a TCP proxy between the app and the server: refused
 * connections (a crash or restart) and a black hole (a dropped network path, a frozen server).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { minimalContactLead as lead } from "../../tests/support/payloads";
import { SmtpSink } from "../../tests/support/smtp-sink";
import { TcpProxy } from "../../tests/support/tcp-proxy";
import { postJson, testApp } from "../../tests/support/test-app";
import {
  openTestDatabase,
  testDatabaseKind,
  testPostgresUrl,
  type TestDatabase,
} from "../../tests/support/test-database";
import { openDatabase, type Database } from "../db/client";
import { leads, mailOutbox } from "../db/schema";
import { createLogger } from "../logger";
import { createOutboxWorker, type OutboxWorker } from "../mail/outbox";
import { createMailTransport, type MailTransport } from "../mail/transport";
import { createLeadRateLimit } from "../rate-limit";

const logger = createLogger("silent");

function appOn(database: Database, rateLimit = true) {
  return testApp(database, {
    leadConfig: { minFillMs: 3000 },
    // On: the rate limit's counters live in the same database and must fail the same way.
    // Off: the lead's transaction is the first to meet the outage.
    rateLimit: createLeadRateLimit(database.db, rateLimit),
    consentEnabled: false,
  });
}

let n = 0;
async function timed(app: ReturnType<typeof appOn>, path: string) {
  const started = performance.now();
  const res =
    path === "/api/health"
      ? await app.request(path)
      : // Another company and client each time, so the rate limit never answers for the database.
        await postJson(app, path, { ...lead, company: `Firma ${++n}` });
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, ms: performance.now() - started };
}

async function until(check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

// Each database has its own failure modes; a run registers the suite of the database it tests.
const onPglite = testDatabaseKind === "pglite" ? describe : () => {};
const onPostgres = testPostgresUrl ? describe : () => {};

onPglite("embedded database (PGlite) closed or broken", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });

  it("answers 503 at once to leads and health; nothing is thrown", async () => {
    const app = appOn(database);
    expect((await timed(app, "/api/leads")).status).toBe(201);
    await database.close();
    const posted = await timed(app, "/api/leads");
    expect(posted).toMatchObject({ status: 503, body: { error: "unavailable" } });
    expect(posted.ms).toBeLessThan(1000);
    const health = await timed(app, "/api/health");
    expect(health).toMatchObject({ status: 503, body: { status: "unavailable" } });
    expect(health.ms).toBeLessThan(1000);
  });
});

onPostgres("PostgreSQL unavailable", () => {
  let direct: TestDatabase;
  let proxy: TcpProxy;
  let viaProxy: Database;
  let app: ReturnType<typeof appOn>;
  let sink: SmtpSink;
  let transport: MailTransport;
  let outbox: OutboxWorker;
  const accepted: string[] = [];
  const connectionErrors: Error[] = [];

  beforeAll(async () => {
    direct = await openTestDatabase();
    const url = new URL(direct.url!);
    proxy = new TcpProxy(url.hostname, Number(url.port));
    url.port = String(await proxy.start());
    // The production timeouts (3 s to connect, 5 s per query): this is what a visitor waits at most.
    viaProxy = await openDatabase({
      databaseUrl: url.toString(),
      dataDir: null,
      onConnectionError: (e) => connectionErrors.push(e),
    });
    app = appOn(viaProxy);
    sink = new SmtpSink();
    transport = createMailTransport({ smtpUrl: await sink.start(), mailDir: "unused" });
    outbox = createOutboxWorker({ db: viaProxy.db, transport, from: "web@neutra.example", logger });
  });

  afterAll(async () => {
    transport.close();
    await sink.stop();
    await viaProxy.close();
    await proxy.stop();
    await direct.close();
  });

  async function acceptOne() {
    const res = await timed(app, "/api/leads");
    expect(res.status).toBe(201);
    accepted.push(res.body.id as string);
  }

  it("healthy: leads are accepted and health says ok", async () => {
    await acceptOne();
    await acceptOne();
    expect((await timed(app, "/api/health")).body).toEqual({ status: "ok" });
  });

  it("server gone (connections refused or cut): 503 within a second, nothing written, health 503", async () => {
    const before = await direct.db.$count(leads);
    proxy.setMode("refuse");
    for (let i = 0; i < 3; i++) {
      const res = await timed(app, "/api/leads");
      expect(res).toMatchObject({ status: 503, body: { error: "unavailable" } });
      expect(res.ms).toBeLessThan(1000);
    }
    const health = await timed(app, "/api/health");
    expect(health).toMatchObject({ status: 503, body: { status: "unavailable" } });
    expect(health.ms).toBeLessThan(1000);
    expect(await outbox.runOnce()).toBe(0); // the worker logs and waits, it does not throw
    expect(await direct.db.$count(leads)).toBe(before);
  });

  it("server back: recovers by itself, accepts leads, the outbox sends what waited", async () => {
    proxy.setMode("pass");
    expect(await until(async () => (await timed(app, "/api/health")).status === 200, 10_000)).toBe(true);
    await acceptOne();
    expect(await outbox.runOnce()).toBe(accepted.length);
  });

  it("connection cut in the middle of a transaction: that lead fails, the process lives on", async () => {
    const attempt = viaProxy.db.transaction(async (tx) => {
      await tx.insert(leads).values({ ...lead, language: "de", payload: lead, company: "Halbe Sache" });
      proxy.setMode("refuse");
      await tx.insert(leads).values({ ...lead, language: "de", payload: lead, company: "Halbe Sache 2" });
    });
    await expect(attempt).rejects.toThrow();
    proxy.setMode("pass");
    expect(await until(async () => (await timed(app, "/api/health")).status === 200, 10_000)).toBe(true);
    expect(await direct.db.$count(leads)).toBe(accepted.length); // rolled back
  });

  it("network black hole: 503 within the timeouts (about 5 s), not a hang; the pool is not drained", async () => {
    const noLimit = appOn(viaProxy, false);
    // Open connections in the pool, which the leads will find idle and begin their transaction on.
    await Promise.all(Array.from({ length: 6 }, () => timed(noLimit, "/api/health")));
    expect(viaProxy.pool!.idleCount).toBeGreaterThan(3);
    proxy.setMode("blackhole");
    // More requests than the pool has connections (10), leads first: each ends in time.
    const results = await Promise.all([
      ...Array.from({ length: 12 }, () => timed(noLimit, "/api/leads")),
      ...Array.from({ length: 4 }, () => timed(noLimit, "/api/health")),
    ]);
    for (const res of results) {
      expect(res.status).toBe(503);
      expect(res.ms).toBeLessThan(7000);
    }
  }, 60_000);

  it("network back: recovers by itself; every accepted lead is stored and mailed exactly once", async () => {
    proxy.setMode("pass");
    expect(await until(async () => (await timed(app, "/api/health")).status === 200, 15_000)).toBe(true);
    await acceptOne();
    await outbox.runOnce();
    const stored = await direct.db.select({ id: leads.id }).from(leads);
    expect(stored.map((r) => r.id)).toEqual(expect.arrayContaining(accepted));
    const mails = await direct.db.select().from(mailOutbox);
    // Leads that got a 503 in the black hole may or may not have reached the server; each stored
    // lead has exactly one mail, and every mail was delivered once.
    expect(mails).toHaveLength(stored.length);
    expect(mails.every((m) => m.sentAt)).toBe(true);
    expect(sink.received).toHaveLength(stored.length);
    expect(sink.duplicates()).toEqual([]);
    // No connection leaked by the outage: none is still checked out now that nothing runs.
    const pool = viaProxy.pool!;
    expect(pool.totalCount - pool.idleCount).toBe(0);
  }, 60_000);
});
