/**
 * Renders every prerendered page again with the owner's published content (docs/decisions/0040):
 * in a worker thread of its own, so the server goes on answering, and a fresh one per run, so the
 * site's modules read the content as they load (common/content/overlay.ts) and nothing of an
 * earlier run stays. The same requests the router's prerender makes, then the build's first-paint
 * steps and the compression the build applies.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parentPort, workerData } from "node:worker_threads";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { createRequestHandler, type ServerBuild } from "react-router";
import { contentElementId, type PageContent, type SiteContent } from "../../common/content/overlay";
import {
  langFromPath,
  languages,
  localizePath,
  ogImagePath,
  pages as sitePages,
  prerenderPaths,
  type PageId,
} from "../../common/config/route-table";
import { inlineScriptHashes } from "../csp";
import { builtInlineScripts } from "../static-site";
import { criticalCss } from "./critical-css";
import { firstPaint, firstPaintAssets, firstViewFile, fontFacesFile, skeleton, stylesheetHref } from "./first-paint";
import { ogTextOf, renderOgImage, type OgImageText } from "./og-image";
import { pageContents } from "./page-content";
import { collectionPagePaths, collectionsShare } from "./collection-pages";
import { parseCollectionPath } from "../../common/collections/site-paths";
import { loadClientReads, pageReads, readsFrom } from "./page-reads";

export interface RenderJob {
  /** The build's directory (build/). */
  buildDir: string;
  content: SiteContent;
  /** Critical CSS by page skeleton, from earlier runs (see skeleton()). */
  cssCache?: Record<string, string>;
  /** Only these pages (the back office's preview, a change of the collections), else every prerendered one. */
  paths?: string[];
  /** Whether the pages' Open Graph images are made too: by default only for a render of every page. */
  images?: boolean;
  /** The most a page may weigh (CONTENT_PAGE_MAX_BYTES), else maxPageBytes. */
  maxPageBytes?: number;
}

/** One file of the site: its path below the build ("/x/index.html", "/x.data", "/router-context/…"), body and precompressed variants. */
export interface RenderedFile {
  file: string;
  body: Uint8Array;
  br?: Uint8Array;
  gzip?: Uint8Array;
}

/** The page's path as the router's data request names it: "/" -> "/_.data". */
export const dataPath = (page: string) => (page === "/" ? "/_.data" : `${page}.data`);

/** JSON inside <script>: nothing in it can end the element or start a comment. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/**
 * The most a page's HTML may weigh by default: ten times the largest page of the site (the privacy
 * policy, about 100 KB). A page past it is refused, not served: what grew it is an edit, not the code.
 */
export const maxPageBytes = 1024 * 1024;

/** A render that failed on one page: the page is named so the publish can say where. */
class PageRenderError extends Error {
  constructor(
    readonly page: string,
    message: string,
  ) {
    super(message);
  }
}

/** The page's HTML file as the router's prerender writes it. */
const htmlFile = (page: string) => (page === "/" ? "/index.html" : `${page}/index.html`);

/**
 * Brotli's best quality takes most of a render's time: the pages go live compressed quickly and
 * are then compressed again as the build compresses them, and swapped in once more.
 */
type Compression = "quick" | "best";

function compressed(file: string, text: string, compression: Compression): RenderedFile {
  const body = Buffer.from(text);
  if (body.length < 512) return { file, body };
  const best = compression === "best";
  return {
    file,
    body,
    br: brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: best ? 11 : 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
    gzip: gzipSync(body, { level: best ? 9 : 6 }),
  };
}

interface RenderedSite {
  /** Each page's HTML, data and router context (server/render/first-paint.ts), uncompressed. */
  pages: { file: string; text: string }[];
  /**
   * Each page's Open Graph image: rendered again where the page's title or description differs
   * from the build's, the build's own where it does not (an edit taken back takes its image back).
   * Made after the pages are live: the image's address does not change, and it takes long.
   */
  images: () => Promise<RenderedFile[]>;
  /** Critical CSS by skeleton, for the next run. */
  cssCache: Record<string, string>;
}

/**
 * Each page's share of the content (./page-content.ts): what its client code reads, as the build
 * recorded it, the first-view script's reads included; worked out for every page, also when only
 * some are rendered, since a page names the others that need content it does not carry. The
 * collections' share only for the pages `rendering`.
 */
function carriedContent(
  build: ServerBuild,
  buildDir: string,
  content: SiteContent,
  rendering: readonly string[],
): Map<string, PageContent> {
  const firstView = loadClientReads(path.join(buildDir, path.dirname(firstViewFile)));
  const everywhere = readsFrom(firstView, Object.keys(firstView));
  const readsOf = pageReads(build, loadClientReads(buildDir));
  const { collections, ...rest } = content;
  // One set per set of the page's own reads: pages of one route share it (./page-content.ts groups by it).
  const withEverywhere = new Map<Set<string>, Set<string>>();
  const reads = (page: string) => {
    const own = readsOf(page);
    const all = withEverywhere.get(own) ?? new Set([...everywhere, ...own]);
    withEverywhere.set(own, all);
    return all;
  };
  const shares = pageContents(rest, everyPath(content), reads, langFromPath);
  // A page that lists entries shows what another page does not carry: it loads as a document.
  const listing = [...shares.keys()].filter(
    (page) => !parseCollectionPath(page) && Object.keys(collectionsShare(collections, page)?.entries ?? {}).length,
  );
  const rendered = new Set(rendering);
  for (const [page, share] of shares) {
    if (!rendered.has(page)) continue;
    const carried = collectionsShare(collections, page);
    const elsewhere = [...new Set([...(share.elsewhere ?? []), ...listing.filter((other) => other !== page)])];
    shares.set(page, { ...share, ...(carried && { collections: carried }), ...(elsewhere.length && { elsewhere }) });
  }
  return shares;
}

