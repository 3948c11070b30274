import { Hono } from "hono";
import { adminEndpoints } from "../../common/admin-api";
import { collectionRoutes } from "./collections-routes";
import { contentRoutes } from "./content-routes";
import { copyRoutes } from "./copy-routes";
import { mediaRoutes } from "./media-routes";
import { implement } from "../contract";
import { authRoutes } from "./auth-routes";
import { backOfficeRoutes } from "./back-office";
import type { AdminDeps, AdminEnv, ReplyOf } from "./context";
import { adminOpenApiDocument } from "./openapi";
import { sessionRoutes } from "./session-routes";
import { sessionCheck } from "./sessions";

/**
 * Everything under /api/admin: sign-in (open), then the session check, then the back office's
 * routes. Each part lives in its own module beside this one. A route registered before the check
 * answers without it; every other path, known or not, meets it first (docs/decisions/0028).
 */
export function adminRoutes(deps: AdminDeps) {
  const routes = new Hono<AdminEnv>();
  // The /api wrapper adds Cache-Control: no-store; search engines must not index any of it either.
  routes.use(async (c, next) => {
    await next();
    c.header("X-Robots-Tag", "noindex");
  });
  routes.route("/", authRoutes(deps));
  routes.use(sessionCheck(deps.database.db, deps.config));
  routes.route("/", backOfficeRoutes(deps));
  routes.route("/", sessionRoutes(deps));
  routes.route("/", contentRoutes(deps));
  routes.route("/", copyRoutes());
  routes.route("/", mediaRoutes(deps));
  routes.route("/", collectionRoutes(deps));
  // Behind the session check: the document maps the back office for whoever has a session only.
  implement(routes, adminEndpoints.document)(openApiDocument);
  return routes;
}

async function openApiDocument(): ReplyOf<"document"> {
  return { status: 200, body: adminOpenApiDocument };
}
