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
 * Inlines the site's one stylesheet into every page, so the first paint waits for no request.
 * The <link> stays, for React's hydration to match, but `disabled`, so it is never fetched;
 * hydration compares only rel, href, crossorigin and title of a link in <head>.
 */
function inlineStylesheet(): number {
  let count = 0;
  for (const file of files(clientDir)) {
    if (!file.endsWith(".html")) continue;
    const html = readFileSync(file, "utf8");
    const inlined = html
      .replace(/<link rel="modulepreload" href="[^"]+"\/>/g, "")
      .replace(/<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/>/g, (_, href: string) => {
        count++;
        const css = readFileSync(path.join(clientDir, href), "utf8").replaceAll("</style", "<\\/style");
        return `<style>${css}</style><link rel="stylesheet" href="${href}" disabled=""/>`;
      });
    writeFileSync(file, inlined);
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

const inlined = inlineStylesheet();
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
  `postbuild: sitemap.xml, robots.txt, CSS inlined in ${inlined} pages, ${images} Open Graph images, ${count} files precompressed`,
);
