import * as z from "zod/mini";
import { adminEndpoints } from "#common/admin-api";
import { adminApi, adminError } from "#common/admin/base";
import { fillPath, isDownload, successStatuses, type Answer, type CallInput, type Endpoint } from "#common/contract";

/**
 * A failed call to the admin API: the HTTP status and the `error` code of the JSON answer
 * (common/admin-api.ts, adminError), "network" when no answer came, or "invalid_answer" for one
 * the contract does not allow.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    /** 429: seconds until the client may try again (the body's retryAfterSeconds or Retry-After). */
    readonly retryAfterSeconds?: number,
    /** The JSON answer as its declaration parses it (a 409 conflict's lead as it is now). */
    readonly answer: Record<string, unknown> = {},
  ) {
    super(`admin API: ${status} ${code}`);
    this.name = "ApiError";
  }
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** A call of one endpoint: what it takes (nothing when it takes nothing) and what it answers. */
type Call<E extends Endpoint> =
  object extends CallInput<E>
    ? (input?: CallInput<E>) => Promise<Answer<E>>
    : (input: CallInput<E>) => Promise<Answer<E>>;
export type Client<C extends Record<string, Endpoint>> = { [K in keyof C]: Call<C[K]> };

/**
 * The client of a contract (common/contract.ts): one function per endpoint, by its name, that
 * fills in the path, sends the query and the JSON body, and parses the answer with the endpoint's
 * schema. What may name a person (the inbox's search term) is declared in a POST body, never in a
 * path or query string, which access logs keep (docs/decisions/0029).
 */
function contractClient<C extends Record<string, Endpoint>>(contract: C): Client<C> {
  const calls = Object.entries(contract).map(([name, declared]) => [
    name,
    (input: CallArguments = {}) => call(declared, input),
  ]);
  return Object.fromEntries(calls) as Client<C>;
}

interface CallArguments {
  params?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: unknown;
  upload?: File;
}

/** The request's headers and body: the file as it is for an upload, else JSON. */
function requestBody(declared: Endpoint, input: CallArguments): Pick<RequestInit, "headers" | "body"> {
  const accept = { Accept: "application/json" };
  if (declared.upload && input.upload) {
    const type = input.upload.type || "application/octet-stream";
    const name = encodeURIComponent(input.upload.name);
    return { headers: { ...accept, "Content-Type": type, "X-File-Name": name }, body: input.upload };
  }
  // A POST without a declared body sends an empty object: every POST is JSON.
  const body = declared.body ? input.body : declared.method === "POST" ? {} : undefined;
  if (body === undefined) return { headers: accept };
  return { headers: { ...accept, "Content-Type": "application/json" }, body: JSON.stringify(body) };
}

async function call(declared: Endpoint, input: CallArguments): Promise<unknown> {
  const path = fillPath(declared.path, input.params) + queryString(input.query ?? {});
  let response: Response;
  try {
    response = await fetch(`${adminApi}${path}`, {
      method: declared.method,
      credentials: "same-origin",
      ...requestBody(declared, input),
    });
  } catch {
    throw new ApiError(0, "network");
  }
  const declaredAnswer = declared.answers[response.status];
  if (response.ok) {
    const answer = declaredAnswer === undefined ? declared.answers[successStatuses(declared)[0]!] : declaredAnswer;
    if (answer && isDownload(answer)) return response;
    if (!answer) return undefined;
    const parsed = z.safeParse(answer, await readJson(response));
    if (!parsed.success) throw new ApiError(response.status, "invalid_answer");
    return parsed.data;
  }
  // A refusal: its code, and the whole answer as the endpoint declares it for this status.
  const data = await readJson(response);
  const refusal = z.safeParse(adminError, data);
  const declaredRefusal = declaredAnswer && !isDownload(declaredAnswer) ? z.safeParse(declaredAnswer, data) : undefined;
  const retryHeader = Number(response.headers.get("Retry-After"));
  throw new ApiError(
    response.status,
    refusal.data?.error ?? (response.status === 401 ? "unauthorized" : "unknown"),
    refusal.data?.retryAfterSeconds ?? (retryHeader > 0 ? retryHeader : undefined),
    declaredRefusal?.success ? (declaredRefusal.data as Record<string, unknown>) : {},
  );
}

const readJson = (response: Response): Promise<unknown> => response.json().catch(() => undefined);

/** A query string of the set values only ("" when none), in a stable order. */
function queryString(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== "") search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** The back office's API, one call per endpoint of common/admin-api.ts. */
export const api = contractClient(adminEndpoints);
