import { eq } from "drizzle-orm";
import { Hono, type Context } from "hono";
import * as z from "zod/mini";
import { auditQuery, credentialId, passkeyAdd, reauthWindowMs } from "../../common/admin-api";
import type { Db } from "../db/client";
import { adminPasskeys, adminUsers, mailOutbox } from "../db/schema";
import { adminPasskeyMail } from "../mail/admin-mail";
import { audit, auditPage } from "./audit";
import type { AdminDeps, AdminEnv } from "./context";
import { readBody } from "./guards";
import { listPasskeys, passkeyInfo, registrationOptions, removePasskey, verifyRegistration } from "./passkeys";
import { clearSessionCookie, endSessionById, endSessions, listSessions, sessionInfo } from "./sessions";

/**
 * A passkey opens the account for good, so adding or removing one needs a recent sign-in: a stolen
 * session cookie alone cannot plant a passkey. Undefined to go on, else the 403 the client answers
 * with a fresh sign-in.
 */
function needsFreshSignIn(c: Context<AdminEnv>): Response | undefined {
  if (Date.now() - c.get("admin").signedInAt.getTime() <= reauthWindowMs) return undefined;
  return c.json({ error: "reauth_required" }, 403);
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

const sessionId = z.uuid();

/** What a signed-in user does with their own access: session, sign-out, sessions, passkeys; and the audit log. */
export function sessionRoutes(deps: AdminDeps) {
  const { db } = deps.database;
  const { config } = deps;
  const routes = new Hono<AdminEnv>();

  routes.get("/auth/session", async (c) => {
    const { sessionHash, email } = c.get("admin");
    const info = await sessionInfo(db, sessionHash, email);
    return info ? c.json(info, 200) : c.json({ error: "unauthorized" }, 401);
  });

  routes.post("/auth/sign-out", async (c) => {
    const { sessionHash, userId } = c.get("admin");
    await endSessions(db, { sessionHash });
    await audit(db, { userId, action: "sign_out" });
    clearSessionCookie(c, config);
    return c.body(null, 204);
  });

  routes.post("/auth/sign-out-everywhere", async (c) => {
    const { userId } = c.get("admin");
    await endSessions(db, { userId });
    await audit(db, { userId, action: "sign_out_everywhere" });
    clearSessionCookie(c, config);
    return c.body(null, 204);
  });

  routes.get("/sessions", async (c) => {
    const { userId, sessionHash } = c.get("admin");
    return c.json(await listSessions(db, userId, sessionHash), 200);
  });

  /** Ends one of the user's sessions; ending the one asking is a sign-out. */
  routes.delete("/sessions/:id", async (c) => {
    const { userId, sessionHash } = c.get("admin");
    const id = sessionId.safeParse(c.req.param("id"));
    const ended = id.success ? await endSessionById(db, userId, id.data) : undefined;
    if (!ended) return c.json({ error: "not_found" }, 404);
    await audit(db, { userId, action: "session_ended", detail: { sessionId: id.data } });
    if (ended === sessionHash) clearSessionCookie(c, config);
    return c.body(null, 204);
  });

  routes.get("/passkeys", async (c) => c.json(await listPasskeys(db, c.get("admin").userId), 200));

  routes.post("/passkeys/options", async (c) => {
    const stale = needsFreshSignIn(c);
    if (stale) return stale;
    const { userId } = c.get("admin");
    const [user] = await db
      .select({ id: adminUsers.id, email: adminUsers.email, webauthnUserId: adminUsers.webauthnUserId })
      .from(adminUsers)
      .where(eq(adminUsers.id, userId));
    return c.json(await registrationOptions(db, config, user!), 200);
  });

  routes.post("/passkeys", async (c) => {
    const body = await readBody(c, passkeyAdd);
    if (body instanceof Response) return body;
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
      return c.json({ error: "registration_failed" }, 400);
    }
    deps.onQueued();
    return c.json(passkeyInfo(row), 201);
  });

  routes.delete("/passkeys/:id", async (c) => {
    const stale = needsFreshSignIn(c);
    if (stale) return stale;
    const { userId } = c.get("admin");
    const id = c.req.param("id");
    if (!credentialId.safeParse(id).success) return c.json({ error: "not_found" }, 404);
    const removed = await db.transaction(async (tx) => {
      const name = await removePasskey(tx, userId, id);
      if (name === undefined) return false;
      await audit(tx, { userId, action: "passkey_removed", detail: { passkeyId: id } });
      await queuePasskeyNotice(tx, userId, "removed", name);
      return true;
    });
    if (!removed) return c.json({ error: "not_found" }, 404);
    deps.onQueued();
    return c.body(null, 204);
  });

  routes.get("/audit", async (c) => {
    const query = auditQuery.safeParse(c.req.query());
    if (!query.success) return c.json({ error: "invalid" }, 400);
    const { before } = query.data;
    return c.json(await auditPage(db, before === undefined ? new Date() : new Date(before)), 200);
  });

  return routes;
}
