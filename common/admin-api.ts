/**
 * The back office's API (/api/admin/...), declared once for the admin client (admin/) and the
 * server (server/admin/): paths, request bodies and query strings as schemas (the server parses
 * with them), answers as types. docs/decisions/0028 says how sign-in and sessions work.
 */
import * as z from "zod/mini";
import { isFreeText, isSingleLine, leadKinds, withoutInvisible } from "./lead-schemas";

z.config({ jitless: true });

export const adminApi = "/api/admin";

/** Where the back office lives, per language; every path below these is the same client. */
export const adminPaths = { de: "/admin", en: "/en/admin" } as const;

/**
 * The one-time links put their token in the fragment (never sent to a server, never in a log or
 * a Referer): `/admin#signup=TOKEN` (an invitation, 24 h), `/admin#signin=TOKEN` (15 min).
 */
export const linkFragments = { signup: "signup", signin: "signin" } as const;
export type LinkPurpose = keyof typeof linkFragments;

export const linkLifetimeMs: Record<LinkPurpose, number> = { signup: 24 * 3600_000, signin: 15 * 60_000 };
export const sessionLifetimeMs = { idle: 12 * 3600_000, absolute: 7 * 24 * 3600_000 } as const;

/**
 * Adding or removing a passkey needs a sign-in (passkey or link) this recent; an older session gets
 * 403 `reauth_required` and signs in again first.
 */
export const reauthWindowMs = 10 * 60_000;

/**
 * What a person types into the back office, as the lead forms take it (common/lead-schemas.ts):
 * invisible formatters removed, control characters refused (one line: all of them; free text:
 * all but line breaks and tabs), so nothing reaches the database that it cannot store (NUL) or
 * that shows differently from what it is.
 */
const typed = (max: number, lines: "one" | "many", ...checks: z.core.$ZodCheck<string>[]) =>
  z
    .string()
    .check(
      z.overwrite(withoutInvisible),
      ...checks,
      z.maxLength(max),
      z.refine(lines === "one" ? isSingleLine : isFreeText),
    );

const email = typed(254, "one", z.trim(), z.toLowerCase(), z.minLength(3), z.regex(/^[^\s@]+@[^\s@]+$/));
const token = z.string().check(z.minLength(20), z.maxLength(200), z.regex(/^[A-Za-z0-9_-]+$/));
const uuid = z.uuid();
const passkeyName = typed(80, "one", z.trim(), z.minLength(1));
/** A WebAuthn response from @simplewebauthn/browser; @simplewebauthn/server checks its content. */
const webauthnResponse = z.record(z.string(), z.unknown());
/** A passkey's credential id, base64url as WebAuthn gives it (also the passkey's id in the API). */
export const credentialId = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,1024}$/));

// ---- Sign-in (no session needed) ----------------------------------------------------------

/** POST /auth/link: mail a sign-in link. Always 202, whether or not the address has an account. */
export const linkRequest = z.object({ email, lang: z.enum(["de", "en"]) });
/** POST /auth/link/redeem: a mailed sign-in link's token -> session. */
export const linkRedeem = z.object({ token });
/** POST /auth/signup/options: an invitation's token -> registration options. */
export const signupOptionsRequest = z.object({ token });
/** POST /auth/signup/verify: the invitation's first passkey -> session. */
export const signupVerify = z.object({
  token,
  challengeId: uuid,
  name: passkeyName,
  response: webauthnResponse,
});
/** POST /auth/passkey/options (empty body) -> {challengeId, options}; POST /auth/passkey/verify: */
export const passkeySignIn = z.object({
  challengeId: uuid,
  // The credential id is looked up before the rest is checked.
  response: z.intersection(webauthnResponse, z.looseObject({ id: credentialId })),
});

// ---- With a session ------------------------------------------------------------------------

/** POST /passkeys/options (empty body) -> {challengeId, options}; POST /passkeys: */
export const passkeyAdd = z.object({ challengeId: uuid, name: passkeyName, response: webauthnResponse });

export const leadStatusFilters = ["new", "in_progress", "done", "spam", "unverified"] as const;
export type LeadStatusFilter = (typeof leadStatusFilters)[number];
export const leadWorkflowStatuses = ["new", "in_progress", "done"] as const;
export type LeadWorkflowStatus = (typeof leadWorkflowStatuses)[number];

/**
 * The days a date in a filter or cursor may name: every lead, audit entry and statistic lies
 * within them, and every bound of them is a date PostgreSQL takes (it refuses the year 10000).
 */
export const dateWindow = { from: "2000-01-01", to: "2099-12-31" } as const;
/** An ISO date or instant ("2026-11-25", "2026-11-25T10:00:00.000Z") within the window. */
export const isInDateWindow = (iso: string) => iso.slice(0, 10) >= dateWindow.from && iso.slice(0, 10) <= dateWindow.to;
/** A calendar date, YYYY-MM-DD (no 30 February), within the window. */
const isoDate = z.iso.date().check(z.refine(isInDateWindow));

/**
 * POST /leads/search (and POST /leads/export.csv, /leads/export.json): the inbox's selection as a
 * JSON body, never a query string, since the search term may be a name and addresses end up in
 * access logs (docs/decisions/0029). Without a status the inbox shows everything but spam; "spam"
 * is the spam folder. `from`/`to` are UTC dates, both included. `cursor` is the `nextCursor` of
 * the page before.
 */
