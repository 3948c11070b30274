import { createHmac } from "node:crypto";
import { unlinkSync } from "node:fs";
import { and, asc, inArray, lte, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { adminAudit, deliveryAttempts, leads, mailOutbox, webhookDeliveries } from "../db/schema";
import { audit } from "../services/audit";
import { dataDirSecret } from "../data-dir-secret";
import { mailFile } from "../mail/transport";
import { queueErasureWebhook } from "../webhooks/webhook";

/**
 * Requests of a data subject (Art. 15 and 17 GDPR) for one e-mail address: everything held about
 * it, and its erasure. Used by `npm run leads -- subject` and the back office (docs/decisions/0038).
 */

/** The address as it is compared: case-insensitively, without surrounding blanks. */
export const normalizeAddress = (email: string) => email.trim().toLowerCase();

/**
 * The key of the erasures' hashes (ERASURE_SECRET, or generated into DATA_DIR/erasure-secret): not
 * in the database, so neither it nor a backup can test a guessed address against the audit log.
 */
export const erasureSecret = (configured: string | undefined, dataDir: string) =>
  dataDirSecret(configured, dataDir, "erasure-secret");

/** The keyed hash that stands for an erased address in the audit log and the erasure log. */
export function subjectHash(key: string, email: string): string {
  return createHmac("sha256", key).update(normalizeAddress(email)).digest("hex");
}

export type DeliveryState = "sent" | "failed" | "waiting";
const stateOf = (row: { sentAt: Date | null; failedAt: Date | null }): DeliveryState =>
  row.sentAt ? "sent" : row.failedAt ? "failed" : "waiting";

/** Everything held about one address (the export's content). */
export async function findSubject(db: Db, email: string) {
  const address = normalizeAddress(email);
  const leadRows = await db
    .select()
    .from(leads)
    .where(sql`lower(${leads.email}) = ${address}`)
    .orderBy(asc(leads.createdAt));
  const leadIds = leadRows.map((lead) => lead.id);
  const mails = await db.select().from(mailOutbox).where(mailsOf(address, leadIds)).orderBy(asc(mailOutbox.createdAt));
  const webhooks = leadIds.length
    ? await db
        .select()
        .from(webhookDeliveries)
        .where(inArray(webhookDeliveries.leadId, leadIds))
        .orderBy(asc(webhookDeliveries.createdAt))
    : [];
  const auditRows = await db
    .select({ at: adminAudit.at, action: adminAudit.action, detail: adminAudit.detail })
    .from(adminAudit)
    .where(auditOf(address, leadIds))
    .orderBy(asc(adminAudit.at));
  return {
    email: address,
    leads: leadRows.map(({ search: _search, ...lead }) => lead),
    mails: mails.map((mail) => ({
      id: mail.id,
      leadId: mail.leadId,
      purpose: mail.purpose,
      toAddress: mail.toAddress,
      subject: mail.subject,
      state: stateOf(mail),
      attempts: mail.attempts,
      createdAt: mail.createdAt,
      sentAt: mail.sentAt,
      failedAt: mail.failedAt,
      lastError: mail.lastError,
    })),
    webhooks: webhooks.map((delivery) => ({
      id: delivery.id,
      leadId: delivery.leadId,
      state: stateOf(delivery),
      attempts: delivery.attempts,
      createdAt: delivery.createdAt,
      sentAt: delivery.sentAt,
      failedAt: delivery.failedAt,
      lastError: delivery.lastError,
    })),
    audit: auditRows,
  };
}

export type SubjectRecords = Awaited<ReturnType<typeof findSubject>>;

/**
 * The purposes of mails sent to the person they are about: a visitor's confirmation, a user's
 * back-office link or passkey notice. A lead mail goes to a staff address but is about the lead's
 * sender: it is never the recipient's (docs/decisions/0054).
 */
const aboutTheRecipient = ["autoreply", "admin-link", "admin-notice"];

/**
 * The person's mails: those of their leads, those answering to them (Reply-To) and those sent to
 * them about themselves. Never matched by the recipient alone: a request for a staff address
 * would take every lead mail sent to it.
 */
const mailsOf = (address: string, leadIds: string[]): SQL =>
  or(
    leadIds.length ? inArray(mailOutbox.leadId, leadIds) : undefined,
    sql`lower(${mailOutbox.replyTo}) = ${address}`,
    and(inArray(mailOutbox.purpose, aboutTheRecipient), sql`lower(${mailOutbox.toAddress}) = ${address}`),
  )!;

/**
 * The address as a PostgreSQL regular expression that finds it whole, not as the tail or head of
 * a longer one: n@example.test is neither in ann@example.test nor in n@example.test.eu.
 */
const wholeAddress = (address: string) =>
  `(?<![a-z0-9.!#$%&'*+/=?^_\`{|}~-])${address.replace(/[\\^$.|?*+()[\]{}]/g, "\\$&")}(?![a-z0-9-]|\\.[a-z0-9])`;

/** Audit entries about those leads, or naming the address anywhere in their detail. */
const auditOf = (address: string, leadIds: string[]): SQL =>
  or(
    leadIds.length ? inArray(sql`${adminAudit.detail}->>'leadId'`, leadIds) : undefined,
    sql`lower(${adminAudit.detail}::text) ~ ${wholeAddress(address)}`,
  )!;

export interface ErasureResult {
  /** The keyed hash written to the audit log and the erasure log instead of the address. */
  subject: string;
  leads: number;
  mails: number;
  webhooks: number;
  deliveryLog: number;
  audit: number;
  /** The erased mails' .eml files deleted from the mail folder (written without SMTP_URL). */
  mailFiles: number;
  /** Deliveries a worker was attempting at that moment: its heartbeat aborts them (see below). */
  inFlight: number;
  /** Whether a `subject.erased` event was queued for the CRM (WEBHOOK_URL set). */
  notified: boolean;
}

/**
 * Erases everything held about the address in one transaction: its leads, its mails (mailsOf) and
 * its leads' webhook deliveries in whatever state, the delivery log of those and the audit entries
 * naming them, and the erased mails' files in `mailDir`; then records the erasure, with the keyed
 * hash for the address, and with `webhookSecret` queues a `subject.erased` event, so the CRM the
 * leads went to learns of the erasure (Art. 19 GDPR) without learning the address.
 *
 * The queue rows are locked first, so a worker's claim transaction either finished before (the
 * row is deleted under its claim: the next lease renewal, a third of MAIL_LEASE_SECONDS later at
 * the latest, finds it gone and aborts the attempt, and no outcome is written back) or comes after
 * and finds nothing. A due delivery is never sent afterwards; only a message the receiver had
 * accepted before the erasure cannot be recalled.
 */
export async function eraseSubject(
  db: Db,
  email: string,
  options: {
    key: string;
    /** DATA_DIR/mail (mailDirOf): where mails were written as files while SMTP_URL was unset. */
    mailDir: string;
    userId: string | null;
    via: "cli" | "back-office" | "restore";
    /** Only what existed at this time (re-applying an erasure): a later enquiry of theirs stays. */
    upTo?: Date;
    /** WEBHOOK_SECRET while WEBHOOK_URL is set: the CRM is told of the erasure. */
    webhookSecret?: string;
  },
): Promise<ErasureResult> {
  const address = normalizeAddress(email);
  const subject = subjectHash(options.key, address);
  const { upTo } = options;
  return db.transaction(async (tx) => {
    const leadIds = (
      await tx
        .select({ id: leads.id })
        .from(leads)
        .where(and(sql`lower(${leads.email}) = ${address}`, upTo && lte(leads.createdAt, upTo)))
        .for("update")
    ).map((row) => row.id);
    const { mails, webhooks } = await heldDeliveries(tx, address, leadIds, upTo);
    const inFlight = [...mails, ...webhooks].filter((row) => row.claimToken && !row.sentAt && !row.failedAt).length;
    const deliveryLog = await deleteDeliveries(tx, leadIds, mails, webhooks);
    const auditRows = await tx
      .delete(adminAudit)
      .where(and(auditOf(address, leadIds), upTo && lte(adminAudit.at, upTo)))
      .returning({ id: adminAudit.id });
    if (leadIds.length) await tx.delete(leads).where(inArray(leads.id, leadIds));
    // After the rows: a file that cannot be deleted rolls the erasure back, so it can be run again.
    const mailFiles = deleteMailFiles(
      options.mailDir,
      mails.map((row) => row.id),
    );
    // Re-applying an erasure after a restore tells the CRM nothing new: it was told the first time.
    const notified = Boolean(options.webhookSecret) && options.via !== "restore";
    if (notified) await queueErasureWebhook(tx, options.webhookSecret!, address);
    const result: ErasureResult = {
      subject,
      leads: leadIds.length,
      mails: mails.length,
      webhooks: webhooks.length,
      deliveryLog: deliveryLog.length,
      audit: auditRows.length,
      mailFiles,
      inFlight,
      notified,
    };
    const { subject: _hash, ...counts } = result;
    await audit(tx, {
      userId: options.userId,
      action: "subject_erased",
      detail: { subject, via: options.via, ...counts },
    });
    return result;
  });
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The subject's mails and webhooks (up to `upTo`), locked for the erasure's transaction. */
async function heldDeliveries(tx: Tx, address: string, leadIds: string[], upTo: Date | undefined) {
  const mails = await tx
    .select({
      id: mailOutbox.id,
      claimToken: mailOutbox.claimToken,
      sentAt: mailOutbox.sentAt,
      failedAt: mailOutbox.failedAt,
    })
    .from(mailOutbox)
    .where(and(mailsOf(address, leadIds), upTo && lte(mailOutbox.createdAt, upTo)))
    .for("update");
  const webhooks = leadIds.length
    ? await tx
        .select({
          id: webhookDeliveries.id,
          claimToken: webhookDeliveries.claimToken,
          sentAt: webhookDeliveries.sentAt,
          failedAt: webhookDeliveries.failedAt,
        })
        .from(webhookDeliveries)
        .where(inArray(webhookDeliveries.leadId, leadIds))
        .for("update")
    : [];
  return { mails, webhooks };
}

/** Deletes the deliveries and their log (the leads' and the deliveries' attempts); how many log entries went. */
async function deleteDeliveries(
  tx: Tx,
  leadIds: string[],
  mails: readonly { id: string }[],
  webhooks: readonly { id: string }[],
): Promise<{ id: string }[]> {
  const deliveryIds = [...mails, ...webhooks].map((row) => row.id);
  // Without ids, or() would be no condition at all: nothing to delete then.
  const deliveryLog =
    leadIds.length + deliveryIds.length
      ? await tx
          .delete(deliveryAttempts)
          .where(
            or(
              leadIds.length ? inArray(deliveryAttempts.leadId, leadIds) : undefined,
              deliveryIds.length ? inArray(deliveryAttempts.deliveryId, deliveryIds) : undefined,
            ),
          )
          .returning({ id: deliveryAttempts.id })
      : [];
  if (mails.length)
    await tx.delete(mailOutbox).where(
      inArray(
        mailOutbox.id,
        mails.map((row) => row.id),
      ),
    );
  if (webhooks.length)
    await tx.delete(webhookDeliveries).where(
      inArray(
        webhookDeliveries.id,
        webhooks.map((row) => row.id),
      ),
    );
  return deliveryLog;
}

/** Deletes the mails' files (a mail sent by SMTP has none); returns how many there were. */
function deleteMailFiles(mailDir: string, ids: string[]): number {
  let deleted = 0;
  for (const id of ids) {
    try {
      unlinkSync(mailFile(mailDir, id));
      deleted++;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  return deleted;
}
