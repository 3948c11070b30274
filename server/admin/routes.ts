import { Hono } from "hono";
import type { AdminDeps, AdminEnv } from "./context";

/**
 * Everything under /api/admin: sign-in (open), then the session check, then the back office's
 * routes. Each part lives in its own module beside this one.
 */
export function adminRoutes(deps: AdminDeps) {
  const routes = new Hono<AdminEnv>();
  void deps;
  return routes;
}
