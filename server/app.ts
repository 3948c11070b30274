import { Hono, type Context, type MiddlewareHandler, type Next } from "hono";
import { bodyLimit } from "hono/body-limit";
import {
  formOnPage,
  langFromPath,
  localizePath,
  notFoundPaths,
  pageById,
  pageForPath,
  thankYouPaths,
  type PageWithLeadForm,
} from "../common/config/route-table";
import { adminPaths } from "../common/admin/base";
import { maxUploadBytes } from "../common/media";
import { site as siteConfig } from "../common/config/site";
import { isCollectionPath, maxCollectionBodyBytes } from "./admin/collections-routes";
import { isUploadPath } from "./admin/media-routes";
import { adminRoutes } from "./admin/routes";
import type { AdminDeps } from "./admin/context";
import { backOfficeHost, isBackOfficePath } from "./admin/host";
import { adminFile, adminPageHeaders } from "./admin/client-files";
import { analyticsRoutes, type AnalyticsRoutesDeps } from "./analytics/routes";
import { vitalsRoutes } from "./analytics/vitals-routes";
import { consentRoutes, type ConsentRoutesDeps } from "./consent/routes";
import type { Database } from "./db/client";
import { leadRoutes, type LeadRoutesDeps } from "./leads/routes";
import type { Logger } from "./logger";
import { mediaFiles, type MediaFiles } from "./media/serve";
import { openApiDocument } from "./openapi";
import { leadPostPage, leadPostStatus, leadReviewPage, type LeadPostRefusal } from "./notices/lead-post-notices";
import { noticeCsp } from "./notices/notice-page";
import { canonicalRedirect, isUnsafePath } from "./paths";
import { readFormPost } from "./request";
import { withSecurityHeaders } from "./security-headers";
import { negotiate, routerContextDir, type StaticFile } from "./static-site";

export interface AppDeps {
  database: Database;
  logger: Logger;
  site: Map<string, StaticFile>;
  /** The back office's client (build/admin); without it /admin answers 404. */
  adminSite?: Map<string, StaticFile>;
  leads: Omit<LeadRoutesDeps, "database" | "logger">;
  consent: Omit<ConsentRoutesDeps, "database" | "logger">;
  analytics: Omit<AnalyticsRoutesDeps, "database" | "logger">;
  admin: Omit<AdminDeps, "database" | "logger">;
  /** Looks for a newer content revision at once (server/render/live-site.ts `catchUp`). */
  catchUp?: () => Promise<void>;
}

/** A page's router context, named by its hash: a newer revision's file another process already serves. */
const routerContextFile = new RegExp(`^${routerContextDir}/[\\w-]{1,64}\\.js$`);
/** How long a request for a newer revision's file waits for this process to render it. */
const catchUpWaitMs = 15_000;

const maxBodyBytes = 32 * 1024;

export function createApp(deps: AppDeps) {
  const { logger, site, adminSite, catchUp } = deps;
  const media = mediaFiles(deps.database.db);
  const admin = { ...deps.admin, media };
  const app = new Hono();

  app.use(requestLog(logger));
  app.use(withSecurityHeaders);

  // On a host of its own the back office is all there is: its start page, and 404 for the rest.
  const adminHost = backOfficeHost(admin.config.ownHost);
  app.use(async (c, next) => {
    if (!adminHost.onOwnHost(c) || isBackOfficePath(c.req.path)) return next();
    if (c.req.path === "/") return c.redirect(adminPaths.de, 302);
    return c.text("Not found", 404);
  });

  const { api, leadApi } = apiRoutes({ ...deps, admin }, adminHost);
  app.route("/api", api);

  const files: Files = { site, adminSite, adminHost, catchUp, media };
  app.on(["GET", "HEAD"], "*", (c) => serveFile(files, c));
  app.post("*", (c, next) => postForm(leadApi, c, next));
  app.all("*", (c) => c.text("Method not allowed", 405, { Allow: "GET, HEAD" }));

  app.onError((error, c) => {
    logger.error({ err: error, path: c.req.path }, "unhandled error");
    return c.json({ error: "internal_error" }, 500);
  });

  return app;
}

