import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { CspSources } from "../common/config/third-party";
import { inlineScriptHashes, pageCsp } from "./csp";

/**
 * The prerendered site held in memory (a few MB): clean paths, precompressed variants,
 * ETags and per-page CSP hashes are worked out once at start instead of on every request.
 */
export interface StaticFile {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  contentType: string;
  etag: string;
  cacheControl: string;
  csp?: string;
}

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};

/** Files the router leaves in the build that must never be served. */
const hidden = new Set(["__spa-fallback.html"]);

function walk(dir: string, prefix = ""): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    // Build internals (.vite/, .csp-sources.json) stay hidden; /.well-known/ is public by definition.
    if (entry.name.startsWith(".") && entry.name !== ".well-known") return [];
    const rel = `${prefix}/${entry.name}`;
    return entry.isDirectory() ? walk(path.join(dir, entry.name), rel) : [rel];
  });
}

/** "/x/index.html" -> "/x", "/index.html" -> "/". */
function urlPathOf(file: string): string {
  if (file === "/index.html") return "/";
  return file.endsWith("/index.html") ? file.slice(0, -"/index.html".length) : file;
}

/** Written by scripts/postbuild.ts: the hosts of the integrations this build was configured with. */
export const cspSourcesFile = ".csp-sources.json";

export function loadStaticSite(root: string): Map<string, StaticFile> {
  if (!existsSync(root) || !statSync(root).isDirectory()) {
    throw new Error(`The site build is missing at ${root}. Run "npm run build" (npm start does it for you).`);
  }
  const sourcesFile = path.join(root, cspSourcesFile);
  const thirdParty = existsSync(sourcesFile)
    ? (JSON.parse(readFileSync(sourcesFile, "utf8")) as CspSources)
    : undefined;
  const files = new Map<string, StaticFile>();
  for (const file of walk(root)) {
    const ext = path.extname(file);
    if (ext === ".br" || ext === ".gz" || hidden.has(path.basename(file))) continue;
    const abs = path.join(root, file);
    const body = readFileSync(abs);
    const html = ext === ".html";
    files.set(urlPathOf(file), {
      body,
      br: existsSync(`${abs}.br`) ? readFileSync(`${abs}.br`) : undefined,
      gzip: existsSync(`${abs}.gz`) ? readFileSync(`${abs}.gz`) : undefined,
      contentType: contentTypes[ext] ?? "application/octet-stream",
      etag: `"${createHash("sha1").update(body).digest("base64url").slice(0, 20)}"`,
      cacheControl: file.startsWith("/assets/")
        ? "public, max-age=31536000, immutable"
        : html
          ? "public, max-age=0, must-revalidate"
          : "public, max-age=3600",
      csp: html ? pageCsp(inlineScriptHashes(body.toString("utf8")), thirdParty) : undefined,
    });
  }
  return files;
}

/** Picks brotli, then gzip, then identity, as the client accepts. */
export function negotiate(file: StaticFile, acceptEncoding: string | undefined): { body: Buffer; encoding?: string } {
  const accepted = (acceptEncoding ?? "").toLowerCase();
  if (file.br && /\bbr\b/.test(accepted)) return { body: file.br, encoding: "br" };
  if (file.gzip && /\bgzip\b/.test(accepted)) return { body: file.gzip, encoding: "gzip" };
  return { body: file.body };
}
