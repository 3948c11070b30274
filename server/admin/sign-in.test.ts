import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { sessionLifetimeMs } from "../../common/admin-api";
import { adminAudit, adminLinks, adminSessions, adminUsers, mailOutbox, rateLimits } from "../db/schema";
import { createAdminRateLimit } from "../rate-limit";
import { adminCookieName, adminUser, cookieHeader, sessionToken, signIn } from "../../tests/support/admin-session";
import { postJson, testApp } from "../../tests/support/test-app";
import { openTestDatabase, testDatabaseKind, type TestDatabase } from "../../tests/support/test-database";
import { hashToken } from "./tokens";

let database: TestDatabase;
let app: ReturnType<typeof testApp>;
beforeAll(async () => {
  database = await openTestDatabase();
  app = testApp(database);
});
afterAll(() => database.close());
beforeEach(async () => {
  for (const table of [adminAudit, adminSessions, adminLinks, mailOutbox, rateLimits]) await database.db.delete(table);
});

const requestLink = (email: string, lang = "de", target = app) =>
  postJson(target, "/api/admin/auth/link", { email, lang });
const redeem = (token: string, headers: Record<string, string> = {}) =>
  postJson(app, "/api/admin/auth/link/redeem", { token }, headers);
const session = (token: string) => app.request("/api/admin/auth/session", { headers: cookieHeader(token) });

/** The token of the newest mailed link to `email`. */
async function mailedToken(email: string) {
  const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
  const text = mails.at(-1)?.textBody ?? "";
  return /#signin=([\w-]+)/.exec(text)?.[1];
}

const auditOf = async (action: string) =>
  (await database.db.select().from(adminAudit).where(eq(adminAudit.action, action))).map((e) => ({
    userId: e.userId,
    success: e.success,
    detail: e.detail,
  }));

