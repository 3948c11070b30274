import { adminPaths } from "../../common/admin/base";
import { loadStaticSite, type StaticFile } from "../static-site";

/**
 * The back office's client (build/admin, docs/decisions/0029): one HTML shell for every path under
 * /admin and /en/admin, and its hashed assets under /admin/assets/. Its CSP allows no inline
 * script and nothing from elsewhere; its answers are never indexed and send no Referer. Trusted
 * Types are required: the client puts no string into an HTML or script sink (React renders through
 * the DOM API), so a flaw that would is refused by the browser, and no policy may be created that
 * could let one through.
 */
export const adminPageCsp = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
  "require-trusted-types-for 'script'",
  // ProseMirror parses pasted HTML in a detached document through this one policy; what it parses
  // is then kept only as far as the body's schema knows it (docs/decisions/0071).
  "trusted-types ProseMirrorClipboard",
].join("; ");

/** Headers beside the file's own: the HTML shell and its assets are private to the owner. */
export const adminPageHeaders: Readonly<Record<string, string>> = {
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
};

const shellPath = "/index.html";

/** build/admin in memory; the shell revalidated on every load (a new build takes effect at once). */
export function loadAdminSite(root: string): Map<string, StaticFile> {
  const files = loadStaticSite(root);
  const shell = files.get("/");
  if (!shell) throw new Error(`The back office build at ${root} has no index.html.`);
  files.delete("/");
  files.set(shellPath, { ...shell, cacheControl: "no-cache", csp: adminPageCsp });
  return files;
}

const prefixes = Object.values(adminPaths);
const assetPrefix = `${adminPaths.de}/assets/`;

/**
 * What a GET of `path` (decoded and normalised by the router, so "/admin/../x" is "/x") gets from
 * the back office: undefined when the path is not the back office's, null for a path of its that
 * has no file (a missing asset), else the file.
 */
export function adminFile(path: string, site: Map<string, StaticFile> | undefined): StaticFile | null | undefined {
  if (!prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return undefined;
  if (!site) return null;
  if (path.startsWith(assetPrefix)) return site.get(path.slice(adminPaths.de.length)) ?? null;
  return site.get(shellPath) ?? null;
}
