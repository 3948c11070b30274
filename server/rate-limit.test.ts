/**
 * The rate limits count a client by a keyed hash of its address: without the secret, an address
 * cannot be tested against a stored counter, and the hash changes with the day's key.
 */
import { createHash } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { counterDeletionHours, leadCounters, retentionIntervalHours } from "../common/config/ip-counters";
import { openTestDatabase, type TestDatabase } from "../tests/support/test-database";
import { rateLimits } from "./db/schema";
import { counterSubject, createLeadRateLimit, rateLimitSubject } from "./rate-limit";

const secret = "s".repeat(32);
const day = 86_400_000;
const noon = Date.UTC(2026, 10, 28, 12);

describe("the counters' keyed hash", () => {
  it("is the same for a client within a day and differs with the secret and the next day", () => {
    const today = counterSubject(secret, "203.0.113.9", noon);
    expect(counterSubject(secret, "203.0.113.9", noon + 3600_000)).toBe(today);
    expect(today).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(counterSubject("t".repeat(32), "203.0.113.9", noon)).not.toBe(today);
    expect(counterSubject(secret, "203.0.113.9", noon + day)).not.toBe(today);
    expect(counterSubject(secret, "203.0.113.10", noon)).not.toBe(today);
  });

  it("is not the plain hash of the address, which anyone could compute for every IPv4 address", () => {
    const plain = createHash("sha256").update("203.0.113.9").digest("base64url").slice(0, 22);
    expect(counterSubject(secret, "203.0.113.9", noon)).not.toBe(plain);
  });

  it("counts an IPv6 client per /64, as before", () => {
    expect(counterSubject(secret, "2001:db8:1:2::1", noon)).toBe(counterSubject(secret, "2001:db8:1:2:ffff::9", noon));
    expect(rateLimitSubject("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
  });

  it("gives the privacy policy its hours: the longest window and one run of the retention job", () => {
    expect(retentionIntervalHours).toBe(6);
    expect(counterDeletionHours).toEqual({ leads: 30, visits: 7 });
    expect(Math.max(...leadCounters.map((rule) => rule.durationSeconds))).toBe(86_400);
  });
});

describe("the stored counters", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());
  beforeEach(() => database.db.delete(rateLimits));

  it("hold the scope and the keyed hash, never the address or its plain hash; a new day starts new counters", async () => {
    let now = noon;
    const limit = createLeadRateLimit(database.db, true, { secret, now: () => now });
    for (let i = 0; i < 5; i++) expect(await limit.consume("contact", "203.0.113.9")).toEqual({ allowed: true });
    expect(await limit.consume("contact", "203.0.113.9")).toMatchObject({ allowed: false });

    const keys = (await database.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key).sort();
    const hash = counterSubject(secret, "203.0.113.9", noon);
    expect(keys).toEqual([`lead10m:contact:${hash}`, `lead1d:contact:${hash}`]);
    const plain = createHash("sha256").update("203.0.113.9").digest("base64url").slice(0, 22);
    expect(keys.join(" ")).not.toContain("203.0.113.9");
    expect(keys.join(" ")).not.toContain(plain);

    now = noon + day;
    expect(await limit.consume("contact", "203.0.113.9")).toEqual({ allowed: true });
  });
});
