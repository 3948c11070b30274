/**
 * The API's answers, as schemas: the handlers' bodies are typed by them, and the OpenAPI document
 * (server/openapi.ts) describes them with zod's own JSON Schema output.
 */
import * as z from "zod/mini";
import { validationCodes } from "./lead-schemas";

export const leadCreated = z.object({ id: z.uuid() });

export const apiErrorCodes = [
  "invalid",
  "invalid_json",
  "cross_site",
  "not_found",
  "method_not_allowed",
  "payload_too_large",
  "unsupported_media_type",
  "rate_limited",
  "unavailable",
  "internal_error",
] as const;
export type ApiErrorCode = (typeof apiErrorCodes)[number];

export const apiError = z.object({
  error: z.enum(apiErrorCodes),
  /** 400 on a lead: the first problem of each field, as a code the forms translate. */
  fields: z.optional(z.record(z.string(), z.enum(validationCodes))),
  /** 429 on a lead: when the client may try again (also in Retry-After). */
  retryAfterSeconds: z.optional(z.int().check(z.minimum(1))),
});

export const health = z.object({ status: z.enum(["ok", "unavailable"]) });
