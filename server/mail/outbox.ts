import type { Db } from "../db/client";
import { mailOutbox } from "../db/schema";
import { createDeliveryWorker, type DeliveryWorker } from "../delivery/queue";
import type { Logger } from "../logger";
import { smtpFailure } from "./smtp-failure";
import type { MailTransport } from "./transport";

export interface OutboxWorkerOptions {
  db: Db;
  transport: MailTransport;
  from: string;
  logger: Logger;
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
  const { transport, from, sendTimeoutMs, ...rest } = options;
  return createDeliveryWorker({
    ...rest,
    name: "mail",
    table: mailOutbox,
    attemptTimeoutMs: sendTimeoutMs,
    logFields: (mail) => ({ mailId: mail.id, leadId: mail.leadId, purpose: mail.purpose }),
    async attempt(mail, signal) {
      try {
        await transport.send(
          {
            id: mail.id,
            from,
            to: mail.toAddress,
            replyTo: mail.replyTo,
            subject: mail.subject,
            text: mail.textBody,
            html: mail.htmlBody,
          },
          signal,
        );
        return { ok: true };
      } catch (error) {
        return smtpFailure(error, mail.toAddress);
      }
    },
  });
}
