/**
 * Keeps the served pages equal to the published content (docs/decisions/0040). Visitors always get
 * finished HTML from memory; when the content's revision changes (a publish through this process,
 * or through another one on the same database, seen by polling), every page is rendered again in
 * a worker thread and swapped in at once. A server whose own settings differ from those the build
 * stated in the policies renders them with its own at start.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { toSiteContent } from "../../common/content/keys";
import type { SiteContent } from "../../common/content/overlay";
import { thirdPartySources, type CspSources } from "../../common/config/third-party";
import type { ServerFacts } from "../../common/config/server-facts";
import type { Db } from "../db/client";
import type { Logger } from "../logger";
import { builtInlineScripts, staticFile, urlPathOf, type StaticFile } from "../static-site";
import { criticalCssFile } from "./first-paint";
import type { RenderedFile, RenderJob } from "./render-worker";
import { setPublishedContent } from "./published";
import { lastModifiedIn, sitemap } from "./sitemap";
import { contentRevision, newestPublishDay, publishedValues } from "./store";

export interface LiveSiteOptions {
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
}

export interface LiveSite {
  /** Renders what is published (before the server listens): resolves once the pages are in place. */
  start(): Promise<void>;
  /** Renders again if the revision changed; resolves when the served pages show it. */
  refresh(): Promise<void>;
  /** The revision the served pages show (-1 before the first look). */
  revision(): number;
  stop(): void;
}

export interface Rendered {
  files: RenderedFile[];
  cssCache: Record<string, string>;
  /** The same files compressed as the build compresses them, a few seconds later. */
  final: Promise<RenderedFile[]>;
}

export type Renderer = (job: RenderJob) => Promise<Rendered>;

/** One render in a fresh worker (common/content/overlay.ts reads the content when modules load). */
export const renderInWorker: Renderer = (job) =>
  new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./render-worker.ts", import.meta.url), {
      workerData: job,
      execArgv: ["--import", "tsx"],
    });
    let resolveFinal: (files: RenderedFile[]) => void;
    let rejectFinal: (error: Error) => void;
    const final = new Promise<RenderedFile[]>((res, rej) => ((resolveFinal = res), (rejectFinal = rej)));
    final.catch(() => {}); // a lost second pass only costs compression
    worker.on(
      "message",
      (message: { files?: RenderedFile[]; cssCache?: Record<string, string>; final?: true; error?: string }) => {
        if (message.error || !message.files) {
          const error = new Error(message.error ?? "the page renderer gave no answer");
          reject(error);
          rejectFinal(error);
          void worker.terminate();
        } else if (message.final) {
          resolveFinal(message.files);
          void worker.terminate();
        } else resolve({ files: message.files, cssCache: message.cssCache ?? {}, final });
      },
    );
    worker.once("error", (error) => (reject(error), rejectFinal(error)));
    worker.once("exit", (code) => {
      const error = new Error(`the page renderer stopped (exit code ${code})`);
      reject(error);
      rejectFinal(error);
    });
  });

/** The build's third-party hosts, the scheduling page's origin as published (the demo dialog frames it). */
function withScheduling(built: CspSources | undefined, schedulingUrl: unknown): CspSources | undefined {
  if (typeof schedulingUrl !== "string") return built;
  const { frame } = thirdPartySources({ gaMeasurementId: "", metaPixelId: "", schedulingUrl });
  return { ...(built ?? { script: [], connect: [], img: [], frame: [] }), frame };
}

const today = () => new Date().toISOString().slice(0, 10);

/** A small text file with its brotli and gzip variants, as the build writes them. */
function precompressed(text: string) {
  const body = Buffer.from(text);
  return { body, br: brotliCompressSync(body), gzip: gzipSync(body, { level: 9 }) };
}

/** The critical CSS the build found for each page (server/content/first-paint.ts). */
export function builtCriticalCss(buildDir: string): Record<string, string> {
  const file = path.join(buildDir, "client", criticalCssFile);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Record<string, string>) : {};
}

