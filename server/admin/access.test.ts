import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { adminEndpoints } from "../../common/admin-api";
import { adminApi } from "../../common/admin/base";
import { sessionLifetimeMs } from "../../common/admin/sign-in-api";
import { contentEndpoints } from "../../common/content/api";
import { fillPath, mayCall, type Endpoint } from "../../common/contract";
import { adminAudit, adminSessions, adminUsers, leads } from "../db/schema";
import { adminUser, cookieHeader, signIn } from "../../tests/support/admin-session";
import { storedLead } from "../../tests/support/payloads";
import { postJson, testApp } from "../../tests/support/test-app";
import { openTestDatabase, testDatabaseKind } from "../../tests/support/test-database";
import { openAuthPaths } from "./auth-routes";
import { hashToken } from "../services/tokens";

const database = await openTestDatabase();
const app = testApp(database);
afterAll(() => database.close());

const stateChanging = ["POST", "PUT", "PATCH", "DELETE"];
const open = new Set<string>(openAuthPaths.map((path) => `/api/admin${path}`));

/** Every route the app answers under /api/admin but sign-in, whoever added it. */
function sessionRoutes() {
  const seen = new Set<string>();
  return app.routes
    .filter((r) => r.path.startsWith("/api/admin/") && r.method !== "ALL" && !open.has(r.path))
    .map((r) => ({
      method: r.method,
      path: r.path,
      url: r.path.replace(/:\w+/g, "00000000-0000-4000-8000-000000000000"),
    }))
    .filter((r) => !seen.has(`${r.method} ${r.path}`) && Boolean(seen.add(`${r.method} ${r.path}`)));
}

function send(route: { method: string; url: string }, headers: Record<string, string>) {
  const body = stateChanging.includes(route.method) ? "{}" : undefined;
  return app.request(route.url, {
    method: route.method,
    body,
    headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin", ...headers },
  });
}

describe(`the session check in front of every admin route (${testDatabaseKind})`, () => {
  it("finds the routes to check in the app itself", () => {
    const names = sessionRoutes().map((r) => `${r.method} ${r.path}`);
    expect(names).toEqual(
      expect.arrayContaining([
        "GET /api/admin/auth/session",
        "POST /api/admin/auth/sign-out",
        "POST /api/admin/auth/sign-out-everywhere",
        "GET /api/admin/passkeys",
        "POST /api/admin/passkeys/options",
        "POST /api/admin/passkeys",
        "DELETE /api/admin/passkeys/:id",
        "GET /api/admin/audit",
      ]),
    );
    expect(names.filter((name) => open.has(name.split(" ")[1]!))).toEqual([]);
  });

  it("answers 401 without a session, and with an expired, idle, signed-out, revoked or made-up one", async () => {
    const { db } = database;
    const expired = await signIn(app, database, "expired@neutra.test");
    await db
      .update(adminSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(adminSessions.tokenHash, hashToken(expired)));
    const idle = await signIn(app, database, "idle@neutra.test");
    await db
      .update(adminSessions)
      .set({ lastSeenAt: new Date(Date.now() - sessionLifetimeMs.idle - 1000) })
      .where(eq(adminSessions.tokenHash, hashToken(idle)));
    const signedOut = await signIn(app, database, "gone@neutra.test");
    expect((await postJson(app, "/api/admin/auth/sign-out", {}, cookieHeader(signedOut))).status).toBe(204);
    const revoked = await signIn(app, database, "revoked@neutra.test");
    await db.update(adminUsers).set({ revokedAt: new Date() }).where(eq(adminUsers.email, "revoked@neutra.test"));

    const cases: [string, Record<string, string>][] = [
      ["none", {}],
      ["expired", cookieHeader(expired)],
      ["idle", cookieHeader(idle)],
      ["signed out", cookieHeader(signedOut)],
      ["revoked", cookieHeader(revoked)],
      ["made up", cookieHeader("x".repeat(43))],
    ];
    const failures: string[] = [];
    for (const route of sessionRoutes()) {
      for (const [name, headers] of cases) {
        const response = await send(route, headers);
        const body: unknown = await response.json();
        if (response.status !== 401 || JSON.stringify(body) !== '{"error":"unauthorized"}') {
          failures.push(`${route.method} ${route.path} (${name}): ${response.status} ${JSON.stringify(body)}`);
        }
        if (
          response.headers.get("X-Robots-Tag") !== "noindex" ||
          response.headers.get("Cache-Control") !== "no-store"
        ) {
          failures.push(`${route.method} ${route.path} (${name}): headers`);
        }
      }
    }
    expect(failures).toEqual([]);
    // An unknown path under /api/admin says no more than a known one.
    expect((await app.request("/api/admin/nothing-here")).status).toBe(401);
  });

  it("refuses every state-changing route from another site with 403, even with a valid session", async () => {
    const token = await signIn(app, database, "owner@neutra.test");
    const routes = sessionRoutes().filter((r) => stateChanging.includes(r.method));
    expect(routes.length).toBeGreaterThanOrEqual(4);
    const failures: string[] = [];
    for (const route of routes) {
      for (const headers of [
        { ...cookieHeader(token), "Sec-Fetch-Site": "cross-site" },
        { ...cookieHeader(token), "Sec-Fetch-Site": "same-site" },
        { ...cookieHeader(token), "Sec-Fetch-Site": "", Origin: "https://evil.example" },
      ]) {
        const response = await send(route, headers);
        const body = await response.text();
        if (response.status !== 403 || body !== '{"error":"cross_site"}') {
          failures.push(`${route.method} ${route.path} ${JSON.stringify(headers)}: ${response.status} ${body}`);
        }
      }
    }
    expect(failures).toEqual([]);
    // Still signed in: none of them did anything.
    const session = await app.request("/api/admin/auth/session", { headers: cookieHeader(token) });
    expect(session.status).toBe(200);
    expect(await session.json()).toMatchObject({ user: { email: "owner@neutra.test" } });
  });

  it("keeps the sign-in routes open, refused cross-site, and marked noindex", async () => {
    await adminUser(database, "owner@neutra.test");
    for (const path of openAuthPaths) {
      const response = await postJson(app, `/api/admin${path}`, {}, { "Sec-Fetch-Site": "cross-site" });
      expect([path, response.status, await response.json()]).toEqual([path, 403, { error: "cross_site" }]);
      expect(response.headers.get("X-Robots-Tag")).toBe("noindex");
      const invalid = await postJson(app, `/api/admin${path}`, { token: 1 });
      expect([path, invalid.status]).toEqual([path, path === "/auth/passkey/options" ? 200 : 400]);
    }
  });
});

