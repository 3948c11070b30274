import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The client's address. X-Forwarded-For counts only behind a trusted proxy (TRUST_PROXY), and then
 * only its last entry: the address that proxy saw. Everything before it came from the client and
 * may be forged ("X-Forwarded-For: 1.2.3.4" sent by the client arrives as "1.2.3.4, <client>").
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown"; // app.request() in tests has no socket
  }
}

/** Browsers say where a request comes from; only our own pages may post. */
export function isCrossSite(c: Context): boolean {
  const fetchSite = c.req.header("sec-fetch-site");
  if (fetchSite) return fetchSite !== "same-origin" && fetchSite !== "none";
  const origin = c.req.header("origin");
  if (!origin) return false;
  try {
    return new URL(origin).host !== c.req.header("host");
  } catch {
    return true;
  }
}

export const isJson = (c: Context) => /^application\/json(;|$)/i.test(c.req.header("content-type") ?? "");
