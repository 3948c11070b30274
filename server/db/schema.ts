import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  customType,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { roles, type Role } from "../../common/contract";

/** PostgreSQL's full-text document type (drizzle has no built-in column for it). */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** The inbox's workflow states (the back office); spam and unverified are flags beside them. */
export const leadStatuses = ["new", "in_progress", "done"] as const;

/** Every lead a visitor sends, stored before anything is mailed. */
export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Which form: sap-contact, contact or odoo-migration. */
    kind: text("kind").notNull(),
    language: text("language").notNull(),
    pageContext: text("page_context").notNull(),
    name: text("name").notNull(),
    company: text("company").notNull(),
    email: text("email").notNull(),
    /** The whole validated payload as the visitor sent it (spam traps removed). */
    payload: jsonb("payload").notNull(),
    /** Caught by the honeypot or the minimum fill time: kept for review, never mailed. */
    spam: boolean("spam").notNull().default(false),
    /**
     * Came without a valid proof-of-work solution (no script, an old browser, a bot, a replayed or
     * expired one): mailed with a visible mark, or stored as spam when POW_REQUIRED=on.
     */
    unverified: boolean("unverified").notNull().default(false),
    /** Where the owner is with it in the back office: new, in_progress or done (leadStatuses). */
    status: text("status").notNull().default("new"),
    /** The owner's internal note; never mailed, never shown to the visitor. */
    note: text("note").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * The inbox's search: name, company, e-mail (also split at "@" and ".", so "acme" finds
     * max@acme.de) and message, as words of the language-neutral "simple" configuration.
     */
    search: tsvector("search").generatedAlwaysAs(
      sql`to_tsvector('simple'::regconfig, name || ' ' || company || ' ' || email || ' ' || translate(email, '@.', '  ') || ' ' || coalesce(payload->>'message', ''))`,
    ),
  },
  (t) => [
    index("leads_created_at_idx").on(t.createdAt),
    index("leads_search_idx").using("gin", t.search),
    index("leads_page_created_idx").on(t.pageContext, t.createdAt),
  ],
);

/**
 * What every delivery queue keeps per row (mail_outbox, webhook_deliveries); the worker in
 * server/delivery/queue.ts claims due rows and retries with backoff until delivered.
 */
