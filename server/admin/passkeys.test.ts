import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import {
  adminAudit,
  adminChallenges,
  adminLinks,
  adminPasskeys,
  adminSessions,
  adminUsers,
  mailOutbox,
} from "../db/schema";
import { adminUser, cookieHeader, sessionToken, signIn } from "../../tests/support/admin-session";
import { SoftAuthenticator } from "../../tests/support/soft-authenticator";
import { postJson, testApp, testLinkSecret } from "../../tests/support/test-app";
import { openTestDatabase, testDatabaseKind } from "../../tests/support/test-database";
import { createLink, invitationAfterStartMs } from "./links";
import { maxWaitingChallenges } from "./passkeys";
import { hashToken } from "../services/tokens";

const origin = "https://www.neutra-tech.test";
const database = await openTestDatabase();
const app = testApp(database);
afterAll(() => database.close());

type Options = { challengeId: string; options: Parameters<SoftAuthenticator["register"]>[0] & Record<string, unknown> };
type SignInOptions = {
  challengeId: string;
  options: { challenge: string; rpId?: string; allowCredentials?: unknown[] };
};

const post = async <T>(path: string, body: unknown, headers: Record<string, string> = {}) => {
  const response = await postJson(app, `/api/admin${path}`, body, headers);
  return { response, status: response.status, body: (response.status === 204 ? null : await response.json()) as T };
};

/** An invitation redeemed with a new passkey: the user's id, authenticator and session. */
async function signUp(email: string, device = new SoftAuthenticator(origin)) {
  const userId = await adminUser(database, email);
  const token = (await createLink(database.db, testLinkSecret, userId, "signup")).token;
  const { body: start } = await post<Options>("/auth/signup/options", { token });
  const response = device.register(start.options);
  const done = await post("/auth/signup/verify", { token, challengeId: start.challengeId, name: "Laptop", response });
  expect(done.status).toBe(200);
  return { userId, device, token, session: sessionToken(done.response)!, credentialId: response.id };
}

async function passkeySignIn(device: SoftAuthenticator, options: { origin?: string; credentialId?: string } = {}) {
  const { body: start } = await post<SignInOptions>("/auth/passkey/options", {});
  return post("/auth/passkey/verify", {
    challengeId: start.challengeId,
    response: device.authenticate(start.options, options),
  });
}

const failures = async (userId: string | null) =>
  (await database.db.select().from(adminAudit).where(eq(adminAudit.action, "sign_in_passkey")))
    .filter((e) => !e.success && e.userId === userId)
    .map((e) => e.detail.reason);

