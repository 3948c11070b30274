import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { sql } from "drizzle-orm";
import { langFromPath } from "../../common/config/route-table";
import { vitalsPayload } from "../../common/web-vitals-schema";
import { webVitalsDaily } from "../db/schema";
import { clientAddress } from "../request";
import { readBeacon } from "./beacon";
import { countedPath, type AnalyticsRoutesDeps } from "./routes";
import { bucketOf } from "./vitals-buckets";

/** One metric of one page view is a path and four short words: anything larger is not ours. */
export const maxVitalsBytes = 1024;

/**
 * POST /vitals: one loading-speed figure of a page view (docs/decisions/0062), added to that day's
 * histogram of its page, language, device class and metric. Like /view, a well-formed request is
 * answered 204 whether or not it was stored: a figure out of range, of a metric or page we do not
 * know, with another language than the page's, with the statistics off or the client over the
 * statistics' rate limit is dropped, and the sender learns nothing from the answer.
 */
export function vitalsRoutes({ database, logger, enabled, rateLimit, trustProxy, now }: AnalyticsRoutesDeps) {
  const routes = new Hono();
  routes.post(
    "/vitals",
    bodyLimit({ maxSize: maxVitalsBytes, onError: (c) => c.json({ error: "payload_too_large" }, 413) }),
    async (c) => {
      const beacon = await readBeacon(c);
      if (beacon instanceof Response) return beacon;
      const parsed = vitalsPayload.safeParse(beacon.body);
      if (!parsed.success || !enabled || beacon.optedOut) return c.body(null, 204);
      const { lang, device, metric, value } = parsed.data;
      const path = countedPath(parsed.data.path);
      if (!path || langFromPath(path) !== lang) return c.body(null, 204);
      try {
        // A page view reports each metric once, and the view beacon allows a client 60 views in
        // ten minutes: each metric gets as many, on a counter of its own.
        const decision = await rateLimit.consume(`vitals:${metric}`, clientAddress(c, trustProxy));
        if (!decision.allowed) return c.body(null, 204);
        const day = (now?.() ?? new Date()).toISOString().slice(0, 10);
        await database.db
          .insert(webVitalsDaily)
          .values({ day, path, language: lang, device, metric, bucket: bucketOf(metric, value), count: 1 })
          .onConflictDoUpdate({
            target: [
              webVitalsDaily.day,
              webVitalsDaily.path,
              webVitalsDaily.language,
              webVitalsDaily.device,
              webVitalsDaily.metric,
              webVitalsDaily.bucket,
            ],
            set: { count: sql`${webVitalsDaily.count} + 1` },
          });
        return c.body(null, 204);
      } catch (error) {
        logger.error({ err: error }, "loading-speed figure could not be stored");
        return c.json({ error: "unavailable" }, 503);
      }
    },
  );
  return routes;
}
