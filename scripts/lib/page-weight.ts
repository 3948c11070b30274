import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";

/** The budgets of the first view of any page, in KB of gzip bytes (JavaScript: ADR 0047). */
export const pageBudget = { jsKb: 60, cssKb: 20, htmlKb: 30, totalKb: 250 };

const buildDir = path.resolve("build");

/**
 * The built file a URL path of the site or the back office answers with: the back office's shell
 * and assets are under /admin (build/admin, ADR 0029), everything else is build/client.
 */
function builtFile(urlPath: string, build: string): string {
  const decoded = decodeURIComponent(urlPath);
  if (decoded === "/admin") return path.join(build, "admin/index.html");
  if (decoded.startsWith("/admin/")) return path.join(build, "admin", decoded.slice("/admin/".length));
  return path.join(build, "client", decoded);
}

/** The gzip size of a built file, from its precompressed twin when the build wrote one. */
function gzipBytes(urlPath: string, build = buildDir): number {
  const file = builtFile(urlPath, build);
  if (existsSync(`${file}.gz`)) return statSync(`${file}.gz`).size;
  const data = readFileSync(file);
  // Fonts and images are already compressed; they travel as they are.
  return /\.(woff2|png|jpe?g|webp|avif)$/.test(file) ? data.length : gzipSync(data, { level: 9 }).length;
}

/**
 * What a server can send in the first round trip: TCP's initial congestion window of 10 segments
 * (RFC 6928), as Lighthouse's simulation models it, less about 1.2 KB of response headers (most of
 * them the page's CSP). A document over it costs the simulated phone one more round trip before
 * its first paint (ADR 0046).
 */
export const initialWindowBytes = 10 * 1460 - 1200;

/** The brotli size of a built file (what a browser gets over HTTPS), from its twin when there is one. */
function brotliBytes(urlPath: string, build = buildDir): number {
  const file = builtFile(urlPath, build);
  if (existsSync(`${file}.br`)) return statSync(`${file}.br`).size;
  return brotliCompressSync(readFileSync(file)).length;
}

/** The built HTML file that answers a page path (the back office's one shell answers /admin). */
function htmlFileOf(pagePath: string): string {
  if (pagePath === "/admin") return pagePath;
  return pagePath === "/" ? "/index.html" : `${pagePath}/index.html`;
}

export interface PageWeight {
  js: { url: string; bytes: number }[];
  jsKb: number;
  cssKb: number;
  htmlKb: number;
  /** The document's brotli bytes, to hold against initialWindowBytes. */
  htmlBrotliBytes: number;
  otherKb: number;
  totalKb: number;
}

/**
 * Sums what a page fetched from its own origin (same-origin URL paths), gzip-sized, from the build
 * in `build` (this checkout's build/ unless another's is weighed).
 */
export function weighPage(pagePath: string, fetched: string[], build = buildDir): PageWeight {
  // What the page downloads are files of the build; the page-view beacon's post to the API is not.
  const unique = [...new Set(fetched)].filter((p) => p !== pagePath && !p.startsWith("/api/"));
  const sized = unique.map((url) => ({ url, bytes: gzipBytes(url, build) }));
  const kb = (items: { bytes: number }[]) => items.reduce((s, i) => s + i.bytes, 0) / 1024;
  const js = sized.filter((i) => i.url.endsWith(".js"));
  const css = sized.filter((i) => i.url.endsWith(".css"));
  const other = sized.filter((i) => !i.url.endsWith(".js") && !i.url.endsWith(".css"));
  const htmlKb = gzipBytes(htmlFileOf(pagePath), build) / 1024;
  return {
    js,
    jsKb: kb(js),
    cssKb: kb(css),
    htmlKb,
    htmlBrotliBytes: brotliBytes(htmlFileOf(pagePath), build),
    otherKb: kb(other),
    totalKb: kb(sized) + htmlKb,
  };
}