describe(`roles: every endpoint says who may call it, and the server holds an editor to it (${testDatabaseKind})`, () => {
  /** Every declared endpoint behind the session check, whoever declared it. */
  const declared = (Object.entries(adminEndpoints) as [string, Endpoint][]).filter(([, e]) => !e.open);
  const forEditors = declared.filter(([, e]) => mayCall(e, "editor"));
  const ownersOnly = declared.filter(([, e]) => !mayCall(e, "editor"));

  it("opens to an editor their own access, the site's content, its copy, its images and the collections' entries (no lead, statistic, data subject, delivery or audit entry)", () => {
    expect(forEditors.map(([name]) => name)).toEqual([
      "session",
      "signOut",
      "signOutEverywhere",
      "sessions",
      "endSession",
      "passkeys",
      "addPasskeyOptions",
      "addPasskey",
      "removePasskey",
      "contentAreas",
      "contentTexts",
      "contentFacts",
      "saveDraft",
      "discardDraft",
      "publishContent",
      "contentHistory",
      "contentPreview",
      "restoreVersion",
      "contentStatus",
      "listMedia",
      "uploadMedia",
      "describeMedia",
      "replaceMedia",
      "removeMediaEverywhere",
      "deleteMedia",
      "listEntries",
      "createEntry",
      "getEntry",
      "saveEntryDraft",
      "publishEntry",
      "unpublishEntry",
      "scheduleEntry",
      "unscheduleEntry",
      "deleteEntry",
      "entryHistory",
      "restoreEntry",
      "previewEntry",
      "entryPreviewPage",
      "formsCopy",
      "document",
    ]);
    expect(declared.filter(([, e]) => !mayCall(e, "owner")).map(([name]) => name)).toEqual([]);
  });

  /** The request's URL, its path parameters filled with a real lead's id (and a queue). */
  const urlOf = (e: Endpoint, id: string) => adminApi + fillPath(e.path, { id, queue: "mail" });
  const call = (e: Endpoint, id: string, token: string) =>
    send({ method: e.method, url: urlOf(e, id) }, cookieHeader(token));

  it("answers an editor 403 forbidden on every other endpoint, before looking at anything, and does nothing", async () => {
    const { db } = database;
    const [lead] = await db.insert(leads).values(storedLead).returning();
    const editor = await signIn(app, database, "editor@neutra.test", "editor");
    const failures: string[] = [];
    for (const [name, e] of ownersOnly) {
      const response = await call(e, lead!.id, editor);
      const body = await response.text();
      if (response.status !== 403 || body !== '{"error":"forbidden"}')
        failures.push(`${name}: ${response.status} ${body}`);
    }
    expect(failures).toEqual([]);
    expect(ownersOnly.length).toBeGreaterThan(10);
    // The lead is as it was, and the editor left no trace in the audit log but the sign-in.
    expect(await db.select().from(leads).where(eq(leads.id, lead!.id))).toEqual([lead]);
    const [user] = await db.select().from(adminUsers).where(eq(adminUsers.email, "editor@neutra.test"));
    const actions = await db
      .select({ action: adminAudit.action })
      .from(adminAudit)
      .where(eq(adminAudit.userId, user!.id));
    expect(actions).toEqual([{ action: "sign_in_link" }]);
    // Still signed in, as an editor.
    const session = await app.request("/api/admin/auth/session", { headers: cookieHeader(editor) });
    expect(await session.json()).toMatchObject({ user: { email: "editor@neutra.test", role: "editor" } });
  });

  it("lets an editor call their own access, and the owner everything, past the role check", async () => {
    const [lead] = await database.db.insert(leads).values(storedLead).returning();
    const failures: string[] = [];
    for (const [role, endpoints] of [
      ["editor", forEditors],
      ["owner", declared],
    ] as const) {
      for (const [name, e] of endpoints) {
        // A session each: some of them end it.
        const token = await signIn(app, database, `${role}-${name}@neutra.test`.toLowerCase(), role);
        const response = await call(e, lead!.id, token);
        const body = (await response.json().catch(() => undefined)) as { error?: string } | undefined;
        if (response.status === 401 || response.status >= 500 || body?.error === "forbidden") {
          failures.push(`${role} ${name}: ${response.status} ${body?.error}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

describe(`roles by key: every content route holds an editor to the editor's keys (${testDatabaseKind})`, () => {
  const owned = "fact:leadForms:contact";
  const value = { recipients: ["kontakt@neutra.test"], confirmation: true };
  const post = (path: string, body: unknown, as: Record<string, string>) =>
    postJson(app, `/api/admin/content${path}`, body, as);
  const get = (path: string, as: Record<string, string>) => app.request(`/api/admin/content${path}`, { headers: as });

  /**
   * What an editor gets on each content route when the request touches an owner-only key: every
   * content endpoint must be here, so a new one cannot leave the question open.
   */
  const byKey: Record<
    keyof typeof contentEndpoints,
    (owner: Record<string, string>, editor: Record<string, string>) => Promise<void>
  > = {
    contentAreas: async (_, editor) => {
      const { areas } = (await (await get("/areas", editor)).json()) as { areas: { id: string }[] };
      expect(areas.map((a) => a.id)).not.toContain("mails");
    },
    contentTexts: async (_, editor) => {
      const found = (await (await get("/texts?q=kontakt%40neutra.test", editor)).json()) as { facts: unknown[] };
      expect(found.facts).toEqual([]);
      expect((await get("/texts?area=mails", editor)).status).toBe(400);
    },
    contentFacts: async (_, editor) => {
      const { facts } = (await (await get("/facts", editor)).json()) as { facts: { key: string }[] };
      expect(facts.map((f) => f.key)).not.toContain(owned);
    },
    saveDraft: async (_, editor) => {
      expect((await post("/draft", { key: owned, value }, editor)).status).toBe(404);
    },
    discardDraft: async (owner, editor) => {
      expect((await post("/draft", { key: owned, value }, owner)).status).toBe(200);
      expect((await post("/draft/discard", { key: owned }, editor)).status).toBe(404);
    },
    publishContent: async (_, editor) => {
      // The owner's draft (left by discardDraft's check) is not published by an editor's request.
      const answer = await post("/publish", { keys: [owned] }, editor);
      expect(await answer.json()).toMatchObject({ published: [] });
    },
    contentHistory: async (_, editor) => {
      expect((await get(`/history?key=${encodeURIComponent(owned)}`, editor)).status).toBe(404);
    },
    contentPreview: async (_, editor) => {
      // The preview shows pages, which show no owner-only key; it answers as to the owner.
      expect((await get("/preview?path=%2Fnowhere", editor)).status).toBe(404);
    },
    restoreVersion: async (owner, editor) => {
      expect((await post("/publish", { keys: [owned] }, owner)).status).toBe(200);
      const { versions } = (await (await get(`/history?key=${encodeURIComponent(owned)}`, owner)).json()) as {
        versions: { id: number }[];
      };
      expect((await post("/restore", { version: versions[0]!.id }, editor)).status).toBe(404);
    },
    contentStatus: async (_, editor) => {
      expect((await get("/status", editor)).status).toBe(200);
    },
  };

  it("answers an editor on an owner-only key as on one that names nothing, on every content route", async () => {
    const owner = cookieHeader(await signIn(app, database, "owner-keys@neutra.test"));
    const editor = cookieHeader(await signIn(app, database, "editor-keys@neutra.test", "editor"));
    for (const check of Object.values(byKey)) await check(owner, editor);
    expect(Object.keys(byKey).sort()).toEqual(Object.keys(contentEndpoints).sort());
  });
});
