import { mkdirSync } from "node:fs";
import path from "node:path";
import nodemailer from "nodemailer";
import { writePrivateFile } from "../data-dir";

export interface OutgoingMail {
  id: string;
  from: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html: string;
}

export interface MailTransport {
  /**
   * Resolves when the mail is accepted by the SMTP server (or written); rejects otherwise. An
   * abort closes the connection carrying the mail, so an abandoned attempt cannot complete later.
   */
  send(mail: OutgoingMail, signal?: AbortSignal): Promise<void>;
  describe: string;
  close(): void;
}

function message(mail: OutgoingMail) {
  return {
    from: mail.from,
    to: mail.to,
    replyTo: mail.replyTo ?? undefined,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    // The outbox id makes retries recognisable as the same message.
    messageId: `<${mail.id}@neutra-web>`,
  };
}

/** Connecting, the greeting and any silence on the socket: each fails the attempt (milliseconds). */
export const smtpTimeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** Where mails are written without SMTP_URL. */
export const mailDirOf = (dataDir: string) => path.resolve(dataDir, "mail");

/** A written mail's file, named by its outbox id: an erasure finds the files of the mails it erases. */
export const mailFile = (mailDir: string, id: string) => path.join(mailDir, `${id}.eml`);

/** SMTP when a URL is given; otherwise each mail becomes DATA_DIR/mail/<id>.eml. */
export function createMailTransport(options: { smtpUrl?: string; mailDir: string }): MailTransport {
  if (options.smtpUrl) {
    // A small pool of reused connections: the outbox sends its batches in parallel.
    const url = new URL(options.smtpUrl);
    url.searchParams.set("pool", "true");
    url.searchParams.set("maxConnections", "5");
    // nodemailer waits up to 10 minutes on a silent server by default; the outbox gives up on
    // an attempt sooner (docs/decisions/0013), so the transport must too.
    for (const [name, ms] of Object.entries(smtpTimeouts)) {
      if (!url.searchParams.has(name)) url.searchParams.set(name, String(ms));
    }
    const smtp = nodemailer.createTransport(url.toString());
    return {
      describe: `SMTP ${new URL(options.smtpUrl).host}`,
      send: async (mail, signal) => void (await smtp.sendMail({ ...message(mail), signal })),
      close: () => smtp.close(),
    };
  }
  const files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    describe: `files in ${options.mailDir}`,
    send: async (mail) => {
      const info = await files.sendMail(message(mail));
      mkdirSync(options.mailDir, { recursive: true, mode: 0o700 });
      writePrivateFile(mailFile(options.mailDir, mail.id), info.message as Buffer);
    },
    close: () => files.close(),
  };
}
