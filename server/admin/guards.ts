import type { Context } from "hono";
import type * as z from "zod/mini";
import { clientAddress, readJsonPost } from "../request";
import type { AdminRateLimits } from "../rate-limit";
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
 * The open routes' budget (server/rate-limit.ts, AdminRateLimits): every request counts for the
 * client's address, then for all clients together, then for what it names (an e-mail address, a
 * link's token, a passkey's credential id), known or not, so the answer never tells whether an
 * account exists. Undefined to go on, else the 429 answer.
 */
export async function overRateLimit(
  c: Context,
  deps: AdminDeps,
  ...named: [Exclude<keyof AdminRateLimits, "client" | "global">, string][]
): Promise<Response | undefined> {
  const counts: [keyof AdminRateLimits, string][] = [
    ["client", clientAddress(c, deps.config.trustProxy)],
    ["global", "all"],
    ...named,
  ];
  for (const [limit, subject] of counts) {
    const decision = await deps.rateLimit[limit].consume(`admin-${limit}`, subject);
    if (!decision.allowed) {
      c.header("Retry-After", String(decision.retryAfterSeconds));
      return c.json({ error: "rate_limited", retryAfterSeconds: decision.retryAfterSeconds }, 429);
    }
  }
  return undefined;
}
