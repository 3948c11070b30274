import { createHash } from "node:crypto";
import { isIP } from "node:net";
import { RateLimiterDrizzle, RateLimiterRes } from "rate-limiter-flexible";
import type { Db } from "./db/client";
import { rateLimits } from "./db/schema";

type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimit {
  consume(scope: string, clientAddress: string): Promise<RateDecision>;
}

interface Rule {
  prefix: string;
  points: number;
  durationSeconds: number;
}

/** Counters per client and scope, kept in the database so every server process shares them. */
export function createRateLimit(db: Db, enabled: boolean, rules: Rule[]): RateLimit {
  if (!enabled) return { consume: async () => ({ allowed: true }) };
  const limiters = rules.map(
    (rule) =>
      new RateLimiterDrizzle({
        storeClient: db,
        schema: rateLimits,
        clearExpiredByTimeout: false,
        keyPrefix: rule.prefix,
        points: rule.points,
        duration: rule.durationSeconds,
      }),
  );
  return {
    async consume(scope, clientAddress) {
      // Only a hash of the address is kept, and only in the counter's key.
      const subject = createHash("sha256").update(rateLimitSubject(clientAddress)).digest("base64url").slice(0, 22);
      const key = `${scope}:${subject}`;
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

/**
 * Whom a counter counts. An IPv4 address is one client. An IPv6 client usually holds a whole /64
 * (its provider hands out at least that much, privacy extensions pick new addresses within it), so
 * one address would give it unlimited counters: IPv6 is counted per /64.
 */
function rateLimitSubject(address: string): string {
  if (isIP(address) !== 6) return address;
  const [head = "", tail] = address.split("%")[0]!.toLowerCase().split("::");
  const groups = (part: string | undefined) => (part ? part.split(":") : []);
  const left = groups(head);
  const right = groups(tail);
  // "::ffff:192.0.2.1" style tails take two groups; they never reach the first four on their own.
  const width = (list: string[]) => list.reduce((n, g) => n + (g.includes(".") ? 2 : 1), 0);
  const all =
    tail === undefined ? left : [...left, ...Array<string>(8 - width(left) - width(right)).fill("0"), ...right];
  return `${all
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(":")}::/64`;
}

/** Leads, per client and form: 5 per 10 minutes and 20 per day. */
export const createLeadRateLimit = (db: Db, enabled: boolean) =>
  createRateLimit(db, enabled, [
    { prefix: "lead10m", points: 5, durationSeconds: 600 },
    { prefix: "lead1d", points: 20, durationSeconds: 86_400 },
  ]);

/** Proof-of-consent entries: a visitor changes their mind a few times, a script thousands of times. */
export const createConsentRateLimit = (db: Db, enabled: boolean) =>
  createRateLimit(db, enabled, [{ prefix: "consent10m", points: 20, durationSeconds: 600 }]);

/** Page views: a visitor reads a few pages a minute; more would inflate the statistics. */
export const createAnalyticsRateLimit = (db: Db, enabled: boolean) =>
  createRateLimit(db, enabled, [{ prefix: "view10m", points: 60, durationSeconds: 600 }]);

/** The back office's counts (docs/decisions/0028), each its own counter. */
export interface AdminRateLimits {
  /** Every request to an open route (sign-in), per client address: 10 per 15 minutes, 50 per day. */
  client: RateLimit;
  /**
   * The same requests from all clients together: 300 per 5 minutes. Bounds what a crowd of
   * addresses can make the server store and mail; the sign-in waits at most five minutes.
   */
  global: RateLimit;
  /** Attempts on one account (a link's token, a passkey's credential id): 10 per 15 minutes. */
  account: RateLimit;
  /**
   * Link mails to one address: one per 12 minutes, so at most five an hour, and whoever spends it
   * holds the owner up for 12 minutes at most (a passkey sign-in is not held up at all).
   */
  linkMail: RateLimit;
  /**
   * Publishes and restores per user: 10 a minute. Each renders the whole site once; more than a
   * person clicks would keep a core busy for others (docs/decisions/0056).
   */
  publish: RateLimit;
}

export const createAdminRateLimits = (db: Db, enabled: boolean): AdminRateLimits => ({
  client: createRateLimit(db, enabled, [
    { prefix: "admin15m", points: 10, durationSeconds: 900 },
    { prefix: "admin1d", points: 50, durationSeconds: 86_400 },
  ]),
  global: createRateLimit(db, enabled, [{ prefix: "adminAll5m", points: 300, durationSeconds: 300 }]),
  account: createRateLimit(db, enabled, [{ prefix: "adminAccount15m", points: 10, durationSeconds: 900 }]),
  linkMail: createRateLimit(db, enabled, [{ prefix: "adminMail12m", points: 1, durationSeconds: 720 }]),
  publish: createRateLimit(db, enabled, [{ prefix: "publish1m", points: 10, durationSeconds: 60 }]),
});
