/**
 * Odd paths against the real Node server: encoded tabs, newlines and backslashes, control
 * characters, "//host" tricks. Every redirect the server gives resolves to its own origin (checked
 * the way a browser resolves a Location header, over generated paths), a path with a control
 * character or whitespace is a 404 with the usual headers, and none of it logs an error.
 */
import { rmSync } from "node:fs";
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { rawRequest } from "../../tests/support/raw-http";
import { makeStaticSite } from "../../tests/support/server-process";
import { testApp } from "../../tests/support/test-app";
import { startHttpServer, type StartedHttpServer } from "../http-server";
import { createLogger } from "../logger";
import { canonicalRedirect } from "../paths";
import { loadStaticSite } from "../static-site";

const seed = process.env.FUZZ_SEED === "random" ? Date.now() % 2 ** 31 : Number(process.env.FUZZ_SEED ?? 20_261_124);
const origin = "https://www.neutra-tech.de";
let http: StartedHttpServer;
let staticDir: string;
const logged: { level: number; msg: string }[] = [];

beforeAll(async () => {
  staticDir = makeStaticSite();
  const app = testApp({ kind: "pglite", ping: async () => {} } as never, {
    logger: createLogger("warn", { write: (line: string) => void logged.push(JSON.parse(line)) }),
    site: loadStaticSite(staticDir),
  });
  http = await startHttpServer({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
});

beforeEach(() => void logged.splice(0));

afterAll(async () => {
  await http.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const get = (path: string) =>
  rawRequest(http.port, [`GET ${path} HTTP/1.1\r\nHost: www.neutra-tech.de\r\nConnection: close\r\n\r\n`]);
const header = (head: string, name: string) => new RegExp(`^${name}: (.*)$`, "im").exec(head)?.[1];

/** Where a browser goes with this Location header, from a page of ours. */
const resolved = (location: string) => new URL(location, `${origin}/a/page`);

describe("reported: redirects built from the decoded path", () => {
  it.each([
    "/%09/evil.example/",
    "/%09%5Cevil.example/",
    "/%09/evil.example/index.html",
    "/%0a/evil.example/",
    "/%0d%0a/evil.example/",
    "/%20/evil.example/",
    "/%5C%5Cevil.example/",
    "/%5C/evil.example/",
    "/%c2%a0/evil.example/",
  ])("GET %s: a 404, not a redirect", async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(header(res.head, "location")).toBeUndefined();
    expect(res.body).toContain("Seite nicht gefunden");
  });

  it.each([
    "/%0d%0aSet-Cookie:x=1/",
    "/%00/",
    "/a%0db/",
    "/%7f/",
    "/en/%1b[31m/",
    "/x%0d%0aLocation:%20//evil.example",
    // The router-context files (ADR 0047) are looked up by name, never by a path on disk.
    "/router-context/missing.js",
    "/router-context/..%2f..%2fpackage.json",
    "/router-context/%2e%2e/%2e%2e/server/main.ts",
  ])("GET %s: 404 with the usual headers, no header injected, nothing logged as an error", async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(header(res.head, "set-cookie")).toBeUndefined();
    expect(header(res.head, "location")).toBeUndefined();
    expect(header(res.head, "x-content-type-options")).toBe("nosniff");
    expect(header(res.head, "content-security-policy")).toContain("frame-ancestors 'none'");
    expect(logged.filter((entry) => entry.level >= 50)).toEqual([]);
  });

  it("redirects that belong to the site still work, query kept, encoding kept", async () => {
    const cases: [string, string][] = [
      ["/index.html", "/"],
      ["/en/index.html", "/en"],
      ["/odoo-ams/", "/odoo-ams"],
      ["/odoo-ams///?x=1", "/odoo-ams?x=1"],
      ["//evil.example/", "/evil.example"],
      ["/%2Fevil.example/", "/%2Fevil.example"],
      ["/caf%C3%A9/", "/caf%C3%A9"],
    ];
    for (const [path, target] of cases) {
      const res = await get(path);
      expect(res.status, path).toBe(301);
      expect(header(res.head, "location"), path).toBe(target);
    }
  });
});

// Pieces a path is made of: encoded and raw separators, control characters, whitespace, hosts.
const piece = fc.constantFrom(
  "/",
  "//",
  "\\",
  "%09",
  "%0a",
  "%0d",
  "%0D%0A",
  "%00",
  "%1f",
  "%7f",
  "%20",
  "%c2%a0",
  "%e2%80%a8",
  "%5C",
  "%5c",
  "%2F",
  "%2f",
  "%2e",
  ".",
  "..",
  "@",
  ":",
  "%40",
  "%",
  "%zz",
  "evil.example",
  "index.html",
  "en",
  "odoo-ams",
  "router-context",
  "?",
  "?next=//evil.example",
  "#",
  "é",
);

describe("every redirect stays on this site (property)", () => {
  it("canonicalRedirect: any string in, a same-origin target or nothing out", () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(piece, fc.string({ unit: "binary", maxLength: 4 })), { maxLength: 12 }),
        (parts) => {
          const path = `/${parts.join("")}`;
          const target = canonicalRedirect(path);
          if (target === undefined) return;
          expect(target.startsWith("/")).toBe(true);
          expect(resolved(target).origin).toBe(origin);
          expect([...target].filter((ch) => ch.charCodeAt(0) <= 0x20 || ch.charCodeAt(0) === 0x7f)).toEqual([]);
        },
      ),
      { numRuns: 20_000, seed },
    );
  });

  it("the real server: 400 generated paths, never a 5xx, every Location resolves to our origin", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(piece, { minLength: 1, maxLength: 8 }), async (parts) => {
        const path = `/${parts.join("")}`;
        const res = await get(path);
        expect(res.status, path).toBeGreaterThanOrEqual(200);
        expect(res.status, path).toBeLessThan(500);
        const location = header(res.head, "location");
        if (location !== undefined) expect(resolved(location).origin, `${path} -> ${location}`).toBe(origin);
      }),
      { numRuns: 400, seed },
    );
    expect(logged.filter((entry) => entry.level >= 50)).toEqual([]);
  });
});
