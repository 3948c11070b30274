import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";
import type { Lang } from "../../common/config/route-table";
import { audit } from "../services/audit";
import { writePrivateFile } from "../data-dir";
import type { Db } from "../db/client";
import { eraseAndLog } from "./erasure-log";
import { findSubject, normalizeAddress, subjectHash } from "./subject";
import { subjectDocument } from "./subject-document";

export interface SubjectCommandDeps {
  /** The erasures' key (ERASURE_SECRET or DATA_DIR/erasure-secret). */
  key: string;
  /** The erasure log (DATA_DIR/erasure-log). */
  logFile: string;
  /** DATA_DIR/mail: an erased mail's file goes with it. */
  mailDir: string;
  /** WEBHOOK_SECRET while WEBHOOK_URL is set: an erasure tells the CRM (`subject.erased`). */
  webhookSecret?: string;
  /** Asks the operator to type the address; undefined where nobody can answer (no terminal). */
  ask?: (question: string) => Promise<string>;
  print?: (line: string) => void;
}

const usage = "usage: npm run leads -- subject EMAIL [--export FILE] [--erase [--confirm EMAIL]] [--lang de|en]";

/** Asks on the terminal, if there is one. */
export const askOnTerminal = process.stdin.isTTY
  ? async (question: string) => {
      const terminal = createInterface({ input: process.stdin, output: process.stdout });
      try {
        return await terminal.question(question);
      } finally {
        terminal.close();
      }
    }
  : undefined;

/**
 * `npm run leads -- subject EMAIL`: what is held about the address (a summary), `--export FILE`
 * (JSON for a .json file, otherwise the readable answer in `--lang`), `--erase` after the
 * operator typed the address again (or `--confirm EMAIL`, for scripts).
 */
export async function subjectCommand(db: Db, deps: SubjectCommandDeps, args: string[]): Promise<void> {
  const print = deps.print ?? console.log;
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      export: { type: "string" },
      erase: { type: "boolean" },
      confirm: { type: "string" },
      lang: { type: "string", default: "de" },
    },
  });
  const [email] = positionals;
  if (!email || positionals.length > 1 || !email.includes("@")) throw new Error(usage);
  if (values.lang !== "de" && values.lang !== "en") throw new Error(`--lang must be de or en, not ${values.lang}`);
  const lang: Lang = values.lang;
  const records = await findSubject(db, email);
  print(
    `${records.email}: ${records.leads.length} lead(s), ${records.mails.length} mail(s), ` +
      `${records.webhooks.length} webhook deliveries, ${records.audit.length} audit entries`,
  );
  for (const lead of records.leads) {
    print(
      `  ${lead.createdAt.toISOString()}  ${lead.kind.padEnd(11)} ${lead.status}${lead.spam ? "  [spam]" : ""}  ${lead.id}`,
    );
  }
  if (values.export) {
    const json = values.export.toLowerCase().endsWith(".json");
    // Everything held about a person: for the operator's user alone, like a backup.
    const crm = Boolean(deps.webhookSecret);
    writePrivateFile(
      values.export,
      json ? `${JSON.stringify(records, null, 2)}\n` : subjectDocument(records, lang, { crm }),
    );
    await audit(db, {
      userId: null,
      action: "subject_exported",
      detail: { subject: subjectHash(deps.key, email), via: "cli", format: json ? "json" : "text" },
    });
    print(`Wrote ${json ? "the JSON export" : `the readable answer (${lang})`} to ${values.export} (mode 0600).`);
  }
  if (!values.erase) return;
  const typed =
    values.confirm ?? (await deps.ask?.(`Erase everything held about ${records.email}? Type the address to confirm: `));
  if (typed === undefined) throw new Error("--erase needs the address typed on a terminal, or --confirm EMAIL");
  if (normalizeAddress(typed) !== records.email)
    throw new Error("The address typed does not match: nothing was erased.");
  const erased = await eraseAndLog(db, email, {
    key: deps.key,
    file: deps.logFile,
    mailDir: deps.mailDir,
    userId: null,
    via: "cli",
    webhookSecret: deps.webhookSecret,
  });
  print(
    `Erased ${records.email}: ${erased.leads} lead(s), ${erased.mails} mail(s), ${erased.webhooks} webhook deliveries, ` +
      `${erased.deliveryLog} delivery log entries, ${erased.audit} audit entries, ${erased.mailFiles} mail file(s). ` +
      `The audit log and ${deps.logFile} keep only a keyed hash of the address.`,
  );
  print(
    erased.notified
      ? "The CRM was sent a subject.erased event (a keyed hash of the address, no address). Delete the forwarded lead mails in the recipients' mailboxes, and check that the CRM deleted its records."
      : "This erased the website's database only: delete the forwarded lead mails in the recipients' mailboxes, and any copy in your CRM.",
  );
  if (erased.inFlight) {
    print(
      `${erased.inFlight} of these deliveries were being sent at that moment: the sender abandons them and does not retry.`,
    );
  }
}
