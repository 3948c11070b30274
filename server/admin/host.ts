import type { Context } from "hono";
import { adminApi, adminPaths } from "../../common/admin/base";

/**
 * The back office on a host of its own (docs/decisions/0030-origin-admin-host.md). When ADMIN_URL
 * names another host than SITE_URL, the back office answers only there and that host serves
 * nothing of the site, so no script on a public page (a consented tracker, an injected one) runs
 * in the back office's origin. Hosts are compared by name: a port is no boundary for cookies, and
 * nginx passes the name without it.
 */

/** A host name as browsers and DNS treat it: lower case, without a final dot. */
const normalised = (hostname: string) => hostname.toLowerCase().replace(/\.$/, "");

/** ADMIN_URL's host name when it is not SITE_URL's; undefined: one host serves both. */
export function ownAdminHost(adminUrl: string, siteUrl: string): string | undefined {
  const admin = normalised(new URL(adminUrl).hostname);
  return admin === normalised(new URL(siteUrl).hostname) ? undefined : admin;
}

/**
 * The host name the request was sent to: its Host header (which a page's script cannot set; nginx
 * passes the client's as $host), without port. Anything else that names a host
 * (X-Forwarded-Host, an absolute request target) is ignored. "" when missing or malformed.
 */
function requestHostName(c: Context): string {
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::\d{1,5})?$/i.exec(c.req.header("host") ?? "");
  return match ? normalised(match[1]!) : "";
}

const prefixes = [...Object.values(adminPaths), adminApi];

/** /admin, /en/admin (pages and assets) and /api/admin, each with everything below it. */
export const isBackOfficePath = (path: string) =>
  prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/** Where a request stands: on the back office's own host, or (the site's host) beside it. */
export function backOfficeHost(ownHost: string | undefined) {
  const onOwnHost = (c: Context) => ownHost !== undefined && requestHostName(c) === ownHost;
  return {
    /** The back office answers this request's host: its own, or the only one. */
    serves: (c: Context) => ownHost === undefined || onOwnHost(c),
    /** The request is on the back office's own host, which serves nothing of the site. */
    onOwnHost,
  };
}
