/** POST /api/vitals: the visitors' loading-speed figures, stored as daily histograms and nothing else. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { rateLimits, webVitalsDaily } from "../db/schema";
import { createAnalyticsRateLimit } from "../rate-limit";
import { postJson, testApp, type Requestable } from "../../tests/support/test-app";
import { openTestDatabase, testDatabaseKind, type TestDatabase } from "../../tests/support/test-database";

let database: TestDatabase;
let clock = new Date("2026-03-02T10:00:00Z");

const appWith = ({ enabled = true, rateLimit = false } = {}) =>
  testApp(database, {
    analytics: {
      enabled,
      rateLimit: createAnalyticsRateLimit(database.db, rateLimit),
      now: () => clock,
    },
  });

const lcp = { path: "/", lang: "de", device: "phone", metric: "LCP", value: 1234.5 };

const vitals = (app: Requestable, body: unknown, headers?: Record<string, string>) =>
  postJson(app, "http://neutra.test/api/vitals", body, headers);

const rows = () =>
  database.db
    .select()
    .from(webVitalsDaily)
    .orderBy(webVitalsDaily.day, webVitalsDaily.path, webVitalsDaily.metric, webVitalsDaily.bucket);

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  clock = new Date("2026-03-02T10:00:00Z");
  await database.db.delete(webVitalsDaily);
  await database.db.delete(rateLimits);
});

describe(`POST /api/vitals (${testDatabaseKind})`, () => {
  it("adds each figure to its day's bucket per page, language, device and metric, and stores nothing that names the visitor", async () => {
    const app = appWith();
    const headers = {
      "Content-Type": "text/plain;charset=UTF-8",
      "User-Agent": "Test/1.0",
      Referer: "https://x.test/",
    };
    for (const body of [
      lcp,
      { ...lcp, value: 1201 },
      { ...lcp, device: "desktop", value: 2500 },
      { path: "/en/odoo-ams/", lang: "en", device: "desktop", metric: "INP", value: 504 },
      { path: "/en/odoo-ams", lang: "en", device: "desktop", metric: "CLS", value: 0.0421 },
      { path: "/en/odoo-ams", lang: "en", device: "desktop", metric: "CLS", value: 0 },
    ]) {
      expect((await vitals(app, body, headers)).status).toBe(204);
    }
    clock = new Date("2026-03-03T00:00:01Z");
    expect((await vitals(app, lcp, headers)).status).toBe(204);

    const day1 = { day: "2026-03-02" };
    expect(await rows()).toEqual([
      { ...day1, path: "/", language: "de", device: "phone", metric: "LCP", bucket: 1250, count: 2 },
      { ...day1, path: "/", language: "de", device: "desktop", metric: "LCP", bucket: 2500, count: 1 },
      { ...day1, path: "/en/odoo-ams", language: "en", device: "desktop", metric: "CLS", bucket: 0, count: 1 },
      { ...day1, path: "/en/odoo-ams", language: "en", device: "desktop", metric: "CLS", bucket: 45, count: 1 },
      { ...day1, path: "/en/odoo-ams", language: "en", device: "desktop", metric: "INP", bucket: 510, count: 1 },
      { day: "2026-03-03", path: "/", language: "de", device: "phone", metric: "LCP", bucket: 1250, count: 1 },
    ]);
    // The columns are the histogram's and no more: no time of day, no address, no browser, no referrer, no id.
    expect(Object.keys((await rows())[0]!).sort()).toEqual(
      ["bucket", "count", "day", "device", "language", "metric", "path"].sort(),
    );
    expect(JSON.stringify(await rows())).not.toMatch(/127\.0\.0\.1|Test\/1\.0|x\.test|1234/);
  });

  it.each([
    ["an unknown path", { ...lcp, path: "/wp-login.php" }],
    ["the 404 page", { ...lcp, path: "/404" }],
    ["a language other than the page's", { ...lcp, path: "/en/odoo-ams" }],
    ["an unknown metric", { ...lcp, metric: "FCP" }],
    ["an unknown device class", { ...lcp, device: "tablet" }],
    ["a negative value", { ...lcp, value: -1 }],
    ["an LCP over 60 s", { ...lcp, value: 60_000.1 }],
    ["an INP over 60 s", { ...lcp, metric: "INP", value: 60_001 }],
    ["a CLS over 10", { ...lcp, metric: "CLS", value: 10.01 }],
    ["a value that is not a number", { ...lcp, value: "1200" }],
    ["an infinite value", JSON.stringify(lcp).replace("1234.5", "1e999")],
    ["a field beyond the five (an identifier)", { ...lcp, id: "v6-1764-123" }],
    ["a missing field", { path: "/", lang: "de", metric: "LCP", value: 1 }],
    ["malformed JSON", "{"],
    ["JSON that is not an object", "[1,2]"],
  ])("answers %s with 204 and stores nothing", async (_, body) => {
    expect((await vitals(appWith(), body)).status).toBe(204);
    expect(await rows()).toHaveLength(0);
  });

  it("takes values at the ranges' ends", async () => {
    const app = appWith();
    for (const [metric, value] of [
      ["LCP", 60_000],
      ["INP", 0],
      ["CLS", 10],
    ] as const) {
      expect((await vitals(app, { ...lcp, metric, value })).status).toBe(204);
    }
    expect((await rows()).map(({ metric, bucket }) => [metric, bucket])).toEqual([
      ["CLS", 10_000],
      ["INP", 0],
      ["LCP", 60_000],
    ]);
  });

  it("refuses other sites, other content types and bodies over 1 KiB, storing nothing", async () => {
    const app = appWith();
    expect((await vitals(app, lcp, { "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
    expect((await vitals(app, lcp, { "Sec-Fetch-Site": "same-site" })).status).toBe(403);
    expect((await vitals(app, lcp, { "Sec-Fetch-Site": "", Origin: "https://evil.example" })).status).toBe(403);
    expect((await vitals(app, lcp, { "Content-Type": "application/x-www-form-urlencoded" })).status).toBe(415);
    expect((await vitals(app, { ...lcp, path: `/${"x".repeat(1100)}` })).status).toBe(413);
    expect(await rows()).toHaveLength(0);
  });

  it("stores nothing from a browser that sends Global Privacy Control or Do Not Track, or when ANALYTICS is off", async () => {
    expect((await vitals(appWith(), lcp, { "Sec-GPC": "1" })).status).toBe(204);
    expect((await vitals(appWith(), lcp, { DNT: "1" })).status).toBe(204);
    expect((await vitals(appWith({ enabled: false }), lcp)).status).toBe(204);
    expect(await rows()).toHaveLength(0);
  });

  it("a replayed figure is one more page view's: a client gets 60 per metric in 10 minutes, the rest dropped silently", async () => {
    const app = appWith({ rateLimit: true });
    for (let i = 0; i < 61; i++) expect((await vitals(app, lcp)).status).toBe(204);
    // Another metric of the same client still counts: each metric has a counter of its own.
    expect((await vitals(app, { ...lcp, metric: "INP", value: 40 })).status).toBe(204);
    expect((await rows()).map(({ metric, count }) => [metric, count])).toEqual([
      ["INP", 1],
      ["LCP", 60],
    ]);
    // The statistics' counter (view10m), per metric, naming the client by a keyed hash of the day.
    expect((await database.db.select().from(rateLimits)).map((row) => row.key).sort()).toEqual([
      expect.stringMatching(/^view10m:vitals:INP:[\w-]{22}$/),
      expect.stringMatching(/^view10m:vitals:LCP:[\w-]{22}$/),
    ]);
  });

  it("answers GET with 405", async () => {
    const res = await appWith().request("/api/vitals", { method: "GET" });
    expect(res.status).toBe(405);
    expect(res.headers.get("Allow")).toBe("POST");
  });
});