const queueColumns = () => ({
  attempts: integer("attempts").notNull().default(0),
  nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
  /**
   * Which claim holds the row while it is being delivered: the worker renews its lease and writes
   * the outcome only while the token is still its own (docs/decisions/0024).
   */
  claimToken: uuid("claim_token"),
  lastError: text("last_error"),
  sentAt: timestamp("sent_at", { withTimezone: true }),
  /** Set when retries gave up; the operator can retry with `npm run mail -- retry ID`. */
  failedAt: timestamp("failed_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The rows a worker looks for: not delivered, not given up, by when they are due. */
const dueIndex = (name: string, t: { nextAttemptAt: AnyPgColumn; sentAt: AnyPgColumn; failedAt: AnyPgColumn }) =>
  index(name)
    .on(t.nextAttemptAt)
    .where(sql`${t.sentAt} is null and ${t.failedAt} is null`);

/**
 * Every delivery attempt of a mail or webhook (the back office's delivery log per lead): when,
 * and the error, or null when it went through.
 */
export const deliveryAttempts = pgTable(
  "delivery_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** "mail" or "webhook" (server/delivery/queue.ts, queueNames). */
    queue: text("queue").notNull(),
    deliveryId: uuid("delivery_id").notNull(),
    leadId: uuid("lead_id"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    error: text("error"),
  },
  (t) => [index("delivery_attempts_lead_idx").on(t.leadId, t.at), index("delivery_attempts_at_idx").on(t.at)],
);

/** Mails waiting to be sent. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id").references(() => leads.id),
    /**
     * "lead" (to the provider), "autoreply" (confirmation to the visitor), "admin-link" (a
     * back-office sign-up or sign-in link) or "admin-notice" (a passkey added or removed).
     */
    purpose: text("purpose").notNull().default("lead"),
    toAddress: text("to_address").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    /**
     * An admin-link mail's link: its bodies hold a placeholder where the token goes, which the
     * worker derives from this id and ADMIN_LINK_SECRET when it sends the mail (docs/decisions/0028).
     * Null once the link was voided (a newer link, a sign-in, a revocation): then it is not sent.
     */
    linkId: uuid("link_id").references(() => adminLinks.id, { onDelete: "set null" }),
    ...queueColumns(),
  },
  (t) => [dueIndex("mail_outbox_due_idx", t), index("mail_outbox_to_idx").on(t.toAddress, t.createdAt)],
);

/**
 * Proof-of-work challenges whose solution was accepted: inserted in the lead's transaction, so a
 * solution counts once even when two processes receive it at the same moment. Kept a day (the
 * challenges expire long before), then removed by the retention job.
 */
export const powSolutionsUsed = pgTable(
  "pow_solutions_used",
  {
    challengeId: text("challenge_id").primaryKey(),
    usedAt: timestamp("used_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("pow_solutions_used_at_idx").on(t.usedAt)],
);

/**
 * Leads waiting to be POSTed to WEBHOOK_URL (the owner's CRM), queued in the lead's transaction.
 * The row id is the Standard Webhooks `webhook-id`, the same on every retry.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The lead a `lead.created` event carries; null for an event about no lead (`subject.erased`). */
    leadId: uuid("lead_id").references(() => leads.id),
    /** The JSON body, fixed when queued: every attempt sends the same bytes. */
    body: text("body").notNull(),
    ...queueColumns(),
  },
  (t) => [dueIndex("webhook_deliveries_due_idx", t)],
);

/**
 * Webhook URLs that answered 410 Gone: nothing more is sent to them, by any process, until the
 * operator runs `npm run mail -- enable-webhook` (or configures another URL).
 */
export const webhookEndpoints = pgTable("webhook_endpoints", {
  url: text("url").primaryKey(),
  disabledAt: timestamp("disabled_at", { withTimezone: true }).notNull().defaultNow(),
  reason: text("reason").notNull(),
});

/** Rate-limit counters (rate-limiter-flexible's Drizzle store), shared by every server process. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  points: integer("points").notNull().default(0),
  expire: timestamp("expire", { withTimezone: true }),
});

/**
 * Proof of consent (CONSENT_LOG=on): the browser's random consent id and its choice, nothing that
 * identifies a person (no IP address, no user agent).
 */
export const consentLog = pgTable(
  "consent_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    consentId: text("consent_id").notNull(),
    revision: integer("revision").notNull(),
    functional: boolean("functional").notNull(),
    analytics: boolean("analytics").notNull(),
    marketing: boolean("marketing").notNull(),
    /** accept_all, reject_all or save. */
    action: text("action").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("consent_log_consent_id_idx").on(t.consentId, t.createdAt)],
);

/**
 * Page views counted by the server (ANALYTICS=on, docs/decisions/0027): one row per day, page,
 * language and referring host, its count raised by each view. Nothing about the visitor: no IP
 * address, no user agent, no cookie, no visitor id.
 */
export const pageViewsDaily = pgTable(
  "page_views_daily",
  {
    /** The server's UTC date of the view. */
    day: date("day").notNull(),
    /** The page's path as the visitor saw it (with the language prefix, e.g. "/en/odoo-ams"). */
    path: text("path").notNull(),
    language: text("language").notNull(),
    /** The referring page's host, "" for none or our own. */
    referrerHost: text("referrer_host").notNull().default(""),
    views: integer("views").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.path, t.language, t.referrerHost] })],
);

/**
 * The visitors' loading-speed figures (ANALYTICS=on, docs/decisions/0062) as histograms: per day,
 * page, language, device class and metric, how many page views fell into each bucket
 * (server/analytics/vitals-buckets.ts). No single measurement and nothing about the visitor.
 */
