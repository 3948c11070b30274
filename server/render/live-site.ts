/**
 * Keeps the served pages equal to the published content (docs/decisions/0040). Visitors always get
 * finished HTML from memory; when the content's revision changes (a publish through this process,
 * or through another one on the same database, seen by polling), every page is rendered again in
 * a worker thread and swapped in at once. A server whose own settings differ from those the build
 * stated in the policies renders them with its own at start.
 *
 * A render is contained (docs/decisions/0056): every published value is judged again before it
 * reaches the renderer, the worker runs with a heap, a stack and a time limit, and a revision that
 * fails anyway is recorded, shown to the back office and not tried again until the revision
 * changes, while the site goes on serving the newest revision that rendered (at start too).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";
import type { SiteContent } from "../../common/content/overlay";
import { thirdPartySources, type CspSources } from "../../common/config/third-party";
import type { ServerFacts } from "../../common/config/server-facts";
import type { Db } from "../db/client";
import type { Logger } from "../logger";
import { builtInlineScripts, precompressed, staticFile, urlPathOf, type StaticFile } from "../static-site";
import { criticalCssFile } from "./first-paint";
import type { RenderedFile, RenderJob } from "./render-worker";
import { loadCatalogue, type Catalogue } from "../content/catalogue";
import { renderableContent } from "../content/draft-rules";
import { mediaStamp, shareImageFiles } from "../media/share-images";
import { setPublishedContent } from "../content/published";
import { lastGoodRevision, recordedFailure, recordRender, type RenderFailure } from "./render-log";
import { lastModifiedIn, sitemap } from "./sitemap";
import { contentRevision, newestPublishDay, publishedValues } from "../content/store";
import { collectionsStamp } from "../collections/reads";
import { liveCollections } from "./live-collections";

export type { RenderFailure } from "./render-log";

interface LiveSiteOptions {
  db: Db;
  /** The served files (server/static-site.ts), changed in place. */
  files: Map<string, StaticFile>;
  /** The build's directory (build/). */
  buildDir: string;
  thirdParty?: CspSources;
  /** This server's settings the policies state, when they differ from the build's. */
  serverFacts?: ServerFacts;
  /** How often another process's publish is looked for. */
  pollMs: number;
  logger: Pick<Logger, "info" | "error">;
  /** Renders the site with content (tests give their own). */
  renderer?: Renderer;
  /** What may be edited, for judging published values again (loaded when not given). */
  catalogue?: Promise<Catalogue>;
  /** The most a rendered page may weigh (CONTENT_PAGE_MAX_BYTES). */
  maxPageBytes?: number;
}

export interface LiveSite {
  /** Renders what is published (before the server listens): resolves once the pages are in place. */
  start(): Promise<void>;
  /** Renders again if the revision changed; resolves when the served pages show it. */
  refresh(): Promise<void>;
  /**
   * Renders the site with these values (all of them, as a publish would leave them) without
   * showing it: why it cannot be, or undefined when it can. A refresh that finds exactly this
   * content published shows this render without rendering again.
   */
  trial(values: ReadonlyMap<string, unknown>): Promise<RenderFailure | undefined>;
  /** The revision the served pages show (-1 before the first look). */
  revision(): number;
  /** Why the newest revision is not served, while it is not. */
  failure(): RenderFailure | undefined;
  /**
   * Looks for a newer revision now, and shows it: a request for a file this process does not have
   * (another process's newer page named it) waits for the render instead of failing until the next
   * poll. Concurrent calls share one look.
   */
  catchUp(): Promise<void>;
  stop(): void;
}

export interface Rendered {
  files: RenderedFile[];
  cssCache: Record<string, string>;
  /** The same files compressed as the build compresses them, a few seconds later. */
  final: Promise<RenderedFile[]>;
}

export type Renderer = (job: RenderJob) => Promise<Rendered>;

