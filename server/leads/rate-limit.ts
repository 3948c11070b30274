import { createHash } from "node:crypto";
import { RateLimiterDrizzle, RateLimiterRes } from "rate-limiter-flexible";
import type { Db } from "../db/client";
import { rateLimits } from "../db/schema";

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface LeadRateLimit {
  consume(form: string, clientAddress: string): Promise<RateDecision>;
}

/** Per client and form: 5 per 10 minutes and 20 per day, counted in the database. */
export function createLeadRateLimit(db: Db, enabled: boolean): LeadRateLimit {
  if (!enabled) return { consume: async () => ({ allowed: true }) };
  const common = { storeClient: db, schema: rateLimits, clearExpiredByTimeout: false };
  const limiters = [
    new RateLimiterDrizzle({ ...common, keyPrefix: "lead10m", points: 5, duration: 600 }),
    new RateLimiterDrizzle({ ...common, keyPrefix: "lead1d", points: 20, duration: 86_400 }),
  ];
  return {
    async consume(form, clientAddress) {
      // Only a hash of the address is kept, and only in the counter's key.
      const key = `${form}:${createHash("sha256").update(clientAddress).digest("base64url").slice(0, 22)}`;
      for (const limiter of limiters) {
        try {
          await limiter.consume(key);
        } catch (rejection) {
          if (rejection instanceof RateLimiterRes) {
            return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
          }
          throw rejection;
        }
      }
      return { allowed: true };
    },
  };
}
