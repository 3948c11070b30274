import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testApp } from "../tests/support/test-app";
import { openDatabase, type Database } from "./db/client";
import { loadStaticSite, writeInlineScripts } from "./static-site";

const page = (title: string, script = "window.x=1") =>
  `<!DOCTYPE html><html><head><title>${title}</title><script type="application/ld+json">{"a":1}</script></head><body><script>${script}</script></body></html>`;

const js = "console.log('asset');".repeat(50);
let dir: string;
let database: Database;
let app: ReturnType<typeof testApp>;

function write(file: string, body: string) {
  const abs = path.join(dir, file);
  mkdirSync(path.dirname(abs), { recursive: true });
  writeFileSync(abs, body);
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "neutra-site-"));
  write("index.html", page("Startseite"));
  write("en/index.html", page("Home"));
  write("odoo-ams/index.html", page("Odoo"));
  write("404/index.html", page("Seite nicht gefunden"));
  write("en/404/index.html", page("Page not found"));
  write("__spa-fallback.html", page("Loading"));
  write(".vite/manifest.json", "{}");
  write("assets/entry-abc123.js", js);
  write("router-context/Ab-12_xyz0.js", "window.__reactRouterContext = {};");
  writeFileSync(path.join(dir, "assets/entry-abc123.js.br"), brotliCompressSync(js));
  writeFileSync(path.join(dir, "assets/entry-abc123.js.gz"), gzipSync(js));
  writeInlineScripts(dir, { page: "window.x=1" });
  database = await openDatabase({ dataDir: null });
  await database.migrate();
  app = testApp(database, { site: loadStaticSite(dir), consentEnabled: false });
});

