import type { Context, Env, Hono } from "hono";
import type { ContentfulStatusCode, StatusCode } from "hono/utils/http-status";
import type * as z from "zod/mini";
import { mayCall, type Endpoint, type Parsed, type Reply, type Role } from "../common/contract";
import { fromOwnPages, readJsonPost, readUpload } from "./request";

/**
 * Registers a declared endpoint (common/contract.ts) on `routes`: the request is checked and
 * parsed before the handler runs, and the handler can answer only what the declaration lists.
 * In order: the session's role must be one the endpoint declares (403 `forbidden`, before anything
 * else, so an editor learns nothing of a lead, not even whether an id exists; docs/decisions/0042),
 * a state-changing request without a body must come from the own pages (403
 * `cross_site`; one with a body is checked with it), path parameters that do not parse name
 * nothing (404 `not_found`), then the JSON body (403, 415, 400 `invalid_json` or `invalid`) and
 * the query string (400 `invalid`). Curried, so that the handler is typed by the endpoint alone
 * (inferred together, TypeScript would widen the answers' statuses to numbers).
 */
export const implement =
  <E extends Endpoint, V extends Env & { Variables: { admin: { role: Role } } }>(routes: Hono<V>, declared: E) =>
  (handler: (c: Context<V>, request: Parsed<E>) => Promise<Reply<E>>) =>
    routes.on(declared.method, declared.path, async (c) => {
      // An open endpoint has no session (and no role) to check.
      if (!declared.open && !mayCall(declared, c.get("admin").role)) return c.json({ error: "forbidden" }, 403);
      if (declared.method !== "GET" && !declared.body && !declared.upload && !fromOwnPages(c))
        return c.json({ error: "cross_site" }, 403);
      const request: Record<string, unknown> = {};
      if (declared.params) {
        const params = declared.params.safeParse(c.req.param());
        if (!params.success) return c.json({ error: "not_found" }, 404);
        request.params = params.data;
      }
      if (declared.body) {
        const post = await readJsonPost(c);
        if (post instanceof Response) return post;
        const body = (declared.body as z.ZodMiniType).safeParse(post.body);
        if (!body.success) return c.json({ error: "invalid" }, 400);
        request.body = body.data;
      }
      if (declared.upload) {
        const upload = await readUpload(c);
        if (upload instanceof Response) return upload;
        request.upload = upload;
      }
      if (declared.query) {
        const query = declared.query.safeParse(c.req.query());
        if (!query.success) return c.json({ error: "invalid" }, 400);
        request.query = query.data;
      }
      const reply = (await handler(c, request as Parsed<E>)) as Response | { status: number; body?: unknown };
      if (reply instanceof Response) return reply;
      return reply.body === undefined
        ? c.body(null, reply.status as StatusCode)
        : c.json(reply.body, reply.status as ContentfulStatusCode);
    });

/**
 * `implement` for a handler that takes its area's dependencies first, so that each handler is a
 * named function of its module that a reader (and a call graph) follows a request into:
 * `const serve = implementWith(routes, deps); serve(api.saveDraft, saveDraft);`.
 */
export const implementWith =
  <D, V extends Env & { Variables: { admin: { role: Role } } }>(routes: Hono<V>, deps: D) =>
  <E extends Endpoint>(declared: E, handler: (deps: D, c: Context<V>, request: Parsed<E>) => Promise<Reply<E>>) =>
    implement(routes, declared)((c, request) => handler(deps, c, request));
