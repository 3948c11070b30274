import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testApp } from "../../tests/support/test-app";
import { openDatabase, type Database } from "../db/client";
import { loadStaticSite } from "../static-site";
import { adminPageCsp, loadAdminSite } from "./client-files";

let root: string;
let database: Database;
let app: ReturnType<typeof testApp>;
let withoutBackOffice: ReturnType<typeof testApp>;

const shell =
  '<!doctype html><html lang="de"><head><meta name="robots" content="noindex, nofollow"><script type="module" src="/admin/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>';

function write(file: string, body: string) {
  const abs = path.join(root, file);
  mkdirSync(path.dirname(abs), { recursive: true });
  writeFileSync(abs, body);
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "neutra-admin-"));
  write("client/index.html", "<!doctype html><title>Start</title>");
  write("client/404/index.html", "<!doctype html><title>Seite nicht gefunden</title>");
  write("client/en/404/index.html", "<!doctype html><title>Page not found</title>");
  write("client/secret.txt", "site file");
  write("admin/index.html", shell);
  write("admin/assets/index-abc.js", "console.log('admin')");
  database = await openDatabase({ dataDir: null });
  await database.migrate();
  const site = loadStaticSite(path.join(root, "client"));
  app = testApp(database, { site, adminSite: loadAdminSite(path.join(root, "admin")) });
  withoutBackOffice = testApp(database, { site });
});

afterAll(async () => {
  await database.close();
  rmSync(root, { recursive: true, force: true });
});

describe("the back office's client", () => {
  it.each(["/admin", "/en/admin", "/admin/leads/0b6f1a52-6c3e-4c8f-9a57-1b2c3d4e5f60", "/en/admin/statistics"])(
    "answers %s with its HTML shell, never indexed, no Referer, a CSP without inline scripts",
    async (pathname) => {
      const response = await app.request(pathname);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(shell);
      expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
      expect(response.headers.get("Cache-Control")).toBe("no-cache");
      expect(response.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
      expect(response.headers.get("Referrer-Policy")).toBe("no-referrer");
      expect(response.headers.get("Content-Security-Policy")).toBe(adminPageCsp);
      expect(adminPageCsp).toContain("script-src 'self';");
      expect(adminPageCsp).not.toContain("unsafe-eval");
    },
  );

  it("requires Trusted Types: no string reaches an HTML or script sink, and no policy can be made to pass one", async () => {
    const response = await app.request("/admin");
    const directives = response.headers.get("Content-Security-Policy")!.split("; ");
    expect(directives).toContain("require-trusted-types-for 'script'");
    expect(directives).toContain("trusted-types ProseMirrorClipboard");
  });

  it("answers HEAD like GET, without a body", async () => {
    const response = await app.request("/admin/account", { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    expect(await response.text()).toBe("");
  });

  it("serves its hashed assets as immutable, and 404 for a missing one", async () => {
    const asset = await app.request("/admin/assets/index-abc.js");
    expect(asset.status).toBe(200);
    expect(await asset.text()).toBe("console.log('admin')");
    expect(asset.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    const missing = await app.request("/admin/assets/nope.js");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("Seite nicht gefunden");
  });

  it("redirects a trailing slash like every page", async () => {
    const response = await app.request("/admin/", { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/admin");
    const english = await app.request("/en/admin/statistics/", { redirect: "manual" });
    expect(english.headers.get("Location")).toBe("/en/admin/statistics");
  });

  it("never serves a file outside its build, nor its shell for a path that only starts alike", async () => {
    const escaped = await app.request("/admin/%2e%2e/secret.txt");
    expect(await escaped.text()).not.toBe(shell);
    const traversal = await app.request("/admin/assets/..%2f..%2fclient/secret.txt");
    expect(traversal.status).toBe(404);
    const lookalike = await app.request("/administration");
    expect(lookalike.status).toBe(404);
    const index = await app.request("/admin/index.html", { redirect: "manual" });
    expect(index.status).toBe(301);
  });

  it("is a 404 when the server was started without its build; the site still serves", async () => {
    const response = await withoutBackOffice.request("/admin");
    expect(response.status).toBe(404);
    expect((await withoutBackOffice.request("/")).status).toBe(200);
  });

  it("refuses a build without its shell", () => {
    const empty = mkdtempSync(path.join(tmpdir(), "neutra-admin-empty-"));
    try {
      expect(() => loadAdminSite(empty)).toThrow(/no index\.html/);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
