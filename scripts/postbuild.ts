/**
 * After the router's build, on build/client, in this order (main() at the end names each step):
 * 1. sitemap.xml (every page's lastmod the build's day) and robots.txt from the route table;
 * 2. the icon set and the web manifest; /.well-known/security.txt;
 * 3. the third-party hosts the server adds to each page's CSP; the router's SPA fallback removed;
 * 4. each page's first paint: its critical CSS and the first-view script inlined, the bootstrap
 *    waiting for the visitor, the router's context in a file of its own (build/client/router-context/),
 *    nothing fetched before the largest paint but the font (ADR 0014, 0017, 0046, 0047); the
 *    build's own inline scripts recorded for the page CSP, any other in a page failing the build (ADR 0055);
 * 5. the preloaded Inter font subset to the characters the site uses;
 * 6. one Open Graph image per page and language;
 * 7. brotli and gzip variants of every text file, so the server (or a CDN) sends them without work.
 */
import "../common/load-env.mjs";
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { adminPaths } from "../common/admin/base";
import { languages, localizePath, ogImagePath, pages, type PageId } from "../common/config/route-table";
import { site } from "../common/config/site";
import { thirdPartySources } from "../common/config/third-party";
import type { ServerBuild } from "react-router";
import { inlineScriptHashes, knownScripts } from "../server/csp";
import { cspSourcesFile, writeInlineScripts } from "../server/static-site";
import { criticalCss, fontFaceRules } from "../server/render/critical-css";
import {
  criticalCssFile,
  firstPaint,
  firstPaintAssets,
  firstViewFile,
  fontFacesFile,
  inlinedFirstView,
  skeleton,
  stylesheetHref,
} from "../server/render/first-paint";
import { ogTextOf, renderOgImage } from "../server/render/og-image";
import { sitemap } from "../server/render/sitemap";
import { charactersBeyondCore } from "./lib/font-subsets";
import { writeSiteIcons } from "./lib/site-icons";

const clientDir = path.resolve("build/client");
/** The back office's client (vite.admin.config.ts): only precompressed here. */
const adminDir = path.resolve("build/admin");

/** The back office is noindex anyway; crawlers that honour robots.txt need not even ask for it. */
function robots(): string {
  const backOffice = Object.values(adminPaths).map((p) => `Disallow: ${p}\n`);
  return `User-agent: *\nAllow: /\nDisallow: /api/\n${backOffice.join("")}\nSitemap: ${site.url}/sitemap.xml\n`;
}

/** RFC 9116: contact, expiry (one year after the build unless configured), language, canonical. */
function securityTxt(): string {
  const expires = site.securityExpires
    ? new Date(`${site.securityExpires}T23:59:59Z`)
    : new Date(Date.now() + 365 * 24 * 3600 * 1000);
  if (Number.isNaN(expires.getTime())) throw new Error(`SITE_SECURITY_EXPIRES is not a date: ${site.securityExpires}`);
  return [
    `Contact: ${site.securityContact}`,
    `Expires: ${expires.toISOString().replace(/\.\d{3}Z$/, "Z")}`,
    "Preferred-Languages: de, en",
    `Canonical: ${site.url}/.well-known/security.txt`,
    "",
  ].join("\n");
}

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const abs = path.join(dir, name);
    if (statSync(abs).isDirectory()) yield* files(abs);
    else yield abs;
  }
}

/** Each page's first paint (server/render/first-paint.ts); returns how many pages. */
async function prepareFirstPaint(): Promise<number> {
  let count = 0;
  const stylesheets = new Set<string>();
  const bySkeleton: Record<string, string> = {};
  const assets = firstPaintAssets(path.resolve("build"));
  for (const file of files(clientDir)) {
    if (!file.endsWith(".html")) continue;
    const html = readFileSync(file, "utf8");
    if (html.includes("first-contentful-paint")) continue; // already done
    const href = stylesheetHref(html, file);
    const css = await criticalCss(html, readFileSync(path.join(clientDir, href), "utf8"));
    bySkeleton[skeleton(html)] = css;
    const { html: page, context } = firstPaint(html, file, css, assets);
    writeFileSync(file, page);
    mkdirSync(path.dirname(path.join(clientDir, context.file)), { recursive: true });
    writeFileSync(path.join(clientDir, context.file), context.text);
    stylesheets.add(path.join(clientDir, href));
    count++;
  }
  // Every page declares the fonts in its inlined rules. Declared again by the whole stylesheet,
  // they would be new font faces: one that missed its `optional` window on the first view would
  // then swap in and reflow the text on the visitor's first move. The server's renderer
  // (server/render/render-worker.ts) needs them for the pages it renders again: kept aside.
  for (const stylesheet of stylesheets) {
    const css = readFileSync(stylesheet, "utf8");
    writeFileSync(path.join(clientDir, fontFacesFile), (css.match(fontFaceRules) ?? []).join(""));
    writeFileSync(stylesheet, css.replace(fontFaceRules, ""));
  }
  // The server starts its renders from these instead of finding them again.
  if (count) writeFileSync(path.join(clientDir, criticalCssFile), JSON.stringify(bySkeleton));
  return count;
}

