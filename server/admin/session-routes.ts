import { eq } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { adminEndpoints as api } from "../../common/admin-api";
import { reauthWindowMs } from "../../common/admin/sessions-api";
import { implementWith } from "../contract";
import type { Db } from "../db/client";
import { adminPasskeys, adminUsers, mailOutbox } from "../db/schema";
import { adminPasskeyMail } from "../mail/admin-mail";
import { audit, auditPage } from "../services/audit";
import type { AdminDeps, AdminEnv, ReplyOf, RequestOf } from "./context";
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
  const routes = new Hono<AdminEnv>();
  const serve = implementWith(routes, deps);

  serve(api.session, session);
  serve(api.signOut, signOut);
  serve(api.signOutEverywhere, signOutEverywhere);
  serve(api.sessions, sessions);
  serve(api.endSession, endSession);
  serve(api.passkeys, passkeys);
  serve(api.addPasskeyOptions, addPasskeyOptions);
  serve(api.addPasskey, addPasskey);
  serve(api.removePasskey, removeOwnPasskey);
  serve(api.audit, auditLog);

  return routes;
}

async function session({ database: { db } }: AdminDeps, c: Context<AdminEnv>): ReplyOf<"session"> {
  const info = await sessionInfo(db, c.get("admin").sessionHash);
  return info ? { status: 200, body: info } : { status: 401, body: { error: "unauthorized" } };
}

async function signOut({ database: { db }, config }: AdminDeps, c: Context<AdminEnv>): ReplyOf<"signOut"> {
  const { sessionHash, userId } = c.get("admin");
  await endSessions(db, { sessionHash });
  await audit(db, { userId, action: "sign_out" });
  clearSessionCookie(c, config);
  return { status: 204 };
}

async function signOutEverywhere(
  { database: { db }, config }: AdminDeps,
  c: Context<AdminEnv>,
): ReplyOf<"signOutEverywhere"> {
  const { userId } = c.get("admin");
  await endSessions(db, { userId });
  await audit(db, { userId, action: "sign_out_everywhere" });
  clearSessionCookie(c, config);
  return { status: 204 };
}

async function sessions({ database: { db } }: AdminDeps, c: Context<AdminEnv>): ReplyOf<"sessions"> {
  const { userId, sessionHash } = c.get("admin");
  return { status: 200, body: await listSessions(db, userId, sessionHash) };
}

/** Ends one of the user's sessions; ending the one asking is a sign-out. */
async function endSession(
  { database: { db }, config }: AdminDeps,
  c: Context<AdminEnv>,
  { params }: RequestOf<"endSession">,
): ReplyOf<"endSession"> {
  const { userId, sessionHash } = c.get("admin");
  const ended = await endSessionById(db, userId, params.id);
  if (!ended) return { status: 404, body: { error: "not_found" } };
  await audit(db, { userId, action: "session_ended", detail: { sessionId: params.id } });
  if (ended === sessionHash) clearSessionCookie(c, config);
  return { status: 204 };
}

async function passkeys({ database: { db } }: AdminDeps, c: Context<AdminEnv>): ReplyOf<"passkeys"> {
  return {
    status: 200,
    body: await listPasskeys(db, c.get("admin").userId),
  };
}

async function addPasskeyOptions(
  { database: { db }, config }: AdminDeps,
  c: Context<AdminEnv>,
): ReplyOf<"addPasskeyOptions"> {
  const stale = needsFreshSignIn(c);
  if (stale) return stale;
  const { userId } = c.get("admin");
  const [user] = await db
    .select({ id: adminUsers.id, email: adminUsers.email, webauthnUserId: adminUsers.webauthnUserId })
    .from(adminUsers)
    .where(eq(adminUsers.id, userId));
  return { status: 200, body: await registrationOptions(db, config, user!) };
}

async function addPasskey(
  { database: { db }, config, onQueued }: AdminDeps,
  c: Context<AdminEnv>,
  { body }: RequestOf<"addPasskey">,
): ReplyOf<"addPasskey"> {
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
  onQueued();
  return { status: 201, body: passkeyInfo(row) };
}

async function removeOwnPasskey(
  { database: { db }, onQueued }: AdminDeps,
  c: Context<AdminEnv>,
  { params: { id } }: RequestOf<"removePasskey">,
): ReplyOf<"removePasskey"> {
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
  onQueued();
  return { status: 204 };
}

async function auditLog(
  { database: { db } }: AdminDeps,
  _c: Context<AdminEnv>,
  { query: { before } }: RequestOf<"audit">,
): ReplyOf<"audit"> {
  return {
    status: 200,
    body: await auditPage(db, before === undefined ? new Date() : new Date(before)),
  };
}