describe(`passkeys end to end (${testDatabaseKind})`, () => {
  it("signs up with the invitation: discoverable options, the passkey stored, the invitation used, a session", async () => {
    const userId = await adminUser(database, "owner@neutra.test");
    const token = (await createLink(database.db, testLinkSecret, userId, "signup")).token;
    const start = await post<Options>("/auth/signup/options", { token });
    expect(start.status).toBe(200);
    expect(start.body.options).toMatchObject({
      rp: { id: "www.neutra-tech.test", name: "Neutra Tech" },
      user: { name: "owner@neutra.test" },
      attestation: "none",
      authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
      excludeCredentials: [],
    });
    const [user] = await database.db.select().from(adminUsers).where(eq(adminUsers.id, userId));
    expect(start.body.options.user.id).toBe(user!.webauthnUserId);

    const device = new SoftAuthenticator(origin);
    const response = device.register(start.body.options);
    const done = await post<{ user: { email: string; role: string } }>("/auth/signup/verify", {
      token,
      challengeId: start.body.challengeId,
      name: "Laptop",
      response,
    });
    expect(done.status).toBe(200);
    expect(done.body.user).toEqual({ email: "owner@neutra.test", role: "owner" });
    const session = sessionToken(done.response)!;
    expect((await app.request("/api/admin/auth/session", { headers: cookieHeader(session) })).status).toBe(200);

    const [passkey] = await database.db.select().from(adminPasskeys).where(eq(adminPasskeys.userId, userId));
    expect(passkey).toMatchObject({ id: response.id, name: "Laptop", counter: 0, transports: ["internal"] });
    const [link] = await database.db
      .select()
      .from(adminLinks)
      .where(eq(adminLinks.tokenHash, hashToken(token)));
    expect(link!.usedAt).not.toBeNull();
    expect(await database.db.select().from(adminChallenges)).toEqual([]);
    const [signUpAudit] = await database.db.select().from(adminAudit).where(eq(adminAudit.action, "sign_up"));
    expect(signUpAudit).toMatchObject({ userId, success: true, detail: { passkeyId: response.id } });

    // The invitation is used up.
    const again = await post("/auth/signup/options", { token });
    expect([again.status, again.body]).toEqual([400, { error: "link_invalid" }]);
  });

  it("refuses a registration from another origin and keeps the invitation for a real one", async () => {
    const userId = await adminUser(database, "second@neutra.test");
    const token = (await createLink(database.db, testLinkSecret, userId, "signup")).token;
    const { body: start } = await post<Options>("/auth/signup/options", { token });
    const forged = new SoftAuthenticator("https://evil.example").register(start.options);
    const refused = await post("/auth/signup/verify", {
      token,
      challengeId: start.challengeId,
      name: "X",
      response: forged,
    });
    expect([refused.status, refused.body]).toEqual([400, { error: "registration_failed" }]);
    expect(refused.response.headers.getSetCookie()).toEqual([]);
    expect(await database.db.select().from(adminPasskeys).where(eq(adminPasskeys.userId, userId))).toEqual([]);
    const [failed] = await database.db.select().from(adminAudit).where(eq(adminAudit.userId, userId));
    expect(failed).toMatchObject({ action: "sign_up", success: false, detail: { reason: "registration_failed" } });

    const { body: retry } = await post<Options>("/auth/signup/options", { token });
    const real = new SoftAuthenticator(origin).register(retry.options);
    const done = await post("/auth/signup/verify", {
      token,
      challengeId: retry.challengeId,
      name: "Phone",
      response: real,
    });
    expect(done.status).toBe(200);
  });

  it("signs in with the passkey: no credentials listed, counter and last use updated, audited", async () => {
    const { userId, device, credentialId } = await signUp("signer@neutra.test");
    const { body: start } = await post<SignInOptions>("/auth/passkey/options", {});
    expect(start.options.rpId).toBe("www.neutra-tech.test");
    expect(start.options.allowCredentials ?? []).toEqual([]);
    const signedIn = await post<{ user: { email: string; role: string } }>("/auth/passkey/verify", {
      challengeId: start.challengeId,
      response: device.authenticate(start.options),
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user).toEqual({ email: "signer@neutra.test", role: "owner" });
    expect(sessionToken(signedIn.response)).toMatch(/^[\w-]{43}$/);
    const [passkey] = await database.db.select().from(adminPasskeys).where(eq(adminPasskeys.id, credentialId));
    expect(passkey!.counter).toBe(1);
    expect(passkey!.lastUsedAt).not.toBeNull();
    const entries = await database.db.select().from(adminAudit).where(eq(adminAudit.userId, userId));
    expect(entries.filter((e) => e.action === "sign_in_passkey").map((e) => e.success)).toEqual([true]);
  });

  it("answers every failed passkey sign-in with the same 401: wrong origin, replay, unknown, revoked, expired", async () => {
    const { userId, device } = await signUp("target@neutra.test");
    const refused = { status: 401, body: { error: "sign_in_failed" } };
    const answer = async (result: Promise<{ status: number; body: unknown; response: Response }>) => {
      const { status, body, response } = await result;
      expect(response.headers.getSetCookie()).toEqual([]);
      return { status, body };
    };

    expect(await answer(passkeySignIn(device, { origin: "https://evil.example" }))).toEqual(refused);

    // A challenge answers once: the same response again, or a new assertion for the same challenge.
    const { body: start } = await post<SignInOptions>("/auth/passkey/options", {});
    const response = device.authenticate(start.options);
    expect((await post("/auth/passkey/verify", { challengeId: start.challengeId, response })).status).toBe(200);
    expect(await answer(post("/auth/passkey/verify", { challengeId: start.challengeId, response }))).toEqual(refused);
    const fresh = device.authenticate(start.options);
    expect(await answer(post("/auth/passkey/verify", { challengeId: start.challengeId, response: fresh }))).toEqual(
      refused,
    );

    // A passkey this site never registered.
    const stranger = new SoftAuthenticator(origin);
    stranger.register({
      challenge: "AAAA",
      rp: { id: "www.neutra-tech.test", name: "x" },
      user: { id: "AAAA", name: "x" },
    });
    expect(await answer(passkeySignIn(stranger))).toEqual(refused);

    // An expired challenge.
    const { body: late } = await post<SignInOptions>("/auth/passkey/options", {});
    await database.db
      .update(adminChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(adminChallenges.id, late.challengeId));
    const lateResponse = device.authenticate(late.options);
    expect(
      await answer(post("/auth/passkey/verify", { challengeId: late.challengeId, response: lateResponse })),
    ).toEqual(refused);

    // A revoked user.
    await database.db.update(adminUsers).set({ revokedAt: new Date() }).where(eq(adminUsers.id, userId));
    expect(await answer(passkeySignIn(device))).toEqual(refused);

    expect(await failures(userId)).toEqual(["verification", "challenge", "challenge", "challenge", "revoked"]);
    expect(await failures(null)).toEqual(["unknown_credential"]);
  });

  it("lets a signed-in user add, list and remove their own passkeys, and only their own", async () => {
    const { userId, device, session, credentialId } = await signUp("keys@neutra.test");
    const other = await signUp("other@neutra.test");
    const headers = cookieHeader(session);

    const { body: start } = await post<Options & { options: { excludeCredentials: { id: string }[] } }>(
      "/passkeys/options",
      {},
      headers,
    );
    expect(start.options.excludeCredentials.map((c) => c.id)).toEqual([credentialId]);
    const key = new SoftAuthenticator(origin);
    const added = await post<{ id: string; name: string; lastUsedAt: string | null }>(
      "/passkeys",
      { challengeId: start.challengeId, name: "YubiKey", response: key.register(start.options) },
      headers,
    );
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ name: "YubiKey", lastUsedAt: null });

    const list = await app.request("/api/admin/passkeys", { headers });
    expect(((await list.json()) as { name: string }[]).map((p) => p.name).sort()).toEqual(["Laptop", "YubiKey"]);
    expect((await passkeySignIn(key)).status).toBe(200);

    // A replayed registration (its challenge is gone) is refused.
    const replay = await post(
      "/passkeys",
      { challengeId: start.challengeId, name: "Again", response: key.register(start.options) },
      headers,
    );
    expect([replay.status, replay.body]).toEqual([400, { error: "registration_failed" }]);

    const foreign = await app.request(`/api/admin/passkeys/${other.credentialId}`, {
      method: "DELETE",
      headers: { ...headers, "Sec-Fetch-Site": "same-origin" },
    });
    expect(foreign.status).toBe(404);
    expect((await passkeySignIn(other.device)).status).toBe(200);

    const removed = await app.request(`/api/admin/passkeys/${credentialId}`, {
      method: "DELETE",
      headers: { ...headers, "Sec-Fetch-Site": "same-origin" },
    });
    expect(removed.status).toBe(204);
    expect((await passkeySignIn(device, { credentialId })).status).toBe(401);

    const entries = await database.db.select().from(adminAudit).where(eq(adminAudit.userId, userId));
    expect(entries.filter((e) => e.action.startsWith("passkey_")).map((e) => [e.action, e.success])).toEqual([
      ["passkey_added", true],
      ["passkey_added", false],
      ["passkey_removed", true],
    ]);
  });

  it("refuses a passkey name with a control character (NUL included) and drops invisible formatters", async () => {
    const { session } = await signUp("names@neutra.test");
    const headers = cookieHeader(session);
    const key = new SoftAuthenticator(origin);
    const add = async (name: string) => {
      const { body: start } = await post<Options>("/passkeys/options", {}, headers);
      return post<{ name: string }>(
        "/passkeys",
        { challengeId: start.challengeId, name, response: key.register(start.options) },
        headers,
      );
    };
    for (const name of ["Lap\u0000top", "Lap\ntop", "\u200b"]) {
      expect(await add(name), JSON.stringify(name)).toMatchObject({ status: 400, body: { error: "invalid" } });
    }
    expect(await add("Lap\u202etop 🔑")).toMatchObject({ status: 201, body: { name: "Laptop 🔑" } });
  });

  it("starts a new session at passkey sign-in and ends the one the request came with", async () => {
    const { device } = await signUp("fixation@neutra.test");
    const before = await signIn(app, database, "fixation@neutra.test");
    const { body: start } = await post<SignInOptions>("/auth/passkey/options", {});
    const signedIn = await post(
      "/auth/passkey/verify",
      { challengeId: start.challengeId, response: device.authenticate(start.options) },
      cookieHeader(before),
    );
    const after = sessionToken(signedIn.response)!;
    expect(after).not.toBe(before);
    expect((await app.request("/api/admin/auth/session", { headers: cookieHeader(before) })).status).toBe(401);
    expect((await app.request("/api/admin/auth/session", { headers: cookieHeader(after) })).status).toBe(200);
  });

  it("cuts an invitation to 15 minutes once sign-up begins (the link may sit in the browser's history)", async () => {
    const userId = await adminUser(database, "starter@neutra.test");
    const { token } = await createLink(database.db, testLinkSecret, userId, "signup");
    const started = Date.now();
    expect((await post("/auth/signup/options", { token })).status).toBe(200);
    const [link] = await database.db
      .select()
      .from(adminLinks)
      .where(eq(adminLinks.tokenHash, hashToken(token)));
    expect(link!.expiresAt.getTime() - started).toBeLessThanOrEqual(invitationAfterStartMs + 5000);
    expect(link!.expiresAt.getTime() - started).toBeGreaterThan(invitationAfterStartMs - 60_000);
  });

  it("voids the user's unused sign-in links at a passkey sign-in", async () => {
    const { userId, device } = await signUp("voids@neutra.test");
    const { token } = await createLink(database.db, testLinkSecret, userId, "signin");
    expect((await passkeySignIn(device)).status).toBe(200);
    expect((await post("/auth/link/redeem", { token })).status).toBe(400);
  });

  it("adds or removes a passkey only within 10 minutes of a sign-in; a fresh sign-in opens it again", async () => {
    const { userId, device, session, credentialId } = await signUp("stale@neutra.test");
    await database.db
      .update(adminSessions)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(adminSessions.userId, userId));
    const headers = { ...cookieHeader(session), "Sec-Fetch-Site": "same-origin" };
    const stale = { status: 403, body: { error: "reauth_required" } };
    const options = await post("/passkeys/options", {}, headers);
    expect({ status: options.status, body: options.body }).toEqual(stale);
    const add = await post("/passkeys", { challengeId: crypto.randomUUID(), name: "Planted", response: {} }, headers);
    expect({ status: add.status, body: add.body }).toEqual(stale);
    const remove = await app.request(`/api/admin/passkeys/${credentialId}`, { method: "DELETE", headers });
    expect([remove.status, await remove.json()]).toEqual([stale.status, stale.body]);
    // Reading stays open; nothing changed.
    expect((await app.request("/api/admin/passkeys", { headers })).status).toBe(200);
    expect(await database.db.$count(adminPasskeys, eq(adminPasskeys.userId, userId))).toBe(1);

    const fresh = sessionToken((await passkeySignIn(device)).response)!;
    const again = await post<Options>("/passkeys/options", {}, cookieHeader(fresh));
    expect(again.status).toBe(200);
  });

  it("mails the account in its language at every passkey change: which one, when, what to do if it was not them", async () => {
    const { userId, session, credentialId } = await signUp("notice@neutra.test");
    await database.db.update(adminUsers).set({ lang: "en" }).where(eq(adminUsers.id, userId));
    const headers = cookieHeader(session);
    const { body: start } = await post<Options>("/passkeys/options", {}, headers);
    const key = new SoftAuthenticator(origin);
    const name = "YubiKey $& <b>";
    const added = await post(
      "/passkeys",
      { challengeId: start.challengeId, name, response: key.register(start.options) },
      headers,
    );
    expect(added.status).toBe(201);
    const removed = await app.request(`/api/admin/passkeys/${credentialId}`, {
      method: "DELETE",
      headers: { ...headers, "Sec-Fetch-Site": "same-origin" },
    });
    expect(removed.status).toBe(204);

    const notices = (await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, "notice@neutra.test")))
      .filter((m) => m.purpose === "admin-notice")
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    expect(notices.map((m) => m.subject)).toEqual([
      "New passkey for your Neutra Tech back-office access",
      "Passkey removed from your Neutra Tech back-office access",
    ]);
    expect(notices[0]!.textBody).toContain(`The passkey “${name}” was added`);
    expect(notices[0]!.htmlBody).toContain("YubiKey $&amp; &lt;b&gt;");
    expect(notices[1]!.textBody).toContain("The passkey “Laptop” was removed");
    expect(notices[1]!.textBody).toMatch(/If it was not you, sign in, remove every passkey/);
    expect(notices.every((m) => m.leadId === null && m.linkId === null)).toBe(true);
  });

  it("keeps the challenge store bounded: expired challenges go at every insert, and all but the newest 1000", async () => {
    await database.db.delete(adminChallenges);
    const now = Date.now();
    const row = (expiresAt: number) => ({ challenge: "c", purpose: "authenticate", expiresAt: new Date(expiresAt) });
    await database.db.insert(adminChallenges).values(Array.from({ length: 20 }, (_, i) => row(now - 1000 - i)));
    await database.db
      .insert(adminChallenges)
      .values(Array.from({ length: maxWaitingChallenges + 50 }, (_, i) => row(now + 1000 + i * 10)));
    const { body } = await post<SignInOptions>("/auth/passkey/options", {});
    const left = await database.db.select().from(adminChallenges);
    expect(left).toHaveLength(maxWaitingChallenges);
    expect(left.every((c) => c.expiresAt.getTime() > now)).toBe(true);
    expect(left.map((c) => c.id)).toContain(body.challengeId);
    // The 51 oldest waiting ones made room.
    const oldestLeft = Math.min(...left.map((c) => c.expiresAt.getTime()));
    expect(oldestLeft).toBe(now + 1000 + 51 * 10);
  });
});
