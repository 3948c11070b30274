/**
 * What every area of the back office's API (common/admin-api.ts) builds on: its address, the
 * back office's, the refusal's body, and the fields a person types or an answer carries.
 */
import * as z from "zod/mini";
import { apiErrorCodes } from "../api-schemas";
import { roles, type Role } from "../contract";
import { isFreeText, isSingleLine, withoutInvisible } from "../lead-schemas";

z.config({ jitless: true });

export const adminApi = "/api/admin";

/** Where the back office lives, per language; every path below these is the same client. */
export const adminPaths = { de: "/admin", en: "/en/admin" } as const;

/**
 * What a person types into the back office, as the lead forms take it (common/lead-schemas.ts):
 * invisible formatters removed, control characters refused (one line: all of them; free text:
 * all but line breaks and tabs), so nothing reaches the database that it cannot store (NUL) or
 * that shows differently from what it is.
 */
export const typed = (max: number, lines: "one" | "many", ...checks: z.core.$ZodCheck<string>[]) =>
  z
    .string()
    .check(
      z.overwrite(withoutInvisible),
      ...checks,
      z.maxLength(max),
      z.refine(lines === "one" ? isSingleLine : isFreeText),
    );

export const email = typed(254, "one", z.trim(), z.toLowerCase(), z.minLength(3), z.regex(/^[^\s@]+@[^\s@]+$/));
export const uuid = z.uuid();

/**
 * The days a date in a filter or cursor may name: every lead, audit entry and statistic lies
 * within them, and every bound of them is a date PostgreSQL takes (it refuses the year 10000).
 */
const dateWindow = { from: "2000-01-01", to: "2099-12-31" } as const;
/** An ISO date or instant ("2026-11-25", "2026-11-25T10:00:00.000Z") within the window. */
export const isInDateWindow = (iso: string) => iso.slice(0, 10) >= dateWindow.from && iso.slice(0, 10) <= dateWindow.to;
/** A calendar date, YYYY-MM-DD (no 30 February), within the window. */
export const isoDate = z.iso.date().check(z.refine(isInDateWindow));

// In answers. Ids are uuids, but the client needs only a string it can send back: it is not refused for it.
export const instant = z.iso.datetime();
export const day = z.iso.date();
export const language = z.enum(["de", "en"]);

/** Error codes of the admin API, beyond the public API's (common/api-schemas.ts). */
const adminErrorCodes = [
  "unauthorized",
  "link_invalid",
  "sign_in_failed",
  "registration_failed",
  "challenge_expired",
  "reauth_required",
  "not_spam",
  "spam",
  "not_failed",
  "conflict",
  "confirm_mismatch",
  "forbidden",
  "preview_busy",
  "preview_failed",
  "preview_unavailable",
  "invalid_image",
  "in_use",
] as const;

/** Every refusal: `{"error": code}`; a 429 also says when to try again (and Retry-After). */
export const adminError = z.object({
  error: z.enum([...apiErrorCodes, ...adminErrorCodes]),
  retryAfterSeconds: z.optional(z.int().check(z.minimum(1))),
});
export const refused = adminError;

/** The user's own access (session, sign-out, sessions, passkeys): every role's. */
export const everyone: readonly Role[] = roles;