/** A failed render, with the page it stopped at when the worker said. */
export class RenderError extends Error {
  constructor(
    message: string,
    readonly page?: string,
  ) {
    super(message);
  }
}

/**
 * What one render may take (docs/decisions/0056). A whole render of the site needs about 150 MB
 * of heap and 5 to 15 seconds on two loaded cores; an edit that grows it past these is refused,
 * and the worker alone stops, never the server.
 */
const renderLimits = { heapMb: 512, stackMb: 4, timeoutMs: 120_000 };

/** One render in a fresh worker (common/content/overlay.ts reads the content when modules load). */
export const renderInWorker: Renderer = (job) =>
  new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./render-worker.ts", import.meta.url), {
      workerData: job,
      execArgv: ["--import", "tsx"],
      resourceLimits: { maxOldGenerationSizeMb: renderLimits.heapMb, stackSizeMb: renderLimits.stackMb },
    });
    const timer = setTimeout(() => {
      fail(new RenderError(`the render took longer than ${renderLimits.timeoutMs / 1000} s`));
      void worker.terminate();
    }, renderLimits.timeoutMs);
    timer.unref();
    const fail = (error: Error) => {
      clearTimeout(timer);
      reject(error);
      rejectFinal(error);
    };
    let resolveFinal: (files: RenderedFile[]) => void;
    let rejectFinal: (error: Error) => void;
    const final = new Promise<RenderedFile[]>((res, rej) => ((resolveFinal = res), (rejectFinal = rej)));
    final.catch(() => {}); // a lost second pass only costs compression
    worker.on(
      "message",
      (message: {
        files?: RenderedFile[];
        cssCache?: Record<string, string>;
        final?: true;
        error?: string;
        page?: string;
      }) => {
        if (message.error || !message.files) {
          fail(new RenderError(message.error ?? "the page renderer gave no answer", message.page));
          void worker.terminate();
        } else if (message.final) {
          clearTimeout(timer);
          resolveFinal(message.files);
          void worker.terminate();
        } else resolve({ files: message.files, cssCache: message.cssCache ?? {}, final });
      },
    );
    // Out of heap (ERR_WORKER_OUT_OF_MEMORY) or stack: the worker's own error, the server goes on.
    worker.once("error", (error) => fail(new RenderError(error.message)));
    worker.once("exit", (code) => fail(new RenderError(`the page renderer stopped (exit code ${code})`)));
  });

/** The build's third-party hosts, the scheduling page's origin as published (the demo dialog frames it). */
function withScheduling(built: CspSources | undefined, schedulingUrl: unknown): CspSources | undefined {
  if (typeof schedulingUrl !== "string") return built;
  const { frame } = thirdPartySources({ gaMeasurementId: "", metaPixelId: "", schedulingUrl });
  return { ...(built ?? { script: [], connect: [], img: [], frame: [] }), frame };
}

const today = () => new Date().toISOString().slice(0, 10);

/** The critical CSS the build found for each page (server/render/first-paint.ts). */
export function builtCriticalCss(buildDir: string): Record<string, string> {
  const file = path.join(buildDir, "client", criticalCssFile);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Record<string, string>) : {};
}

