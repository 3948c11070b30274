import * as z from "zod/mini";
import { adminEndpoints } from "../../common/admin-api";
import { adminApi, adminError } from "../../common/admin/base";
import { isDownload, roles, rolesOf, type Endpoint } from "../../common/contract";
import { openApiLicense, schema } from "../openapi";
import { site } from "../../common/config/site";

/** What each status means, for every endpoint that declares it or meets the check that gives it. */
const meaning: Record<number, string> = {
  200: "OK.",
  201: "Created.",
  202: "Accepted.",
  204: "Done; no content.",
  400: "A body, query or value the schema or the handler refuses (`invalid`, `invalid_json`, or the reason).",
  401: "No session, or one that has ended (`unauthorized`); for a sign-in, the reason.",
  403: "A role this operation is not for (`forbidden`, see `x-roles`), a request from another site (`cross_site`), or a passkey change that needs a recent sign-in (`reauth_required`).",
  404: "Nothing with this id (`not_found`).",
  409: "The lead or delivery is not in the state this needs; a save over another one (`conflict`) has the lead as it is now.",
  413: "Body larger than 32 KiB.",
  415: "Content-Type is not application/json.",
  429: "Too many requests; try again after Retry-After seconds.",
};

const errorAnswer = { $ref: "#/components/schemas/Error" };

/** A session's operation that some role may not call. */
const restricted = (declared: Endpoint) => !declared.open && rolesOf(declared).length < roles.length;

/** The answers of the checks before the handler (server/contract.ts and the session check). */
function checked(declared: Endpoint): number[] {
  return [
    ...(declared.open ? [] : [401]),
    ...(declared.method === "GET" && !restricted(declared) ? [] : [403]),
    ...(declared.params ? [404] : []),
    ...(declared.body || declared.upload ? [400, 413, 415] : []),
    ...(declared.query ? [400] : []),
  ];
}

function responses(declared: Endpoint) {
  const statuses = [...new Set([...Object.keys(declared.answers).map(Number), ...checked(declared)])].sort();
  return Object.fromEntries(
    statuses.map((status) => {
      const answer = declared.answers[status];
      const description = meaning[status] ?? String(status);
      if (answer === null) return [String(status), { description }];
      if (answer && isDownload(answer)) {
        const content = Object.fromEntries(answer.download.map((type) => [type, { schema: { type: "string" } }]));
        return [String(status), { description, content }];
      }
      // Refusals share one schema; a declared answer beyond `{error}` (409 conflict) has its own.
      const body = answer && answer !== adminError ? schema(answer) : errorAnswer;
      return [String(status), { description, content: { "application/json": { schema: body } } }];
    }),
  );
}

function parameters(declared: Endpoint) {
  const of = (place: "path" | "query", object: z.ZodMiniObject | undefined) =>
    Object.entries(object?.shape ?? {}).map(([name, type]) => ({
      name,
      in: place,
      required: place === "path" || !(type instanceof z.ZodMiniOptional),
      schema: schema(type as z.core.$ZodType, "input"),
    }));
  return [...of("path", declared.params), ...of("query", declared.query)];
}

function operation(operationId: string, declared: Endpoint) {
  const parameterList = parameters(declared);
  return {
    operationId,
    summary: declared.summary,
    ...(!declared.open && {
      description: `For: ${rolesOf(declared).join(", ")}.`,
      "x-roles": rolesOf(declared),
    }),
    security: declared.open ? [] : [{ session: [] }],
    ...(parameterList.length && { parameters: parameterList }),
    ...(declared.body && {
      requestBody: { required: true, content: { "application/json": { schema: schema(declared.body, "input") } } },
    }),
    ...(declared.upload && {
      requestBody: {
        required: true,
        description: `The file's bytes, at most ${declared.upload.maxBytes} bytes; its name in X-File-Name (percent-encoded).`,
        content: { "application/octet-stream": { schema: { type: "string", format: "binary" } } },
      },
    }),
    responses: responses(declared),
  };
}

const paths: Record<string, Record<string, ReturnType<typeof operation>>> = {};
for (const [name, declared] of Object.entries(adminEndpoints) as [string, Endpoint][]) {
  const path = declared.path.replace(/:(\w+)/g, "{$1}");
  paths[path] = { ...paths[path], [declared.method.toLowerCase()]: operation(name, declared) };
}

/**
 * GET /api/admin/openapi.json, to a signed-in session only: the back office's API, generated from
 * its declarations (common/admin-api.ts) as the public document is from its schemas.
 */
export const adminOpenApiDocument = {
  openapi: "3.1.0",
  info: {
    title: `${site.brand} back office API`,
    version: "1.0.0",
    description:
      "The back office's API: sign-in (passkeys, mailed links), the session's own access, the leads inbox, " +
      "the delivery log, statistics and the audit log. Same-origin only; every request but sign-in needs the " +
      "session cookie that a sign-in sets, and a role the operation is for (`x-roles`: owner, editor); " +
      "another role gets 403 `forbidden`.",
    license: openApiLicense,
  },
  servers: [{ url: adminApi }],
  paths,
  components: {
    securitySchemes: {
      session: {
        type: "apiKey",
        in: "cookie",
        name: "neutra_admin",
        description: "Set by a sign-in; `__Host-neutra_admin` or `__Secure-neutra_admin` over https.",
      },
    },
    schemas: { Error: schema(adminError) },
  },
};
