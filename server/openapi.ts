import * as z from "zod/mini";
import { apiError, health, leadCreated } from "../common/api-schemas";
import { consentLogPayload } from "../common/consent-schema";
import { viewPayload } from "./analytics/routes";
import { maxVitalsBytes } from "./analytics/vitals-routes";
import { vitalsPayload } from "../common/web-vitals-schema";
import { blankAsMissing, fieldUi, formByKind, leadKinds, leadPayload, sapContactPayload } from "../common/lead-schemas";
import { languages } from "../common/config/route-table";
import formsDe from "../common/locales/de/forms";
import { site } from "../common/config/site";
import { erasureWebhookBody, webhookBody } from "./webhooks/webhook";

/**
 * GET /api/openapi.json: every public endpoint, from the same zod schemas the handlers validate
 * with (zod's JSON Schema output, draft 2020-12 as OpenAPI 3.1 uses it). The admin API's document
 * (server/admin/openapi.ts) is made the same way.
 */
export const schema = (type: z.core.$ZodType, io: "input" | "output" = "output") => {
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

const leadPost = (operationId: string, summary: string, payload: string) => ({
  operationId,
  summary,
  security: [],
  requestBody: {
    required: true,
    content: { "application/json": { schema: { $ref: `#/components/schemas/${payload}` } } },
  },
  responses: { "201": json("LeadCreated", "Stored; the mail follows from the outbox."), ...guarded },
});

/** The body every webhook delivery carries (server/webhooks/webhook.ts, webhookBody). */
const leadCreatedWebhook = {
  type: "object",
  required: ["type", "timestamp", "data"],
  additionalProperties: false,
  properties: {
    type: { const: "lead.created" },
    timestamp: { type: "string", format: "date-time", description: "When the lead was stored." },
    data: {
      type: "object",
      required: ["id", "kind", "language", "pageContext", "createdAt", "verified", "fields"],
      additionalProperties: false,
      properties: {
        id: { type: "string", format: "uuid", description: "The lead's id (also in its mail as Lead-ID)." },
        kind: { enum: leadKinds, description: "Which form: SAP contact, general inquiry or migration lead." },
        language: { enum: languages },
        pageContext: { type: "string", description: "The page the form was sent from." },
        createdAt: { type: "string", format: "date-time" },
        verified: { type: "boolean", description: "The submission passed the proof-of-work check." },
        fields: {
          description: "The payload as stored: what the visitor sent, without the spam traps.",
          anyOf: [{ $ref: "#/components/schemas/SapContactPayload" }, { $ref: "#/components/schemas/LeadPayload" }],
        },
      },
    },
  },
};

/** The body of the event an erasure sends (server/webhooks/webhook.ts, erasureWebhookBody). */
const subjectErasedWebhook = {
  type: "object",
  required: ["type", "timestamp", "data"],
  additionalProperties: false,
  properties: {
    type: { const: "subject.erased" },
    timestamp: { type: "string", format: "date-time", description: "When the website erased the person." },
    data: {
      type: "object",
      required: ["subject"],
      additionalProperties: false,
      properties: {
        subject: {
          type: "string",
          pattern: "^[0-9a-f]{64}$",
          description:
            "The erased e-mail address, never in clear: the hex HMAC-SHA256 of `subject.erased:` followed by " +
            "the address trimmed and in lower case, keyed with the base64-decoded part of WEBHOOK_SECRET after " +
            "`whsec_` (the signature's key). Compute the same for the addresses you hold and delete what matches.",
        },
      },
    },
  },
};

const webhookHeader = (name: string, description: string, example: string) => ({
  name,
  in: "header",
  required: true,
  description,
  schema: { type: "string" },
  example,
});

const examplePerson = { name: "Anna Beispiel", company: "Beispiel Energie GmbH", email: "anna@beispiel.example" };
const exampleService = { serviceInterest: "ams", interest: "ams", expectations: "ams" };

/** A lead as the CRM receives it: the example in the document. */
const exampleWebhook = JSON.parse(
  webhookBody({
    id: "3f2b8c1e-5d4a-4e6b-9c7d-1a2b3c4d5e6f",
    kind: "contact",
    language: "de",
    createdAt: new Date("2026-11-25T09:30:00.000Z"),
    verified: true,
    payload: { kind: "contact", ...examplePerson, ...exampleService, pageContext: "/neutra-kontakt" },
  }),
) as unknown;

/** An erasure as the CRM receives it: the example in the document (the whsec_ key of 32 zero bytes). */
const exampleErasure = JSON.parse(
  erasureWebhookBody(
    `whsec_${Buffer.alloc(32).toString("base64")}`,
    examplePerson.email,
    new Date("2026-11-28T10:15:00.000Z"),
  ),
) as unknown;

/** A webhook as the CRM receives it: signed, retried and answered alike for every event. */
function webhookOperation(event: {
  operationId: string;
  summary: string;
  description?: string;
  schema: string;
  example: unknown;
}) {
  return {
    operationId: event.operationId,
    security: [],
    summary: event.summary,
    description:
      (event.description ? `${event.description} ` : "") +
      "Signed as the Standard Webhooks specification says: `webhook-signature` is `v1,` and the base64 " +
      "HMAC-SHA256 of `webhook-id.webhook-timestamp.body`, keyed with the base64-decoded part of " +
      "WEBHOOK_SECRET after `whsec_`. Retried with backoff and jitter for three days until a 2xx; " +
      "Retry-After is honoured (30 s to 6 h); 410 Gone disables the URL until the operator enables it " +
      "again. A retry carries the same `webhook-id`: receivers deduplicate on it.",
    parameters: [
      webhookHeader(
        "webhook-id",
        "The delivery's id, the same on every retry.",
        "8d1c4a52-0f0e-4b47-9a55-2f3e9d3c1b7a",
      ),
      webhookHeader("webhook-timestamp", "Seconds since the epoch when this attempt was signed.", "1795599000"),
      webhookHeader(
        "webhook-signature",
        "`v1,` and the base64 signature.",
        "v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=",
      ),
    ],
    requestBody: {
      required: true,
      content: {
        "application/json": { schema: { $ref: `#/components/schemas/${event.schema}` }, example: event.example },
      },
    },
    responses: {
      "2XX": { description: "Delivered; not sent again." },
      "410": { description: "Gone: nothing more is sent to this URL until the operator enables it again." },
      default: { description: "Any other answer, or none within 10 s: retried (Retry-After honoured)." },
    },
  };
}

/** Neither document grants a licence: the API is the site's own, described for its integrators. */
export const openApiLicense = { name: "Proprietary, all rights reserved", url: site.url };

/** A body over the API's limit is refused before any route, GET included. */
const tooLarge = { "413": error("Body larger than 32 KiB.") };

export const openApiDocument = {
  openapi: "3.1.0",
  info: {
    title: `${site.brand} website API`,
    version: "1.0.0",
    description:
      "The public endpoints behind the site's forms and consent banner. Browsers only: posts from other sites are refused.",
    license: openApiLicense,
  },
  servers: [{ url: "/api" }],
  paths: {
    "/send-contact-email": {
      post: leadPost("sendSapContact", "SAP contact request (/sap/kontakt)", "SapContactPayload"),
    },
    "/leads": {
      post: leadPost("sendLead", "General inquiry or migration lead, told apart by `kind`", "LeadPayload"),
    },
    "/consent": {
      post: {
        operationId: "logConsent",
        security: [],
        summary: "Proof of consent (stored only with CONSENT_LOG=on; answered alike either way)",
        requestBody: {
          required: true,
          content: { "application/json": { schema: { $ref: "#/components/schemas/ConsentLogPayload" } } },
        },
        responses: { "204": { description: "Accepted." }, ...guarded },
      },
    },
    "/view": {
      post: {
        operationId: "countView",
        security: [],
        summary: "A page view from the site's beacon (counted only with ANALYTICS=on; answered alike either way)",
        description:
          "Counted per day, page, language and referring host; nothing about the visitor is stored. A body " +
          "that is not a view of one of the site's pages is answered 204 and not counted.",
        requestBody: {
          required: true,
          content: {
            "text/plain": { schema: { $ref: "#/components/schemas/PageView" } },
            "application/json": { schema: { $ref: "#/components/schemas/PageView" } },
          },
        },
        responses: {
          "204": { description: "Counted, or ignored (not a page of the site, ANALYTICS=off, over the rate limit)." },
          "403": guarded["403"],
          "413": error("Body larger than 2 KiB."),
          "415": error("Content-Type is neither text/plain nor application/json."),
          "503": error("The database is unavailable; the view was not counted."),
        },
      },
    },
    "/vitals": {
      post: {
        operationId: "reportWebVitals",
        security: [],
        summary:
          "One loading-speed figure (LCP, INP or CLS) of a page view from the site's beacon (stored only with ANALYTICS=on; answered alike either way)",
        description:
          "Added to the day's histogram of the page, language, device class and metric; nothing about the visitor " +
          "is stored. A body that is not a figure of one of the site's pages, within the metric's range, is " +
          "answered 204 and not stored.",
        requestBody: {
          required: true,
          content: {
            "text/plain": { schema: { $ref: "#/components/schemas/WebVital" } },
            "application/json": { schema: { $ref: "#/components/schemas/WebVital" } },
          },
        },
        responses: {
          "204": { description: "Stored, or ignored (not a page of the site, ANALYTICS=off, over the rate limit)." },
          "403": guarded["403"],
          "413": error(`Body larger than ${maxVitalsBytes / 1024} KiB.`),
          "415": error("Content-Type is neither text/plain nor application/json."),
          "503": error("The database is unavailable; the figure was not stored."),
        },
      },
    },
    "/health": {
      get: {
        operationId: "health",
        security: [],
        summary: "Health with a database round trip",
        responses: {
          "200": json("Health", "Serving, database reachable."),
          ...tooLarge,
          "503": json("Health", "The database is unreachable."),
        },
      },
    },
    "/openapi.json": {
      get: {
        operationId: "openApiDocument",
        security: [],
        summary: "This document",
        responses: { "200": { description: "OpenAPI 3.1", content: { "application/json": {} } }, ...tooLarge },
      },
    },
  },
  webhooks: {
    "lead.created": {
      post: webhookOperation({
        operationId: "leadCreated",
        summary: "A lead, POSTed to WEBHOOK_URL (the owner's CRM) for every lead that is mailed",
        schema: "LeadCreatedWebhook",
        example: exampleWebhook,
      }),
    },
    "subject.erased": {
      post: webhookOperation({
        operationId: "subjectErased",
        summary:
          "An erasure at a person's request (Art. 17 GDPR), POSTed to WEBHOOK_URL so the CRM can erase its copy (Art. 19 GDPR)",
        description:
          "Sent when the owner erases an address in the back office or with `npm run leads -- subject --erase`, " +
          "whether or not the website still held leads of it. It names the address only by a keyed hash.",
        schema: "SubjectErasedWebhook",
        example: exampleErasure,
      }),
    },
  },
  components: {
    schemas: {
      LeadCreatedWebhook: leadCreatedWebhook,
      SubjectErasedWebhook: subjectErasedWebhook,
      SapContactPayload: schema(sapContactPayload, "input"),
      LeadPayload: schema(leadPayload, "input"),
      ConsentLogPayload: schema(consentLogPayload, "input"),
      PageView: schema(viewPayload, "input"),
      WebVital: schema(vitalsPayload, "input"),
      LeadCreated: schema(leadCreated),
      Error: schema(apiError),
      Health: schema(health),
    },
  },
} as const;
