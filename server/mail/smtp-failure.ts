import { errorMessage, type AttemptResult } from "../delivery/queue";

/** The commands whose refusal is about this mail (its sender, a recipient, its content). */
const mailCommands = new Set(["MAIL FROM", "RCPT TO", "DATA"]);

/** An error as nodemailer reports a failed send: its class, and the server's reply when there was one. */
interface SmtpError {
  code?: string;
  command?: string;
  responseCode?: number;
  response?: string;
}

/** An address, with the angle brackets around it if any. */
const addressLike = /<?[^\s<>"'(),;:[\]]+@[^\s<>"'(),;:[\]]+>?/g;

/**
 * The text without e-mail addresses: a refusal usually quotes the recipient ("550 5.1.1
 * <erika@example.com>: user unknown"), and for a confirmation mail that is the visitor. The
 * recipient's own name before the "@" goes as well, since some servers quote only that.
 */
function withoutAddresses(text: string, recipient: string): string {
  const local = recipient.split("@")[0] ?? "";
  const redacted = text.replace(addressLike, "<address>");
  return local.length >= 3 ? redacted.replaceAll(local, "<address>") : redacted;
}

/**
 * What a failed send comes to. The owner reads in the delivery log (delivery_attempts, `npm run
 * mail -- status`) what the server answered, addresses removed; the log gets the reply's code and
 * class only, never its text. A permanent refusal of this mail (5xx to MAIL FROM, RCPT TO or DATA:
 * no such mailbox, refused as spam) is final at once: three days of retries would not change it.
 * A 4xx, a refusal at the greeting or the login (the server's or our configuration, which the
 * operator fixes) and a lost connection are retried.
 */
export function smtpFailure(error: unknown, recipient: string): Extract<AttemptResult, { ok: false }> {
  const { code, command, responseCode, response } = (error ?? {}) as SmtpError;
  if (typeof responseCode !== "number" || typeof response !== "string") {
    return { ok: false, error: withoutAddresses(errorMessage(error), recipient), logged: { smtp: { code } } };
  }
  const reply = withoutAddresses(response.replace(/\s+/g, " ").trim(), recipient).slice(0, 300);
  const enhanced = /^\d{3}[ -](\d\.\d{1,3}\.\d{1,3})\b/.exec(response)?.[1];
  const permanent = responseCode >= 500 && responseCode < 600 && mailCommands.has(command ?? "");
  const smtp = { code, command, reply: responseCode, enhanced, class: permanent ? "permanent" : "transient" };
  return permanent
    ? { ok: false, final: true, error: `permanently refused by the mail server: ${reply}`, logged: { smtp } }
    : { ok: false, error: `mail server answered ${command ?? "SMTP"}: ${reply}`, logged: { smtp } };
}
