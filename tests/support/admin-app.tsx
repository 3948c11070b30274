import { render } from "@testing-library/react";
import { createMemoryRouter } from "react-router";
import { vi } from "vitest";
import type { AdminSessionInfo } from "../../common/admin/sign-in-api";
import { AdminApp, adminRoutes } from "../../admin/app";
import type { PendingLink } from "../../admin/lib/link-fragment";
import { createAdminQueryClient } from "../../admin/lib/query-client";

/** One answer of the fake admin API: a status and a JSON body (or a Response as it is). */
type Answer = { status?: number; body?: unknown; headers?: Record<string, string> } | Response;
type Handler = (request: { method: string; path: string; query: URLSearchParams; body: unknown }) => Answer;

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export const testSession: AdminSessionInfo = {
  user: { email: "owner@neutra.test", role: "owner" },
  expiresAt: "2026-12-01T10:00:00.000Z",
};

/** The SAP services page as the content API lists it among the areas. */
export const sapServicesArea = {
  id: "sapSolutions",
  kind: "page",
  title: { de: "SAP-Services", en: "SAP services" },
  path: { de: "/sap-services", en: "/en/sap-services" },
};

/**
 * The admin API as a table of "METHOD /path" (after /api/admin) -> answer; anything else is a
 * 404. `calls` lists every request in order, so a test can check what was sent and when.
 */
export function fakeAdminApi(routes: Record<string, Answer | Handler>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const method = init?.method ?? "GET";
    const path = url.pathname.replace(/^\/api\/admin/, "");
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    const call = { method, path, query: url.searchParams, body };
    calls.push(call);
    const route = routes[`${method} ${path}`];
    const answer = typeof route === "function" ? route(call) : (route ?? { status: 404, body: { error: "not_found" } });
    if (answer instanceof Response) return answer;
    return new Response(answer.status === 204 ? null : JSON.stringify(answer.body ?? {}), {
      status: answer.status ?? 200,
      headers: { "Content-Type": "application/json", ...answer.headers },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  return { calls, fetchMock };
}

/** The back office at `path`, as main.tsx mounts it, with an in-memory router. */
export function renderAdmin(path: string, { link }: { link?: PendingLink } = {}) {
  const router = createMemoryRouter(adminRoutes, { initialEntries: [path] });
  const view = render(<AdminApp router={router} queryClient={createAdminQueryClient()} link={link} />);
  return { ...view, router };
}
