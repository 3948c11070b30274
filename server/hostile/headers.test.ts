/**
 * Security headers on every response, whatever the status: pages, assets, 304, redirects, 404,
 * 405, every API answer (201, 204, 400, 403, 404, 413, 415, 429, 503) and an internal error (500).
 * Page CSPs are strict: scripts only from our origin or by hash, no eval, nothing framed.
 */
import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consentEntry, minimalContactLead as lead } from "../../tests/support/payloads";
import { makeStaticSite } from "../../tests/support/server-process";
import { postJson, testApp } from "../../tests/support/test-app";
import { openTestDatabase, type TestDatabase } from "../../tests/support/test-database";
import type { Database } from "../db/client";
import { createLeadRateLimit } from "../rate-limit";
import { loadStaticSite } from "../static-site";

let database: TestDatabase;
let staticDir: string;

function appWith(overrides: { database?: Database; site?: Map<string, never> } = {}) {
  return testApp(overrides.database ?? database, {
    site: overrides.site ?? loadStaticSite(staticDir),
    leadConfig: { minFillMs: 3000 },
    // On: the 429 is one of the answers checked.
    rateLimit: createLeadRateLimit(database.db, true),
  });
}

beforeAll(async () => {
  database = await openTestDatabase();
  staticDir = makeStaticSite();
});

afterAll(async () => {
  await database.close();
  rmSync(staticDir, { recursive: true, force: true });
});

/** A static file (not a page) may be read by the back office's preview on its own host, same site. */
const isStaticFile = (label: string) => /\/assets\/\S+ 200$/.test(label);

function expectSecurityHeaders(res: Response, label: string) {
  const h = (name: string) => res.headers.get(name);
  expect(h("strict-transport-security"), label).toMatch(/max-age=\d{8,}/);
  expect(h("x-content-type-options"), label).toBe("nosniff");
  expect(h("x-frame-options"), label).toBe("DENY");
  expect(h("referrer-policy"), label).toBe("strict-origin-when-cross-origin");
  expect(h("permissions-policy"), label).toContain("camera=()");
  expect(h("cross-origin-resource-policy"), label).toBe(isStaticFile(label) ? "same-site" : "same-origin");
  expect(h("cross-origin-opener-policy"), label).toBe("same-origin");
  const csp = h("content-security-policy") ?? "";
  expect(csp, label).toContain("frame-ancestors 'none'");
  expect(csp, label).not.toMatch(/'unsafe-eval'|script-src[^;]*'unsafe-inline'|script-src[^;]*\*/);
  expect(csp, label).toMatch(/^default-src '(self|none)'/);
}

describe("security headers on every response", () => {
  it("pages, assets, 304, redirects, 404, 405", async () => {
    const app = appWith();
    const page = await app.request("/");
    expect(page.status).toBe(200);
    expectSecurityHeaders(page, "page");
    const csp = page.headers.get("content-security-policy")!;
    expect(csp).toMatch(/script-src 'self' 'sha256-[^']+'(;|$)/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    const cases: [string, RequestInit | undefined, number][] = [
      ["/assets/entry-abc123.js", undefined, 200],
      ["/", { headers: { "If-None-Match": page.headers.get("etag")! } }, 304],
      ["/index.html", undefined, 301],
      ["/odoo-ams/", undefined, 301],
      ["/gibt-es-nicht", undefined, 404],
      ["/", { method: "POST" }, 415],
      ["/", { method: "POST", body: "name=", headers: { "Content-Type": "application/x-www-form-urlencoded" } }, 422],
      ["/impressum", { method: "POST" }, 405],
      ["/", { method: "DELETE" }, 405],
    ];
    for (const [path, init, status] of cases) {
      const res = await app.request(path, init);
      expect(res.status, path).toBe(status);
      expectSecurityHeaders(res, `${init?.method ?? "GET"} ${path} ${status}`);
    }
  });

  it("a font answers the back office's preview on another origin (CORS); scripts and pages do not", async () => {
    const app = appWith();
    const origin = { Origin: "https://admin.neutra.test" };
    const font = await app.request("/assets/font-abc123.woff2", { headers: origin });
    expect(font.status).toBe(200);
    expect(font.headers.get("access-control-allow-origin")).toBe("*");
    for (const path of ["/assets/entry-abc123.js", "/"]) {
      const res = await app.request(path, { headers: origin });
      expect(res.headers.get("access-control-allow-origin"), path).toBeNull();
    }
  });

  it("every API answer", async () => {
    const app = appWith();
    const post = (path: string, body: unknown, headers?: Record<string, string>) => postJson(app, path, body, headers);
    const answers: [string, Response, number][] = [
      ["health", await app.request("/api/health"), 200],
      ["lead", await post("/api/leads", lead), 201],
      ["consent", await post("/api/consent", consentEntry), 204],
      ["invalid", await post("/api/leads", "{}"), 400],
      ["cross-site", await post("/api/leads", lead, { "Sec-Fetch-Site": "cross-site" }), 403],
      ["unknown", await app.request("/api/nope"), 404],
      ["wrong method", await app.request("/api/leads"), 405],
      ["too large", await post("/api/leads", "x".repeat(40_000)), 413],
      ["not json", await post("/api/leads", "a=b", { "Content-Type": "text/plain" }), 415],
    ];
    for (let i = 0; i < 5; i++) await post("/api/leads", lead);
    answers.push(["rate limited", await post("/api/leads", lead), 429]);
    const down = appWith({
      database: { ...database, ping: () => Promise.reject(new Error("down")) },
    });
    answers.push(["health down", await down.request("/api/health"), 503]);
    for (const [label, res, status] of answers) {
      expect(res.status, label).toBe(status);
      expectSecurityHeaders(res, label);
      expect(res.headers.get("cache-control"), label).toBe("no-store");
    }
  });

  it("an internal error (500) too", async () => {
    const broken = new Map() as Map<string, never>;
    broken.get = () => {
      throw new Error("boom");
    };
    const res = await appWith({ site: broken }).request("/some-page");
    expect(res.status).toBe(500);
    expectSecurityHeaders(res, "500");
    expect(await res.text()).not.toContain("boom");
  });
});
