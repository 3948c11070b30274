import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { adminAudit, adminLinks, adminPasskeys, adminSessions, adminUsers, mailOutbox } from "../db/schema";
import { cookieHeader, signIn } from "../../tests/support/admin-session";
import { postJson, testApp, testLinkSecret } from "../../tests/support/test-app";
import { linkTokenPlaceholder } from "../mail/admin-mail";
import { openTestDatabase, testDatabaseKind } from "../../tests/support/test-database";
import { adminCommand } from "./users-cli";

const database = await openTestDatabase();
afterAll(() => database.close());

const run = async (...args: string[]) => {
  const lines: string[] = [];
  const links = { url: "https://www.neutra-tech.test/", linkSecret: testLinkSecret };
  await adminCommand(database.db, links, args, (line) => lines.push(line));
  return lines;
};
const signupToken = (lines: string[]) => /#signup=([\w-]{43})$/.exec(lines[1] ?? "")?.[1];

describe(`npm run admin -- invite | list | revoke (${testDatabaseKind})`, () => {
  it("invites: creates the user, prints the sign-up link and queues it as a mail in the chosen language", async () => {
    const lines = await run("invite", "Owner@Neutra.test", "--lang", "en");
    expect(lines[0]).toBe("Invited: owner@neutra.test as owner. Sign-up link (valid 24 hours, once):");
    expect(lines[1]).toMatch(/^https:\/\/www\.neutra-tech\.test\/en\/admin#signup=[\w-]{43}$/);
    expect(lines[2]).toMatch(/queued as a mail/);
    const [user] = await database.db.select().from(adminUsers).where(eq(adminUsers.email, "owner@neutra.test"));
    expect(user).toMatchObject({ revokedAt: null, lang: "en", role: "owner" });
    expect(user!.webauthnUserId).toMatch(/^[\w-]{43}$/);
    const [link] = await database.db.select().from(adminLinks).where(eq(adminLinks.userId, user!.id));
    expect(link).toMatchObject({ purpose: "signup", usedAt: null });
    expect(link!.expiresAt.getTime() - link!.createdAt.getTime()).toBe(24 * 3600_000);
    const [mail] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, "owner@neutra.test"));
    expect(mail).toMatchObject({ purpose: "admin-link", leadId: null, linkId: link!.id });
    expect(mail!.subject).toBe("Your invitation to the Neutra Tech back office");
    // The queued mail holds the link without its token; the worker puts it in as it sends.
    const queued = lines[1]!.replace(signupToken(lines)!, linkTokenPlaceholder);
    expect(mail!.textBody).toContain(queued);
    expect(mail!.htmlBody).toContain(`href="${queued}"`);
    expect(JSON.stringify(mail)).not.toContain(signupToken(lines));

    const de = await run("invite", "kollegin@neutra.test");
    expect(de[1]).toMatch(/^https:\/\/www\.neutra-tech\.test\/admin#signup=/);
  });

  it("invites again a user without a passkey (the old link stops working), but not one with access", async () => {
    const first = signupToken(await run("invite", "late@neutra.test"));
    const second = signupToken(await run("invite", "late@neutra.test"));
    expect(second).not.toBe(first);
    const app = testApp(database);
    const old = await postJson(app, "/api/admin/auth/signup/options", { token: first });
    expect(old.status).toBe(400);
    expect((await postJson(app, "/api/admin/auth/signup/options", { token: second })).status).toBe(200);

    const [user] = await database.db.select().from(adminUsers).where(eq(adminUsers.email, "late@neutra.test"));
    await database.db.insert(adminPasskeys).values({
      id: "credential-late",
      userId: user!.id,
      publicKey: "-",
      deviceType: "singleDevice",
      backedUp: false,
      name: "Laptop",
    });
    await expect(run("invite", "late@neutra.test")).rejects.toThrow(/already has access/);
  });

  it("revokes: out at once, sessions and unused links deleted; a new invitation lifts it and drops the old passkeys", async () => {
    await run("invite", "leaver@neutra.test");
    const app = testApp(database);
    const session = await signIn(app, database, "leaver@neutra.test");
    const [user] = await database.db.select().from(adminUsers).where(eq(adminUsers.email, "leaver@neutra.test"));
    await database.db.insert(adminPasskeys).values({
      id: "credential-leaver",
      userId: user!.id,
      publicKey: "-",
      deviceType: "singleDevice",
      backedUp: false,
      name: "Laptop",
    });

    expect(await run("revoke", "leaver@neutra.test")).toEqual([
      "Revoked leaver@neutra.test: signed out everywhere, unused links deleted.",
    ]);
    expect((await app.request("/api/admin/auth/session", { headers: cookieHeader(session) })).status).toBe(401);
    expect(await database.db.select().from(adminSessions).where(eq(adminSessions.userId, user!.id))).toEqual([]);
    const links = await database.db.select().from(adminLinks).where(eq(adminLinks.userId, user!.id));
    expect(links.every((link) => link.usedAt !== null)).toBe(true);
    await expect(run("revoke", "leaver@neutra.test")).rejects.toThrow(/No user with access/);
    await expect(run("revoke", "nobody@neutra.test")).rejects.toThrow(/No user with access/);

    const lines = await run("invite", "leaver@neutra.test");
    expect(lines[0]).toBe(
      "Revocation lifted; invited again: leaver@neutra.test as owner. Sign-up link (valid 24 hours, once):",
    );
    const [restored] = await database.db.select().from(adminUsers).where(eq(adminUsers.id, user!.id));
    expect(restored!.revokedAt).toBeNull();
    expect(await database.db.select().from(adminPasskeys).where(eq(adminPasskeys.userId, user!.id))).toEqual([]);
  });

  it("invites with a role, which the sign-up's session carries; inviting again keeps it unless --role names one", async () => {
    const lines = await run("invite", "texter@neutra.test", "--role", "editor");
    expect(lines[0]).toBe("Invited: texter@neutra.test as editor. Sign-up link (valid 24 hours, once):");
    const role = async () =>
      (await database.db.select().from(adminUsers).where(eq(adminUsers.email, "texter@neutra.test")))[0]!.role;
    expect(await role()).toBe("editor");
    expect((await run("invite", "texter@neutra.test"))[0]).toMatch(/^Invited again: texter@neutra\.test as editor\./);
    expect(await role()).toBe("editor");

    // The invited user's session is an editor's (signIn redeems a link as the sign-up does).
    const app = testApp(database);
    const session = await app.request("/api/admin/auth/session", {
      headers: cookieHeader(await signIn(app, database, "texter@neutra.test")),
    });
    expect(await session.json()).toMatchObject({ user: { email: "texter@neutra.test", role: "editor" } });

    expect((await run("invite", "texter@neutra.test", "--role", "owner"))[0]).toMatch(/ as owner\./);
    expect(await role()).toBe("owner");
    await expect(run("invite", "x@neutra.test", "--role", "admin")).rejects.toThrow(
      /Not a role \(owner, editor\): admin/,
    );
    expect(await database.db.select().from(adminUsers).where(eq(adminUsers.email, "x@neutra.test"))).toEqual([]);
    // The database refuses a role that is none, whoever writes it.
    await expect(
      database.db
        .update(adminUsers)
        .set({ role: "admin" as "owner" })
        .where(eq(adminUsers.email, "texter@neutra.test")),
    ).rejects.toThrow();
  });

  it("changes a user's role: their session is held to it at the next request", async () => {
    const app = testApp(database);
    const session = cookieHeader(await signIn(app, database, "promoted@neutra.test"));
    const search = () => postJson(app, "/api/admin/leads/search", {}, session);
    expect((await search()).status).toBe(200);
    expect(await run("role", "Promoted@Neutra.test", "editor")).toEqual(["promoted@neutra.test is now an editor."]);
    const refused = await search();
    expect([refused.status, await refused.json()]).toEqual([403, { error: "forbidden" }]);
    expect(await run("role", "promoted@neutra.test", "owner")).toEqual(["promoted@neutra.test is now an owner."]);
    expect((await search()).status).toBe(200);
    await expect(run("role", "nobody@neutra.test", "editor")).rejects.toThrow(/No such user/);
    await expect(run("role", "promoted@neutra.test")).rejects.toThrow(/usage/);
    await expect(run("role", "promoted@neutra.test", "admin")).rejects.toThrow(/Not a role/);
  });

  it("lists every user with role, passkeys, last sign-in and revocation", async () => {
    await run("invite", "listed@neutra.test");
    const [user] = await database.db.select().from(adminUsers).where(eq(adminUsers.email, "listed@neutra.test"));
    await database.db.insert(adminAudit).values([
      { userId: user!.id, action: "sign_in_link", at: new Date("2026-11-20T09:15:00Z") },
      { userId: user!.id, action: "sign_in_passkey", success: false, at: new Date("2026-11-21T09:15:00Z") },
    ]);
    await run("revoke", "kollegin@neutra.test");
    const lines = await run("list");
    expect(lines.at(-1)).toBe(`${lines.length - 1} user(s)`);
    expect(lines.find((l) => l.startsWith("listed@neutra.test "))).toMatch(
      /^listed@neutra\.test {2}owner {2}created \d{4}-\d\d-\d\d \d\d:\d\d {2}passkeys 0 {2}last sign-in 2026-11-20 09:15$/,
    );
    expect(lines.find((l) => l.startsWith("late@neutra.test "))).toMatch(/passkeys 1 {2}last sign-in never$/);
    expect(lines.find((l) => l.startsWith("kollegin@neutra.test "))).toMatch(/ {2}REVOKED \d{4}-/);
  });

  it("explains its usage", async () => {
    await expect(run()).rejects.toThrow(/usage: npm run admin/);
    await expect(run("invite")).rejects.toThrow(/usage/);
    await expect(run("invite", "not-an-address")).rejects.toThrow(/Not an e-mail address/);
    await expect(run("invite", "a@b.test", "--lang", "fr")).rejects.toThrow(/Not an e-mail address or language/);
    await expect(run("promote", "a@b.test")).rejects.toThrow(/usage/);
  });
});