describe(`sign-in by mailed link (${testDatabaseKind})`, () => {
  it("answers 202 alike for known, unknown and revoked addresses, and mails only a known one", async () => {
    const ownerId = await adminUser(database, "owner@neutra.test");
    const revokedId = await adminUser(database, "former@neutra.test");
    await database.db.update(adminUsers).set({ revokedAt: new Date() }).where(eq(adminUsers.id, revokedId));
    const onQueued = vi.fn();
    const watched = testApp(database, { admin: { onQueued } });

    const answers = [];
    for (const [email, lang] of [
      ["Owner@Neutra.test", "en"],
      ["nobody@neutra.test", "de"],
      ["former@neutra.test", "de"],
    ] as const) {
      const started = performance.now();
      const response = await requestLink(email, lang, watched);
      answers.push({ status: response.status, body: await response.text(), slow: performance.now() - started >= 140 });
    }
    expect(answers).toEqual(Array(3).fill({ status: 202, body: '{"sent":true}', slow: true }));
    expect(onQueued).toHaveBeenCalledTimes(1);

    const mails = await database.db.select().from(mailOutbox);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({ toAddress: "owner@neutra.test", purpose: "admin-link", leadId: null });
    expect(mail!.subject).toBe("Your sign-in link for the Neutra Tech back office");
    expect(mail!.textBody).toMatch(/^Use the following link/);
    expect(mail!.textBody).toMatch(/https:\/\/www\.neutra-tech\.test\/en\/admin#signin=[\w-]{43}\n/);
    expect(mail!.htmlBody).toContain('href="https://www.neutra-tech.test/en/admin#signin=');
    expect(mail!.textBody).toContain("15 minutes");
    // Only the token's hash is stored.
    const token = (await mailedToken("owner@neutra.test"))!;
    const [link] = await database.db.select().from(adminLinks);
    expect(link).toMatchObject({ tokenHash: hashToken(token), userId: ownerId, purpose: "signin", usedAt: null });
    expect(link!.expiresAt.getTime() - link!.createdAt.getTime()).toBe(15 * 60_000);

    expect(await auditOf("sign_in_link_requested")).toEqual([
      { userId: ownerId, success: true, detail: { lang: "en" } },
    ]);
  });

  it("mails the link in German by default wording, to the German back office", async () => {
    await adminUser(database, "owner@neutra.test");
    await requestLink("owner@neutra.test", "de");
    const [mail] = await database.db.select().from(mailOutbox);
    expect(mail!.subject).toBe("Ihr Anmeldelink für den Backoffice-Bereich von Neutra Tech");
    expect(mail!.textBody).toMatch(/https:\/\/www\.neutra-tech\.test\/admin#signin=[\w-]{43}\n/);
  });

  it("signs in once with a link: the session cookie, then 400 for a second use", async () => {
    const ownerId = await adminUser(database, "owner@neutra.test");
    await requestLink("owner@neutra.test");
    const token = (await mailedToken("owner@neutra.test"))!;

    const first = await redeem(token);
    expect(first.status).toBe(200);
    const info = (await first.json()) as { user: { email: string }; expiresAt: string };
    expect(info.user).toEqual({ email: "owner@neutra.test" });
    const expiresIn = new Date(info.expiresAt).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(sessionLifetimeMs.absolute - 60_000);
    expect(expiresIn).toBeLessThanOrEqual(sessionLifetimeMs.absolute);
    const cookies = first.headers.getSetCookie();
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatch(
      new RegExp(`^${adminCookieName}=[\\w-]{43}; Max-Age=604800; Path=/api/admin; HttpOnly; Secure; SameSite=Strict$`),
    );
    const sessionCookie = sessionToken(first)!;
    const [row] = await database.db.select().from(adminSessions);
    expect(row).toMatchObject({ tokenHash: hashToken(sessionCookie), userId: ownerId });
    expect(JSON.stringify(row)).not.toContain(sessionCookie);
    expect((await session(sessionCookie)).status).toBe(200);

    const second = await redeem(token);
    expect([second.status, await second.json()]).toEqual([400, { error: "link_invalid" }]);
    expect(second.headers.getSetCookie()).toEqual([]);
    expect(await auditOf("sign_in_link")).toEqual([
      { userId: ownerId, success: true, detail: {} },
      { userId: ownerId, success: false, detail: { reason: "link_invalid" } },
    ]);
  });

  it("refuses an expired link, a revoked user's link and a token never issued, alike", async () => {
    const ownerId = await adminUser(database, "owner@neutra.test");
    const formerId = await adminUser(database, "former@neutra.test");
    await database.db.update(adminUsers).set({ revokedAt: null }).where(eq(adminUsers.id, formerId));
    await requestLink("owner@neutra.test");
    const expired = (await mailedToken("owner@neutra.test"))!;
    await database.db
      .update(adminLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(adminLinks.tokenHash, hashToken(expired)));
    await requestLink("former@neutra.test");
    const revokedLink = (await mailedToken("former@neutra.test"))!;
    await database.db.update(adminUsers).set({ revokedAt: new Date() }).where(eq(adminUsers.id, formerId));

    for (const token of [expired, revokedLink, "A".repeat(43)]) {
      const response = await redeem(token);
      expect([response.status, await response.json()]).toEqual([400, { error: "link_invalid" }]);
    }
    expect(await database.db.select().from(adminSessions)).toEqual([]);
    expect(await auditOf("sign_in_link")).toEqual([
      { userId: ownerId, success: false, detail: { reason: "link_invalid" } },
      { userId: formerId, success: false, detail: { reason: "link_invalid" } },
      { userId: null, success: false, detail: { reason: "link_invalid" } },
    ]);
  });

  it("names the cookie without __Secure- and without Secure when the admin URL is http", async () => {
    const local = testApp(database, {
      admin: {
        config: { url: "http://localhost:3000", trustProxy: [], consentLog: false, leads: { recipients: {} as never } },
      },
    });
    await adminUser(database, "owner@neutra.test");
    await requestLink("owner@neutra.test", "de", local);
    const [mail] = await database.db.select().from(mailOutbox);
    expect(mail!.textBody).toContain("http://localhost:3000/admin#signin=");
    const response = await postJson(local, "/api/admin/auth/link/redeem", {
      token: (await mailedToken("owner@neutra.test"))!,
    });
    expect(response.headers.getSetCookie()[0]).toMatch(
      /^neutra_admin=[\w-]{43}; Max-Age=604800; Path=\/api\/admin; HttpOnly; SameSite=Strict$/,
    );
  });
});

describe(`sessions (${testDatabaseKind})`, () => {
  it("issues a new session at sign-in and ends the one the request came with (fixation)", async () => {
    const a = await signIn(app, database, "owner@neutra.test");
    await requestLink("owner@neutra.test");
    const link = (await mailedToken("owner@neutra.test"))!;
    const response = await redeem(link, cookieHeader(a));
    expect(response.status).toBe(200);
    const b = sessionToken(response)!;
    expect(b).not.toBe(a);
    expect((await session(a)).status).toBe(401);
    expect((await session(b)).status).toBe(200);
    expect((await database.db.select().from(adminSessions)).map((s) => s.tokenHash)).toEqual([hashToken(b)]);
  });

  it("ends after 12 idle hours; each use within them keeps it, written at most once a minute", async () => {
    const token = await signIn(app, database, "owner@neutra.test");
    const row = async () =>
      (
        await database.db
          .select()
          .from(adminSessions)
          .where(eq(adminSessions.tokenHash, hashToken(token)))
      )[0]!;
    const setSeen = (at: Date) =>
      database.db
        .update(adminSessions)
        .set({ lastSeenAt: at })
        .where(eq(adminSessions.tokenHash, hashToken(token)));

    const seenAt = new Date(Date.now() - 30_000);
    await setSeen(seenAt);
    expect((await session(token)).status).toBe(200);
    expect((await row()).lastSeenAt).toEqual(seenAt); // less than a minute old: not written again

    await setSeen(new Date(Date.now() - sessionLifetimeMs.idle + 60_000));
    expect((await session(token)).status).toBe(200);
    expect(Date.now() - (await row()).lastSeenAt.getTime()).toBeLessThan(5000);

    await setSeen(new Date(Date.now() - sessionLifetimeMs.idle - 1000));
    const idle = await session(token);
    expect([idle.status, await idle.json()]).toEqual([401, { error: "unauthorized" }]);
    expect(idle.headers.getSetCookie()[0]).toMatch(new RegExp(`^${adminCookieName}=; Max-Age=0; Path=/api/admin;`));
  });

  it("ends at its absolute lifetime however busy it is", async () => {
    const token = await signIn(app, database, "owner@neutra.test");
    await database.db
      .update(adminSessions)
      .set({ expiresAt: new Date(Date.now() - 1000), lastSeenAt: new Date() })
      .where(eq(adminSessions.tokenHash, hashToken(token)));
    expect((await session(token)).status).toBe(401);
  });

  it("signs out this session, or every session of the user and only theirs", async () => {
    const ownerId = await adminUser(database, "owner@neutra.test");
    const one = await signIn(app, database, "owner@neutra.test");
    const two = await signIn(app, database, "owner@neutra.test");
    const three = await signIn(app, database, "owner@neutra.test");
    const colleague = await signIn(app, database, "colleague@neutra.test");

    const out = await postJson(app, "/api/admin/auth/sign-out", {}, cookieHeader(one));
    expect(out.status).toBe(204);
    expect(out.headers.getSetCookie()[0]).toMatch(
      new RegExp(`^${adminCookieName}=; Max-Age=0; Path=/api/admin; HttpOnly; Secure; SameSite=Strict$`),
    );
    expect((await session(one)).status).toBe(401);
    expect((await session(two)).status).toBe(200);

    const everywhere = await postJson(app, "/api/admin/auth/sign-out-everywhere", {}, cookieHeader(two));
    expect(everywhere.status).toBe(204);
    expect(everywhere.headers.getSetCookie()[0]).toMatch(new RegExp(`^${adminCookieName}=; Max-Age=0;`));
    expect((await session(two)).status).toBe(401);
    expect((await session(three)).status).toBe(401);
    expect((await session(colleague)).status).toBe(200);
    expect(await auditOf("sign_out")).toEqual([{ userId: ownerId, success: true, detail: {} }]);
    expect(await auditOf("sign_out_everywhere")).toEqual([{ userId: ownerId, success: true, detail: {} }]);
  });

  it("shuts a revoked user out at the next request", async () => {
    const token = await signIn(app, database, "owner@neutra.test");
    expect((await session(token)).status).toBe(200);
    await database.db
      .update(adminUsers)
      .set({ revokedAt: new Date() })
      .where(eq(adminUsers.email, "owner@neutra.test"));
    expect((await session(token)).status).toBe(401);
    await database.db.update(adminUsers).set({ revokedAt: null }).where(eq(adminUsers.email, "owner@neutra.test"));
  });
});

describe(`rate limits on sign-in (${testDatabaseKind})`, () => {
  const limited = () => testApp(database, { admin: { rateLimit: createAdminRateLimit(database.db, true) } });
  const from = (target: ReturnType<typeof testApp>, address: string, path: string, body: unknown) =>
    target.request(
      `/api/admin${path}`,
      {
        method: "POST",
        body: JSON.stringify(body),
        headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin" },
      },
      { incoming: { socket: { remoteAddress: address } } },
    );
  const summary = async (response: Response) => ({
    status: response.status,
    error: response.status === 429 ? ((await response.json()) as { error: string }).error : undefined,
    retryAfter: response.status === 429 ? Number(response.headers.get("Retry-After")) > 0 : undefined,
  });

  it("counts every sign-in attempt of an address, on every route, known account or not", async () => {
    await adminUser(database, "owner@neutra.test");
    const target = limited();
    const attempts: [string, unknown][] = [
      ["/auth/link", { email: "owner@neutra.test", lang: "de" }],
      ["/auth/link", { email: "nobody@neutra.test", lang: "de" }],
      ["/auth/link/redeem", { token: "B".repeat(43) }],
      ["/auth/signup/options", { token: "C".repeat(43) }],
      ["/auth/passkey/verify", { challengeId: crypto.randomUUID(), response: { id: "x" } }],
    ];
    const answers = [];
    for (let i = 0; i < 10; i++) {
      const [path, body] = attempts[i % attempts.length]!;
      answers.push((await from(target, "203.0.113.5", path, body)).status);
    }
    expect(answers).toEqual([202, 202, 400, 400, 401, 202, 202, 400, 400, 401]);
    for (const [path, body] of attempts) {
      const response = await from(target, "203.0.113.5", path, body);
      expect([path, await summary(response)]).toEqual([path, { status: 429, error: "rate_limited", retryAfter: true }]);
    }
    // Another address is not affected.
    expect((await from(target, "203.0.113.6", "/auth/link/redeem", { token: "D".repeat(43) })).status).toBe(400);
  });

  it("counts the attempts on one account from many addresses, the same for known and unknown accounts", async () => {
    await adminUser(database, "owner@neutra.test");
    const target = limited();
    const run = async (email: string, net: string) => {
      const answers = [];
      for (let i = 1; i <= 11; i++) {
        answers.push(await summary(await from(target, `${net}.${i}`, "/auth/link", { email, lang: "de" })));
      }
      return answers;
    };
    const known = await run("owner@neutra.test", "198.51.100");
    const unknown = await run("nobody@neutra.test", "192.0.2");
    expect(known).toEqual(unknown);
    expect(known.map((a) => a.status)).toEqual([...Array(10).fill(202), 429]);
    expect(known[10]).toEqual({ status: 429, error: "rate_limited", retryAfter: true });
    expect((await database.db.select().from(mailOutbox)).length).toBe(10);
  });
});

describe(`the audit log (${testDatabaseKind})`, () => {
  it("lists entries newest first with the user's address, 50 a page, never splitting a millisecond", async () => {
    const ownerId = await adminUser(database, "owner@neutra.test");
    const token = await signIn(app, database, "owner@neutra.test");
    await database.db.delete(adminAudit);
    const base = Date.parse("2026-11-20T10:00:00.000Z");
    // 60 entries, one per millisecond, except four that share the 11th millisecond from the end of page one.
    const at = (i: number) => new Date(base + (i >= 8 && i <= 11 ? 11 : i) + 0.25);
    await database.db.insert(adminAudit).values(
      Array.from({ length: 60 }, (_, i) => ({
        userId: i === 0 ? null : ownerId,
        action: i === 0 ? "sign_in_passkey" : "lead_status",
        success: i !== 0,
        detail: { i },
        at: at(i),
      })),
    );
    const page = async (before?: string) => {
      const response = await app.request(`/api/admin/audit${before ? `?before=${before}` : ""}`, {
        headers: cookieHeader(token),
      });
      expect(response.status).toBe(200);
      return (await response.json()) as {
        entries: { email: string | null; detail: { i: number }; success: boolean }[];
        nextBefore: string | null;
      };
    };
    const first = await page();
    expect(first.entries[0]).toMatchObject({ email: "owner@neutra.test", action: "lead_status", detail: { i: 59 } });
    expect(first.entries.length).toBeLessThanOrEqual(50);
    expect(first.nextBefore).not.toBeNull();
    const second = await page(first.nextBefore!);
    expect(second.nextBefore).toBeNull();
    const seen = [...first.entries, ...second.entries].map((e) => e.detail.i);
    expect(seen).toHaveLength(60);
    expect(new Set(seen).size).toBe(60);
    expect(second.entries.at(-1)).toMatchObject({ email: null, action: "sign_in_passkey", success: false });

    const invalid = await app.request("/api/admin/audit?before=yesterday", { headers: cookieHeader(token) });
    expect([invalid.status, await invalid.json()]).toEqual([400, { error: "invalid" }]);
  });
});
