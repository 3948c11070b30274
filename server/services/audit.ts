import { desc, eq, sql } from "drizzle-orm";
import type { AuditPage } from "../../common/admin/sessions-api";
import type { Db } from "../db/client";
import { adminAudit, adminUsers } from "../db/schema";

/** What the audit log records (common/admin-api.ts shows them; the client names them per language). */
export const auditActions = [
  "sign_in_passkey",
  "sign_in_link",
  "sign_up",
  "sign_in_link_requested",
  "sign_out",
  "sign_out_everywhere",
  "session_ended",
  "passkey_added",
  "passkey_removed",
  "lead_status",
  "lead_note",
  "lead_not_spam",
  "leads_export",
  "delivery_retry",
  "lead_spam",
  "lead_deleted",
  "subject_exported",
  "subject_erased",
  "content_published",
  "content_restored",
  "content_withdrawn",
  "content_imported",
  "media_uploaded",
  "media_replaced",
  "media_deleted",
  "media_removed_everywhere",
  "entry_published",
  "entry_unpublished",
  "entry_scheduled",
  "entry_unscheduled",
  "entry_publish_failed",
  "entry_deleted",
] as const;
type AuditAction = (typeof auditActions)[number];

interface AuditRecord {
  /** Who; null for a failed sign-in that named no known account. */
  userId: string | null;
  action: AuditAction;
  success?: boolean;
  /** Ids, states, counts, reasons: never a visitor's personal data or a token. */
  detail?: Record<string, unknown>;
}

/** One entry in the audit log. `db` may be a transaction, so the entry commits with the change. */
export async function audit(db: Pick<Db, "insert">, record: AuditRecord): Promise<void> {
  await db.insert(adminAudit).values({
    userId: record.userId,
    action: record.action,
    success: record.success ?? true,
    detail: record.detail ?? {},
  });
}

const auditPageSize = 50;

/**
 * GET /audit: the newest entries before `before` (by the millisecond, as the ISO cursor is),
 * with the user's e-mail address. Entries that share the page's last millisecond go to the next
 * page together, so a cursor never cuts between them (only a burst of more than 50 entries within
 * one millisecond could be split).
 */
export async function auditPage(db: Db, before: Date): Promise<AuditPage> {
  const rows = await db
    .select({
      id: adminAudit.id,
      at: adminAudit.at,
      email: adminUsers.email,
      action: adminAudit.action,
      success: adminAudit.success,
      detail: adminAudit.detail,
    })
    .from(adminAudit)
    .leftJoin(adminUsers, eq(adminUsers.id, adminAudit.userId))
    .where(sql`date_trunc('milliseconds', ${adminAudit.at}) < ${before.toISOString()}::timestamptz`)
    .orderBy(desc(adminAudit.at), desc(adminAudit.id))
    .limit(auditPageSize + 1);
  let entries = rows.slice(0, auditPageSize);
  let nextBefore: string | null = null;
  if (rows.length > auditPageSize) {
    const last = entries.at(-1)!.at.getTime();
    const whole = entries.filter((entry) => entry.at.getTime() !== last);
    // A page of 50 entries in one millisecond cannot be split: it is shown as is.
    if (whole.length) entries = whole;
    nextBefore = new Date(whole.length ? last + 1 : last).toISOString();
  }
  return {
    entries: entries.map((entry) => ({ ...entry, at: entry.at.toISOString() })),
    nextBefore,
  };
}
