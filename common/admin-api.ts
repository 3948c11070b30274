/**
 * The back office's API (/api/admin/...), declared once for the admin client (admin/) and the
 * server (server/admin/): paths, request bodies and query strings as schemas (the server parses
 * with them), answers as types. docs/decisions/0028 says how sign-in and sessions work.
 */
import * as z from "zod/mini";
import { leadKinds } from "./lead-schemas";

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

const email = z
  .string()
  .check(z.trim(), z.toLowerCase(), z.minLength(3), z.maxLength(254), z.regex(/^[^\s@]+@[^\s@]+$/));
const token = z.string().check(z.minLength(20), z.maxLength(200), z.regex(/^[A-Za-z0-9_-]+$/));
const uuid = z.uuid();
const passkeyName = z.string().check(z.trim(), z.minLength(1), z.maxLength(80));
/** A WebAuthn response from @simplewebauthn/browser; @simplewebauthn/server checks its content. */
const webauthnResponse = z.record(z.string(), z.unknown());

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
export const passkeySignIn = z.object({ challengeId: uuid, response: webauthnResponse });

// ---- With a session ------------------------------------------------------------------------

/** POST /passkeys/options (empty body) -> {challengeId, options}; POST /passkeys: */
export const passkeyAdd = z.object({ challengeId: uuid, name: passkeyName, response: webauthnResponse });

export const leadStatusFilters = ["new", "in_progress", "done", "spam", "unverified"] as const;
export type LeadStatusFilter = (typeof leadStatusFilters)[number];
export const leadWorkflowStatuses = ["new", "in_progress", "done"] as const;
export type LeadWorkflowStatus = (typeof leadWorkflowStatuses)[number];

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/**
 * GET /leads (and /leads/export.csv, /leads/export.json): the query string. Without a status the
 * inbox shows everything but spam; "spam" is the spam folder. `from`/`to` are UTC dates, both
 * included. `cursor` is the `nextCursor` of the page before.
 */
export const leadQuery = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  kind: z.optional(z.enum(leadKinds)),
  status: z.optional(z.enum(leadStatusFilters)),
  from: z.optional(isoDate),
  to: z.optional(isoDate),
  cursor: z.optional(z.string().check(z.maxLength(100))),
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100))),
});
export type LeadQuery = z.infer<typeof leadQuery>;

/** PATCH /leads/:id */
export const leadUpdate = z.object({
  status: z.optional(z.enum(leadWorkflowStatuses)),
  note: z.optional(z.string().check(z.maxLength(5000))),
});

/** GET /stats?days= */
export const statsPeriods = [7, 30, 90] as const;
export const statsQuery = z.object({ days: z.coerce.number().check(z.refine((d) => [7, 30, 90].includes(d))) });

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
  | "not_failed";
