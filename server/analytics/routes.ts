import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { sql } from "drizzle-orm";
import { z } from "zod";
import {
  langFromPath,
  languages,
  localizePath,
  pageForPath,
  thankYouFor,
  thankYouPaths,
} from "../../common/config/route-table";
import type { Database } from "../db/client";
import { pageViewsDaily } from "../db/schema";
import type { Logger } from "../logger";
import type { RateLimit } from "../rate-limit";
import { clientAddress, type TrustedProxies } from "../request";
import { readBeacon } from "./beacon";

export interface AnalyticsRoutesDeps {
  database: Database;
  logger: Logger;
  /** ANALYTICS: count page views; when off, views are answered and dropped. */
  enabled: boolean;
  rateLimit: RateLimit;
  /** TRUST_PROXY: whose X-Forwarded-For names the client (for the rate limit only). */
  trustProxy: TrustedProxies;
  /** The clock that dates a view (tests move it). */
  now?: () => Date;
}

/** A beacon is a path, a language and a host: anything larger is not ours. */
const maxViewBytes = 2 * 1024;

export const viewPayload = z.object({
  path: z.string().min(1).max(512),
  lang: z.enum(languages),
  referrer: z.string().max(1024).optional(),
});

/** The canonical path of a prerendered page we count (pages and thank-you pages), else undefined. */
export function countedPath(path: string): string | undefined {
  const lang = langFromPath(path);
  const thankYou = thankYouFor(path);
  if (thankYou) return localizePath(thankYouPaths[thankYou], lang);
  const page = pageForPath(path);
  return page ? localizePath(page.path, lang) : undefined;
}

const hostname = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * The referring host as stored: only the host of an http(s) address (or a bare host name), never
 * its path or query; "" for none, for anything else and for our own host.
 */
export function referrerHost(referrer: string | undefined, ownHost: string): string {
  const value = referrer?.trim().toLowerCase() ?? "";
  if (!value) return "";
  let host: string;
  if (/^[a-z][a-z0-9+.-]*:/.test(value)) {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return "";
    }
    if (url.protocol !== "http:" && url.protocol !== "https:") return "";
    host = url.hostname;
  } else {
    host = value;
  }
  host = host.replace(/\.$/, "");
  if (!hostname.test(host) && !/^\[[0-9a-f:.]+\]$/.test(host)) return "";
  return host === ownHost.toLowerCase() ? "" : host;
}

/** The host name the request was sent to (without port): views from our own pages name it. */
function ownHostname(c: Context): string {
  try {
    return new URL(c.req.url).hostname;
  } catch {
    return "";
  }
}

/**
 * POST /view: the site's beacon counts a page view (docs/decisions/0027). Whatever is sent, the
 * answer for a well-formed request is 204 and says nothing about whether it was counted. POST
 * /vitals (./vitals-routes.ts) takes the same page views' loading-speed figures.
 */
export function analyticsRoutes({ database, logger, enabled, rateLimit, trustProxy, now }: AnalyticsRoutesDeps) {
  const routes = new Hono();
  routes.post(
    "/view",
    bodyLimit({ maxSize: maxViewBytes, onError: (c) => c.json({ error: "payload_too_large" }, 413) }),
    async (c) => {
      const beacon = await readBeacon(c);
      if (beacon instanceof Response) return beacon;
      const parsed = viewPayload.safeParse(beacon.body);
      if (!parsed.success || !enabled || beacon.optedOut) return c.body(null, 204);
      const path = countedPath(parsed.data.path);
      // The language is the path's: a view claiming another is not one of our pages' beacons.
      if (!path || langFromPath(path) !== parsed.data.lang) return c.body(null, 204);

      try {
        // Over the limit a view is dropped silently: the beacon never reads the answer, and a
        // script inflating the counts learns nothing from it.
        const decision = await rateLimit.consume("view", clientAddress(c, trustProxy));
        if (!decision.allowed) return c.body(null, 204);
        await database.db
          .insert(pageViewsDaily)
          .values({
            day: (now?.() ?? new Date()).toISOString().slice(0, 10),
            path,
            language: parsed.data.lang,
            referrerHost: referrerHost(parsed.data.referrer, ownHostname(c)),
            views: 1,
          })
          .onConflictDoUpdate({
            target: [pageViewsDaily.day, pageViewsDaily.path, pageViewsDaily.language, pageViewsDaily.referrerHost],
            set: { views: sql`${pageViewsDaily.views} + 1` },
          });
        return c.body(null, 204);
      } catch (error) {
        // A lost count is harmless; the visitor's page never waits for this answer.
        logger.error({ err: error }, "page view could not be counted");
        return c.json({ error: "unavailable" }, 503);
      }
    },
  );
  return routes;
}
