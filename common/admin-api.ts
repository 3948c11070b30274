/**
 * The back office's API (/api/admin/...), declared once (common/contract.ts) for the admin client
 * (admin/), the server (server/admin/) and its OpenAPI document: paths, parameters, bodies and
 * answers as schemas; the server parses every request with them, the client every answer.
 * docs/decisions/0028 says how sign-in and sessions work.
 */
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/browser";
import * as z from "zod/mini";
import { apiErrorCodes } from "./api-schemas";
import { contentEndpoints } from "./content/api";
import { endpoint, roles, type Role } from "./contract";
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
 * The inbox's filters (form, status, dates), the part of its selection that the browser's address
 * keeps (admin/screens/inbox.tsx reads them from there with this schema, a value at a time).
 * Without a status the inbox shows everything but spam; "spam" is the spam folder. `from`/`to`
 * are UTC dates, both included.
 */
export const leadFilters = z.object({
  kind: z.optional(z.enum(leadKinds)),
  status: z.optional(z.enum(leadStatusFilters)),
  from: z.optional(isoDate),
  to: z.optional(isoDate),
});
export type LeadFilters = z.infer<typeof leadFilters>;

/**
 * POST /leads/search (and POST /leads/export.csv, /leads/export.json): the filters, the search
 * term and the page as a JSON body, never a query string, since the search term may be a name and
 * addresses end up in access logs (docs/decisions/0029). `cursor` is the `nextCursor` of the page
 * before.
 */
