import type { Context } from "hono";
import type * as z from "zod/mini";
import { clientAddress, readJsonPost } from "../request";
import type { AdminDeps } from "./context";

/**
 * A JSON body parsed with one of common/admin-api.ts's schemas, or the answer that refuses it:
 * 403 cross-site, 415 not JSON, 400 malformed or invalid.
 */
export async function readBody<T extends z.ZodMiniType>(c: Context, schema: T): Promise<z.infer<T> | Response> {
  const post = await readJsonPost(c);
  if (post instanceof Response) return post;
  const parsed = schema.safeParse(post.body);
  return parsed.success ? parsed.data : c.json({ error: "invalid" }, 400);
}

/**
 * The sign-in budget: one count for the client's address and one for the account the request
 * names (an e-mail address, a link's token, a passkey's credential id), known or not, so the
 * answer never tells whether an account exists. Undefined to go on, else the 429 answer.
 */
export async function overRateLimit(c: Context, deps: AdminDeps, account: string): Promise<Response | undefined> {
  for (const [scope, subject] of [
    ["admin-address", clientAddress(c, deps.config.trustProxy)],
    ["admin-account", account],
  ] as const) {
    const decision = await deps.rateLimit.consume(scope, subject);
    if (!decision.allowed) {
      c.header("Retry-After", String(decision.retryAfterSeconds));
      return c.json({ error: "rate_limited", retryAfterSeconds: decision.retryAfterSeconds }, 429);
    }
  }
  return undefined;
}
