import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("leads_created_at_idx").on(t.createdAt)],
);

/** Mails waiting to be sent; the worker claims due rows and retries with backoff until sent. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id").references(() => leads.id),
    /** "lead" (to the provider) or "autoreply" (confirmation to the visitor). */
    purpose: text("purpose").notNull().default("lead"),
    toAddress: text("to_address").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** Set when retries gave up; the operator can retry with `npm run mail -- retry ID`. */
    failedAt: timestamp("failed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("mail_outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
    index("mail_outbox_to_idx").on(t.toAddress, t.createdAt),
  ],
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