export const webVitalsDaily = pgTable(
  "web_vitals_daily",
  {
    /** The server's UTC date of the report. */
    day: date("day").notNull(),
    /** The page's canonical path, as page_views_daily has it. */
    path: text("path").notNull(),
    language: text("language").notNull(),
    /** "phone" or "desktop", by the viewport's width. */
    device: text("device").notNull(),
    /** "LCP", "INP" or "CLS". */
    metric: text("metric").notNull(),
    /** The bucket's upper edge: milliseconds for LCP and INP, thousandths for CLS. */
    bucket: integer("bucket").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.path, t.language, t.device, t.metric, t.bucket] })],
);

/**
 * People who may use the back office (/admin). No self sign-up: `npm run admin -- invite EMAIL`
 * creates them; `revoke` sets revokedAt, which ends their sessions at the next request.
 */
export const adminUsers = pgTable(
  "admin_users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Lower-cased. */
    email: text("email").notNull().unique(),
    /** WebAuthn's user handle: random, so a passkey reveals nothing about the account. */
    webauthnUserId: text("webauthn_user_id").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** "de" or "en": the language of their invitation, then of their last link request; notices go in it. */
    lang: text("lang").notNull().default("de"),
    /** What they may do (common/contract.ts, roles): given with the invitation; users from before roles are owners. */
    role: text("role").$type<Role>().notNull().default("owner"),
  },
  // The roles as the code knows them: a new one changes this constraint, and drizzle-kit's next migration with it.
  (t) => [check("admin_users_role_check", sql`${t.role} in (${sql.raw(roles.map((r) => `'${r}'`).join(", "))})`)],
);

