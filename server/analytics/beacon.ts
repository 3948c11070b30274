import type { Context } from "hono";
import { fromOwnPages } from "../request";

/** sendBeacon with a string sends text/plain; with a JSON Blob, application/json. */
const isBeaconBody = (c: Context) => /^(text\/plain|application\/json)(;|$)/i.test(c.req.header("content-type") ?? "");

/**
 * The guards both statistics beacons (/view, /vitals) pass first: our own pages only, a beacon's
 * content type. Then the parsed body (undefined when it is no JSON: answered 204 like any other
 * body that is not a beacon's), and whether the request asks not to be tracked. The beacons stay
 * silent then; the headers also cover a script from an older build.
 */
export async function readBeacon(c: Context): Promise<{ body: unknown; optedOut: boolean } | Response> {
  if (!fromOwnPages(c)) return c.json({ error: "cross_site" }, 403);
  if (!isBeaconBody(c)) return c.json({ error: "unsupported_media_type" }, 415);
  const optedOut = c.req.header("sec-gpc") === "1" || c.req.header("dnt") === "1";
  try {
    return { body: JSON.parse(await c.req.text()) as unknown, optedOut };
  } catch {
    return { body: undefined, optedOut };
  }
}
