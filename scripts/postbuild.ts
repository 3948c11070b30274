/**
 * After the router's build: sitemap.xml and robots.txt from the route table, the Open Graph
 * images, then brotli and gzip variants of every text file so the server (or a CDN) can send
 * them without work.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { languages, localizePath, ogImagePath, pages, type PageId } from "../app/config/route-table";
import { site } from "../app/config/site";
import { thirdPartySources } from "../app/config/third-party";
import { cspSourcesFile } from "../server/static-site";
import subsetFont from "subset-font";
import { renderOgImage } from "./lib/og-image";

const clientDir = path.resolve("build/client");

function sitemap(): string {
  const url = (p: string) => `${site.url}${p}`;
  const entries = pages.flatMap((page) =>
    languages.map((lang) => {
      const alternates = [
        ...languages.map(
          (l) => `    <xhtml:link rel="alternate" hreflang="${l}" href="${url(localizePath(page.path, l))}"/>`,
        ),
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(page.path)}"/>`,
      ];
      return `  <url>\n    <loc>${url(localizePath(page.path, lang))}</loc>\n${alternates.join("\n")}\n  </url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.join("\n")}
</urlset>
`;
}

function robots(): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${site.url}/sitemap.xml\n`;
}

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const abs = path.join(dir, name);
    if (statSync(abs).isDirectory()) yield* files(abs);
    else yield abs;
  }
}

/**
 * The router's bootstrap module imports the app statically, so its scripts are fetched while the
 * page is still being parsed and compete with the first paint. Rewritten, it waits for the first
 * contentful paint (at most 300 ms: a background tab does not paint), then imports the same
 * modules in parallel, in the same order of evaluation. A changed bootstrap format fails the build instead of passing unnoticed.
 */
function deferBootstrap(html: string, file: string): string {
  const bootstrap = /<script type="module" async="">([\s\S]*?)<\/script>/;
  const body = bootstrap.exec(html)?.[1];
  if (body === undefined) throw new Error(`${file}: no router bootstrap script`);
  const pattern =
    /^\s*import "([^"]+)";\s*((?:import \* as route\d+ from "[^"]+";\s*)+)(window\.__reactRouterRouteModules = \{[^}]*\};)\s*import\("([^"]+)"\);\s*$/;
  const match = pattern.exec(body);
  if (!match) throw new Error(`${file}: unexpected router bootstrap script:\n${body}`);
  const [, manifest, routeImports = "", assignModules, entry] = match;
  const routes = [...routeImports.matchAll(/import \* as (route\d+) from "([^"]+)";/g)];
  const rewritten = [
    'await new Promise((go) => { new PerformanceObserver((list) => list.getEntriesByName("first-contentful-paint").length && setTimeout(go)).observe({ type: "paint", buffered: true }); setTimeout(go, 300); });',
    `const [, ${routes.map(([, name]) => name).join(", ")}] = await Promise.all([${[
      manifest,
      ...routes.map(([, , src]) => src),
    ]
      .map((src) => `import(${JSON.stringify(src)})`)
      .join(", ")}]);`,
    assignModules,
    `import(${JSON.stringify(entry)});`,
  ].join("\n");
  return html.replace(bootstrap, `<script type="module" async="">${rewritten}</script>`);
}

/**
 * Per page: the site's one stylesheet inlined, so the first paint waits for no request (the
 * <link> stays, for React's hydration to match, but `disabled`, so it is never fetched; hydration
 * compares only rel, href, crossorigin and title of a link in <head>); no modulepreload hints and
 * a deferred bootstrap, so no script competes with the first paint.
 */
function prepareFirstPaint(): number {
  let count = 0;
  for (const file of files(clientDir)) {
    if (!file.endsWith(".html")) continue;
    const html = readFileSync(file, "utf8");
    if (html.includes("first-contentful-paint")) continue; // already done
    const prepared = deferBootstrap(html, file)
      .replace(/<link rel="modulepreload" href="[^"]+"\/>/g, "")
      .replace(/<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/>/g, (_, href: string) => {
        count++;
        const css = readFileSync(path.join(clientDir, href), "utf8").replaceAll("</style", "<\\/style");
        return `<style>${css}</style><link rel="stylesheet" href="${href}" disabled=""/>`;
      });
    writeFileSync(file, prepared);
  }
  return count;
}

const compressible = new Set([".html", ".js", ".css", ".svg", ".xml", ".txt", ".json", ".webmanifest"]);

writeFileSync(path.join(clientDir, "sitemap.xml"), sitemap());
writeFileSync(path.join(clientDir, "robots.txt"), robots());
// Hidden from serving (dot file); the server adds these hosts to the page CSP.
writeFileSync(path.join(clientDir, cspSourcesFile), JSON.stringify(thirdPartySources(site)));
// Only a client-side router fallback; our server answers unknown paths with the 404 page instead.
rmSync(path.join(clientDir, "__spa-fallback.html"), { force: true });

/** One Open Graph image per page and language, with the title and description its HTML carries. */
async function ogImages(): Promise<number> {
  const decode = (text: string) =>
    text
      .replace(/&amp;/g, "&")
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">");
  let count = 0;
  for (const page of pages) {
    for (const lang of languages) {
      const pagePath = localizePath(page.path, lang);
      const html = readFileSync(path.join(clientDir, pagePath, "index.html"), "utf8");
      const title = decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? site.brand).replace(` | ${site.brand}`, "");
      const description = decode(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "");
      const file = path.join(clientDir, ogImagePath(page.id as PageId, lang));
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(
        file,
        await renderOgImage({ title, description, host: new URL(site.url).host.replace(/^www\./, "") }),
      );
      count++;
    }
  }
  return count;
}

/** Always kept, whatever the pages say today: Latin-1, punctuation, euro sign, arrows, minus. */
const baseCharacters = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x2010, 0x2027],
  [0x2030, 0x203a],
  [0x2060, 0x2060],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2190, 0x2193],
  [0x2212, 0x2212],
]
  .flatMap(([from, to]) => Array.from({ length: to! - from! + 1 }, (_, i) => String.fromCodePoint(from! + i)))
  .join("");

/**
 * The one font file the first screen needs, cut down to the characters the site's pages and
 * scripts contain (the font's weight axis stays), so the preloaded file is as small as it can be.
 */
async function subsetInterFont(): Promise<string> {
  const assets = path.join(clientDir, "assets");
  const name = readdirSync(assets).find((f) => /^inter-latin-wght-normal-.*\.woff2$/.test(f));
  if (!name) throw new Error("postbuild: the Inter font file is missing from build/client/assets");
  const characters = new Set(baseCharacters);
  for (const file of files(clientDir)) {
    if (/\.(html|js)$/.test(file)) for (const character of readFileSync(file, "utf8")) characters.add(character);
  }
  const file = path.join(assets, name);
  const original = readFileSync(file);
  const subset = await subsetFont(original, [...characters].join(""), { targetFormat: "woff2" });
  writeFileSync(file, subset);
  return `${name} ${(original.length / 1024).toFixed(1)} -> ${(subset.length / 1024).toFixed(1)} KB`;
}

const inlined = prepareFirstPaint();
const font = await subsetInterFont();
const images = await ogImages();

let count = 0;
for (const file of files(clientDir)) {
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
console.log(
  `postbuild: sitemap.xml, robots.txt, CSS inlined in ${inlined} pages, ${images} Open Graph images, font ${font}, ${count} files precompressed`,
);