afterAll(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("a newer revision's file another process names", () => {
  it("waits for this process to render the newer revision instead of answering 404, and only for a router context", async () => {
    const site = loadStaticSite(dir);
    let looks = 0;
    // Looking for the newer revision renders it: its router context is then served.
    const catchUp = async () => {
      looks++;
      site.set("/router-context/Newer-99.js", site.get("/router-context/Ab-12_xyz0.js")!);
    };
    const live = testApp(database, { site, consentEnabled: false, catchUp });
    expect((await live.request("/router-context/Newer-99.js")).status).toBe(200);
    expect(looks).toBe(1);
    // Other misses never make the server look: an unknown page, an odd name.
    for (const miss of ["/nowhere", "/router-context/../x.js", "/router-context/a.b.js", "/assets/gone.js"]) {
      expect((await live.request(miss)).status, miss).toBe(404);
    }
    expect(looks).toBe(1);
  });
});

describe("the collections' old addresses", () => {
  it("answers a removed entry's slug 410 with its gone page, an earlier slug 301 to the entry", async () => {
    const site = loadStaticSite(dir);
    const gone = { ...site.get("/odoo-ams")!, answer: { status: 410 as const } };
    site.set("/referenzen/entfernt", gone);
    site.set("/referenzen/alter-name", {
      ...site.get("/odoo-ams")!,
      answer: { status: 301, location: "/referenzen/neuer-name" },
    });
    const live = testApp(database, { site, consentEnabled: false });
    const removed = await live.request("/referenzen/entfernt");
    expect(removed.status).toBe(410);
    expect(removed.headers.get("Cache-Control")).toBe("no-cache");
    expect(await removed.text()).toContain("<title>Odoo</title>");
    const moved = await live.request("/referenzen/alter-name");
    expect(moved.status).toBe(301);
    expect(moved.headers.get("Location")).toBe("/referenzen/neuer-name");
  });
});

describe("pages", () => {
  it("serves prerendered pages at clean paths with revalidation and security headers", async () => {
    const res = await app.request("/odoo-ams");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("<title>Odoo</title>");
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(res.headers.get("strict-transport-security")).toContain("max-age=");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("permissions-policy")).toContain("camera=()");
  });

  it("allows exactly the page's own inline scripts by hash, not JSON-LD, not 'unsafe-inline'", async () => {
    const csp = (await app.request("/")).headers.get("content-security-policy")!;
    const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src"))!;
    expect(scriptSrc).toMatch(/^script-src 'self' 'sha256-[A-Za-z0-9+/=]+'$/);
    expect(csp).toContain("frame-ancestors 'none'");
    const other = (await app.request("/odoo-ams")).headers.get("content-security-policy");
    expect(other).toBe(csp); // same inline script, same hash
  });

  it("refuses to serve a build whose page holds an inline script the build does not know, naming the page", () => {
    const other = mkdtempSync(path.join(tmpdir(), "neutra-site-"));
    writeFileSync(path.join(other, "index.html"), page("Startseite", "alert(1)"));
    writeInlineScripts(other, { page: "window.x=1" });
    try {
      expect(() => loadStaticSite(other)).toThrow(/^\/index\.html: an inline script the build does not know/);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it("answers 304 to a matching ETag", async () => {
    const first = await app.request("/en");
    const etag = first.headers.get("etag")!;
    const again = await app.request("/en", { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
  });

  it("redirects /index.html to / and strips trailing slashes with 301", async () => {
    const index = await app.request("/index.html");
    expect(index.status).toBe(301);
    expect(index.headers.get("location")).toBe("/");
    const nested = await app.request("/odoo-ams/index.html");
    expect(nested.headers.get("location")).toBe("/odoo-ams");
    const slash = await app.request("/odoo-ams/?x=1");
    expect(slash.status).toBe(301);
    expect(slash.headers.get("location")).toBe("/odoo-ams?x=1");
  });

  it("answers unknown paths with the 404 page of their language and status 404", async () => {
    const de = await app.request("/gibt-es-nicht");
    expect(de.status).toBe(404);
    expect(await de.text()).toContain("Seite nicht gefunden");
    const en = await app.request("/en/missing/page");
    expect(en.status).toBe(404);
    expect(await en.text()).toContain("Page not found");
    expect((await app.request("/404")).status).toBe(404);
  });

  it("never serves build internals", async () => {
    expect((await app.request("/.vite/manifest.json")).status).toBe(404);
    expect((await app.request("/__spa-fallback.html")).status).toBe(404);
  });

  it("rejects other methods on pages", async () => {
    expect((await app.request("/odoo-ams", { method: "POST" })).status).toBe(405);
    expect((await app.request("/", { method: "DELETE" })).status).toBe(405);
  });
});

describe("assets", () => {
  it("serves hashed assets immutable, brotli first, then gzip, then identity", async () => {
    const br = await app.request("/assets/entry-abc123.js", { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    const gz = await app.request("/assets/entry-abc123.js", { headers: { "Accept-Encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    const plain = await app.request("/assets/entry-abc123.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toContain("console.log('asset');");
  });

  it("serves a page's router context file (named by its content, outside /assets/) immutable, as JavaScript", async () => {
    const response = await app.request("/router-context/Ab-12_xyz0.js");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(await response.text()).toBe("window.__reactRouterContext = {};");
  });

  it.each([
    ["br;q=0, gzip", "gzip"],
    ["br;q=0", null],
    ["gzip;q=0, br", "br"],
    ["gzip;q=0", null],
    ["br;q=0, gzip;q=0", null],
    ["*;q=0, identity", null],
    ["*;q=0", null],
    ["identity;q=0, gzip;q=0", null],
    ["*", "br"],
    ["*;q=0.5, br;q=0", "gzip"],
    ["BR;Q=0, GZIP", "gzip"],
    ["  br ; q=0 ,\tgzip ; q=0.8 ", "gzip"],
    ["gzip;q=1.0, br;q=0.9", "gzip"],
    ["gzip;q=0.5, br;q=0.5", "br"],
    ["gzip, br;q=2", "gzip"],
    ["gzip;q=0.001", "gzip"],
    ["x-gzip", "gzip"],
    ["identity", null],
    ["deflate", null],
    ["", null],
  ])("Accept-Encoding %j gets %s, with q-values as RFC 9110 reads them", async (accept, encoding) => {
    const res = await app.request("/assets/entry-abc123.js", { headers: { "Accept-Encoding": accept } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe(encoding);
    const body = Buffer.from(await res.arrayBuffer());
    const decoded = encoding === "br" ? brotliDecompressSync(body) : encoding === "gzip" ? gunzipSync(body) : body;
    expect(decoded.toString()).toBe(js);
  });
});

describe("api", () => {
  it("reports health with a database round trip", async () => {
    const res = await app.request("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("reports 503 when the database is unreachable", async () => {
    const broken: Database = { ...database, ping: () => Promise.reject(new Error("down")) };
    const res = await testApp(broken, { consentEnabled: false }).request("/api/health");
    expect(res.status).toBe(503);
  });

  it("answers unknown API paths with JSON 404 and oversized bodies with 413", async () => {
    const missing = await app.request("/api/nope");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: "not_found" });
    const big = await app.request("/api/nope", {
      method: "POST",
      body: "x".repeat(40 * 1024),
      headers: { "Content-Type": "application/json", "Content-Length": String(40 * 1024) },
    });
    expect(big.status).toBe(413);
  });
});

describe("database", () => {
  it("applies the migrations: the lead and outbox tables exist", async () => {
    const { rows } = (await database.db.execute(
      "select table_name from information_schema.tables where table_schema = 'public' order by table_name",
    )) as unknown as { rows: { table_name: string }[] };
    expect(rows.map((r) => r.table_name)).toEqual(expect.arrayContaining(["leads", "mail_outbox"]));
  });
});
