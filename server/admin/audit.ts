import type { Db } from "../db/client";
import { adminAudit } from "../db/schema";

/** What the audit log records (common/admin-api.ts shows them; the client names them per language). */
export const auditActions = [
  "sign_in_passkey",
  "sign_in_link",
  "sign_up",
  "sign_in_link_requested",
  "sign_out",
  "sign_out_everywhere",
  "passkey_added",
  "passkey_removed",
  "lead_status",
  "lead_note",
  "lead_not_spam",
  "leads_export",
  "delivery_retry",
] as const;
export type AuditAction = (typeof auditActions)[number];

export interface AuditRecord {
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