export function createLiveSite(options: LiveSiteOptions): LiveSite {
  const { db, files, buildDir, thirdParty, serverFacts, logger, renderer = renderInWorker } = options;
  let shown = -1;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let cssCache = builtCriticalCss(buildDir);
  const knownScripts = builtInlineScripts(path.join(buildDir, "client"));

  /** The day each page last changed: the build's, until an edit changes what the page shows. */
  const lastModified = lastModifiedIn(files.get("/sitemap.xml")?.body.toString() ?? "");
  const withoutContent = (html: string) =>
    html.replace(/<script type="application\/json" id="site-content">.*?<\/script>/s, "");

  /** Pages that show something else than before get `day`; the sitemap is written again when any did. */
  function dateChangedPages(rendered: RenderedFile[], day: string) {
    let changed = false;
    for (const { file, body } of rendered) {
      if (!file.endsWith("/index.html")) continue;
      const at = urlPathOf(file);
      if (!lastModified.has(at)) continue; // 404 and thank-you pages are not in the sitemap
      const before = files.get(at)?.body.toString() ?? "";
      if (withoutContent(before) !== withoutContent(Buffer.from(body).toString())) {
        lastModified.set(at, day);
        changed = true;
      }
    }
    if (changed) {
      const xml = sitemap((at) => lastModified.get(at) ?? day);
      files.set("/sitemap.xml", staticFile("/sitemap.xml", precompressed(xml)));
    }
  }

  function swap(rendered: RenderedFile[], sources: CspSources | undefined) {
    for (const { file, body, br, gzip } of rendered) {
      const variants = { body: Buffer.from(body), br: br && Buffer.from(br), gzip: gzip && Buffer.from(gzip) };
      files.set(urlPathOf(file), staticFile(file, variants, sources, knownScripts));
    }
  }

  async function render(): Promise<void> {
    if (stopped) return;
    const { revision, values } = await publishedValues(db);
    if (revision === shown) return;
    if (shown === -1 && revision === 0 && !serverFacts) {
      shown = 0; // nothing published, settings as built: the build's pages are right
      return;
    }
    const content: SiteContent = toSiteContent(values);
    // The mails and answers the server writes follow at once; the pages when rendered.
    setPublishedContent(content);
    if (serverFacts) content.facts = { ...content.facts, server: { ...serverFacts } };
    const started = performance.now();
    const rendered = await renderer({ buildDir, content, cssCache });
    cssCache = rendered.cssCache;
    const sources = withScheduling(thirdParty, content.facts?.contact?.schedulingUrl);
    // At start the pages are compared with the build's: they changed on the day of the newest publish.
    dateChangedPages(rendered.files, shown === -1 ? await newestPublishDay(db) : today());
    swap(rendered.files, sources);
    shown = revision;
    logger.info(
      { revision, files: rendered.files.length, ms: Math.round(performance.now() - started) },
      "pages rendered with the published content",
    );
    void rendered.final.then((final) => {
      if (shown === revision && !stopped) swap(final, sources);
    });
  }

  /** One render at a time, in order: a refresh resolves once the pages show what was published before it. */
  let queue = Promise.resolve();
  function refresh(): Promise<void> {
    queue = queue
      .then(render)
      .catch((error: unknown) => logger.error({ err: error }, "rendering the published content failed"));
    return queue;
  }

  async function poll(): Promise<void> {
    try {
      if ((await contentRevision(db)) !== shown) await refresh();
    } catch (error) {
      logger.error({ err: error }, "looking for published content failed");
    }
  }

  return {
    async start() {
      await refresh();
      timer = setInterval(() => void poll(), options.pollMs);
      timer.unref();
    },
    refresh,
    revision: () => shown,
    stop() {
      stopped = true;
      if (timer) clearInterval(timer);
    },
  };
}

export const buildDirOf = (clientDir: string) => path.resolve(clientDir, "..");
