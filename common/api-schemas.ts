/**
 * The public API's answers, as schemas: the OpenAPI document (server/openapi.ts) describes them
 * with zod's own JSON Schema output, and server/openapi.test.ts holds the handlers' real answers
 * to it. The admin API's error codes extend these (common/admin-api.ts), where every endpoint's
 * answers are declared and its handlers are typed by them (common/contract.ts).
 */
import * as z from "zod/mini";
import { validationCodes } from "./lead-schemas";

/**
 * A stored lead. `review`: it came without a valid proof-of-work solution while POW_REQUIRED is
 * on, so it waits for a person to look at it and the form's promised response time does not apply.
 */
export const leadCreated = z.object({ id: z.uuid(), review: z.optional(z.literal(true)) });

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

export const apiError = z.object({
  error: z.enum(apiErrorCodes),
  /** 400 on a lead: the first problem of each field, as a code the forms translate. */
  fields: z.optional(z.record(z.string(), z.enum(validationCodes))),
  /** 429 on a lead: when the client may try again (also in Retry-After). */
  retryAfterSeconds: z.optional(z.int().check(z.minimum(1))),
});

export const health = z.object({ status: z.enum(["ok", "unavailable"]) });
