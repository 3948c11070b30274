import type { LeadKind } from "../../common/lead-schemas";
import type { Db } from "../db/client";
import { mailOutbox } from "../db/schema";
import { leadFormRouting } from "../content/published";
import { leadMail } from "../mail/lead-mail";
import { queueWebhook } from "../webhooks/webhook";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Where a lead goes: part of the lead routes' configuration (server/leads/routes.ts). */
export interface DeliveryConfig {
  /** Provider address per form, from the environment; the owner's published routing goes first. */
  recipients: Record<LeadKind, string>;
  /** WEBHOOK_URL is set: every mailed lead is also queued for the owner's CRM. */
  webhooks?: boolean;
}

/** A stored lead, as its deliveries need it. */
export interface DeliverableLead {
  id: string;
  kind: LeadKind;
  language: string;
  createdAt: Date;
  unverified: boolean;
  payload: Record<string, unknown> & { pageContext: string; email: string };
}

/**
 * Queues what the provider gets of a lead, in the caller's transaction: the mail to the form's
 * recipient and, when WEBHOOK_URL is set, the webhook to the CRM. Used when a lead arrives
 * (server/leads/routes.ts) and when the owner marks a spam lead as not spam (the back office).
 */
export async function queueLeadDeliveries(tx: Tx, config: DeliveryConfig, lead: DeliverableLead): Promise<void> {
  const { id, kind, language, createdAt, unverified, payload } = lead;
  const mail = leadMail({ kind, id, language, pageContext: payload.pageContext, createdAt, payload, unverified });
  await tx.insert(mailOutbox).values({
    leadId: id,
    toAddress: leadFormRouting(kind, { recipients: [config.recipients[kind]], confirmation: false }).recipients.join(
      ", ",
    ),
    replyTo: payload.email,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html,
  });
  await queueWebhook(tx, config.webhooks, { id, kind, language, createdAt, verified: !unverified, payload });
}
