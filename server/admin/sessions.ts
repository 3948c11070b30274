import { and, desc, eq, gt, lt } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { adminApi } from "../../common/admin/base";
import { type SessionInfo } from "../../common/admin/sessions-api";
import { sessionLifetimeMs, type AdminSessionInfo } from "../../common/admin/sign-in-api";
import type { Db } from "../db/client";
import { adminSessions, adminUsers } from "../db/schema";
import { fromOwnPages } from "../request";
import type { AdminConfig, AdminEnv } from "./context";
import { deviceOf } from "./device";
import { hashToken, newToken } from "../services/tokens";

/** lastSeenAt is written at most this often: an idle limit of hours needs no finer clock. */
const seenResolutionMs = 60_000;

const isHttps = (config: AdminConfig) => new URL(config.url).protocol === "https:";

/**
 * `__Secure-` makes the browser refuse the cookie unless it was set over https with Secure, so a
 * network attacker cannot plant one over plain http. On a host of its own, `__Host-` also binds it
 * to that host (no Domain), so a sibling host of the site can neither read nor set it.
 */
const sessionCookieName = (config: AdminConfig) =>
  !isHttps(config) ? "neutra_admin" : config.ownHost ? "__Host-neutra_admin" : "__Secure-neutra_admin";

/**
 * Never cross-site. Sharing a host with the site, it goes only to the admin API (not the site, not
 * the back office's pages); on its own host everything is the back office (and `__Host-` needs /).
 */
const cookieOptions = (config: AdminConfig) =>
  ({ path: config.ownHost ? "/" : adminApi, httpOnly: true, secure: isHttps(config), sameSite: "Strict" }) as const;

const sessionToken = (c: Context, config: AdminConfig) => getCookie(c, sessionCookieName(config));

export function clearSessionCookie(c: Context, config: AdminConfig) {
  deleteCookie(c, sessionCookieName(config), cookieOptions(config));
}

/**
 * Signs a user in: the session the request came with (if any) is deleted and a new token is set,
 * so a token planted before sign-in (session fixation) is worth nothing after it.
 */
export async function startSession(
  c: Context,
  db: Db,
  config: AdminConfig,
  user: { id: string; email: string },
): Promise<AdminSessionInfo> {
  const previous = sessionToken(c, config);
  if (previous) await db.delete(adminSessions).where(eq(adminSessions.tokenHash, hashToken(previous)));
  const token = newToken();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + sessionLifetimeMs.absolute);
  await db.insert(adminSessions).values({
    tokenHash: hashToken(token),
    userId: user.id,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    device: deviceOf(c.req.header("User-Agent")),
  });
  setCookie(c, sessionCookieName(config), token, {
    ...cookieOptions(config),
    maxAge: sessionLifetimeMs.absolute / 1000,
  });
  return (await sessionInfo(db, hashToken(token)))!;
}

/**
 * The check in front of every admin route but sign-in: a state-changing request from another site
 * is refused first (403), then a request without a live session (401). A session lives while its
 * absolute lifetime lasts, it was used within the idle limit and its user is not revoked.
 */
export function sessionCheck(db: Db, config: AdminConfig): MiddlewareHandler<AdminEnv> {
  return async (c, next) => {
    if (!["GET", "HEAD", "OPTIONS"].includes(c.req.method) && !fromOwnPages(c)) {
      return c.json({ error: "cross_site" }, 403);
    }
    const token = sessionToken(c, config);
    const now = Date.now();
    const [session] = token
      ? await db
          .select({
            tokenHash: adminSessions.tokenHash,
            lastSeenAt: adminSessions.lastSeenAt,
            signedInAt: adminSessions.createdAt,
            userId: adminUsers.id,
            email: adminUsers.email,
            role: adminUsers.role,
            revokedAt: adminUsers.revokedAt,
          })
          .from(adminSessions)
          .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.userId))
          .where(
            and(
              eq(adminSessions.tokenHash, hashToken(token)),
              gt(adminSessions.expiresAt, new Date(now)),
              gt(adminSessions.lastSeenAt, new Date(now - sessionLifetimeMs.idle)),
            ),
          )
      : [];
    if (!session || session.revokedAt) {
      if (token) clearSessionCookie(c, config);
      return c.json({ error: "unauthorized" }, 401);
    }
    if (now - session.lastSeenAt.getTime() >= seenResolutionMs) {
      await db
        .update(adminSessions)
        .set({ lastSeenAt: new Date(now) })
        .where(
          and(
            eq(adminSessions.tokenHash, session.tokenHash),
            lt(adminSessions.lastSeenAt, new Date(now - seenResolutionMs)),
          ),
        );
    }
    const { userId, email, role, tokenHash: sessionHash, signedInAt } = session;
    c.set("admin", { userId, email, role, sessionHash, signedInAt });
    await next();
  };
}

/** GET /auth/session's answer for the signed-in user. */
export async function sessionInfo(db: Db, sessionHash: string): Promise<AdminSessionInfo | undefined> {
  const [row] = await db
    .select({ expiresAt: adminSessions.expiresAt, email: adminUsers.email, role: adminUsers.role })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.userId))
    .where(eq(adminSessions.tokenHash, sessionHash));
  return row && { user: { email: row.email, role: row.role }, expiresAt: row.expiresAt.toISOString() };
}

/** Sign out: this session, or (everywhere) every session of its user. */
export async function endSessions(db: Db, scope: { sessionHash: string } | { userId: string }) {
  await db
    .delete(adminSessions)
    .where(
      "sessionHash" in scope ? eq(adminSessions.tokenHash, scope.sessionHash) : eq(adminSessions.userId, scope.userId),
    );
}

/** GET /sessions: the user's live sessions, newest sign-in first, the one asking marked. */
export async function listSessions(db: Db, userId: string, currentHash: string): Promise<SessionInfo[]> {
  const now = Date.now();
  const rows = await db
    .select()
    .from(adminSessions)
    .where(
      and(
        eq(adminSessions.userId, userId),
        gt(adminSessions.expiresAt, new Date(now)),
        gt(adminSessions.lastSeenAt, new Date(now - sessionLifetimeMs.idle)),
      ),
    )
    .orderBy(desc(adminSessions.createdAt));
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    device: row.device,
    current: row.tokenHash === currentHash,
  }));
}

/** Ends one of the user's own sessions by its id: the token hash it had, or undefined when none. */
export async function endSessionById(db: Db, userId: string, id: string): Promise<string | undefined> {
  const [ended] = await db
    .delete(adminSessions)
    .where(and(eq(adminSessions.id, id), eq(adminSessions.userId, userId)))
    .returning({ tokenHash: adminSessions.tokenHash });
  return ended?.tokenHash;
}
