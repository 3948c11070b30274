import { eq } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { adminEndpoints as api } from "../../common/admin-api";
import { reauthWindowMs } from "../../common/admin/sessions-api";
import { implement } from "../contract";
import type { Db } from "../db/client";
import { adminPasskeys, adminUsers, mailOutbox } from "../db/schema";
import { adminPasskeyMail } from "../mail/admin-mail";
import { audit, auditPage } from "../services/audit";
import type { AdminDeps, AdminEnv } from "./context";
import { listPasskeys, passkeyInfo, registrationOptions, removePasskey, verifyRegistration } from "./passkeys";
import { clearSessionCookie, endSessionById, endSessions, listSessions, sessionInfo } from "./sessions";

/**
 * A passkey opens the account for good, so adding or removing one needs a recent sign-in: a stolen
 * session cookie alone cannot plant a passkey. Undefined to go on, else the 403 the client answers
 * with a fresh sign-in.
 */
function needsFreshSignIn(c: Context<AdminEnv>) {
  if (Date.now() - c.get("admin").signedInAt.getTime() <= reauthWindowMs) return undefined;
  return { status: 403, body: { error: "reauth_required" } } as const;
}

/** The notice of a passkey change, queued with the change: the owner learns of a passkey they did not add. */
async function queuePasskeyNotice(
  db: Pick<Db, "select" | "insert">,
  userId: string,
  change: "added" | "removed",
  name: string,
) {
  const [user] = await db
    .select({ email: adminUsers.email, lang: adminUsers.lang })
    .from(adminUsers)
    .where(eq(adminUsers.id, userId));
  const mail = adminPasskeyMail(change, user!.lang === "en" ? "en" : "de", name, new Date());
  await db.insert(mailOutbox).values({
    leadId: null,
    purpose: "admin-notice",
    toAddress: user!.email,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html,
  });
}

/** What a signed-in user does with their own access: session, sign-out, sessions, passkeys; and the audit log. */
export function sessionRoutes(deps: AdminDeps) {
  const { db } = deps.database;
  const { config } = deps;
  const routes = new Hono<AdminEnv>();

  implement(
    routes,
    api.session,
  )(async (c) => {
    const info = await sessionInfo(db, c.get("admin").sessionHash);
    return info ? { status: 200, body: info } : { status: 401, body: { error: "unauthorized" } };
  });

  implement(
    routes,
    api.signOut,
  )(async (c) => {
    const { sessionHash, userId } = c.get("admin");
    await endSessions(db, { sessionHash });
    await audit(db, { userId, action: "sign_out" });
    clearSessionCookie(c, config);
    return { status: 204 };
  });

  implement(
    routes,
    api.signOutEverywhere,
  )(async (c) => {
    const { userId } = c.get("admin");
    await endSessions(db, { userId });
    await audit(db, { userId, action: "sign_out_everywhere" });
    clearSessionCookie(c, config);
    return { status: 204 };
  });

  implement(
    routes,
    api.sessions,
  )(async (c) => {
    const { userId, sessionHash } = c.get("admin");
    return { status: 200, body: await listSessions(db, userId, sessionHash) };
  });

  /** Ends one of the user's sessions; ending the one asking is a sign-out. */
  implement(
    routes,
    api.endSession,
  )(async (c, { params }) => {
    const { userId, sessionHash } = c.get("admin");
    const ended = await endSessionById(db, userId, params.id);
    if (!ended) return { status: 404, body: { error: "not_found" } };
    await audit(db, { userId, action: "session_ended", detail: { sessionId: params.id } });
    if (ended === sessionHash) clearSessionCookie(c, config);
    return { status: 204 };
  });

  implement(
    routes,
    api.passkeys,
  )(async (c) => ({
    status: 200,
    body: await listPasskeys(db, c.get("admin").userId),
  }));

  implement(
    routes,
    api.addPasskeyOptions,
  )(async (c) => {
    const stale = needsFreshSignIn(c);
    if (stale) return stale;
    const { userId } = c.get("admin");
    const [user] = await db
      .select({ id: adminUsers.id, email: adminUsers.email, webauthnUserId: adminUsers.webauthnUserId })
      .from(adminUsers)
      .where(eq(adminUsers.id, userId));
    return { status: 200, body: await registrationOptions(db, config, user!) };
  });

  implement(
    routes,
    api.addPasskey,
  )(async (c, { body }) => {
    const stale = needsFreshSignIn(c);
    if (stale) return stale;
    const { userId } = c.get("admin");
    const passkey = await verifyRegistration(db, config, userId, body.challengeId, body.response);
    const row = passkey
      ? await db.transaction(async (tx) => {
          const [added] = await tx
            .insert(adminPasskeys)
            .values({ ...passkey, userId, name: body.name })
            .onConflictDoNothing()
            .returning();
          if (!added) return undefined;
          await audit(tx, { userId, action: "passkey_added", detail: { passkeyId: added.id, name: added.name } });
          await queuePasskeyNotice(tx, userId, "added", added.name);
          return added;
        })
      : undefined;
    if (!row) {
      await audit(db, { userId, action: "passkey_added", success: false, detail: { reason: "registration_failed" } });
      return { status: 400, body: { error: "registration_failed" } };
    }
    deps.onQueued();
    return { status: 201, body: passkeyInfo(row) };
  });

  implement(
    routes,
    api.removePasskey,
  )(async (c, { params: { id } }) => {
    const stale = needsFreshSignIn(c);
    if (stale) return stale;
    const { userId } = c.get("admin");
    const removed = await db.transaction(async (tx) => {
      const name = await removePasskey(tx, userId, id);
      if (name === undefined) return false;
      await audit(tx, { userId, action: "passkey_removed", detail: { passkeyId: id } });
      await queuePasskeyNotice(tx, userId, "removed", name);
      return true;
    });
    if (!removed) return { status: 404, body: { error: "not_found" } };
    deps.onQueued();
    return { status: 204 };
  });

  implement(
    routes,
    api.audit,
  )(async (_, { query: { before } }) => ({
    status: 200,
    body: await auditPage(db, before === undefined ? new Date() : new Date(before)),
  }));

  return routes;
}