/** Every request in the log, with its status and time: pages and API calls at info, hashed assets at debug. */
function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const entry = {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    };
    // Hashed assets are many and dull; pages and API calls are what an operator reads.
    if (/^\/(assets|media)\//.test(c.req.path)) logger.debug(entry, "request");
    else logger.info(entry, "request");
  };
}

/** Everything under /api: health, the document, leads, consent, analytics and the admin API; never cached. */
function apiRoutes(
  { database, logger, leads, consent, analytics, admin }: AppDeps,
  adminHost: ReturnType<typeof backOfficeHost>,
) {
  const api = new Hono();
  api.use(async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });
  const tooLarge = (c: Context) => c.json({ error: "payload_too_large" }, 413);
  const small = bodyLimit({ maxSize: maxBodyBytes, onError: tooLarge });
  // An upload is cut off at its own limit while it streams in, never read to its end.
  const upload = bodyLimit({ maxSize: maxUploadBytes, onError: tooLarge });
  // A collection's draft carries its body (rich text): more than a form, far less than an image.
  const entry = bodyLimit({ maxSize: maxCollectionBodyBytes, onError: tooLarge });
  api.use((c, next) =>
    (isUploadPath(c.req.method, c.req.path) ? upload : isCollectionPath(c.req.path) ? entry : small)(c, next),
  );

  api.get("/health", (c) => health(database, logger, c));
  api.get("/openapi.json", (c) => c.json(openApiDocument));
  const leadApi = leadRoutes({ database, logger, ...leads });
  api.route("/", leadApi.routes);
  api.route("/", consentRoutes({ database, logger, ...consent }));
  api.route("/", analyticsRoutes({ database, logger, ...analytics }));
  api.route("/", vitalsRoutes({ database, logger, ...analytics }));
  // Elsewhere than its host, the admin API is an unknown path like any other (sign-in included).
  api.use("/admin/*", async (c, next) => (adminHost.serves(c) ? next() : c.json({ error: "not_found" }, 404)));
  api.route("/admin", adminRoutes({ database, logger, ...admin }));
  const methods = allowedMethods(api);
  api.all("*", (c) => {
    const allow = methods.get(c.req.path.slice("/api".length));
    if (allow) return c.json({ error: "method_not_allowed" }, 405, { Allow: allow });
    return c.json({ error: "not_found" }, 404);
  });
  return { api, leadApi };
}

/** GET /api/health: whether the database answers. */
async function health(database: Database, logger: Logger, c: Context) {
  try {
    await database.ping();
    return c.json({ status: "ok" });
  } catch (error) {
    // Which database it is stays in the log, for operators: the public learns only "unavailable".
    logger.error({ err: error, database: database.kind }, "health check: database unreachable");
    return c.json({ status: "unavailable" }, 503);
  }
}

/** What a GET or HEAD outside /api is answered from: the site's files and the back office's. */
interface Files {
  site: AppDeps["site"];
  adminSite: AppDeps["adminSite"];
  adminHost: ReturnType<typeof backOfficeHost>;
  catchUp: AppDeps["catchUp"];
  media: MediaFiles;
}

/** A page, an asset or the back office's client; a canonical redirect; else the 404 page. */
async function serveFile({ site, adminSite, adminHost, catchUp, media }: Files, c: Context) {
  const { path } = c.req;
  const url = new URL(c.req.url);
  if (isUnsafePath(url.pathname)) return sendNotFound(site, c);
  if (path.startsWith("/media/")) return (await media.serve(c)) ?? sendNotFound(site, c);
  const redirect = canonicalRedirect(url.pathname, url.search);
  if (redirect) return c.redirect(redirect, 301);
  const backOffice = adminFile(path, adminHost.serves(c) ? adminSite : undefined);
  if (backOffice === null) return sendNotFound(site, c);
  if (backOffice) {
    for (const [name, value] of Object.entries(adminPageHeaders)) c.header(name, value);
    return sendFile(c, backOffice, 200);
  }
  let file = site.get(path);
  if (!file && catchUp && routerContextFile.test(path)) {
    // For a few seconds after a publish, another process's page names a file this one has yet to render.
    await Promise.race([catchUp(), new Promise((resolve) => setTimeout(resolve, catchUpWaitMs).unref())]);
    file = site.get(path);
  }
  const isNotFoundPage = Object.values(notFoundPaths).includes(path);
  if (file?.answer?.status === 301) return c.redirect(file.answer.location, 301);
  if (file?.answer?.status === 410) return sendFile(c, file, 410);
  if (file && !isNotFoundPage) {
    // The back office's preview (its own host, same site) shows the page with the site's
    // stylesheet, font and images; pages themselves stay same-origin. A font is a CORS request:
    // the public, immutable font answers any origin (no credentials).
    if (!file.csp) c.header("Cross-Origin-Resource-Policy", "same-site");
    if (path.endsWith(".woff2")) c.header("Access-Control-Allow-Origin", "*");
    return sendFile(c, file, 200);
  }
  return sendNotFound(site, c);
}

