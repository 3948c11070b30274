import { adminApi } from "#common/admin-api";

/**
 * A failed call to the admin API: the HTTP status and the `error` code of the JSON answer
 * (common/api-schemas.ts, AdminErrorCode), or "network" when no answer came.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    /** 429: seconds until the client may try again (the body's retryAfterSeconds or Retry-After). */
    readonly retryAfterSeconds?: number,
    /** The JSON answer as it came (a 409 conflict's lead as it is now). */
    readonly answer: Record<string, unknown> = {},
  ) {
    super(`admin API: ${status} ${code}`);
    this.name = "ApiError";
  }
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/**
 * Calls /api/admin + path with the session cookie; JSON in and out. What may name a person (the
 * inbox's search term) goes in a POST body, never in a path or query string, which access logs
 * keep (docs/decisions/0029).
 */
export async function api<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await send(path, init);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** The same call, answering the raw response (the exports, read as a Blob). */
export async function apiResponse(path: string, init: { method?: string; body?: unknown } = {}): Promise<Response> {
  return send(path, init);
}

async function send(path: string, { method = "GET", body }: { method?: string; body?: unknown }): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(`${adminApi}${path}`, {
      method,
      credentials: "same-origin",
      headers:
        body === undefined
          ? { Accept: "application/json" }
          : { Accept: "application/json", "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, "network");
  }
  if (response.ok) return response;
  const answer = (await response.json().catch(() => ({}))) as { error?: string; retryAfterSeconds?: number };
  const retryHeader = Number(response.headers.get("Retry-After"));
  const retryAfter = answer.retryAfterSeconds ?? (retryHeader > 0 ? retryHeader : undefined);
  throw new ApiError(
    response.status,
    answer.error ?? (response.status === 401 ? "unauthorized" : "unknown"),
    retryAfter,
    answer,
  );
}

/** A query string of the set values only ("" when none), in a stable order. */
export function queryString(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== "") search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}
