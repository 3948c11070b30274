import { Hono } from "hono";
import { consentLogPayload } from "../../common/consent-schema";
import type { Database } from "../db/client";
import { consentLog } from "../db/schema";
import type { Logger } from "../logger";
import type { RateLimit } from "../rate-limit";
import { clientAddress, readJsonPost, type TrustedProxies } from "../request";

export interface ConsentRoutesDeps {
  database: Database;
  logger: Logger;
  /** CONSENT_LOG: store entries; when off, valid requests are answered and dropped. */
  enabled: boolean;
  rateLimit: RateLimit;
  /** TRUST_PROXY: whose X-Forwarded-For names the client. */
  trustProxy: TrustedProxies;
}

/** POST /consent: privacy-minimal proof of consent. */
export function consentRoutes({ database, logger, enabled, rateLimit, trustProxy }: ConsentRoutesDeps) {
  const routes = new Hono();
  routes.post("/consent", async (c) => {
    const post = await readJsonPost(c);
    if (post instanceof Response) return post;
    const parsed = consentLogPayload.safeParse(post.body);
    if (!parsed.success) return c.json({ error: "invalid" }, 400);
    if (!enabled) return c.body(null, 204);

    let decision;
    try {
      decision = await rateLimit.consume("consent", clientAddress(c, trustProxy));
    } catch (error) {
      logger.error({ err: error }, "rate limit unavailable");
      return c.json({ error: "unavailable" }, 503);
    }
    if (!decision.allowed) {
      c.header("Retry-After", String(decision.retryAfterSeconds));
      return c.json({ error: "rate_limited" }, 429);
    }
    const { id, ...choice } = parsed.data;
    try {
      await database.db.insert(consentLog).values({ consentId: id, ...choice });
      return c.body(null, 204);
    } catch (error) {
      logger.error({ err: error }, "consent entry could not be stored");
      return c.json({ error: "unavailable" }, 503);
    }
  });
  return routes;
}
