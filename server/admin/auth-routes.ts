import { setTimeout as sleep } from "node:timers/promises";
import { and, eq, isNull, TransactionRollbackError } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { adminEndpoints as api } from "../../common/admin-api";
import { implementWith } from "../contract";
import { adminPasskeys, adminUsers } from "../db/schema";
import { audit } from "../services/audit";
import type { AdminDeps, AdminEnv, ReplyOf, RequestOf } from "./context";
import { overRateLimit } from "./guards";
import { linkOwner, mailLink, peekLink, redeemLink, startSignUp, voidLinks } from "./links";
import { authenticationOptions, registrationOptions, verifyAuthentication, verifyRegistration } from "./passkeys";
import { startSession } from "./sessions";

/**
 * The sign-in routes, open to anyone (each counted by the rate limits, server/admin/guards.ts);
 * everything else under /api/admin needs a session.
 */
export const openAuthPaths = Object.values(api).flatMap((declared) => ("open" in declared ? [declared.path] : []));

/**
 * A link request answers after this long whether or not a mail was queued, so the time it takes
 * does not tell whether the address has an account.
 */
const linkAnswerMs = 150;

export function authRoutes(deps: AdminDeps) {
  const routes = new Hono<AdminEnv>();
  const serve = implementWith(routes, deps);

  serve(api.requestLink, requestLink);
  serve(api.redeemLink, signInWithLink);
  serve(api.signupOptions, signupOptions);
  serve(api.signupVerify, signupVerify);
  serve(api.passkeyOptions, passkeyOptions);
  serve(api.passkeyVerify, passkeyVerify);

  return routes;
}

async function requestLink(
  deps: AdminDeps,
  c: Context<AdminEnv>,
  { body }: RequestOf<"requestLink">,
): ReplyOf<"requestLink"> {
  const {
    database: { db },
    config,
    onQueued,
  } = deps;
  const answerAt = performance.now() + linkAnswerMs;
  const limited = await overRateLimit(c, deps, ["linkMail", body.email]);
  if (limited) return limited;
  // The language asked in becomes the user's: notices of passkey changes go in it too.
  const [user] = await db
    .update(adminUsers)
    .set({ lang: body.lang })
    .where(and(eq(adminUsers.email, body.email), isNull(adminUsers.revokedAt)))
    .returning({ id: adminUsers.id, email: adminUsers.email });
  if (user) {
    await mailLink(db, config, user, "signin", body.lang);
    await audit(db, { userId: user.id, action: "sign_in_link_requested", detail: { lang: body.lang } });
    onQueued();
  }
  await sleep(Math.max(0, answerAt - performance.now()));
  return { status: 202, body: { sent: true } };
}

async function signInWithLink(
  deps: AdminDeps,
  c: Context<AdminEnv>,
  { body }: RequestOf<"redeemLink">,
): ReplyOf<"redeemLink"> {
  const {
    database: { db },
  } = deps;
  const limited = await overRateLimit(c, deps, ["account", body.token]);
  if (limited) return limited;
  const redeemed = await redeemLink(db, body.token, "signin");
  if (!("user" in redeemed)) {
    const userId = redeemed.failedUserId ?? null;
    await audit(db, { userId, action: "sign_in_link", success: false, detail: { reason: "link_invalid" } });
    return { status: 400, body: { error: "link_invalid" } };
  }
  return signedIn(deps, c, redeemed.user, "sign_in_link");
}

async function signupOptions(
  deps: AdminDeps,
  c: Context<AdminEnv>,
  { body }: RequestOf<"signupOptions">,
): ReplyOf<"signupOptions"> {
  const { db } = deps.database;
  const { config } = deps;
  const limited = await overRateLimit(c, deps, ["account", body.token]);
  if (limited) return limited;
  const user = await startSignUp(db, body.token);
  if (!user) return { status: 400, body: { error: "link_invalid" } };
  return { status: 200, body: await registrationOptions(db, config, user) };
}

/** The invitation's first passkey: verified, then the invitation is used up and the passkey stored together. */
async function signupVerify(
  deps: AdminDeps,
  c: Context<AdminEnv>,
  { body }: RequestOf<"signupVerify">,
): ReplyOf<"signupVerify"> {
  const { db } = deps.database;
  const { config } = deps;
  const limited = await overRateLimit(c, deps, ["account", body.token]);
  if (limited) return limited;
  const fail = async (error: "link_invalid" | "registration_failed", userId: string | null) => {
    await audit(db, { userId, action: "sign_up", success: false, detail: { reason: error } });
    return { status: 400, body: { error } } as const;
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
      await voidLinks(tx, user.id);
      await audit(tx, { userId: user.id, action: "sign_up", detail: { passkeyId: passkey.id } });
      return "stored";
    })
    .catch((error: unknown) => {
      if (error instanceof TransactionRollbackError) return "registration_failed" as const;
      throw error;
    });
  if (outcome !== "stored") return fail(outcome, user.id);
  return { status: 200, body: await startSession(c, db, config, user) };
}

async function passkeyOptions(deps: AdminDeps, c: Context<AdminEnv>): ReplyOf<"passkeyOptions"> {
  const { db } = deps.database;
  const { config } = deps;
  const limited = await overRateLimit(c, deps);
  if (limited) return limited;
  return { status: 200, body: await authenticationOptions(db, config) };
}

async function passkeyVerify(
  deps: AdminDeps,
  c: Context<AdminEnv>,
  { body }: RequestOf<"passkeyVerify">,
): ReplyOf<"passkeyVerify"> {
  const { db } = deps.database;
  const { config } = deps;
  const credentialId = typeof body.response.id === "string" ? body.response.id : "";
  const limited = await overRateLimit(c, deps, ["account", credentialId]);
  if (limited) return limited;
  const result = await verifyAuthentication(db, config, body.challengeId, body.response);
  if ("failure" in result) {
    const detail = { reason: result.failure };
    await audit(db, { userId: result.userId ?? null, action: "sign_in_passkey", success: false, detail });
    return { status: 401, body: { error: "sign_in_failed" } };
  }
  return signedIn(deps, c, result.user, "sign_in_passkey");
}

/** A sign-in that succeeded: the user's unused links stop working, and a new session begins. */
async function signedIn(
  { database: { db }, config }: AdminDeps,
  c: Context,
  user: { id: string; email: string },
  action: "sign_in_link" | "sign_in_passkey",
) {
  await voidLinks(db, user.id);
  const info = await startSession(c, db, config, user);
  await audit(db, { userId: user.id, action });
  return { status: 200, body: info } as const;
}
