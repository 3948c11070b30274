import type { Db } from "../db/client";
import { mailOutbox } from "../db/schema";
import { createDeliveryWorker, type DeliveryWorker } from "../delivery/queue";
import type { Logger } from "../logger";
import { linkToken } from "../services/tokens";
import { withLinkToken } from "./admin-mail";
import { smtpFailure } from "./smtp-failure";
import type { MailTransport } from "./transport";

export interface OutboxWorkerOptions {
  db: Db;
  transport: MailTransport;
  from: string;
  logger: Logger;
  /**
   * ADMIN_LINK_SECRET (or the generated one): a back-office link mail's token is derived from it as
   * the mail is sent. Without it such a mail fails.
   */
  linkSecret?: string;
  /** How often due mails are looked for; an insert also kicks the worker at once. */
  intervalMs?: number;
  /** The claim on a mail being sent, renewed while the attempt runs (MAIL_LEASE_SECONDS). */
  leaseMs?: number;
  /** One delivery attempt is abandoned after this (default 60 s), or earlier when its claim is lost. */
  sendTimeoutMs?: number;
  /** Retries stop this long after the mail was created. */
  giveUpAfterMs?: number;
  now?: () => Date;
}

export type OutboxWorker = DeliveryWorker;

/**
 * The mail queue: each due mail goes to the SMTP server (or a file), retried until accepted or
 * refused for good (server/mail/smtp-failure.ts).
 */
export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { transport, from, sendTimeoutMs, linkSecret, ...rest } = options;
  return createDeliveryWorker({
    ...rest,
    name: "mail",
    table: mailOutbox,
    attemptTimeoutMs: sendTimeoutMs,
    logFields: (mail) => ({ mailId: mail.id, leadId: mail.leadId, purpose: mail.purpose }),
    async attempt(mail, signal) {
      let render = (body: string) => body;
      if (mail.purpose === "admin-link") {
        // The link was voided (a newer one, a sign-in, a revocation): a mail would carry a dead link.
        if (!mail.linkId) return { ok: false, final: true, error: "the link was voided before the mail went out" };
        if (!linkSecret) return { ok: false, final: true, error: "no link secret to derive the link's token" };
        const token = linkToken(linkSecret, mail.linkId);
        render = (body) => withLinkToken(body, token);
      }
      try {
        await transport.send(
          {
            id: mail.id,
            from,
            to: mail.toAddress,
            replyTo: mail.replyTo,
            subject: mail.subject,
            text: render(mail.textBody),
            html: render(mail.htmlBody),
          },
          signal,
        );
        return { ok: true };
      } catch (error) {
        return smtpFailure(error, mail.toAddress);
      }
    },
    // A sent link mail's bodies go at once; the emptied row goes with the retention job.
    clearWhenDelivered: (mail) => (mail.purpose === "admin-link" ? { textBody: "", htmlBody: "" } : {}),
  });
}
