import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { langFromPath, localizePath, notFoundPaths, pageForPath } from "../common/config/route-table";
import { site as siteConfig } from "../common/config/site";
import { consentRoutes, type ConsentRoutesDeps } from "./consent/routes";
import type { Database } from "./db/client";
import { leadRoutes, type LeadRoutesDeps } from "./leads/routes";
import type { Logger } from "./logger";
import { openApiDocument } from "./openapi";
import { formWithoutScriptPage } from "./pages/form-without-script";
import { noticeCsp } from "./pages/notice-page";
import { canonicalRedirect, isUnsafePath } from "./paths";
import { withSecurityHeaders } from "./security-headers";
import { negotiate, type StaticFile } from "./static-site";

export interface AppDeps {
  database: Database;
  logger: Logger;
  site: Map<string, StaticFile>;
  leads: Omit<LeadRoutesDeps, "database" | "logger">;
  consent: Omit<ConsentRoutesDeps, "database" | "logger">;
}

/** The pages whose prerendered HTML holds a lead form (the home page's #kontakt included). */
const pagesWithLeadForms = new Set<string>(["home", "contact", "sapContact", "odooMigration"]);

export function createApp({ database, logger, site, leads, consent }: AppDeps) {
  const app = new Hono();

  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    const entry = {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    };
    // Hashed assets are many and dull; pages and API calls are what an operator reads.
    if (c.req.path.startsWith("/assets/")) logger.debug(entry, "request");
    else logger.info(entry, "request");
  });

  app.use(withSecurityHeaders);

  const api = new Hono();
  api.use(async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });
  api.use(bodyLimit({ maxSize: 32 * 1024, onError: (c) => c.json({ error: "payload_too_large" }, 413) }));

  api.get("/health", async (c) => {
    try {
      await database.ping();
      return c.json({ status: "ok" });
    } catch (error) {
      // Which database it is stays in the log, for operators: the public learns only "unavailable".
      logger.error({ err: error, database: database.kind }, "health check: database unreachable");
      return c.json({ status: "unavailable" }, 503);
    }
  });
  api.get("/openapi.json", (c) => c.json(openApiDocument));
  api.route("/", leadRoutes({ database, logger, ...leads }));
  api.route("/", consentRoutes({ database, logger, ...consent }));
  const methods = allowedMethods(api);
  api.all("*", (c) => {
    const allow = methods.get(c.req.path.slice("/api".length));
    if (allow) return c.json({ error: "method_not_allowed" }, 405, { Allow: allow });
    return c.json({ error: "not_found" }, 404);
  });
  app.route("/api", api);

  app.on(["GET", "HEAD"], "*", (c) => {
    const { path } = c.req;
    const url = new URL(c.req.url);
    if (isUnsafePath(url.pathname)) return sendNotFound(c);
    const redirect = canonicalRedirect(url.pathname, url.search);
    if (redirect) return c.redirect(redirect, 301);
    const file = site.get(path);
    const isNotFoundPage = Object.values(notFoundPaths).includes(path);
    if (file && !isNotFoundPage) return sendFile(c, file, 200);
    return sendNotFound(c);
  });

  // A lead form posted natively: an explanation in the visitor's language, never JSON.
  app.post("*", (c, next) => {
    const page = pageForPath(c.req.path);
    if (!page || !pagesWithLeadForms.has(page.id) || isUnsafePath(c.req.path)) return next();
    c.header("Content-Security-Policy", noticeCsp);
    c.header("Cache-Control", "no-store");
    const lang = langFromPath(c.req.path);
    return c.html(formWithoutScriptPage(lang, localizePath(page.path, lang), siteConfig.contactEmail), 422);
  });

  app.all("*", (c) => c.text("Method not allowed", 405, { Allow: "GET, HEAD" }));

  app.onError((error, c) => {
    logger.error({ err: error, path: c.req.path }, "unhandled error");
    return c.json({ error: "internal_error" }, 500);
  });

  /** Unknown paths get the prerendered 404 page of their language, with status 404. */
  function sendNotFound(c: Context) {
    const notFound = site.get(notFoundPaths[langFromPath(c.req.path)]);
    return notFound ? sendFile(c, notFound, 404) : c.text("Not found", 404);
  }

  return app;
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

function sendFile(c: Context, file: StaticFile, status: 200 | 404) {
  c.header("Content-Type", file.contentType);
  c.header("Cache-Control", status === 404 ? "no-cache" : file.cacheControl);
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