/** The build's pages and those the published collections make (docs/decisions/0069). */
const everyPath = (content: SiteContent) => [...prerenderPaths(), ...collectionPagePaths(content.collections)];

/**
 * The site's server build, told of the paths the collections make: with `ssr:false` the router
 * renders only the paths the build prerendered, and the collections' pages exist once published
 * (docs/decisions/0069).
 */
async function serverBuild(buildDir: string, content: SiteContent): Promise<ServerBuild> {
  const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
  const known = new Set(build.prerender);
  build.prerender.push(...collectionPagePaths(content.collections).filter((page) => !known.has(page)));
  return build;
}

async function renderSite({
  buildDir,
  content,
  cssCache = {},
  paths,
  images: withImages = !paths,
  maxPageBytes: limit = maxPageBytes,
}: RenderJob): Promise<RenderedSite> {
  globalThis.__SITE_CONTENT__ = content;
  const build = await serverBuild(buildDir, content);
  const handler = createRequestHandler(build, "production");
  const clientDir = path.join(buildDir, "client");
  const fontFaces = readFileSync(path.join(clientDir, fontFacesFile), "utf8");
  const assets = firstPaintAssets(buildDir);
  const stylesheets = new Map<string, string>();
  const rendering = paths ?? everyPath(content);
  const shares = carriedContent(build, buildDir, content, rendering);
  const knownScripts = builtInlineScripts(clientDir);
  const pages: RenderedSite["pages"] = [];
  const heads: { file: string; head: OgImageText; built: Buffer | undefined }[] = [];
  const pageAt = new Map(
    sitePages.flatMap((entry) =>
      languages.map((lang) => [localizePath(entry.path, lang), { id: entry.id, lang }] as const),
    ),
  );
  for (const page of rendering) {
    try {
      await renderPage(page);
    } catch (error) {
      if (error instanceof PageRenderError) throw error;
      throw new PageRenderError(page, error instanceof Error ? error.message : String(error));
    }
  }
  async function renderPage(page: string) {
    const response = await handler(new Request(`http://localhost${dataPath(page)}`));
    if (response.status >= 500) throw new PageRenderError(page, `the page's data answered ${response.status}`);
    const data = await response.text();
    // As the router's prerender: the loaders' data travels along when it is small, else they run again.
    const encoded = encodeURI(data);
    const headers = encoded.length < 8 * 1024 ? { "X-React-Router-Prerender-Data": encoded } : undefined;
    const answer = await handler(new Request(`http://localhost${page === "/" ? "/" : `${page}/`}`, { headers }));
    // The 404 page answers 404 and is right to; a failure anywhere else is the router's error page.
    if (answer.status >= 500) throw new PageRenderError(page, `the page answered ${answer.status}`);
    const rendered = await answer.text();
    const href = stylesheetHref(rendered, page);
    if (!stylesheets.has(href)) {
      stylesheets.set(href, fontFaces + readFileSync(path.join(clientDir, href), "utf8"));
    }
    const shape = skeleton(rendered);
    const css = (cssCache[shape] ??= await criticalCss(rendered, stylesheets.get(href)!));
    // After the page's content: bytes in front of the largest text delay its paint (ADR 0046).
    const { html, context } = firstPaint(rendered, page, css, assets);
    const share = shares.get(page) ?? {};
    const carried = Object.keys(share).length
      ? `<script type="application/json" id="${contentElementId}">${scriptJson(share)}</script>`
      : "";
    const text = html.replace("</body>", `${carried}</body>`);
    const bytes = Buffer.byteLength(text);
    if (bytes > limit) throw new PageRenderError(page, `the page has ${bytes} bytes, more than ${limit}`);
    // A script the build does not know fails the render, naming the page; the last good pages stay.
    inlineScriptHashes(text, page, knownScripts);
    pages.push({ file: htmlFile(page), text }, { file: dataPath(page), text: data }, context);
    const entry = pageAt.get(page);
    if (entry) {
      const file = ogImagePath(entry.id as PageId, entry.lang);
      const head = ogTextOf(rendered);
      const built = ogTextOf(readFileSync(path.join(clientDir, htmlFile(page)), "utf8"));
      const same = JSON.stringify(head) === JSON.stringify(built);
      heads.push({ file, head, built: same ? readFileSync(path.join(clientDir, file)) : undefined });
    }
  }
  // A preview needs no images: they are for the live site.
  const images = async () =>
    !withImages
      ? []
      : Promise.all(heads.map(async ({ file, head, built }) => ({ file, body: built ?? (await renderOgImage(head)) })));
  return { pages, images, cssCache };
}

const compressAll = (pages: RenderedSite["pages"], compression: Compression): RenderedFile[] =>
  pages.map(({ file, text }) => compressed(file, text, compression));

if (parentPort) {
  const port = parentPort;
  renderSite(workerData as RenderJob).then(
    ({ pages, images, cssCache }) => {
      port.postMessage({ files: compressAll(pages, "quick"), cssCache });
      images().then(
        (rendered) => port.postMessage({ files: [...compressAll(pages, "best"), ...rendered], final: true }),
        (error: unknown) => port.postMessage({ error: String(error) }),
      );
    },
    (error: unknown) =>
      port.postMessage({
        error: error instanceof Error ? error.message : String(error),
        ...(error instanceof PageRenderError && { page: error.page }),
      }),
  );
}
