import { eq } from "drizzle-orm";
import { Hono } from "hono";
import type { Role } from "../../common/contract";
import type { Database } from "../../server/db/client";
import { adminUsers } from "../../server/db/schema";
import { createLink } from "../../server/admin/links";
import { newToken } from "../../server/services/tokens";
import { backOfficeRoutes } from "../../server/admin/back-office";
import type { AdminConfig, AdminEnv } from "../../server/admin/context";
import { createLogger } from "../../server/logger";
import { noAdminRateLimits, postJson, testErasures, testLinkSecret, type Requestable } from "./test-app";
import { openTestDatabase, type TestDatabase } from "./test-database";

/** The test app's admin URL is https, so its session cookie has the __Secure- prefix. */
export const adminCookieName = "__Secure-neutra_admin";

/** A back-office user (created with the role, or found when it exists). */
export async function adminUser(database: Database, email: string, role: Role = "owner"): Promise<string> {
  const [existing] = await database.db.select().from(adminUsers).where(eq(adminUsers.email, email));
  if (existing) return existing.id;
  const [user] = await database.db
    .insert(adminUsers)
    .values({ email, webauthnUserId: newToken(), role })
    .returning({ id: adminUsers.id });
  return user!.id;
}

/** The session token a response set, or undefined. */
export function sessionToken(response: Response): string | undefined {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${adminCookieName}=`));
  const value = cookie?.slice(adminCookieName.length + 1).split(";")[0];
  return value || undefined;
}

export const cookieHeader = (token: string) => ({ Cookie: `${adminCookieName}=${token}` });

/** Signs a user in through the API (a sign-in link, redeemed) and returns the session's token. */
export async function signIn(
  app: Requestable,
  database: Database,
  email: string,
  role: Role = "owner",
): Promise<string> {
  const { token } = await createLink(database.db, testLinkSecret, await adminUser(database, email, role), "signin");
  const response = await postJson(app, "/api/admin/auth/link/redeem", { token });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return sessionToken(response)!;
}

/**
 * A fresh test database, the app `appOn` builds over it, and an owner and an editor signed in
 * through it (their cookie headers): the set-up of the suites about what each role may do.
 */
export async function signedInTestApp<App extends Requestable>(appOn: (database: TestDatabase) => App) {
  const database = await openTestDatabase();
  const app = appOn(database);
  const owner = cookieHeader(await signIn(app, database, "owner@neutra.test"));
  const editor = cookieHeader(await signIn(app, database, "editor@neutra.test", "editor"));
  return { database, app, owner, editor };
}

/**
 * The back office's routes at /api/admin behind a fixed signed-in principal, without the session
 * check (server/admin/access.test.ts covers that): for suites about what the routes do.
 */
export function backOfficeAs(
  database: Database,
  userId: string,
  { config, onQueued = () => {} }: { config?: Partial<AdminConfig>; onQueued?: () => void } = {},
) {
  return new Hono<AdminEnv>()
    .use(async (c, next) => {
      c.set("admin", {
        userId,
        email: "owner@neutra.test",
        role: "owner",
        sessionHash: "hash",
        signedInAt: new Date(),
      });
      await next();
    })
    .route(
      "/api/admin",
      backOfficeRoutes({
        database,
        logger: createLogger("silent"),
        config: {
          url: "https://www.neutra-tech.test",
          linkSecret: testLinkSecret,
          trustProxy: [],
          consentLog: true,
          leads: { recipients: { "sap-contact": "a@x.test", contact: "a@x.test", migration: "a@x.test" } },
          erasures: testErasures,
          ...config,
        },
        rateLimit: noAdminRateLimits,
        onQueued,
      }),
    );
}
