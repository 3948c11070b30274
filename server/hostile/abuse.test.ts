/**
 * Abuse: one client over the rate limit gets 429 while other clients are served; the limit cannot
 * be dodged with a forged X-Forwarded-For unless a trusted proxy is configured (TRUST_PROXY), and
 * then only the entry that proxy added counts; the counters are shared by every process on the
 * database; the autoresponder cannot be used to mail an address repeatedly, nor many addresses.
 * Over real HTTP, clients told apart by their loopback address (127.0.0.x).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { postFrom } from "../../tests/support/http-client";
import pg from "pg";
import {
  openTestDatabase,
  testDatabaseKind,
  testPostgresUrl,
  type TestDatabase,
} from "../../tests/support/test-database";
import { minimalContactLead } from "../../tests/support/payloads";
import { testApp } from "../../tests/support/test-app";
import { leads, mailOutbox, rateLimits } from "../db/schema";
import { startHttpServer, type StartedHttpServer } from "../http-server";
import type { LeadConfig } from "../leads/routes";
import { createLeadRateLimit } from "../rate-limit";

let database: TestDatabase;
const servers: StartedHttpServer[] = [];

const lead = (company = minimalContactLead.company, email = minimalContactLead.email) =>
  JSON.stringify({ ...minimalContactLead, company, email });

async function serve(config: Partial<LeadConfig> = {}, rateLimit = true): Promise<string> {
  const app = testApp(database, {
    // Spam traps on: a submission faster than 3 s is flagged.
    leadConfig: { minFillMs: 3000, ...config },
    rateLimit: createLeadRateLimit(database.db, rateLimit),
    consentEnabled: false,
  });
  const http = await startHttpServer({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  servers.push(http);
  return `http://127.0.0.1:${http.port}/api/leads`;
}

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  for (const s of servers) await s.close();
  await database.close();
});

beforeEach(async () => {
  await database.db.delete(mailOutbox);
  await database.db.delete(leads);
  await database.db.delete(rateLimits);
});

describe(`rate limit (${testDatabaseKind})`, () => {
  it("one client over the limit gets 429 with Retry-After; other clients are served meanwhile", async () => {
    const url = await serve();
    for (let i = 0; i < 5; i++) expect((await postFrom("127.0.0.2", url, lead())).status).toBe(201);
    const limited = await postFrom("127.0.0.2", url, lead());
    expect(limited.status).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect((await postFrom("127.0.0.3", url, lead())).status).toBe(201);
    expect((await postFrom("127.0.0.4", url, lead())).status).toBe(201);
    expect((await postFrom("127.0.0.2", url, lead())).status).toBe(429);
  });

  it("a forged X-Forwarded-For changes nothing without TRUST_PROXY", async () => {
    const url = await serve();
    const statuses = [];
    for (let i = 0; i < 8; i++) {
      statuses.push((await postFrom("127.0.0.5", url, lead(), { "X-Forwarded-For": `198.51.100.${i}` })).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
  });

  it("behind a trusted proxy only the address it added counts, not what the client put before it", async () => {
    const url = await serve({ trustProxy: ["127.0.0.6"] });
    // The proxy appends the address it sees: "<whatever the client sent>, <client>".
    const statuses = [];
    for (let i = 0; i < 7; i++) {
      statuses.push(
        (await postFrom("127.0.0.6", url, lead(), { "X-Forwarded-For": `10.0.0.${i}, 203.0.113.7` })).status,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    // Another visitor behind the same proxy has their own budget.
    expect((await postFrom("127.0.0.6", url, lead(), { "X-Forwarded-For": "203.0.113.8" })).status).toBe(201);
  });

  it("X-Forwarded-For from a client that is not a configured proxy is ignored, even with a proxy configured", async () => {
    const url = await serve({ trustProxy: ["127.0.0.6", "10.0.0.0/8"] });
    const statuses = [];
    for (let i = 0; i < 7; i++) {
      // Straight to the app port, past the proxy, claiming a new address each time.
      statuses.push((await postFrom("127.0.0.9", url, lead(), { "X-Forwarded-For": `198.51.100.${i}` })).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
  });

  it("IPv6 clients are counted per /64: new addresses from one network share one budget", async () => {
    const url = await serve({ trustProxy: ["127.0.0.6"] });
    const statuses = [];
    for (let i = 1; i <= 7; i++) {
      statuses.push(
        (await postFrom("127.0.0.6", url, lead(), { "X-Forwarded-For": `2001:db8:7:1:${i.toString(16)}::${i}` }))
          .status,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    // The same network written another way (leading zeros, expanded) is the same client.
    const sameNet = "2001:0db8:0007:0001:ffff:ffff:ffff:ffff";
    expect((await postFrom("127.0.0.6", url, lead(), { "X-Forwarded-For": sameNet })).status).toBe(429);
    // The next /64 is somebody else.
    expect((await postFrom("127.0.0.6", url, lead(), { "X-Forwarded-For": "2001:db8:7:2::1" })).status).toBe(201);
  });

  it("the counters are shared by every server process on the database", async () => {
    const [a, b] = [await serve(), await serve()];
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await postFrom("127.0.0.7", i % 2 ? a : b, lead())).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe(`autoresponder (${testDatabaseKind})`, () => {
  const replies = () => database.db.select().from(mailOutbox).where(eq(mailOutbox.purpose, "autoreply"));

  it("20 leads for one address at once, from 20 clients, in any spelling: one confirmation a day", async () => {
    const url = await serve({ autoresponder: true });
    const spellings = ["victim@example.com", "Victim@Example.com", "VICTIM@EXAMPLE.COM"];
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        postFrom(`127.0.1.${i + 1}`, url, lead(`Firma ${i}`, spellings[i % spellings.length])),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
    const sent = await replies();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.toAddress).toBe("victim@example.com");
    // Every lead itself still reaches the provider.
    expect(await database.db.$count(mailOutbox, eq(mailOutbox.purpose, "lead"))).toBe(20);
  });

  // Only PostgreSQL has the cross-process lock; the PGlite run has one process by design.
  (testPostgresUrl ? it : () => {})(
    "the check is serialised across processes: leads wait for the autoresponder lock, then one confirmation",
    async () => {
      const url = await serve({ autoresponder: true }, false);
      // Another process holds the lock, as one that is deciding about a confirmation right now.
      const other = new pg.Client({ connectionString: database.url });
      await other.connect();
      try {
        await other.query("begin");
        await other.query("select pg_advisory_xact_lock(hashtext('neutra:autoreply'))");
        let done = 0;
        const pending = Array.from({ length: 5 }, (_, i) =>
          postFrom(`127.0.2.${i + 1}`, url, lead(`Firma ${i}`, "waiting@example.com")).then((r) => (done++, r)),
        );
        await new Promise((r) => setTimeout(r, 700));
        expect(done).toBe(0); // every lead waits, none decides on its own
        await other.query("commit");
        expect((await Promise.all(pending)).map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
        expect(await replies()).toHaveLength(1);
      } finally {
        await other.end();
      }
    },
  );

  it("many addresses: no more than AUTORESPONDER_PER_HOUR confirmations in all", async () => {
    const url = await serve({ autoresponder: true, autoresponderPerHour: 3 }, false);
    for (let i = 0; i < 6; i++) {
      expect((await postFrom("127.0.0.8", url, lead(`Firma ${i}`, `person${i}@example.com`))).status).toBe(201);
    }
    expect(await replies()).toHaveLength(3);
    expect(await database.db.$count(mailOutbox, eq(mailOutbox.purpose, "lead"))).toBe(6);
  });

  it("one client cannot make it mail more than a handful of addresses: the rate limit stops it", async () => {
    const url = await serve({ autoresponder: true });
    const statuses = [];
    for (let i = 0; i < 10; i++) {
      statuses.push((await postFrom("127.0.0.9", url, lead(`Firma ${i}`, `target${i}@example.com`))).status);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(await replies()).toHaveLength(5);
  });

  it("spam-trapped submissions (honeypot, too fast) never trigger a confirmation", async () => {
    const url = await serve({ autoresponder: true }, false);
    const trapped = JSON.parse(lead("Bot GmbH", "victim2@example.com")) as Record<string, unknown>;
    expect((await postFrom("127.0.0.10", url, JSON.stringify({ ...trapped, website: "x" }))).status).toBe(201);
    expect((await postFrom("127.0.0.10", url, JSON.stringify({ ...trapped, elapsedMs: 100 }))).status).toBe(201);
    expect(await replies()).toHaveLength(0);
  });
});