export const leadQuery = z.object({
  q: z.optional(typed(200, "one", z.trim())),
  kind: z.optional(z.enum(leadKinds)),
  status: z.optional(z.enum(leadStatusFilters)),
  from: z.optional(isoDate),
  to: z.optional(isoDate),
  cursor: z.optional(z.string().check(z.maxLength(100))),
  limit: z.optional(z.int().check(z.minimum(1), z.maximum(100))),
});
export type LeadQuery = z.infer<typeof leadQuery>;

/**
 * PATCH /leads/:id: a new status, a new note, or both. Each carries what the client's change was
 * based on (the status it showed, the note's `noteVersion`): when another save came in between,
 * the answer is 409 `{ error: "conflict", lead }` with the lead as it is now, and nothing is saved.
 */
export const leadUpdate = z
  .object({
    status: z.optional(z.enum(leadWorkflowStatuses)),
    statusWas: z.optional(z.enum(leadWorkflowStatuses)),
    note: z.optional(typed(5000, "many")),
    noteVersion: z.optional(z.string().check(z.maxLength(100))),
  })
  .check(
    z.refine(
      (update) =>
        (update.status !== undefined || update.note !== undefined) &&
        (update.status === undefined || update.statusWas !== undefined) &&
        (update.note === undefined || update.noteVersion !== undefined),
    ),
  );

export type LeadUpdate = z.infer<typeof leadUpdate>;

/** GET /stats?days= */
export const statsPeriods = [7, 30, 90] as const;
export const statsQuery = z.object({ days: z.coerce.number().check(z.refine((d) => [7, 30, 90].includes(d))) });

/** GET /audit?before=: an instant as the page before named it (`nextBefore`), within the window. */
export const auditQuery = z.object({ before: z.optional(z.iso.datetime().check(z.refine(isInDateWindow))) });

// ---- Answers -------------------------------------------------------------------------------

export interface AdminUser {
  email: string;
}
/** GET /auth/session */
export interface AdminSessionInfo {
  user: AdminUser;
  /** When the session ends at the latest (ISO). */
  expiresAt: string;
}

/** GET /sessions: the user's live sessions; DELETE /sessions/:id ends one. */
export interface SessionInfo {
  id: string;
  /** When it was signed in. */
  createdAt: string;
  lastSeenAt: string;
  /** Browser and system from the user agent at sign-in ("Firefox / Windows"), "" when not recognised. */
  device: string;
  /** The session this request came with. */
  current: boolean;
}

export interface PasskeyInfo {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export interface LeadSummary {
  id: string;
  createdAt: string;
  kind: (typeof leadKinds)[number];
  language: "de" | "en";
  /** The page the form was on, e.g. "/en/odoo-migration". */
  pageContext: string;
  name: string;
  company: string;
  email: string;
  status: LeadWorkflowStatus;
  spam: boolean;
  unverified: boolean;
}
/** GET /leads */
export interface LeadPage {
  leads: LeadSummary[];
  /** Matching leads in all (for "1–50 of 312"). */
  total: number;
  nextCursor: string | null;
}

export type DeliveryQueue = "mail" | "webhook";
export interface DeliveryInfo {
  queue: DeliveryQueue;
  id: string;
  /** mail: "lead" or "autoreply"; webhook: "webhook". */
  purpose: string;
  /** mail: the recipient; webhook: the endpoint's host. */
  target: string;
  state: "sent" | "waiting" | "failed";
  attempts: { at: string; error: string | null }[];
  nextAttemptAt: string | null;
  sentAt: string | null;
  failedAt: string | null;
}

/** GET /leads/:id (also the answer of PATCH and not-spam) */
export interface LeadDetail extends LeadSummary {
  /** Every field as the visitor sent it. */
  payload: Record<string, unknown>;
  note: string;
  /** The note's version, to send back with a changed note (PATCH /leads/:id). */
  noteVersion: string;
  deliveries: DeliveryInfo[];
}

export interface AuditEntry {
  id: string;
  at: string;
  /** Who; null for a failed sign-in that named no known account. */
  email: string | null;
  action: string;
  success: boolean;
  detail: Record<string, unknown>;
}
/** GET /audit?before=ISO */
export interface AuditPage {
  entries: AuditEntry[];
  nextBefore: string | null;
}

/** GET /stats?days=7|30|90 */
export interface AdminStats {
  from: string;
  to: string;
  /** Views per UTC day and language, every day of the period present (zeros included). */
  daily: { day: string; de: number; en: number }[];
  /** Views per page and language, most viewed first. */
  pages: { path: string; language: string; views: number }[];
  referrers: { host: string; views: number }[];
  leadsByForm: { kind: string; leads: number }[];
  /** Leads (spam excluded) per source page, with that page's views and leads / views. */
  conversion: { path: string; leads: number; views: number; rate: number | null }[];
  /** CONSENT_LOG=on: the banner's answers in the period; null when the log is off. */
  consent: { acceptAll: number; rejectAll: number; customise: number } | null;
}

/** Error codes of the admin API, beyond the public API's (common/api-schemas.ts). */
export type AdminErrorCode =
  | "unauthorized"
  | "link_invalid"
  | "sign_in_failed"
  | "registration_failed"
  | "challenge_expired"
  | "reauth_required"
  | "not_spam"
  | "not_failed"
  | "conflict";
