import type { Context } from "hono";
import { clientAddress } from "../request";
import type { AdminRateLimits } from "../rate-limit";
import type { AdminDeps } from "./context";

/**
 * The open routes' budget (server/rate-limit.ts, AdminRateLimits): every request counts for the
 * client's address, then for all clients together, then for what it names (an e-mail address, a
 * link's token, a passkey's credential id), known or not, so the answer never tells whether an
 * account exists. Undefined to go on, else the 429 answer (with Retry-After).
 */
export async function overRateLimit(
  c: Context,
  deps: AdminDeps,
  ...named: [Exclude<keyof AdminRateLimits, "client" | "global">, string][]
): Promise<{ status: 429; body: { error: "rate_limited"; retryAfterSeconds: number } } | undefined> {
  const counts: [keyof AdminRateLimits, string][] = [
    ["client", clientAddress(c, deps.config.trustProxy)],
    ["global", "all"],
    ...named,
  ];
  for (const [limit, subject] of counts) {
    const decision = await deps.rateLimit[limit].consume(`admin-${limit}`, subject);
    if (!decision.allowed) {
      c.header("Retry-After", String(decision.retryAfterSeconds));
      return { status: 429, body: { error: "rate_limited", retryAfterSeconds: decision.retryAfterSeconds } };
    }
  }
  return undefined;
}
