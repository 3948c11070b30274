import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { pageViewsDaily, rateLimits } from "../db/schema";
import { createAnalyticsRateLimit } from "../rate-limit";
import { postJson, testApp, type Requestable } from "../../tests/support/test-app";
import { openTestDatabase, testDatabaseKind, type TestDatabase } from "../../tests/support/test-database";
import { countedPath, referrerHost } from "./routes";

let database: TestDatabase;
let clock = new Date("2026-03-02T10:00:00Z");

const appWith = ({ enabled = true, rateLimit = false } = {}) =>
  testApp(database, {
    analytics: { enabled, rateLimit: createAnalyticsRateLimit(database.db, rateLimit), now: () => clock },
  });

const view = (app: Requestable, body: unknown, headers?: Record<string, string>) =>
  postJson(app, "http://neutra.test/api/view", body, headers);

const rows = () =>
  database.db
    .select()
    .from(pageViewsDaily)
    .orderBy(pageViewsDaily.day, pageViewsDaily.path, pageViewsDaily.referrerHost);

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  clock = new Date("2026-03-02T10:00:00Z");
  await database.db.delete(pageViewsDaily);
  await database.db.delete(rateLimits);
});

describe(`POST /api/view (${testDatabaseKind})`, () => {
  it("counts views per day, page, language and referring host, and nothing about the visitor", async () => {
    const app = appWith();
    const headers = { "User-Agent": "Test/1.0", "X-Forwarded-For": "203.0.113.9" };
    for (const body of [
      { path: "/", lang: "de" },
      { path: "/", lang: "de" },
      { path: "/", lang: "de", referrer: "www.google.com" },
      { path: "/en/odoo-ams", lang: "en" },
    ]) {
      expect((await view(app, body, headers)).status).toBe(204);
    }
    clock = new Date("2026-03-03T00:00:01Z");
    expect((await view(app, { path: "/", lang: "de" })).status).toBe(204);

    expect(await rows()).toEqual([
      { day: "2026-03-02", path: "/", language: "de", referrerHost: "", views: 2 },
      { day: "2026-03-02", path: "/", language: "de", referrerHost: "www.google.com", views: 1 },
      { day: "2026-03-02", path: "/en/odoo-ams", language: "en", referrerHost: "", views: 1 },
      { day: "2026-03-03", path: "/", language: "de", referrerHost: "", views: 1 },
    ]);
    expect(JSON.stringify(await rows())).not.toMatch(/203\.0\.113|Test\/1\.0/);
  });

  it("accepts the text/plain body sendBeacon sends for a string", async () => {
    const headers = { "Content-Type": "text/plain;charset=UTF-8" };
    expect((await view(appWith(), { path: "/neutra-kontakt", lang: "de" }, headers)).status).toBe(204);
    expect(await rows()).toMatchObject([{ path: "/neutra-kontakt", views: 1 }]);
  });

  it("counts a page under its canonical path, thank-you pages included", async () => {
    const app = appWith();
    await view(app, { path: "/en/odoo-ams/", lang: "en" });
    await view(app, { path: "/en/cookie-policy", lang: "en" });
    await view(app, { path: "/sap/kontakt/danke", lang: "de" });
    expect((await rows()).map((row) => row.path)).toEqual([
      "/en/datenschutz-cookies",
      "/en/odoo-ams",
      "/sap/kontakt/danke",
    ]);
  });

  it.each([
    ["an unknown path", { path: "/wp-login.php", lang: "de" }],
    ["the 404 page", { path: "/404", lang: "de" }],
    ["a full URL instead of a path", { path: "https://evil.example/", lang: "de" }],
    ["a language other than the page's", { path: "/en/odoo-ams", lang: "de" }],
    ["an unknown language", { path: "/", lang: "fr" }],
    ["a missing path", { lang: "de" }],
    ["a referrer that is not a string", { path: "/", lang: "de", referrer: 42 }],
    ["malformed JSON", "{"],
    ["JSON that is not an object", "[1,2]"],
  ])("answers %s with 204 and stores nothing", async (_, body) => {
    expect((await view(appWith(), body)).status).toBe(204);
    expect(await rows()).toHaveLength(0);
  });

  it("refuses other sites, other content types and bodies over 2 KB, storing nothing", async () => {
    const app = appWith();
    const body = { path: "/", lang: "de" };
    expect((await view(app, body, { "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
    expect((await view(app, body, { "Sec-Fetch-Site": "", Origin: "https://evil.example" })).status).toBe(403);
    expect((await view(app, body, { "Content-Type": "application/x-www-form-urlencoded" })).status).toBe(415);
    expect((await view(app, { ...body, referrer: "x".repeat(3000) })).status).toBe(413);
    expect(await rows()).toHaveLength(0);
  });

  it("keeps only the referrer's host and drops our own host", async () => {
    const app = appWith();
    for (const referrer of [
      "https://www.Bing.com/search?q=sap+berater",
      "bing.com",
      "http://neutra.test/odoo-ams",
      "neutra.test",
      "android-app://com.google.android.gm/",
      "javascript:alert(1)",
      "not a host/with path",
    ]) {
      expect((await view(app, { path: "/", lang: "de", referrer })).status).toBe(204);
    }
    expect((await rows()).map(({ referrerHost, views }) => [referrerHost, views])).toEqual([
      ["", 5],
      ["bing.com", 1],
      ["www.bing.com", 1],
    ]);
  });

  it("counts nothing from a browser that sends Global Privacy Control or Do Not Track", async () => {
    const app = appWith();
    expect((await view(app, { path: "/", lang: "de" }, { "Sec-GPC": "1" })).status).toBe(204);
    expect((await view(app, { path: "/", lang: "de" }, { DNT: "1" })).status).toBe(204);
    expect(await rows()).toHaveLength(0);
    expect((await view(app, { path: "/", lang: "de" }, { DNT: "0" })).status).toBe(204);
    expect(await rows()).toMatchObject([{ views: 1 }]);
  });

  it("stores nothing when ANALYTICS is off", async () => {
    expect((await view(appWith({ enabled: false }), { path: "/", lang: "de" })).status).toBe(204);
    expect(await rows()).toHaveLength(0);
  });

  it("counts at most 60 views of one client in 10 minutes, dropping the rest silently", async () => {
    const app = appWith({ rateLimit: true });
    for (let i = 0; i < 61; i++) expect((await view(app, { path: "/", lang: "de" })).status).toBe(204);
    expect(await rows()).toMatchObject([{ views: 60 }]);
  });

  it("answers GET with 405", async () => {
    const res = await appWith().request("/api/view", { method: "GET" });
    expect(res.status).toBe(405);
    expect(res.headers.get("Allow")).toBe("POST");
  });
});

describe("countedPath and referrerHost", () => {
  it("know the prerendered pages and nothing else", () => {
    expect(countedPath("/")).toBe("/");
    expect(countedPath("/en")).toBe("/en");
    expect(countedPath("/en/danke")).toBe("/en/danke");
    expect(countedPath("/en/404")).toBeUndefined();
    expect(countedPath("/../etc/passwd")).toBeUndefined();
  });

  it("reduce a referrer to a lower-case host", () => {
    expect(referrerHost("https://Example.COM:8443/a?b=c", "neutra.test")).toBe("example.com");
    expect(referrerHost("ftp://example.com/", "neutra.test")).toBe("");
    expect(referrerHost(undefined, "neutra.test")).toBe("");
    expect(referrerHost("NEUTRA.test", "neutra.test")).toBe("");
  });
});