/** A user's passkeys (WebAuthn credentials). */
export const adminPasskeys = pgTable(
  "admin_passkeys",
  {
    /** The credential id, base64url. */
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    /** The COSE public key, base64url. */
    publicKey: text("public_key").notNull(),
    counter: integer("counter").notNull().default(0),
    /** The authenticator's transports as it reported them (usb, internal, hybrid, ...). */
    transports: jsonb("transports").$type<string[]>().notNull().default([]),
    deviceType: text("device_type").notNull(),
    backedUp: boolean("backed_up").notNull(),
    /** What the user called it ("MacBook", "YubiKey"). */
    name: text("name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [index("admin_passkeys_user_idx").on(t.userId)],
);

/**
 * Signed-in sessions. The cookie carries a random token; only its SHA-256 is stored, so a copy of
 * the database signs nobody in. Idle expiry through lastSeenAt, absolute through expiresAt.
 */
export const adminSessions = pgTable(
  "admin_sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    /** What the account screen names a session by (ending one); the token's hash never leaves the server. */
    id: uuid("id").notNull().unique().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    /** The sign-in: every sign-in makes a new session, so this is also when its user last proved who they are. */
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** "Firefox on Windows": browser and system from the user agent at sign-in; neither the user agent itself nor an IP address. */
    device: text("device").notNull().default(""),
  },
  (t) => [index("admin_sessions_user_idx").on(t.userId)],
);

/**
 * One-time links: "signup" (from an invitation, 24 h) and "signin" (mailed on request, 15 min).
 * The token is derived from the id with ADMIN_LINK_SECRET, which is not in the database; only the
 * token's SHA-256 is stored. usedAt makes it single-use.
 */
export const adminLinks = pgTable(
  "admin_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    id: uuid("id").notNull().unique().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("admin_links_expires_idx").on(t.expiresAt)],
);

/**
 * WebAuthn challenges waiting for their answer: single-use, a few minutes; each insert deletes the
 * expired ones and all but the newest few hundred (server/admin/passkeys.ts).
 */
export const adminChallenges = pgTable(
  "admin_challenges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    challenge: text("challenge").notNull(),
    /** "register" (a user adding a passkey) or "authenticate" (signing in). */
    purpose: text("purpose").notNull(),
    /** The user a registration is for; null for a sign-in, whose user the passkey names. */
    userId: uuid("user_id").references(() => adminUsers.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("admin_challenges_expires_idx").on(t.expiresAt)],
);

/**
 * What happened in the back office: sign-ins (success and failure), sign-outs, passkeys added or
 * removed, status changes, notes, "not spam", exports and retries. Kept as the privacy policy says
 * (server/retention.ts).
 */
export const adminAudit = pgTable(
  "admin_audit",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** Who did it; null for a failed sign-in that named no known account. */
    userId: uuid("user_id").references(() => adminUsers.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    success: boolean("success").notNull().default(true),
    /** What it concerned: a lead id, a status, an export's filter and row count, a reason. */
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index("admin_audit_at_idx").on(t.at)],
);

/**
 * The owner's edits of the site's texts and facts (docs/decisions/0040). A key names one text in
 * one language (`text:de:home:hero.title`) or one fact (`fact:figures:amsMonthlyFromEur`). A draft
 * is one per key, seen only in the back office's preview until it is published.
 */
export const contentDrafts = pgTable("content_drafts", {
  key: text("key").primaryKey(),
  /** The new value; null asks to go back to the value shipped with the code. */
  value: jsonb("value").$type<unknown>(),
  updatedBy: uuid("updated_by").references(() => adminUsers.id, { onDelete: "set null" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every published value, newest last: the live value of a key is its newest row. Kept for the
 * history and for restoring; a row with a null value put the shipped value back.
 */
export const contentVersions = pgTable(
  "content_versions",
  {
    id: serial("id").primaryKey(),
    key: text("key").notNull(),
    value: jsonb("value").$type<unknown>(),
    /** The value shipped with the code when this was published: a later release may change it. */
    shipped: jsonb("shipped").$type<unknown>(),
    publishedBy: uuid("published_by").references(() => adminUsers.id, { onDelete: "set null" }),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    /** The version this one restored, when it was a restore. */
    restoredFrom: integer("restored_from"),
  },
  (t) => [index("content_versions_key_idx").on(t.key, t.id)],
);

/**
 * Texts whose other language changed without them: marked until someone saves them (a text in
 * one language published while its counterpart was left as it was).
 */
export const contentReviews = pgTable("content_reviews", {
  key: text("key").primaryKey(),
  /** The key in the other language whose change asks for this review. */
  because: text("because").notNull(),
  since: timestamp("since", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * How each content revision rendered (docs/decisions/0056): a process that finds the newest
 * revision failed serves the newest one that rendered, at start too, and does not try again until
 * the revision changes; the back office shows the failure.
 */
export const contentRenders = pgTable("content_renders", {
  /** The revision: the newest content version's id when it was rendered. */
  revision: integer("revision").primaryKey(),
  ok: boolean("ok").notNull(),
  /** Why it failed: the page, the keys that may have caused it, the renderer's message. */
  failure: jsonb("failure").$type<unknown>(),
  at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
});

/** PostgreSQL's byte string: images live in the database, so every process and every backup has them. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The media library (docs/decisions/0063): one row an image, its master (upright, sRGB, no
 * metadata; the upload itself is never stored) and what the owner says about it.
 */
export const media = pgTable("media", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** The file's name as uploaded, for the library's search; never a path. */
  name: text("name").notNull(),
  /** What the upload was, by its bytes: image/jpeg, image/png, image/webp or image/avif. */
  type: text("type").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  /** The upload's size. */
  bytes: integer("bytes").notNull(),
  master: bytea("master").notNull(),
  colour: text("colour").notNull(),
  placeholder: text("placeholder").notNull(),
  /** Alt texts, caption, credit, licence, decorative, focal point (common/admin/media-api.ts). */
  description: jsonb("description").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every size and format of an image, served at /media/<hash>-<size>.<format> by the hash of its
 * bytes. Each image owns its rows: two images of the same file hold the same hashes, each in its
 * own rows, so deleting one never takes the other's files (docs/decisions/0070).
 */
export const mediaVariants = pgTable(
  "media_variants",
  {
    mediaId: uuid("media_id")
      .notNull()
      .references(() => media.id, { onDelete: "cascade" }),
    /** A width ("640"), or "og" for the share crop. */
    size: text("size").notNull(),
    format: text("format").notNull(),
    hash: text("hash").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.mediaId, table.size, table.format] }),
    index("media_variants_hash_idx").on(table.hash),
  ],
);

/**
 * The collections' entries (docs/decisions/0068): references, insights, team members. An entry
 * has a version per language; a deleted entry's row goes, its slugs and history stay.
 */
export const collectionEntries = pgTable(
  "collection_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** common/collections/index.ts names them. */
    collection: text("collection").notNull(),
    createdBy: uuid("created_by").references(() => adminUsers.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("collection_entries_collection_idx").on(t.collection)],
);

/**
 * One language of an entry: its draft (the draft schema's parsed object) and what is published
 * (the publish schema's), each as jsonb; a scheduled publish's minute; the "needs review" mark
 * the German version's publish sets on the English one.
 */
export const collectionVersions = pgTable(
  "collection_versions",
  {
    entryId: uuid("entry_id")
      .notNull()
      .references(() => collectionEntries.id, { onDelete: "cascade" }),
    lang: text("lang").notNull(),
    draft: jsonb("draft").$type<Record<string, unknown>>().notNull(),
    /** Counts the draft's saves: a save that names an older one is refused (two people editing). */
    draftRevision: integer("draft_revision").notNull().default(1),
    draftSavedAt: timestamp("draft_saved_at", { withTimezone: true }).notNull().defaultNow(),
    draftSavedBy: uuid("draft_saved_by").references(() => adminUsers.id, { onDelete: "set null" }),
    published: jsonb("published").$type<Record<string, unknown>>(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    publishedBy: uuid("published_by").references(() => adminUsers.id, { onDelete: "set null" }),
    /** The minute the draft goes live; claimed and cleared by exactly one process. */
    publishAt: timestamp("publish_at", { withTimezone: true }),
    scheduledBy: uuid("scheduled_by").references(() => adminUsers.id, { onDelete: "set null" }),
    /** The content rules' warnings acknowledged when it was scheduled (their codes). */
    scheduleAcknowledged: jsonb("schedule_acknowledged").$type<string[]>(),
    /** Why the last scheduled publish did not go live (its draft no longer passed the checks). */
    scheduleFailure: jsonb("schedule_failure").$type<unknown>(),
    needsReview: boolean("needs_review").notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.entryId, t.lang] }), index("collection_versions_publish_at_idx").on(t.publishAt)],
);

/**
 * Every slug an entry's version was published under, per collection and language: the current
 * one answers with the entry, an earlier one with a 301 to it, one whose entry is unpublished or
 * deleted (entry_id null) with 410.
 */
export const collectionSlugs = pgTable(
  "collection_slugs",
  {
    collection: text("collection").notNull(),
    lang: text("lang").notNull(),
    slug: text("slug").notNull(),
    entryId: uuid("entry_id").references(() => collectionEntries.id, { onDelete: "set null" }),
    current: boolean("current").notNull().default(false),
    since: timestamp("since", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.collection, t.lang, t.slug] }), index("collection_slugs_entry_idx").on(t.entryId)],
);

/**
 * What happened to each published version, newest last: publishes (with the data), restores,
 * unpublishes and deletions. Kept after an entry's deletion; its newest id tells every process
 * that the published collections changed.
 */
export const collectionHistory = pgTable(
  "collection_history",
  {
    id: serial("id").primaryKey(),
    entryId: uuid("entry_id").notNull(),
    collection: text("collection").notNull(),
    lang: text("lang").notNull(),
    action: text("action").$type<"published" | "unpublished" | "deleted">().notNull(),
    data: jsonb("data").$type<Record<string, unknown>>(),
    by: uuid("by").references(() => adminUsers.id, { onDelete: "set null" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** The history entry this publish put back, when it was a restore. */
    restoredFrom: integer("restored_from"),
  },
  (t) => [index("collection_history_entry_idx").on(t.entryId, t.id)],
);

/**
 * An entry's preview as the editor asked for it (server/admin/collections-preview.ts): the page
 * rendered with the form's draft, kept for its frames to load from any process, for minutes only.
 */
export const collectionPreviews = pgTable(
  "collection_previews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Only who asked for it sees it. */
    userId: uuid("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    html: text("html").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("collection_previews_created_idx").on(t.createdAt)],
);