/**
 * The build's own inline scripts: root.tsx's (its `handle`) and the first-view script as the pages
 * inline it. Recorded for the server, which hashes these into the page CSP and no other (server/csp.ts);
 * a page that holds any other fails the build, naming the page. Returns how many.
 */
async function recordInlineScripts(): Promise<number> {
  const build = (await import(pathToFileURL(path.resolve("build/server/index.js")).href)) as ServerBuild;
  const { inlineScripts } = build.routes.root!.module.handle as { inlineScripts: Record<string, string> };
  const scripts = {
    ...inlineScripts,
    firstView: inlinedFirstView(readFileSync(path.resolve("build", firstViewFile), "utf8")),
  };
  writeInlineScripts(clientDir, scripts);
  const known = knownScripts(scripts);
  for (const file of files(clientDir)) {
    if (file.endsWith(".html")) inlineScriptHashes(readFileSync(file, "utf8"), path.relative(clientDir, file), known);
  }
  return Object.keys(scripts).length;
}

const compressible = new Set([".html", ".js", ".css", ".svg", ".xml", ".txt", ".json", ".webmanifest"]);

/** One Open Graph image per page and language, with the title and description its HTML carries. */
async function ogImages(): Promise<number> {
  let count = 0;
  for (const page of pages) {
    for (const lang of languages) {
      const html = readFileSync(path.join(clientDir, localizePath(page.path, lang), "index.html"), "utf8");
      const file = path.join(clientDir, ogImagePath(page.id as PageId, lang));
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, await renderOgImage(ogTextOf(html)));
      count++;
    }
  }
  return count;
}

/**
 * Every character a prerendered page paints must be in the preloaded core font file: another would
 * send the browser to the second file before the largest paint (ADR 0048). The fix is one line in
 * scripts/lib/font-subsets.ts and `npm run fonts`.
 */
function checkCoreFont(): string {
  const missing = new Map<string, string>();
  for (const file of files(clientDir)) {
    if (!file.endsWith(".html")) continue;
    for (const character of charactersBeyondCore(readFileSync(file, "utf8"))) {
      if (!missing.has(character)) missing.set(character, path.relative(clientDir, file));
    }
  }
  if (missing.size) {
    const list = [...missing].map(([c, file]) => `"${c}" (U+${c.codePointAt(0)!.toString(16)}, ${file})`);
    throw new Error(
      `postbuild: characters the core font lacks (add them in scripts/lib/font-subsets.ts, run npm run fonts): ${list.join(", ")}`,
    );
  }
  const core = readdirSync(path.join(clientDir, "assets")).find((f) => /^inter-core-.*\.woff2$/.test(f));
  if (!core) throw new Error("postbuild: the core font file is missing from build/client/assets");
  return `${core} ${(statSync(path.join(clientDir, "assets", core)).size / 1024).toFixed(1)} KB holds every page's characters`;
}

function writeSitemapAndRobots() {
  const today = new Date().toISOString().slice(0, 10);
  writeFileSync(
    path.join(clientDir, "sitemap.xml"),
    sitemap(() => today),
  );
  writeFileSync(path.join(clientDir, "robots.txt"), robots());
}

function writeIconsAndSecurityTxt() {
  writeSiteIcons(clientDir, `${site.brand}: SAP-, Odoo- und KI-Transformation`, site.brand);
  mkdirSync(path.join(clientDir, ".well-known"), { recursive: true });
  writeFileSync(path.join(clientDir, ".well-known/security.txt"), securityTxt());
}

function writeCspSourcesAndDropFallback() {
  // Hidden from serving (dot file); the server adds these hosts to the page CSP.
  writeFileSync(path.join(clientDir, cspSourcesFile), JSON.stringify(thirdPartySources(site)));
  // Only a client-side router fallback; our server answers unknown paths with the 404 page instead.
  rmSync(path.join(clientDir, "__spa-fallback.html"), { force: true });
}

/** Brotli and gzip variants of every text file of 512 bytes or more; returns how many. */
function precompress(dir: string): number {
  let count = 0;
  for (const file of files(dir)) {
    if (!compressible.has(path.extname(file))) continue;
    const body = readFileSync(file);
    if (body.length < 512) continue;
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    count++;
  }
  return count;
}

async function main() {
  writeSitemapAndRobots();
  writeIconsAndSecurityTxt();
  writeCspSourcesAndDropFallback();
  const inlined = await prepareFirstPaint();
  const scripts = await recordInlineScripts();
  const font = checkCoreFont();
  const images = await ogImages();
  const count = precompress(clientDir) + precompress(adminDir);
  console.log(
    `postbuild: sitemap.xml, robots.txt, icons, security.txt, critical CSS inlined in ${inlined} pages, ${scripts} inline scripts known (no other in any page), ${images} Open Graph images, font ${font}, ${count} files precompressed`,
  );
}

await main();
