import { createHmac, randomBytes } from "node:crypto";
import { isIP } from "node:net";
import { RateLimiterDrizzle, RateLimiterRes } from "rate-limiter-flexible";
import { consentCounters, leadCounters, viewCounters, type CounterRule } from "../common/config/ip-counters";
import type { Db } from "./db/client";
import { rateLimits } from "./db/schema";

type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimit {
  consume(scope: string, clientAddress: string): Promise<RateDecision>;
}

export interface RateLimitOptions {
  /**
   * The secret the counters' keys are derived from (ERASURE_SECRET or DATA_DIR/erasure-secret),
   * the same in every process that shares the store. Without it (tests, benchmarks), one random
   * secret of this process, shared by all its counters.
   */
  secret?: string;
  /** The clock that picks the day's key (tests). */
  now?: () => number;
}

const day = 86_400_000;
const processSecret = randomBytes(32).toString("base64url");

/**
 * The hash a counter stands for a client by (docs/decisions/0059): an HMAC-SHA256 of the client
 * (rateLimitSubject) under a key derived from the secret for the day (UTC), cut to 22 characters
 * (132 bits). Without the secret, no address can be tested against it; the same client has another
 * hash the next day, so one day's counters cannot be linked to another's.
 */
export function counterSubject(secret: string, clientAddress: string, at: number): string {
  const dayKey = createHmac("sha256", secret)
    .update(`rate-limit:${Math.floor(at / day)}`)
    .digest();
  return createHmac("sha256", dayKey).update(rateLimitSubject(clientAddress)).digest("base64url").slice(0, 22);
}

/**
 * Counters per client and scope, kept in the database so every server process shares them. A
 * counter's key holds the scope and the client's keyed hash of the day, never the address; the
 * retention job deletes it once it has expired (common/config/ip-counters.ts says how soon).
 */
export function createRateLimit(
  db: Db,
  enabled: boolean,
  rules: CounterRule[],
  options: RateLimitOptions = {},
): RateLimit {
  if (!enabled) return { consume: async () => ({ allowed: true }) };
  const secret = options.secret ?? processSecret;
  const now = options.now ?? Date.now;
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
      const key = `${scope}:${counterSubject(secret, clientAddress, now())}`;
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
export function rateLimitSubject(address: string): string {
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

/** Leads, per client and form (common/config/ip-counters.ts). */
export const createLeadRateLimit = (db: Db, enabled: boolean, options?: RateLimitOptions) =>
  createRateLimit(db, enabled, leadCounters, options);

/** Proof-of-consent entries, per client. */
export const createConsentRateLimit = (db: Db, enabled: boolean, options?: RateLimitOptions) =>
  createRateLimit(db, enabled, consentCounters, options);

/** Page views, per client. */
export const createAnalyticsRateLimit = (db: Db, enabled: boolean, options?: RateLimitOptions) =>
  createRateLimit(db, enabled, viewCounters, options);

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

export const createAdminRateLimits = (db: Db, enabled: boolean, options?: RateLimitOptions): AdminRateLimits => ({
  client: createRateLimit(
    db,
    enabled,
    [
      { prefix: "admin15m", points: 10, durationSeconds: 900 },
      { prefix: "admin1d", points: 50, durationSeconds: 86_400 },
    ],
    options,
  ),
  global: createRateLimit(db, enabled, [{ prefix: "adminAll5m", points: 300, durationSeconds: 300 }], options),
  account: createRateLimit(db, enabled, [{ prefix: "adminAccount15m", points: 10, durationSeconds: 900 }], options),
  linkMail: createRateLimit(db, enabled, [{ prefix: "adminMail12m", points: 1, durationSeconds: 720 }], options),
  publish: createRateLimit(db, enabled, [{ prefix: "publish1m", points: 10, durationSeconds: 60 }], options),
});
