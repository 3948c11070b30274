import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { secureHeaders } from "hono/secure-headers";
import { langFromPath, notFoundPaths } from "../app/config/route-table";
import { consentRoutes, type ConsentRoutesDeps } from "./consent/routes";
import { apiCsp } from "./csp";
import type { Database } from "./db/client";
import { leadRoutes, type LeadRoutesDeps } from "./leads/routes";
import type { Logger } from "./logger";
import { negotiate, type StaticFile } from "./static-site";

export interface AppDeps {
  database: Database;
  logger: Logger;
  site: Map<string, StaticFile>;
  leads: Omit<LeadRoutesDeps, "database" | "logger">;
  consent: Omit<ConsentRoutesDeps, "database" | "logger">;
}

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

  // Every answer carries a CSP: pages their own (with script hashes), everything else (API,
  // redirects, plain-text errors) one that allows nothing.
  app.use(async (c, next) => {
    await next();
    if (!c.res.headers.has("Content-Security-Policy")) c.header("Content-Security-Policy", apiCsp);
  });

  app.use(
    secureHeaders({
      strictTransportSecurity: "max-age=63072000; includeSubDomains",
      xFrameOptions: "DENY",
      referrerPolicy: "strict-origin-when-cross-origin",
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: "same-origin",
      permissionsPolicy: {
        camera: [],
        microphone: [],
        geolocation: [],
        payment: [],
        usb: [],
        browsingTopics: [],
      },
    }),
  );

  const api = new Hono();
  api.use(async (c, next) => {
    await next();
    c.header("Content-Security-Policy", apiCsp);
    c.header("Cache-Control", "no-store");
  });
  api.use(bodyLimit({ maxSize: 32 * 1024, onError: (c) => c.json({ error: "payload_too_large" }, 413) }));

  api.get("/health", async (c) => {
    try {
      await database.ping();
      return c.json({ status: "ok", database: database.kind });
    } catch (error) {
      logger.error({ err: error }, "health check: database unreachable");
      return c.json({ status: "unavailable", database: database.kind }, 503);
    }
  });
  api.route("/", leadRoutes({ database, logger, ...leads }));
  api.route("/", consentRoutes({ database, logger, ...consent }));
  api.all("*", (c) => c.json({ error: "not_found" }, 404));
  app.route("/api", api);

  app.on(["GET", "HEAD"], "*", (c) => {
    const { path } = c.req;
    if (path === "/index.html" || path.endsWith("/index.html")) {
      return c.redirect(onThisSite(path.slice(0, -"index.html".length).replace(/(.)\/$/, "$1")), 301);
    }
    if (path.length > 1 && path.endsWith("/")) {
      const url = new URL(c.req.url);
      return c.redirect(onThisSite(path.replace(/\/+$/, "")) + url.search, 301);
    }
    const file = site.get(path);
    const isNotFoundPage = Object.values(notFoundPaths).includes(path);
    if (file && !isNotFoundPage) return sendFile(c, file, 200);
    // Unknown paths get the prerendered 404 page of their language, with status 404.
    const notFound = site.get(notFoundPaths[langFromPath(path)]);
    return notFound ? sendFile(c, notFound, 404) : c.text("Not found", 404);
  });

  app.all("*", (c) => c.text("Method not allowed", 405, { Allow: "GET, HEAD" }));

  app.onError((error, c) => {
    logger.error({ err: error, path: c.req.path }, "unhandled error");
    return c.json({ error: "internal_error" }, 500);
  });

  return app;
}

/**
 * A redirect target on this site: "//evil.example" (or "/\\evil.example") would send the browser
 * to another host, so leading slashes and backslashes collapse into one slash.
 */
function onThisSite(path: string): string {
  return `/${path.replace(/^[/\\]+/, "")}`;
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