export const leadQuery = z.extend(leadFilters, {
  q: z.optional(typed(200, "one", z.trim())),
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

// Ids are uuids, but the client needs only a string it can send back: it is not refused for it.
const instant = z.iso.datetime();
const day = z.iso.date();
const language = z.enum(["de", "en"]);

export const adminUser = z.object({ email: z.string(), role: z.enum(roles) });
export type AdminUser = z.infer<typeof adminUser>;

/** GET /auth/session, and every sign-in's answer. */
export const adminSessionInfo = z.object({
  user: adminUser,
  /** When the session ends at the latest. */
  expiresAt: instant,
});
export type AdminSessionInfo = z.infer<typeof adminSessionInfo>;

/** The user's live sessions (GET /sessions); DELETE /sessions/:id ends one. */
export const sessionInfo = z.object({
  id: z.string(),
  /** When it was signed in. */
  createdAt: instant,
  lastSeenAt: instant,
  /** Browser and system from the user agent at sign-in ("Firefox / Windows"), "" when not recognised. */
  device: z.string(),
  /** The session this request came with. */
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionInfo>;

export const passkeyInfo = z.object({
  id: credentialId,
  name: z.string(),
  createdAt: instant,
  lastUsedAt: z.nullable(instant),
});
export type PasskeyInfo = z.infer<typeof passkeyInfo>;

/**
 * A WebAuthn ceremony's start: the options for the browser (@simplewebauthn/browser takes them as
 * they are; @simplewebauthn/server made them) and the id of the challenge to answer.
 */
const ceremony = <Options>() =>
  z.object({
    challengeId: uuid,
    options: z.custom<Options>((options) => typeof options === "object" && options !== null),
  });

export const leadWorkflowStatus = z.enum(leadWorkflowStatuses);
export const leadSummary = z.object({
  id: z.string(),
  createdAt: instant,
  kind: z.enum(leadKinds),
  language,
  /** The page the form was on, e.g. "/en/odoo-migration". */
  pageContext: z.string(),
  name: z.string(),
  company: z.string(),
  email: z.string(),
  status: leadWorkflowStatus,
  spam: z.boolean(),
  unverified: z.boolean(),
});
export type LeadSummary = z.infer<typeof leadSummary>;

/** POST /leads/search */
export const leadPage = z.object({
  leads: z.array(leadSummary),
  /** Matching leads in all (for "1–50 of 312"). */
  total: z.int(),
  nextCursor: z.nullable(z.string()),
});
export type LeadPage = z.infer<typeof leadPage>;

export const deliveryQueues = ["mail", "webhook"] as const;
export type DeliveryQueue = (typeof deliveryQueues)[number];
export const deliveryInfo = z.object({
  queue: z.enum(deliveryQueues),
  id: z.string(),
  /** mail: "lead" or "autoreply"; webhook: "webhook". */
  purpose: z.string(),
  /** mail: the recipient; webhook: the endpoint's host. */
  target: z.string(),
  state: z.enum(["sent", "waiting", "failed"]),
  attempts: z.array(z.object({ at: instant, error: z.nullable(z.string()) })),
  nextAttemptAt: z.nullable(instant),
  sentAt: z.nullable(instant),
  failedAt: z.nullable(instant),
});
export type DeliveryInfo = z.infer<typeof deliveryInfo>;

/** GET /leads/:id (also the answer of PATCH and not-spam). */
export const leadDetail = z.extend(leadSummary, {
  /** Every field as the visitor sent it. */
  payload: z.record(z.string(), z.unknown()),
  note: z.string(),
  /** The note's version, to send back with a changed note (PATCH /leads/:id). */
  noteVersion: z.string(),
  deliveries: z.array(deliveryInfo),
});
export type LeadDetail = z.infer<typeof leadDetail>;

export const auditEntry = z.object({
  id: z.string(),
  at: instant,
  /** Who; null for a failed sign-in that named no known account. */
  email: z.nullable(z.string()),
  action: z.string(),
  success: z.boolean(),
  detail: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntry>;
/** GET /audit?before= */
export const auditPage = z.object({ entries: z.array(auditEntry), nextBefore: z.nullable(instant) });
export type AuditPage = z.infer<typeof auditPage>;

const count = z.int().check(z.minimum(0));
/** GET /stats?days=7|30|90 */
export const adminStats = z.object({
  from: day,
  to: day,
  /** Views per UTC day and language, every day of the period present (zeros included). */
  daily: z.array(z.object({ day, de: count, en: count })),
  /** Views per page and language, most viewed first. */
  pages: z.array(z.object({ path: z.string(), language: z.string(), views: count })),
  referrers: z.array(z.object({ host: z.string(), views: count })),
  leadsByForm: z.array(z.object({ kind: z.string(), leads: count })),
  /** Leads (spam excluded) per source page, with that page's views and leads / views. */
  conversion: z.array(z.object({ path: z.string(), leads: count, views: count, rate: z.nullable(z.number()) })),
  /** CONSENT_LOG=on: the banner's answers in the period; null when the log is off. */
  consent: z.nullable(z.object({ acceptAll: count, rejectAll: count, customise: count })),
});
export type AdminStats = z.infer<typeof adminStats>;

/**
 * A data subject's request (Art. 15 and 17 GDPR, docs/decisions/0038): the address goes in a POST
 * body, never in a path or query string.
 */
export const subjectQuery = z.object({ email });
/** POST /subjects/find: what is held about the address. */
export const subjectSummary = z.object({
  email: z.string(),
  leads: z.array(leadSummary),
  mails: z.int(),
  webhooks: z.int(),
  audit: z.int(),
});
export type SubjectSummary = z.infer<typeof subjectSummary>;
export const subjectExportFormats = ["json", "de", "en"] as const;
export type SubjectExportFormat = (typeof subjectExportFormats)[number];
/** POST /subjects/export: as JSON, or as the readable answer in German or English. */
export const subjectExport = z.object({ email, format: z.enum(subjectExportFormats) });
/**
 * POST /subjects/erase: the owner typed the address again (`confirm`), read as the address is
 * (invisible characters a pasted address brings are dropped); the server compares.
 */
export const subjectErase = z.object({ email, confirm: typed(254, "one", z.trim(), z.toLowerCase()) });
export type SubjectErase = z.infer<typeof subjectErase>;
/**
 * What an erasure deleted from the website's database, and whether the CRM was sent a
 * `subject.erased` event (WEBHOOK_URL set). Copies in mailboxes and the CRM are not in it.
 */
export const subjectErased = z.object({
  leads: z.int(),
  mails: z.int(),
  webhooks: z.int(),
  deliveryLog: z.int(),
  audit: z.int(),
  crmNotified: z.boolean(),
});
export type SubjectErased = z.infer<typeof subjectErased>;

/** Error codes of the admin API, beyond the public API's (common/api-schemas.ts). */
export const adminErrorCodes = [
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
] as const;
export type AdminErrorCode = (typeof adminErrorCodes)[number];

/** Every refusal: `{"error": code}`; a 429 also says when to try again (and Retry-After). */
export const adminError = z.object({
  error: z.enum([...apiErrorCodes, ...adminErrorCodes]),
  retryAfterSeconds: z.optional(z.int().check(z.minimum(1))),
});
/** 409 on a lead's save: someone saved in between; the lead as it is now. */
export const leadConflict = z.object({ error: z.literal("conflict"), lead: leadDetail });

// ---- Endpoints -----------------------------------------------------------------------------

const refused = adminError;
/** The user's own access (session, sign-out, sessions, passkeys): every role's. */
const everyone: readonly Role[] = roles;
const leadId = z.object({ id: uuid });

/**
 * Every endpoint of the back office's API, below /api/admin. The server implements each
 * (server/admin/*-routes.ts, a test fails for one it lacks or one it has beyond these), the
 * client calls them by name (admin/lib/api.ts), and GET /api/admin/openapi.json describes them.
 */
export const adminEndpoints = {
  // Sign-in, open to anyone (rate-limited).
  requestLink: endpoint({
    method: "POST",
    path: "/auth/link",
    summary: "Mail a sign-in link; answered alike whether or not the address has an account",
    open: true,
    body: linkRequest,
    answers: { 202: z.object({ sent: z.literal(true) }), 429: refused },
  }),
  redeemLink: endpoint({
    method: "POST",
    path: "/auth/link/redeem",
    summary: "Sign in with a mailed link's token",
    open: true,
    body: linkRedeem,
    answers: { 200: adminSessionInfo, 400: refused, 429: refused },
  }),
  signupOptions: endpoint({
    method: "POST",
    path: "/auth/signup/options",
    summary: "Start registering the first passkey with an invitation's token",
    open: true,
    body: signupOptionsRequest,
    answers: { 200: ceremony<PublicKeyCredentialCreationOptionsJSON>(), 400: refused, 429: refused },
  }),
  signupVerify: endpoint({
    method: "POST",
    path: "/auth/signup/verify",
    summary: "Store the invitation's first passkey and sign in",
    open: true,
    body: signupVerify,
    answers: { 200: adminSessionInfo, 400: refused, 429: refused },
  }),
  passkeyOptions: endpoint({
    method: "POST",
    path: "/auth/passkey/options",
    summary: "Start a sign-in with a passkey",
    open: true,
    answers: { 200: ceremony<PublicKeyCredentialRequestOptionsJSON>(), 429: refused },
  }),
  passkeyVerify: endpoint({
    method: "POST",
    path: "/auth/passkey/verify",
    summary: "Sign in with a passkey",
    open: true,
    body: passkeySignIn,
    answers: { 200: adminSessionInfo, 401: refused, 429: refused },
  }),

  // The signed-in user's own access, open to every role.
  session: endpoint({
    method: "GET",
    path: "/auth/session",
    roles: everyone,
    summary: "The signed-in user and when the session ends",
    answers: { 200: adminSessionInfo, 401: refused },
  }),
  signOut: endpoint({
    method: "POST",
    path: "/auth/sign-out",
    roles: everyone,
    summary: "Sign out",
    answers: { 204: null },
  }),
  signOutEverywhere: endpoint({
    method: "POST",
    path: "/auth/sign-out-everywhere",
    roles: everyone,
    summary: "End every session of the user",
    answers: { 204: null },
  }),
  sessions: endpoint({
    method: "GET",
    path: "/sessions",
    roles: everyone,
    summary: "The user's live sessions",
    answers: { 200: z.array(sessionInfo) },
  }),
  endSession: endpoint({
    method: "DELETE",
    path: "/sessions/:id",
    roles: everyone,
    summary: "End one of the user's sessions (the current one: a sign-out)",
    params: z.object({ id: uuid }),
    answers: { 204: null, 404: refused },
  }),
  passkeys: endpoint({
    method: "GET",
    path: "/passkeys",
    roles: everyone,
    summary: "The user's passkeys",
    answers: { 200: z.array(passkeyInfo) },
  }),
  addPasskeyOptions: endpoint({
    method: "POST",
    path: "/passkeys/options",
    roles: everyone,
    summary: "Start adding a passkey (needs a recent sign-in)",
    answers: { 200: ceremony<PublicKeyCredentialCreationOptionsJSON>(), 403: refused },
  }),
  addPasskey: endpoint({
    method: "POST",
    path: "/passkeys",
    roles: everyone,
    summary: "Add a passkey (needs a recent sign-in); the account is mailed",
    body: passkeyAdd,
    answers: { 201: passkeyInfo, 400: refused, 403: refused },
  }),
  removePasskey: endpoint({
    method: "DELETE",
    path: "/passkeys/:id",
    roles: everyone,
    summary: "Remove a passkey (needs a recent sign-in); the account is mailed",
    params: z.object({ id: credentialId }),
    answers: { 204: null, 403: refused, 404: refused },
  }),
  // The audit log names leads and data subjects: the owner's, like the back office below.
  audit: endpoint({
    method: "GET",
    path: "/audit",
    summary: "The audit log, newest first, 50 entries a page",
    query: auditQuery,
    answers: { 200: auditPage },
  }),

  // The back office: the owner's.
  leads: endpoint({
    method: "POST",
    path: "/leads/search",
    summary: "The inbox: leads matching the selection, newest first, a page at a time",
    body: leadQuery,
    answers: { 200: leadPage, 400: refused },
  }),
  exportCsv: endpoint({
    method: "POST",
    path: "/leads/export.csv",
    summary: "Every lead of the selection as CSV",
    body: leadQuery,
    answers: { 200: { download: ["text/csv"] } },
  }),
  exportJson: endpoint({
    method: "POST",
    path: "/leads/export.json",
    summary: "Every lead of the selection as JSON",
    body: leadQuery,
    answers: { 200: { download: ["application/json"] } },
  }),
  lead: endpoint({
    method: "GET",
    path: "/leads/:id",
    summary: "A lead with its note and delivery log",
    params: leadId,
    answers: { 200: leadDetail, 404: refused },
  }),
  updateLead: endpoint({
    method: "PATCH",
    path: "/leads/:id",
    summary: "Change a lead's status or note; 409 when another save came in between",
    params: leadId,
    body: leadUpdate,
    answers: { 200: leadDetail, 404: refused, 409: leadConflict },
  }),
  notSpam: endpoint({
    method: "POST",
    path: "/leads/:id/not-spam",
    summary: "Take a lead out of spam and deliver it as on arrival",
    params: leadId,
    answers: { 200: leadDetail, 404: refused, 409: refused },
  }),
  markSpam: endpoint({
    method: "POST",
    path: "/leads/:id/spam",
    summary: "Move a lead to spam; its unsent deliveries are withdrawn",
    params: leadId,
    answers: { 200: leadDetail, 404: refused, 409: refused },
  }),
  deleteLead: endpoint({
    method: "DELETE",
    path: "/leads/:id",
    summary: "Delete one lead with its mails and webhook deliveries",
    params: leadId,
    answers: { 204: null, 404: refused },
  }),
  findSubject: endpoint({
    method: "POST",
    path: "/subjects/find",
    summary: "What is held about one e-mail address (a data subject's request)",
    body: subjectQuery,
    answers: { 200: subjectSummary, 400: refused },
  }),
  exportSubject: endpoint({
    method: "POST",
    path: "/subjects/export",
    summary: "Everything held about one e-mail address, as JSON or as the readable answer",
    body: subjectExport,
    answers: { 200: { download: ["application/json", "text/plain"] }, 400: refused },
  }),
  eraseSubject: endpoint({
    method: "POST",
    path: "/subjects/erase",
    summary: "Erase everything held about one e-mail address, confirmed by typing it again",
    body: subjectErase,
    answers: { 200: subjectErased, 400: refused },
  }),
  retryDelivery: endpoint({
    method: "POST",
    path: "/deliveries/:queue/:id/retry",
    summary: "Make a failed mail or webhook delivery due again",
    params: z.object({ queue: z.enum(deliveryQueues), id: uuid }),
    answers: { 200: z.object({ ok: z.literal(true) }), 404: refused, 409: refused },
  }),
  stats: endpoint({
    method: "GET",
    path: "/stats",
    summary: "Page views, leads and conversion of the last 7, 30 or 90 days",
    query: statsQuery,
    answers: { 200: adminStats },
  }),
  ...contentEndpoints,
  document: endpoint({
    method: "GET",
    path: "/openapi.json",
    roles: everyone,
    summary: "This API's OpenAPI document",
    answers: { 200: z.record(z.string(), z.unknown()) },
  }),
};
export type AdminEndpoints = typeof adminEndpoints;
