import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminUser } from "../../tests/support/admin-session";
import { postJson, testApp, testErasures, testLinkSecret } from "../../tests/support/test-app";
import { openTestDatabase, testDatabaseKind, type TestDatabase } from "../../tests/support/test-database";
import { mailOutbox } from "../db/schema";
import { cspSourcesFile, loadStaticSite, writeInlineScripts } from "../static-site";
import { openAuthPaths } from "./auth-routes";
import type { AdminConfig } from "./context";
import { ownAdminHost } from "./host";
import { createLink } from "./links";
import { loadAdminSite } from "./client-files";

const siteHost = "www.neutra-tech.test";
const adminHost = "admin.neutra-tech.test";
const shell = '<!doctype html><html lang="de"><head><title>Backoffice</title></head><body></body></html>';

let root: string;
let database: TestDatabase;
/** The back office on a host of its own (ADMIN_URL https://admin.neutra-tech.test). */
let split: ReturnType<typeof testApp>;
/** One host for both (ADMIN_URL unset): as before. */
let single: ReturnType<typeof testApp>;

function write(file: string, body: string) {
  const abs = path.join(root, file);
  mkdirSync(path.dirname(abs), { recursive: true });
  writeFileSync(abs, body);
}

const baseConfig: AdminConfig = {
  url: `https://${siteHost}`,
  linkSecret: testLinkSecret,
  trustProxy: [],
  consentLog: true,
  leads: { recipients: { "sap-contact": "a@x.test", contact: "a@x.test", migration: "a@x.test" } },
  erasures: testErasures,
};

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "neutra-admin-host-"));
  write("client/index.html", "<!doctype html><title>Start</title>");
  write("client/impressum/index.html", "<!doctype html><title>Impressum</title><script>track()</script>");
  write("client/404/index.html", "<!doctype html><title>Seite nicht gefunden</title>");
  write("client/en/404/index.html", "<!doctype html><title>Page not found</title>");
  write("client/assets/entry-abc.js", "console.log('site')");
  write(
    `client/${cspSourcesFile}`,
    JSON.stringify({
      script: ["https://www.googletagmanager.com"],
      connect: ["https://*.google-analytics.com"],
      img: [],
      frame: ["https://calendly.com"],
    }),
  );
  writeInlineScripts(path.join(root, "client"), { track: "track()" });
  write("admin/index.html", shell);
  write("admin/assets/index-abc.js", "console.log('admin')");
  database = await openTestDatabase();
  const site = loadStaticSite(path.join(root, "client"));
  const adminSite = loadAdminSite(path.join(root, "admin"));
  const adminUrl = `https://${adminHost}`;
  split = testApp(database, {
    site,
    adminSite,
    admin: { config: { ...baseConfig, url: adminUrl, ownHost: ownAdminHost(adminUrl, `https://${siteHost}`) } },
  });
  single = testApp(database, { site, adminSite, admin: { config: baseConfig } });
});

afterAll(async () => {
  await database.close();
  rmSync(root, { recursive: true, force: true });
});

const on = (host: string, headers: Record<string, string> = {}) => ({ Host: host, ...headers });

/** Signs in with a sign-in link on `host`; the whole Set-Cookie line. */
async function signInOn(app: ReturnType<typeof testApp>, host: string, email = "owner@neutra.test") {
  const { token } = await createLink(database.db, testLinkSecret, await adminUser(database, email), "signin");
  const response = await postJson(app, "/api/admin/auth/link/redeem", { token }, on(host));
  expect(response.status).toBe(200);
  return response.headers.getSetCookie()[0]!;
}

const cookieOf = (setCookie: string) => ({ Cookie: setCookie.split(";")[0]! });

/** What a client can compare: status, body and every header but the ones that name the moment. */
async function answer(response: Response) {
  const headers = Object.fromEntries([...response.headers].filter(([name]) => name !== "date"));
  return { status: response.status, headers, body: await response.text() };
}

/** Every route the app has under /api/admin, sign-in included, with its parameters filled in. */
function adminRoutes(app: ReturnType<typeof testApp>) {
  const routes = app.routes
    .filter((r) => r.path.startsWith("/api/admin/") && r.method !== "ALL")
    .map((r) => `${r.method} ${r.path.replace(/:\w+/g, "00000000-0000-4000-8000-000000000000")}`);
  return [...new Set(routes)].map((route) => route.split(" ") as [string, string]);
}

