import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { CspSources } from "../common/config/third-party";
import { inlineScriptHashes, pageCsp, scriptSource, type KnownScripts } from "./csp";

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
  /**
   * An address the collections answer otherwise (docs/decisions/0069): a removed entry's slug is
   * answered with its collection's gone page and 410, an earlier slug with 301 to the entry's page.
   */
  answer?: { status: 410 } | { status: 301; location: string };
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
    // Build internals (.vite/, .csp-sources.json, .inline-scripts.json) stay hidden; /.well-known/ is public.
    if (entry.name.startsWith(".") && entry.name !== ".well-known") return [];
    const rel = `${prefix}/${entry.name}`;
    return entry.isDirectory() ? walk(path.join(dir, entry.name), rel) : [rel];
  });
}

/** "/x/index.html" -> "/x", "/index.html" -> "/". */
export function urlPathOf(file: string): string {
  if (file === "/index.html") return "/";
  return file.endsWith("/index.html") ? file.slice(0, -"/index.html".length) : file;
}

interface FileVariants {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * Where each page's router context goes (server/render/first-paint.ts, ADR 0047): named by its
 * content like the assets, but outside /assets/, which nginx serves from the build's files only,
 * because the server renders new ones when the owner publishes (ADR 0040).
 */
export const routerContextDir = "/router-context";

/** Files whose name changes with their content: cached for good. */
const hashed = (file: string) => file.startsWith("/assets/") || file.startsWith(`${routerContextDir}/`);

/**
 * A file of the site as the server keeps it: `file` is its path below the build ("/x/index.html").
 * A page's CSP allows the inline scripts the build knows (server/csp.ts); a page with any other fails.
 */
/**
 * A file the server writes while it runs (the sitemap, feeds, redirects), with its brotli and gzip
 * variants. Brotli at 9, not the build's 11: the sitemap of a site with 500 entries takes 3 ms
 * instead of 76 at every publish, for 10 % more bytes.
 */
export function precompressed(text: string): FileVariants {
  const body = Buffer.from(text);
  return {
    body,
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
    gzip: gzipSync(body, { level: 9 }),
  };
}

export function staticFile(
  file: string,
  { body, br, gzip }: FileVariants,
  thirdParty?: CspSources,
  knownScripts: KnownScripts = new Map(),
): StaticFile {
  const ext = path.extname(file);
  const html = ext === ".html";
  return {
    body,
    br,
    gzip,
    contentType: contentTypes[ext] ?? "application/octet-stream",
    etag: `"${createHash("sha1").update(body).digest("base64url").slice(0, 20)}"`,
    cacheControl: hashed(file)
      ? "public, max-age=31536000, immutable"
      : html
        ? "public, max-age=0, must-revalidate"
        : "public, max-age=3600",
    csp: html ? pageCsp(inlineScriptHashes(body.toString("utf8"), file, knownScripts), thirdParty) : undefined,
  };
}

/** Written by scripts/postbuild.ts: the hosts of the integrations this build was configured with. */
export const cspSourcesFile = ".csp-sources.json";

/** The hosts of the integrations the build was configured with (undefined for a build without the file). */
export function builtCspSources(root: string): CspSources | undefined {
  const sourcesFile = path.join(root, cspSourcesFile);
  return existsSync(sourcesFile) ? (JSON.parse(readFileSync(sourcesFile, "utf8")) as CspSources) : undefined;
}

/** Written by scripts/postbuild.ts: the build's own inline scripts, each name with its CSP source. */
export const inlineScriptsFile = ".inline-scripts.json";

/** Records a build's own inline scripts (name -> text) for the server and the page renderer. */
export function writeInlineScripts(root: string, scripts: Record<string, string>): void {
  const sources = Object.fromEntries(Object.entries(scripts).map(([name, body]) => [name, scriptSource(body)]));
  writeFileSync(path.join(root, inlineScriptsFile), `${JSON.stringify(sources, null, 2)}\n`);
}

/** The inline scripts the build knows: none for a build without the record (its pages may then hold none). */
export function builtInlineScripts(root: string): KnownScripts {
  const file = path.join(root, inlineScriptsFile);
  if (!existsSync(file)) return new Map();
  const sources = JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
  return new Map(Object.entries(sources).map(([name, source]) => [source, name]));
}

export function loadStaticSite(root: string): Map<string, StaticFile> {
  if (!existsSync(root) || !statSync(root).isDirectory()) {
    throw new Error(`The site build is missing at ${root}. Run "npm run build" (npm start does it for you).`);
  }
  const thirdParty = builtCspSources(root);
  const knownScripts = builtInlineScripts(root);
  const files = new Map<string, StaticFile>();
  for (const file of walk(root)) {
    const ext = path.extname(file);
    if (ext === ".br" || ext === ".gz" || hidden.has(path.basename(file))) continue;
    const abs = path.join(root, file);
    const variant = (suffix: string) => (existsSync(`${abs}${suffix}`) ? readFileSync(`${abs}${suffix}`) : undefined);
    files.set(
      urlPathOf(file),
      staticFile(file, { body: readFileSync(abs), br: variant(".br"), gzip: variant(".gz") }, thirdParty, knownScripts),
    );
  }
  return files;
}

const qvalue = /^q\s*=\s*(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/**
 * Accept-Encoding's weights by coding (RFC 9110, 12.5.3), names in lower case, "*" included.
 * An entry with a malformed weight counts as absent; "x-gzip" is gzip.
 */
function encodingWeights(header: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const entry of header.split(",")) {
    const [name, ...params] = entry.split(";").map((part) => part.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((param) => /^q\s*=/.test(param));
    const weight = q === undefined ? "1" : qvalue.exec(q)?.[1];
    if (weight !== undefined) weights.set(name === "x-gzip" ? "gzip" : name, Number(weight));
  }
  return weights;
}

/**
 * Picks the accepted encoding with the highest weight; on a tie brotli, then gzip, then identity.
 * "*" stands for every coding not named; q=0 refuses. Identity not named is acceptable, below
 * any coding the client names. Without a header, or when everything is refused, the file goes
 * out as it is (RFC 9110 allows disregarding the header rather than answering 406).
 */
export function negotiate(file: StaticFile, acceptEncoding: string | undefined): { body: Buffer; encoding?: string } {
  const weights = encodingWeights(acceptEncoding ?? "");
  const any = weights.get("*");
  const candidates = [
    { body: file.br, encoding: "br", weight: weights.get("br") ?? any ?? 0 },
    { body: file.gzip, encoding: "gzip", weight: weights.get("gzip") ?? any ?? 0 },
    { body: file.body, encoding: undefined, weight: weights.get("identity") ?? any ?? Number.MIN_VALUE },
  ];
  let best: { body: Buffer; encoding?: string; weight: number } | undefined;
  for (const { body, encoding, weight } of candidates) {
    if (body && weight > (best?.weight ?? 0)) best = { body, encoding, weight };
  }
  return best ? { body: best.body, encoding: best.encoding } : { body: file.body };
}
