import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { deliveryAttempts, leads, mailOutbox, webhookDeliveries } from "../db/schema";
import { audit } from "../services/audit";

/**
 * Marks a lead spam (the reverse of "not spam"): its deliveries not yet sent are withdrawn, so
 * neither the provider nor the CRM nor the sender gets more of it. "spam" when it already was.
 */
export async function markSpam(db: Db, id: string, userId: string | null): Promise<"not_found" | "spam" | "marked"> {
  return db.transaction(async (tx) => {
    const [lead] = await tx.select({ spam: leads.spam }).from(leads).where(eq(leads.id, id)).for("update");
    if (!lead) return "not_found";
    if (lead.spam) return "spam";
    await tx.update(leads).set({ spam: true }).where(eq(leads.id, id));
    const mails = await tx
      .delete(mailOutbox)
      .where(and(eq(mailOutbox.leadId, id), isNull(mailOutbox.sentAt)))
      .returning({ id: mailOutbox.id });
    const webhooks = await tx
      .delete(webhookDeliveries)
      .where(and(eq(webhookDeliveries.leadId, id), isNull(webhookDeliveries.sentAt)))
      .returning({ id: webhookDeliveries.id });
    const withdrawn = [...mails, ...webhooks].map((row) => row.id);
    if (withdrawn.length) await tx.delete(deliveryAttempts).where(inArray(deliveryAttempts.deliveryId, withdrawn));
    await audit(tx, { userId, action: "lead_spam", detail: { leadId: id, withdrawn: withdrawn.length } });
    return "marked";
  });
}

/** Deletes one lead with its mails, webhook deliveries and delivery log; the audit keeps its id. */
export async function deleteLead(db: Db, id: string, userId: string | null): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [lead] = await tx.select({ id: leads.id }).from(leads).where(eq(leads.id, id)).for("update");
    if (!lead) return false;
    await tx.delete(deliveryAttempts).where(eq(deliveryAttempts.leadId, id));
    await tx.delete(mailOutbox).where(eq(mailOutbox.leadId, id));
    await tx.delete(webhookDeliveries).where(eq(webhookDeliveries.leadId, id));
    await tx.delete(leads).where(eq(leads.id, id));
    await audit(tx, { userId, action: "lead_deleted", detail: { leadId: id } });
    return true;
  });
}