describe("ownAdminHost", () => {
  it("is ADMIN_URL's host name when it differs from SITE_URL's, whatever the ports or a final dot", () => {
    expect(ownAdminHost("https://admin.neutra-tech.de", "https://www.neutra-tech.de")).toBe("admin.neutra-tech.de");
    expect(ownAdminHost("http://localhost:3000", "https://www.neutra-tech.de")).toBe("localhost");
    expect(ownAdminHost("https://www.neutra-tech.de", "https://www.neutra-tech.de")).toBeUndefined();
    expect(ownAdminHost("https://WWW.neutra-tech.de.:8443", "https://www.neutra-tech.de")).toBeUndefined();
    expect(ownAdminHost("http://localhost:4000", "http://localhost:3000")).toBeUndefined();
  });
});

describe(`the back office on a host of its own (${testDatabaseKind})`, () => {
  it("answers its pages and assets only on its host; on the site's they are the site's 404s", async () => {
    for (const pathname of ["/admin", "/en/admin", "/admin/leads/1", "/en/admin/statistics"]) {
      const own = await split.request(pathname, { headers: on(adminHost) });
      expect([pathname, own.status, await own.text()]).toEqual([pathname, 200, shell]);
    }
    const asset = await split.request("/admin/assets/index-abc.js", { headers: on(adminHost) });
    expect([asset.status, await asset.text()]).toEqual([200, "console.log('admin')"]);

    const failures: string[] = [];
    for (const method of ["GET", "HEAD"]) {
      for (const [pathname, unknown] of [
        ["/admin", "/gibt-es-nicht"],
        ["/admin/leads/1", "/gibt-es/nicht"],
        ["/en/admin", "/en/gibt-es-nicht"],
        ["/en/admin/statistics", "/en/gibt-es/nicht"],
        ["/admin/assets/index-abc.js", "/assets/missing.js"],
        ["/admin/assets/missing.js", "/assets/missing.js"],
      ]) {
        const expected = await answer(await split.request(unknown!, { method, headers: on(siteHost) }));
        const got = await answer(await split.request(pathname!, { method, headers: on(siteHost) }));
        if (JSON.stringify(got) !== JSON.stringify(expected)) failures.push(`${method} ${pathname}`);
        expect(got.status).toBe(404);
      }
    }
    expect(failures).toEqual([]);
    const notFound = await split.request("/en/admin", { headers: on(siteHost) });
    expect(await notFound.text()).toContain("Page not found");
  });

  it("answers every /api/admin route on the site's host as an unknown API path, sign-in and session too", async () => {
    const cookie = cookieOf(await signInOn(split, adminHost));
    const routes = adminRoutes(split);
    expect(routes.map((r) => r.join(" "))).toEqual(
      expect.arrayContaining([
        ...openAuthPaths.map((p) => `POST /api/admin${p}`),
        "POST /api/admin/leads/search",
        "GET /api/admin/auth/session",
        "POST /api/admin/passkeys",
      ]),
    );
    const failures: string[] = [];
    for (const [method, pathname] of [...routes, ["GET", "/api/admin"], ["GET", "/api/admin/nothing-here"]]) {
      const init = (url: string) =>
        split.request(url, {
          method,
          body: ["GET", "HEAD"].includes(method!) ? undefined : "{}",
          headers: on(siteHost, { ...cookie, "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin" }),
        });
      const expected = await answer(await init("/api/nothing-here"));
      const got = await answer(await init(pathname!));
      if (got.status !== 404 || JSON.stringify(got) !== JSON.stringify(expected)) {
        failures.push(`${method} ${pathname}: ${got.status} ${got.body}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await (await split.request("/api/nothing-here", { headers: on(siteHost) })).json()).toEqual({
      error: "not_found",
    });
  });

  it("works on its own host: sign-in sets a __Host- cookie for / without Domain, and the API answers", async () => {
    const setCookie = await signInOn(split, adminHost);
    expect(setCookie).toMatch(
      /^__Host-neutra_admin=[\w-]{43}; Max-Age=604800; Path=\/; HttpOnly; Secure; SameSite=Strict$/,
    );
    const cookie = cookieOf(setCookie);
    const session = await split.request("/api/admin/auth/session", { headers: on(adminHost, cookie) });
    expect([session.status, await session.json()]).toMatchObject([200, { user: { email: "owner@neutra.test" } }]);
    const passkeys = await split.request("/api/admin/passkeys", { headers: on(adminHost, cookie) });
    expect(passkeys.status).toBe(200);
    expect((await split.request("/api/admin/passkeys", { headers: on(adminHost) })).status).toBe(401);

    const signOut = await postJson(split, "/api/admin/auth/sign-out", {}, on(adminHost, cookie));
    expect(signOut.status).toBe(204);
    expect(signOut.headers.getSetCookie()[0]).toMatch(
      /^__Host-neutra_admin=; Max-Age=0; Path=\/; HttpOnly; Secure; SameSite=Strict$/,
    );
  });

  it("names its own host as the passkeys' relying party and in mailed links", async () => {
    const options = await postJson(split, "/api/admin/auth/passkey/options", {}, on(adminHost));
    expect(((await options.json()) as { options: { rpId: string } }).options.rpId).toBe(adminHost);
    await adminUser(database, "links@neutra.test");
    const requested = await postJson(
      split,
      "/api/admin/auth/link",
      { email: "links@neutra.test", lang: "de" },
      on(adminHost),
    );
    expect(requested.status).toBe(202);
    const [mail] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, "links@neutra.test"));
    expect(mail!.textBody).toMatch(/https:\/\/admin\.neutra-tech\.test\/admin#signin=\{\{link-token\}\}\n/);
  });

  it("serves nothing of the site on its host: / leads to the back office, everything else is 404", async () => {
    const start = await split.request("/", { headers: on(adminHost) });
    expect([start.status, start.headers.get("Location")]).toEqual([302, "/admin"]);
    const failures: string[] = [];
    for (const [method, pathname] of [
      ["GET", "/impressum"],
      ["GET", "/en"],
      ["GET", "/404"],
      ["GET", "/assets/entry-abc.js"],
      ["HEAD", "/impressum"],
      ["GET", "/api/health"],
      ["GET", "/api/openapi.json"],
      ["POST", "/api/leads"],
      ["POST", "/api/view"],
      ["POST", "/kontakt"],
    ]) {
      const response = await split.request(pathname!, {
        method,
        body: method === "POST" ? "{}" : undefined,
        headers: on(adminHost, { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin" }),
      });
      const body = await response.text();
      if (response.status !== 404 || (method !== "HEAD" && body !== "Not found")) {
        failures.push(`${method} ${pathname}: ${response.status} ${body.slice(0, 40)}`);
      }
      if (response.headers.get("Content-Security-Policy") !== "default-src 'none'; frame-ancestors 'none'") {
        failures.push(`${method} ${pathname}: CSP`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("believes only the Host header's name: forged hosts on the site's host get nowhere", async () => {
    const cookie = cookieOf(await signInOn(split, adminHost));
    const hostile: Record<string, string>[] = [
      on(siteHost, { "X-Forwarded-Host": adminHost }),
      on(siteHost, { Forwarded: `host=${adminHost}` }),
      on(`${adminHost}.evil.example`),
      on(`evil-${adminHost}`),
      on(`${adminHost}@${siteHost}`),
      on(`${siteHost}@${adminHost}`),
      on(`${adminHost}:443:443`),
      {},
    ];
    for (const headers of hostile) {
      for (const pathname of ["/api/admin/leads", "/admin"]) {
        const response = await split.request(pathname, { headers: { ...headers, ...cookie } });
        expect([headers, pathname, response.status]).toEqual([headers, pathname, 404]);
      }
    }
    // An absolute URL names a host as well; only the Host header counts.
    const absolute = await split.request(`https://${adminHost}/api/admin/leads`, { headers: on(siteHost, cookie) });
    expect(absolute.status).toBe(404);
    // The same name in other spellings is the admin host.
    for (const host of [adminHost.toUpperCase(), `${adminHost}:8443`, `${adminHost}.`]) {
      expect([host, (await split.request("/api/admin/passkeys", { headers: on(host, cookie) })).status]).toEqual([
        host,
        200,
      ]);
    }
  });

  it("keeps the back office's host out of the site's pages: their CSP names no other host of ours", async () => {
    const page = await split.request("/impressum", { headers: on(siteHost) });
    expect(page.status).toBe(200);
    const csp = page.headers.get("Content-Security-Policy")!;
    expect(csp).toMatch(/connect-src 'self' https:\/\/\*\.google-analytics\.com;/);
    expect(csp).not.toContain(adminHost);
    expect(csp).not.toContain("neutra-tech.test");
  });
});

describe(`the back office sharing the site's host (${testDatabaseKind})`, () => {
  it("answers on any host as before, with a __Secure- cookie for /api/admin only", async () => {
    for (const host of [siteHost, adminHost, "localhost:3000"]) {
      expect((await single.request("/admin", { headers: on(host) })).status).toBe(200);
      expect((await single.request("/impressum", { headers: on(host) })).status).toBe(200);
      const setCookie = await signInOn(single, host);
      expect(setCookie).toMatch(
        /^__Secure-neutra_admin=[\w-]{43}; Max-Age=604800; Path=\/api\/admin; HttpOnly; Secure; SameSite=Strict$/,
      );
      const passkeys = await single.request("/api/admin/passkeys", { headers: on(host, cookieOf(setCookie)) });
      expect(passkeys.status).toBe(200);
    }
    expect((await single.request("/", { headers: on(siteHost) })).status).toBe(200);
  });
});