/** Unknown paths get the prerendered 404 page of their language, with status 404. */
function sendNotFound(site: AppDeps["site"], c: Context) {
  const notFound = site.get(notFoundPaths[langFromPath(c.req.path)]);
  return notFound ? sendFile(c, notFound, 404) : c.text("Not found", 404);
}

/** A POST to a page with a lead form: the form posted without script; any other POST goes on. */
async function postForm(leadApi: ReturnType<typeof leadRoutes>, c: Context, next: Next) {
  const page = pageForPath(c.req.path);
  if (!page || !(page.id in formOnPage) || isUnsafePath(c.req.path)) return next();
  const id = page.id as PageWithLeadForm;
  const limited = bodyLimit({ maxSize: maxBodyBytes, onError: (c) => formPostAnswer(c, id, { tooLarge: true }) });
  return limited(c, async () => {
    const post = await readFormPost(c);
    // The page's canonical address, whichever spelling was posted to (an alias, a trailing slash).
    const pageContext = localizePath(page.path, langFromPath(c.req.path));
    c.res = formPostAnswer(
      c,
      id,
      "refused" in post ? post : await leadApi.native(c, formOnPage[id], pageContext, post.fields),
    );
  });
}

/**
 * A lead form posted natively (no script): the same checks as the API, then 303 to the
 * thank-you page, or a page in the visitor's language saying what to do. Never JSON.
 */
function formPostAnswer(c: Context, id: PageWithLeadForm, answer: LeadPostRefusal | { stored: string; review?: true }) {
  const lang = langFromPath(c.req.path);
  if ("stored" in answer && !answer.review) return c.redirect(localizePath(thankYouPaths[id], lang), 303);
  c.header("Content-Security-Policy", noticeCsp);
  c.header("Cache-Control", "no-store");
  const formPage = localizePath(pageById(id).path, lang);
  // Stored, but for a person to review first (POW_REQUIRED): the page says so, not the thank-you page's promise.
  if ("stored" in answer) return c.html(leadReviewPage(lang, id, formPage, siteConfig.contactEmail), 202);
  if ("rateLimited" in answer) c.header("Retry-After", String(answer.rateLimited));
  return c.html(leadPostPage(lang, answer, formPage, siteConfig.contactEmail), leadPostStatus(answer));
}

/** The Allow header of each API path: the methods its routes answer (HEAD wherever GET is). */
function allowedMethods(api: Hono): Map<string, string> {
  const byPath = new Map<string, Set<string>>();
  for (const { method, path } of api.routes) {
    if (method === "ALL") continue;
    const set = byPath.get(path) ?? new Set<string>();
    set.add(method);
    if (method === "GET") set.add("HEAD");
    byPath.set(path, set);
  }
  return new Map([...byPath].map(([path, set]) => [path, [...set].join(", ")]));
}

function sendFile(c: Context, file: StaticFile, status: 200 | 404 | 410) {
  c.header("Content-Type", file.contentType);
  c.header("Cache-Control", status === 200 ? file.cacheControl : "no-cache");
  c.header("Vary", "Accept-Encoding");
  if (file.csp) c.header("Content-Security-Policy", file.csp);
  if (status === 200) {
    c.header("ETag", file.etag);
    if (c.req.header("If-None-Match") === file.etag) return c.body(null, 304);
  }
  const { body, encoding } = negotiate(file, c.req.header("Accept-Encoding"));
  if (encoding) c.header("Content-Encoding", encoding);
  c.header("Content-Length", String(body.length));
  if (c.req.method === "HEAD") return c.body(null, status);
  return c.body(new Uint8Array(body), status);
}
