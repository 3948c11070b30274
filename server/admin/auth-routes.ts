import { setTimeout as sleep } from "node:timers/promises";
import { and, eq, isNull, TransactionRollbackError } from "drizzle-orm";
import { Hono } from "hono";
import { linkRedeem, linkRequest, passkeySignIn, signupOptionsRequest, signupVerify } from "../../common/admin-api";
import { adminPasskeys, adminUsers } from "../db/schema";
import { fromOwnPages } from "../request";
import { audit } from "./audit";
import type { AdminDeps, AdminEnv } from "./context";
import { overRateLimit, readBody } from "./guards";
import { linkOwner, mailLink, peekLink, redeemLink } from "./links";
import { authenticationOptions, registrationOptions, verifyAuthentication, verifyRegistration } from "./passkeys";
import { startSession } from "./sessions";

/** The sign-in routes, open to anyone; everything else under /api/admin needs a session. */
export const openAuthPaths = [
  "/auth/link",
  "/auth/link/redeem",
  "/auth/signup/options",
  "/auth/signup/verify",
  "/auth/passkey/options",
  "/auth/passkey/verify",
] as const;

/**
 * A link request answers after this long whether or not a mail was queued, so the time it takes
 * does not tell whether the address has an account.
 */
const linkAnswerMs = 150;

export function authRoutes(deps: AdminDeps) {
  const { db } = deps.database;
  const { config } = deps;
  const routes = new Hono<AdminEnv>();

  routes.post("/auth/link", async (c) => {
    const answerAt = performance.now() + linkAnswerMs;
    const body = await readBody(c, linkRequest);
    if (body instanceof Response) return body;
    const limited = await overRateLimit(c, deps, body.email);
    if (limited) return limited;
    const [user] = await db
      .select({ id: adminUsers.id, email: adminUsers.email })
      .from(adminUsers)
      .where(and(eq(adminUsers.email, body.email), isNull(adminUsers.revokedAt)));
    if (user) {
      await mailLink(db, config.url, user, "signin", body.lang);
      await audit(db, { userId: user.id, action: "sign_in_link_requested", detail: { lang: body.lang } });
      deps.onQueued();
    }
    await sleep(Math.max(0, answerAt - performance.now()));
    return c.json({ sent: true }, 202);
  });

  routes.post("/auth/link/redeem", async (c) => {
    const body = await readBody(c, linkRedeem);
    if (body instanceof Response) return body;
    const limited = await overRateLimit(c, deps, body.token);
    if (limited) return limited;
    const redeemed = await redeemLink(db, body.token, "signin");
    if (!("user" in redeemed)) {
      const userId = redeemed.failedUserId ?? null;
      await audit(db, { userId, action: "sign_in_link", success: false, detail: { reason: "link_invalid" } });
      return c.json({ error: "link_invalid" }, 400);
    }
    const info = await startSession(c, db, config, redeemed.user);
    await audit(db, { userId: redeemed.user.id, action: "sign_in_link" });
    return c.json(info, 200);
  });

  routes.post("/auth/signup/options", async (c) => {
    const body = await readBody(c, signupOptionsRequest);
    if (body instanceof Response) return body;
    const limited = await overRateLimit(c, deps, body.token);
    if (limited) return limited;
    const user = await peekLink(db, body.token, "signup");
    if (!user) return c.json({ error: "link_invalid" }, 400);
    return c.json(await registrationOptions(db, config, user), 200);
  });

  /** The invitation's first passkey: verified, then the invitation is used up and the passkey stored together. */
  routes.post("/auth/signup/verify", async (c) => {
    const body = await readBody(c, signupVerify);
    if (body instanceof Response) return body;
    const limited = await overRateLimit(c, deps, body.token);
    if (limited) return limited;
    const fail = async (error: "link_invalid" | "registration_failed", userId: string | null) => {
      await audit(db, { userId, action: "sign_up", success: false, detail: { reason: error } });
      return c.json({ error }, 400);
    };
    const user = await peekLink(db, body.token, "signup");
    if (!user) return fail("link_invalid", (await linkOwner(db, body.token)) ?? null);
    const passkey = await verifyRegistration(db, config, user.id, body.challengeId, body.response);
    if (!passkey) return fail("registration_failed", user.id);
    const outcome = await db
      .transaction(async (tx) => {
        const redeemed = await redeemLink(tx, body.token, "signup");
        if (!("user" in redeemed)) return "link_invalid";
        // A credential id already registered (to anyone) is refused, never overwritten.
        const [row] = await tx
          .insert(adminPasskeys)
          .values({ ...passkey, userId: user.id, name: body.name })
          .onConflictDoNothing()
          .returning({ id: adminPasskeys.id });
        if (!row) tx.rollback();
        await audit(tx, { userId: user.id, action: "sign_up", detail: { passkeyId: passkey.id } });
        return "stored";
      })
      .catch((error: unknown) => {
        if (error instanceof TransactionRollbackError) return "registration_failed" as const;
        throw error;
      });
    if (outcome !== "stored") return fail(outcome, user.id);
    return c.json(await startSession(c, db, config, user), 200);
  });

  routes.post("/auth/passkey/options", async (c) => {
    if (!fromOwnPages(c)) return c.json({ error: "cross_site" }, 403);
    return c.json(await authenticationOptions(db, config), 200);
  });

  routes.post("/auth/passkey/verify", async (c) => {
    const body = await readBody(c, passkeySignIn);
    if (body instanceof Response) return body;
    const limited = await overRateLimit(c, deps, typeof body.response.id === "string" ? body.response.id : "");
    if (limited) return limited;
    const result = await verifyAuthentication(db, config, body.challengeId, body.response);
    if ("failure" in result) {
      const detail = { reason: result.failure };
      await audit(db, { userId: result.userId ?? null, action: "sign_in_passkey", success: false, detail });
      return c.json({ error: "sign_in_failed" }, 401);
    }
    const info = await startSession(c, db, config, result.user);
    await audit(db, { userId: result.user.id, action: "sign_in_passkey" });
    return c.json(info, 200);
  });

  return routes;
}
