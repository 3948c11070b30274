import { eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { sessionLifetimeMs } from "../../common/admin/sign-in-api";
import {
  adminAudit,
  adminChallenges,
  adminLinks,
  adminSessions,
  adminUsers,
  mailOutbox,
  rateLimits,
} from "../db/schema";
import { createAdminRateLimits, createRateLimit, type AdminRateLimits } from "../rate-limit";
import { adminCookieName, adminUser, cookieHeader, sessionToken, signIn } from "../../tests/support/admin-session";
import { postJson, testApp, testErasures, testLinkSecret } from "../../tests/support/test-app";
import { openTestDatabase, testDatabaseKind } from "../../tests/support/test-database";
import { createLink } from "./links";
import { hashToken, linkToken } from "../services/tokens";

const database = await openTestDatabase();
const app = testApp(database);
afterAll(() => database.close());
beforeEach(async () => {
  for (const table of [adminAudit, adminSessions, mailOutbox, adminLinks, adminChallenges, rateLimits])
    await database.db.delete(table);
});

const requestLink = (email: string, lang = "de", target = app) =>
  postJson(target, "/api/admin/auth/link", { email, lang });
const redeem = (token: string, headers: Record<string, string> = {}) =>
  postJson(app, "/api/admin/auth/link/redeem", { token }, headers);
const session = (token: string) => app.request("/api/admin/auth/session", { headers: cookieHeader(token) });

/** The token of the newest link mailed to `email`, as the worker puts it in when it sends the mail. */
async function mailedToken(email: string) {
  const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
  const linkId = mails.at(-1)?.linkId;
  return linkId ? linkToken(testLinkSecret, linkId) : undefined;
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
    expect(mail!.textBody).toContain("\nhttps://www.neutra-tech.test/en/admin#signin={{link-token}}\n");
    expect(mail!.htmlBody).toContain('href="https://www.neutra-tech.test/en/admin#signin={{link-token}}"');
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
    expect(mail!.textBody).toContain("\nhttps://www.neutra-tech.test/admin#signin={{link-token}}\n");
  });

  it("signs in once with a link: the session cookie, then 400 for a second use", async () => {
    const ownerId = await adminUser(database, "owner@neutra.test");
    await requestLink("owner@neutra.test");
    const token = (await mailedToken("owner@neutra.test"))!;

    const first = await redeem(token);
    expect(first.status).toBe(200);
    const info = (await first.json()) as { user: { email: string }; expiresAt: string };
    expect(info.user).toEqual({ email: "owner@neutra.test", role: "owner" });
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

  it("voids the older links at a newer one, and every unused link of the user at a sign-in", async () => {
    const ownerId = await adminUser(database, "owner@neutra.test");
    await requestLink("owner@neutra.test");
    const older = (await mailedToken("owner@neutra.test"))!;
    await requestLink("owner@neutra.test");
    const newer = (await mailedToken("owner@neutra.test"))!;
    const { token: invitation } = await createLink(database.db, testLinkSecret, ownerId, "signup");

    expect((await redeem(older)).status).toBe(400);
    expect((await redeem(newer)).status).toBe(200);
    // The sign-in voided the invitation too: no unused link of the user is left.
    expect((await postJson(app, "/api/admin/auth/signup/options", { token: invitation })).status).toBe(400);
    const links = await database.db.select().from(adminLinks).where(eq(adminLinks.userId, ownerId));
    expect(links.filter((link) => !link.usedAt)).toEqual([]);
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
        config: {
          url: "http://localhost:3000",
          linkSecret: testLinkSecret,
          trustProxy: [],
          consentLog: false,
          leads: { recipients: {} as never },
          erasures: testErasures,
        },
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

  it("lists the user's live sessions (device, times, this one marked) and ends one by its id, audited", async () => {
    const ownerId = await adminUser(database, "owner@neutra.test");
    const signInFrom = async (userAgent: string) => {
      const { token } = await createLink(database.db, testLinkSecret, ownerId, "signin");
      return sessionToken(await redeem(token, { "User-Agent": userAgent }))!;
    };
    const laptop = await signInFrom("Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0");
    const phone = await signInFrom(
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
    );
    const colleague = await signIn(app, database, "colleague@neutra.test");
    const list = async (token: string) => {
      const response = await app.request("/api/admin/sessions", { headers: cookieHeader(token) });
      expect(response.status).toBe(200);
      return (await response.json()) as { id: string; device: string; current: boolean; createdAt: string }[];
    };
    const sessions = await list(laptop);
    expect(sessions.map(({ device, current }) => ({ device, current }))).toEqual([
      { device: "Safari / iOS", current: false },
      { device: "Firefox / Windows", current: true },
    ]);
    // What the screen gets names no token, no hash of one and no user agent.
    const rows = await database.db.select().from(adminSessions);
    for (const row of rows) expect(JSON.stringify(sessions)).not.toContain(row.tokenHash);
    expect(JSON.stringify(rows)).not.toMatch(/Mozilla|Gecko|AppleWebKit/);

    const end = (token: string, id: string) =>
      app.request(`/api/admin/sessions/${id}`, {
        method: "DELETE",
        headers: { ...cookieHeader(token), "Sec-Fetch-Site": "same-origin" },
      });
    const phoneId = sessions.find((s) => !s.current)!.id;
    expect((await end(colleague, phoneId)).status).toBe(404);
    expect((await end(laptop, "not-a-session")).status).toBe(404);
    expect((await end(laptop, phoneId)).status).toBe(204);
    expect((await session(phone)).status).toBe(401);
    expect((await session(laptop)).status).toBe(200);

    const own = await end(laptop, sessions.find((s) => s.current)!.id);
    expect(own.status).toBe(204);
    expect(own.headers.getSetCookie()[0]).toMatch(new RegExp(`^${adminCookieName}=; Max-Age=0;`));
    expect((await session(laptop)).status).toBe(401);
    expect((await session(colleague)).status).toBe(200);
    expect((await auditOf("session_ended")).map((e) => [e.userId, e.success])).toEqual([
      [ownerId, true],
      [ownerId, true],
    ]);
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
  const limited = (limits: Partial<AdminRateLimits> = {}) =>
    testApp(database, { admin: { rateLimit: { ...createAdminRateLimits(database.db, true), ...limits } } });
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
    retryAfter: response.status === 429 ? Number(response.headers.get("Retry-After")) : undefined,
  });
  /** Each open route, with a body it accepts (the i-th e-mail address, so no address repeats). */
  const openRoutes: [string, (i: number) => unknown][] = [
    ["/auth/link", (i) => ({ email: i % 2 ? "owner@neutra.test" : `nobody${i}@neutra.test`, lang: "de" })],
    ["/auth/link/redeem", () => ({ token: "B".repeat(43) })],
    ["/auth/signup/options", () => ({ token: "C".repeat(43) })],
    [
      "/auth/signup/verify",
      () => ({ token: "C".repeat(43), challengeId: crypto.randomUUID(), name: "x", response: {} }),
    ],
    ["/auth/passkey/options", () => ({})],
    ["/auth/passkey/verify", () => ({ challengeId: crypto.randomUUID(), response: { id: "x" } })],
  ];

  it("counts every request of an address to every open route, known account or not: 10 in 15 minutes", async () => {
    await adminUser(database, "owner@neutra.test");
    const target = limited();
    const answers = [];
    for (let i = 0; i < 10; i++) {
      const [path, body] = openRoutes[i % openRoutes.length]!;
      answers.push((await from(target, "203.0.113.5", path, body(i))).status);
    }
    expect(answers).toEqual([202, 400, 400, 400, 200, 401, 202, 400, 400, 400]);
    for (const [path, body] of openRoutes) {
      const response = await from(target, "203.0.113.5", path, body(99));
      // The window's remaining seconds: 900 at its start, one less for every second the test has run.
      const retryAfter = expect.toSatisfy((seconds: number) => seconds > 840 && seconds <= 900);
      expect([path, await summary(response)]).toEqual([path, { status: 429, error: "rate_limited", retryAfter }]);
    }
    // Another address is not affected.
    expect((await from(target, "203.0.113.6", "/auth/passkey/options", {})).status).toBe(200);
  });

  it("answers one client's flood of passkey options 10 times, then 429: 10 challenges stored", async () => {
    const target = limited();
    const statuses = [];
    for (let i = 0; i < 40; i++)
      statuses.push((await from(target, "198.51.100.7", "/auth/passkey/options", {})).status);
    expect(statuses).toEqual([...Array(10).fill(200), ...Array(30).fill(429)]);
    expect(await database.db.$count(adminChallenges)).toBe(10);
  });

  it("counts all clients together: past the global budget every address waits", async () => {
    const target = limited({
      global: createRateLimit(database.db, true, [{ prefix: "testAll", points: 3, durationSeconds: 300 }]),
    });
    const statuses = [];
    for (let i = 1; i <= 5; i++)
      statuses.push(await summary(await from(target, `192.0.2.${i}`, "/auth/passkey/options", {})));
    expect(statuses.map((s) => s.status)).toEqual([200, 200, 200, 429, 429]);
    expect(statuses[4]!.retryAfter).toBeGreaterThan(0);
    expect(await database.db.$count(adminChallenges)).toBe(3);
  });

  it("mails one link per address every 12 minutes, from any client, the same for known and unknown accounts", async () => {
    await adminUser(database, "owner@neutra.test");
    const target = limited();
    const run = async (email: string, net: string) => {
      const answers = [];
      for (let i = 1; i <= 3; i++) {
        answers.push(await summary(await from(target, `${net}.${i}`, "/auth/link", { email, lang: "de" })));
      }
      return answers;
    };
    const known = await run("owner@neutra.test", "198.51.100");
    const unknown = await run("nobody@neutra.test", "192.0.2");
    expect(known).toEqual(unknown);
    expect(known.map((a) => a.status)).toEqual([202, 429, 429]);
    // Whoever spends the address's budget holds its owner up for 12 minutes at most.
    expect(known[1]).toMatchObject({ error: "rate_limited" });
    expect(known[1]!.retryAfter).toBeGreaterThan(700);
    expect(known[1]!.retryAfter).toBeLessThanOrEqual(720);
    expect(await database.db.$count(mailOutbox)).toBe(1);
    // Nothing lasts a day: the counters behind the link and account limits run out within 15 minutes.
    const counters = await database.db.select().from(rateLimits);
    const accountCounters = counters.filter((c) => /^admin(Mail|Account)/.test(c.key));
    expect(accountCounters.length).toBeGreaterThan(0);
    for (const counter of accountCounters)
      expect(counter.expire!.getTime() - Date.now()).toBeLessThanOrEqual(15 * 60_000);
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
