import * as z from "zod/mini";
import { apiError, health, leadCreated } from "../common/api-schemas";
import { consentLogPayload } from "../common/consent-schema";
import { blankAsMissing, fieldUi, formByKind, leadKinds, leadPayload, sapContactPayload } from "../common/lead-schemas";
import formsDe from "../common/locales/de/forms";

/**
 * GET /api/openapi.json: every public endpoint, from the same zod schemas the handlers validate
 * with (zod's JSON Schema output, draft 2020-12 as OpenAPI 3.1 uses it).
 */
const schema = (type: z.core.$ZodType, io: "input" | "output" = "output") => {
  const { $schema: _, ...rest } = z.toJSONSchema(type, {
    io,
    unrepresentable: "any",
    // An optional field sent blank (an untouched input) counts as not given.
    override: ({ zodSchema, jsonSchema }) => {
      if (blankAsMissing.has(zodSchema)) {
        const given = { ...jsonSchema };
        for (const key of Object.keys(jsonSchema)) delete (jsonSchema as Record<string, unknown>)[key];
        jsonSchema.anyOf = [{ type: "string", pattern: "^\\s*$" }, given];
      }
      describeField(zodSchema, jsonSchema);
    },
  }) as Record<string, unknown>;
  return rest;
};

const fieldNames = new Map<z.core.$ZodType, string>(
  leadKinds.flatMap((kind) => Object.entries(formByKind[kind].shape).map(([name, field]) => [field, name] as const)),
);

/** A form field's German label as its title, and its options' labels (the provider mail's words). */
function describeField(zodSchema: z.core.$ZodType, jsonSchema: Record<string, unknown>) {
  const ui = fieldUi.get(zodSchema);
  const name = fieldNames.get(zodSchema);
  if (!ui || !name) return;
  jsonSchema.title = formsDe.fields[name as keyof typeof formsDe.fields];
  if (ui.options && ui.options !== "dialCode") jsonSchema["x-enumDescriptions"] = formsDe.options[ui.options];
}

const json = (ref: string, description: string) => ({
  description,
  content: { "application/json": { schema: { $ref: `#/components/schemas/${ref}` } } },
});
const error = (description: string) => json("Error", description);

/** The answers every POST endpoint can give before its own logic runs. */
const guarded = {
  "400": error("Invalid JSON or a payload the schema rejects (for leads: `fields` maps each field to a code)."),
  "403": error("Cross-site request: only the site's own pages may post."),
  "413": error("Body larger than 32 KiB."),
  "415": error("Content-Type is not application/json."),
  "429": {
    ...error("Too many requests from this client; try again after Retry-After seconds."),
    headers: { "Retry-After": { schema: { type: "integer", minimum: 1 } } },
  },
  "503": error("The database is unavailable; nothing was stored."),
};

const leadPost = (summary: string, payload: string) => ({
  summary,
  requestBody: {
    required: true,
    content: { "application/json": { schema: { $ref: `#/components/schemas/${payload}` } } },
  },
  responses: { "201": json("LeadCreated", "Stored; the mail follows from the outbox."), ...guarded },
});

export const openApiDocument = {
  openapi: "3.1.0",
  info: {
    title: "Neutra Tech website API",
    version: "1.0.0",
    description:
      "The public endpoints behind the site's forms and consent banner. Browsers only: posts from other sites are refused.",
  },
  servers: [{ url: "/api" }],
  paths: {
    "/send-contact-email": { post: leadPost("SAP contact request (/sap/kontakt)", "SapContactPayload") },
    "/leads": { post: leadPost("General inquiry or migration lead, told apart by `kind`", "LeadPayload") },
    "/consent": {
      post: {
        summary: "Proof of consent (stored only with CONSENT_LOG=on; answered alike either way)",
        requestBody: {
          required: true,
          content: { "application/json": { schema: { $ref: "#/components/schemas/ConsentLogPayload" } } },
        },
        responses: { "204": { description: "Accepted." }, ...guarded },
      },
    },
    "/health": {
      get: {
        summary: "Health with a database round trip",
        responses: {
          "200": json("Health", "Serving, database reachable."),
          "503": json("Health", "The database is unreachable."),
        },
      },
    },
    "/openapi.json": {
      get: {
        summary: "This document",
        responses: { "200": { description: "OpenAPI 3.1", content: { "application/json": {} } } },
      },
    },
  },
  components: {
    schemas: {
      SapContactPayload: schema(sapContactPayload, "input"),
      LeadPayload: schema(leadPayload, "input"),
      ConsentLogPayload: schema(consentLogPayload, "input"),
      LeadCreated: schema(leadCreated),
      Error: schema(apiError),
      Health: schema(health),
    },
  },
} as const;
