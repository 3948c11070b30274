import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { auditQuery, credentialId, passkeyAdd } from "../../common/admin-api";
import { adminPasskeys, adminUsers } from "../db/schema";
import { audit, auditPage } from "./audit";
import type { AdminDeps, AdminEnv } from "./context";
import { readBody } from "./guards";
import { listPasskeys, passkeyInfo, registrationOptions, removePasskey, verifyRegistration } from "./passkeys";
import { clearSessionCookie, endSessions, sessionInfo } from "./sessions";

/** What a signed-in user does with their own access: session, sign-out, passkeys; and the audit log. */
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

  routes.get("/passkeys", async (c) => c.json(await listPasskeys(db, c.get("admin").userId), 200));

  routes.post("/passkeys/options", async (c) => {
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
    const { userId } = c.get("admin");
    const passkey = await verifyRegistration(db, config, userId, body.challengeId, body.response);
    const [row] = passkey
      ? await db
          .insert(adminPasskeys)
          .values({ ...passkey, userId, name: body.name })
          .onConflictDoNothing()
          .returning()
      : [];
    if (!row) {
      await audit(db, { userId, action: "passkey_added", success: false, detail: { reason: "registration_failed" } });
      return c.json({ error: "registration_failed" }, 400);
    }
    await audit(db, { userId, action: "passkey_added", detail: { passkeyId: row.id, name: row.name } });
    return c.json(passkeyInfo(row), 201);
  });

  routes.delete("/passkeys/:id", async (c) => {
    const { userId } = c.get("admin");
    const id = c.req.param("id");
    if (!credentialId.safeParse(id).success || !(await removePasskey(db, userId, id)))
      return c.json({ error: "not_found" }, 404);
    await audit(db, { userId, action: "passkey_removed", detail: { passkeyId: id } });
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