// Over 80 lines: one closure over the served revision, its trial, failure, timer and CSS cache, which every method reads.
export function createLiveSite(options: LiveSiteOptions): LiveSite {
  const { db, files, buildDir, thirdParty, serverFacts, logger, renderer = renderInWorker, maxPageBytes } = options;
  const catalogue = options.catalogue ?? loadCatalogue();
  let shown = -1;
  /** The media library as the shown pages name it (server/media/share-images.ts). */
  let shownMedia = "";
  /** The collections as the shown pages hold them (server/collections/reads.ts `collectionsStamp`). */
  let shownCollections = -1;
  /** The content the served pages show: the build's pages show none, unless the server's settings differ. */
  let shownContent: string | undefined = serverFacts ? undefined : JSON.stringify({});
  let failed: RenderFailure | undefined;
  /** The newest trial's render, shown when exactly its content is published. */
  let tried: { content: string; rendered: Rendered } | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let cssCache = builtCriticalCss(buildDir);
  /** The collections as the served pages show them (docs/decisions/0069). */
  const collections = liveCollections(db, files);
  /** The served content without the collections: when only they change, only the pages they change render. */
  let shownRest: string | undefined = shownContent;
  const knownScripts = builtInlineScripts(path.join(buildDir, "client"));

  /** The day each page last changed: the build's, until an edit changes what the page shows. */
  const lastModified = lastModifiedIn(files.get("/sitemap.xml")?.body.toString() ?? "");
  const withoutContent = (html: string) =>
    html.replace(/<script type="application\/json" id="site-content">.*?<\/script>/s, "");

  /** Pages that show something else than before get `day`, for the sitemap written after them. */
  function dateChangedPages(rendered: RenderedFile[], day: string) {
    for (const { file, body } of rendered) {
      if (!file.endsWith("/index.html")) continue;
      const at = urlPathOf(file);
      if (!lastModified.has(at)) continue; // 404 and thank-you pages are not in the sitemap
      const before = files.get(at)?.body.toString() ?? "";
      if (withoutContent(before) !== withoutContent(Buffer.from(body).toString())) lastModified.set(at, day);
    }
  }

  function writeSitemap(day: string) {
    const xml = sitemap((at) => lastModified.get(at) ?? day, collections.sitemapEntries());
    files.set("/sitemap.xml", staticFile("/sitemap.xml", precompressed(xml)));
  }

  function swap(rendered: RenderedFile[], sources: CspSources | undefined) {
    for (const { file, body, br, gzip } of rendered) {
      const variants = { body: Buffer.from(body), br: br && Buffer.from(br), gzip: gzip && Buffer.from(gzip) };
      files.set(urlPathOf(file), staticFile(file, variants, sources, knownScripts));
    }
  }

  /** The values as the renderer may take them (each judged again), with this server's settings. */
  async function contentOf(values: ReadonlyMap<string, unknown>): Promise<SiteContent> {
    const { content, refused } = renderableContent(await catalogue, values);
    for (const key of refused)
      logger.error({ key }, "a published value breaks today's rules: the shipped value is shown");
    if (serverFacts) content.facts = { ...content.facts, server: { ...serverFacts } };
    const files = await shareImageFiles(db, content.facts?.shareImages);
    if (Object.keys(files).length) content.facts = { ...content.facts, shareImageFiles: { files } };
    const published = await collections.read();
    if (published) content.collections = published;
    return content;
  }

  /** Shows this content as `revision`: rendered now, or the trial's render of the same content. */
  async function show(revision: number, content: SiteContent, day: () => Promise<string>): Promise<void> {
    const json = JSON.stringify(content);
    if (json === shownContent) {
      shown = revision; // a publish that changes no page needs no render
      return;
    }
    const started = performance.now();
    const { collections: published, ...rest } = content;
    // Only the collections changed: only the pages whose share of them changed render (docs/decisions/0069).
    const plan = collections.changed(published);
    const paths = JSON.stringify(rest) === shownRest ? plan.render : undefined;
    const rendered =
      tried?.content === json
        ? tried.rendered
        : await renderer({ buildDir, content, cssCache, maxPageBytes, ...(paths && { paths, images: true }) });
    tried = undefined;
    cssCache = rendered.cssCache;
    const sources = withScheduling(thirdParty, content.facts?.contact?.schedulingUrl);
    const changedOn = await day();
    dateChangedPages(rendered.files, changedOn);
    swap(rendered.files, sources);
    await collections.settle(published, plan.removed);
    writeSitemap(changedOn);
    shownRest = JSON.stringify(rest);
    // The mails and answers the server writes say what the served pages say.
    setPublishedContent(content);
    shown = revision;
    shownContent = json;
    logger.info(
      { revision, files: rendered.files.length, ms: Math.round(performance.now() - started) },
      "pages rendered with the published content",
    );
    void rendered.final.then((final) => {
      if (shown === revision && !stopped) swap(final, sources);
    });
  }

  async function render(): Promise<void> {
    if (stopped) return;
    const revision = await contentRevision(db);
    const library = await mediaStamp(db);
    const entries = await collectionsStamp(db);
    const same = revision === shown && library === shownMedia && entries === shownCollections;
    if (same || revision === failed?.revision) return;
    if (shown === -1 && revision === 0 && entries === 0 && !serverFacts) {
      shown = 0; // nothing published, settings as built: the build's pages are right
      shownMedia = library;
      shownCollections = entries;
      return;
    }
    // At start the pages are compared with the build's: they changed on the day of the newest publish.
    const day = async () => (shown === -1 ? newestPublishDay(db) : today());
    const known = await recordedFailure(db, revision);
    if (known) {
      failed = known; // another process found it fails: no second try
      return fallBack(day);
    }
    try {
      await show(revision, await contentOf((await publishedValues(db, revision)).values), day);
      shownMedia = library;
      shownCollections = entries;
      failed = undefined;
      await recordRender(db, revision);
    } catch (error) {
      failed = failureOf(error, revision);
      logger.error({ revision, page: failed.page, err: failed.message }, "rendering the published content failed");
      await recordRender(db, revision, failed);
      await fallBack(day);
    }
  }

  /** A process that serves nothing yet serves the newest revision that rendered, never the build's pages over it. */
  async function fallBack(day: () => Promise<string>): Promise<void> {
    if (shown !== -1 || !failed?.revision) return;
    const good = await lastGoodRevision(db, failed.revision);
    if (good === undefined) return;
    await show(good, await contentOf((await publishedValues(db, good)).values), day);
    logger.info({ revision: good }, "serving the newest revision that rendered");
  }

  /** One render at a time, in order: a refresh resolves once the pages show what was published before it. */
  let queue: Promise<unknown> = Promise.resolve();
  function inTurn<T>(task: () => Promise<T>): Promise<T> {
    const turn = queue.then(task);
    queue = turn.catch(() => {});
    return turn;
  }

  function refresh(): Promise<void> {
    return inTurn(render).catch((error: unknown) =>
      logger.error({ err: error }, "rendering the published content failed"),
    );
  }

  async function trial(values: ReadonlyMap<string, unknown>): Promise<RenderFailure | undefined> {
    const content = await contentOf(values);
    const json = JSON.stringify(content);
    if (json === shownContent) return undefined;
    return inTurn(async () => {
      try {
        tried = { content: json, rendered: await renderer({ buildDir, content, cssCache, maxPageBytes }) };
        return undefined;
      } catch (error) {
        return failureOf(error);
      }
    });
  }

  async function poll(): Promise<void> {
    try {
      const changed =
        (await contentRevision(db)) !== shown ||
        (await mediaStamp(db)) !== shownMedia ||
        (await collectionsStamp(db)) !== shownCollections;
      if (changed) await refresh();
    } catch (error) {
      logger.error({ err: error }, "looking for published content failed");
    }
  }

  let catching: Promise<void> | undefined;
  const catchUp = () => (catching ??= poll().finally(() => (catching = undefined)));

  return {
    async start() {
      await refresh();
      timer = setInterval(() => void poll(), options.pollMs);
      timer.unref();
    },
    refresh,
    trial,
    revision: () => shown,
    failure: () => failed,
    catchUp,
    stop() {
      stopped = true;
      if (timer) clearInterval(timer);
    },
  };
}

function failureOf(error: unknown, revision?: number): RenderFailure {
  return {
    ...(revision !== undefined && { revision }),
    ...(error instanceof RenderError && error.page && { page: error.page }),
    message: error instanceof Error ? error.message : String(error),
    at: new Date().toISOString(),
  };
}

export const buildDirOf = (clientDir: string) => path.resolve(clientDir, "..");
