import { Hono } from "hono";
import type { AdminDeps, AdminEnv } from "./context";

/** The back office behind the session check: inbox, export, delivery log, statistics, audit log. */
export function backOfficeRoutes(deps: AdminDeps) {
  const routes = new Hono<AdminEnv>();
  void deps;
  return routes;
}
