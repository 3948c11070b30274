/**
 * Operator commands (docs/operating.md): list and export leads, show and retry mail. While the server runs on
 * the embedded database, they run inside it through its operator socket (docs/decisions/0035).
 *   npm run leads -- list [--since 2026-11-01] [--spam]
 *   npm run leads -- export --format csv|json [--since DATE]
 *   npm run leads -- subject EMAIL [--export FILE] [--erase [--confirm EMAIL]] [--lang de|en]
 *   npm run mail -- status                 (mails and webhook deliveries)
 *   npm run mail -- retry <mail or webhook id>
 *   npm run mail -- enable-webhook         (after a 410 Gone)
 *   npm run db -- backup|restore FILE   (embedded database; PostgreSQL: pg_dump/pg_restore)
 *   npm run stats -- [--days 30]        (page views per page and language, top referring hosts)
 *   npm run admin -- invite EMAIL [--lang de|en] | list | revoke EMAIL   (back-office users)
 *   npm run content -- export > FILE | import FILE [--skip-invalid] [--accept-warnings] | withdraw KEY
 */
import "../common/load-env.mjs";
import path from "node:path";
import { parseArgs } from "node:util";
import { and, eq, gte, sql } from "drizzle-orm";
import { site as siteConfig } from "../common/config/site";
import { adminLinkSecret } from "./services/tokens";
import { leadBatches, type ExportRow } from "./admin/leads";
import { adminCommand } from "./admin/users-cli";
import { contentCommand, ContentFileError, readContentFile } from "./content/content-cli";
import { statsCommand } from "./analytics/page-view-stats";
import { backupEmbeddedDatabase, restoreEmbeddedDatabase } from "./db/backup";
import { openDatabase, type Db } from "./db/client";
import { leads } from "./db/schema";
import { queueStatus, retryDelivery } from "./delivery/operations";
import { queueNames } from "./delivery/tables";
import { leadCsvHeader, leadCsvRow } from "./leads/csv";
import { mailDirOf } from "./mail/transport";
import { erasureLogFile, reapplyErasures } from "./privacy/erasure-log";
import { erasureSecret } from "./privacy/subject";
import { askOnTerminal, subjectCommand, type SubjectCommandDeps } from "./privacy/subject-cli";
import { describeEnvError, parseEnv, type Env } from "./env";
import { backupThroughServer, commandThroughServer, operatorSocketPath, type CommandOutput } from "./operator-socket";
import { serverRunning } from "./pid-file";
import { describeUrl } from "./describe-url";
import { disabledWebhookEndpoints, enableWebhookEndpoints } from "./webhooks/webhook";

const leadsUsage =
  "usage: npm run leads -- list|export [--since DATE] [--format csv|json] [--spam] | subject EMAIL ...";

const listLine = (r: ExportRow) =>
  `${r.createdAt.toISOString()}  ${r.kind.padEnd(11)} ${r.language}  ${r.company} <${r.email}>${r.spam ? "  [spam]" : ""}${r.unverified ? "  [unverified]" : ""}  ${r.id}\n`;

/** A lead as JSON.stringify(rows, null, 2) has it as an element of the array. */
const jsonElement = (row: ExportRow) => `  ${JSON.stringify(row, null, 2).replaceAll("\n", "\n  ")}`;

/**
 * `npm run leads -- list | export`, newest first, read in batches: inside the running server no
 * query holds it up for long, and memory stays flat however many leads there are.
 */
async function leadsCommand(db: Db, args: string[], out: CommandOutput, subject: SubjectCommandDeps) {
  if (args[0] === "subject") return subjectCommand(db, { ...subject, print: out.print }, args.slice(1));
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { since: { type: "string" }, format: { type: "string", default: "csv" }, spam: { type: "boolean" } },
  });
  const [command] = positionals;
  if (command !== "list" && command !== "export") throw new Error(leadsUsage);
  if (command === "export" && values.format !== "csv" && values.format !== "json") {
    throw new Error(`--format must be csv or json, not ${values.format}`);
  }
  const since = values.since ? new Date(values.since) : undefined;
  if (since && Number.isNaN(since.getTime())) throw new Error(`--since: not a date: ${values.since}`);
  const filter =
    and(since && gte(leads.createdAt, since), values.spam ? undefined : eq(leads.spam, false)) ?? sql`true`;
  let count = 0;
  let unverified = 0;
  // Headed by the columns' names, not the back office's labels: this file is read by scripts and
  // imports, which a renamed label must not break, and a command run beside a stopped server has
  // no published copy to say it in (docs/decisions/0065).
  if (command === "export") await out.write(values.format === "csv" ? leadCsvHeader() : "[");
  for await (const batch of leadBatches(db, filter)) {
    if (command === "list") await out.write(batch.map(listLine).join(""));
    else if (values.format === "csv") await out.write(batch.map((row) => leadCsvRow(row)).join(""));
    else await out.write(`${count ? "," : ""}\n${batch.map(jsonElement).join(",\n")}`);
    count += batch.length;
    unverified += batch.filter((r) => r.unverified).length;
  }
  // Unverified: no valid proof-of-work solution (no script, an old browser, a bot).
  if (command === "list") out.print(`${count} lead(s), ${unverified} unverified`);
  else if (values.format === "json") await out.write(count ? "\n]\n" : "]\n");
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `npm run mail -- status | retry <id> | enable-webhook`, for both queues (mail and webhook
 * deliveries); `print` receives each output line.
 */
export async function mailCommand(db: Db, args: string[], print: (line: string) => void = console.log) {
  const [command, id] = args;
  if (command === "status") {
    for (const queue of queueNames) {
      const { sent, waiting, failed } = await queueStatus(db, queue);
      print(`${queue}: sent: ${sent}, waiting: ${waiting.length}, failed: ${failed.length}`);
      for (const row of [...waiting, ...failed]) {
        const state = row.failedAt ? "FAILED " : "waiting";
        // A mail names its recipient; a webhook delivery its lead (the URL is the configured one).
        const target =
          "toAddress" in row ? `to ${String(row.toAddress)}` : row.leadId ? `lead ${row.leadId}` : "subject.erased";
        print(
          `${state}  ${queue.padEnd(7)}  ${row.id}  ${target}  attempts ${row.attempts}  next ${row.nextAttemptAt.toISOString()}  ${row.lastError ?? ""}`,
        );
      }
    }
    for (const endpoint of await disabledWebhookEndpoints(db)) {
      print(`webhook DISABLED since ${endpoint.disabledAt.toISOString()}: ${endpoint.reason}`);
    }
    return;
  }
  if (command === "retry" && id) {
    if (uuid.test(id)) {
      for (const queue of queueNames) {
        if (await retryDelivery(db, queue, id)) {
          print(
            `${queue === "mail" ? "Mail" : "Webhook delivery"} ${id} is due again; the running server sends it within seconds.`,
          );
          return;
        }
      }
    }
    throw new Error(`No unsent mail or webhook delivery with id ${id} that is not being sent right now`);
  }
  if (command === "enable-webhook") {
    const { urls, due } = await enableWebhookEndpoints(db);
    for (const url of urls) print(`Enabled ${describeUrl(url)} again.`);
    print(`${due} failed webhook deliveries are due again.`);
    return;
  }
  throw new Error("usage: npm run mail -- status | retry <id> | enable-webhook");
}

const serverHoldsIt = "The server is running on the embedded database, which allows one process at a time.";
/** The server's pid file names a live process, but its socket does not answer. */
const noSocket =
  "It does not answer on its operator socket (still starting, or an older version): try again in a moment, or stop it first (Ctrl+C).";

/**
 * `npm run db -- backup FILE | restore FILE`: the embedded database. A running server takes the
 * backup itself; a restore goes only into a DATA_DIR no server holds.
 */
async function dbCommand(
  env: { DATABASE_URL?: string; DATA_DIR: string; ERASURE_SECRET?: string },
  args: string[],
): Promise<number> {
  const [command, file] = args;
  if ((command !== "backup" && command !== "restore") || !file) {
    console.error("usage: npm run db -- backup FILE | restore FILE");
    return 1;
  }
  if (env.DATABASE_URL) {
    console.error(
      'DATABASE_URL is set: back up PostgreSQL with pg_dump and pg_restore (docs/operating.md, "Backups").',
    );
    return 1;
  }
  try {
    if (command === "backup") {
      let bytes = await backupThroughServer(operatorSocketPath(env.DATA_DIR), file);
      if (bytes === "no server") {
        if (serverRunning(env.DATA_DIR)) throw new Error(`${serverHoldsIt}\n${noSocket}`);
        bytes = await backupEmbeddedDatabase(env.DATA_DIR, file);
      }
      console.log(`Backed up the embedded database to ${file} (${(bytes / 1024).toFixed(0)} KB).`);
    } else {
      if (serverRunning(env.DATA_DIR)) {
        throw new Error(
          `${serverHoldsIt}\nA restore never goes into a database in use: stop the server first (Ctrl+C).`,
        );
      }
      await restoreEmbeddedDatabase(env.DATA_DIR, file);
      // The backup holds the people erased after it was taken: erased again before anyone reads it.
      const database = await openDatabase({ dataDir: env.DATA_DIR });
      try {
        await database.migrate();
        const again = await reapplyErasures(
          database.db,
          () => erasureSecret(env.ERASURE_SECRET, env.DATA_DIR),
          erasureLogFile(env.DATA_DIR),
          mailDirOf(env.DATA_DIR),
        );
        if (again) console.log(`Erased ${again} address(es) again that were erased after the backup was taken.`);
      } finally {
        await database.close();
      }
      console.log(`Restored ${file} into ${env.DATA_DIR}. Start the server as usual.`);
    }
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
}

/** Every command but `db`, on a database the caller opened or inside the running server. */
interface OperatorSecrets {
  /** ADMIN_URL (else SITE_URL) and the link secret: what invitations are made with. */
  links: { url: string; linkSecret: string };
  /**
   * The erasures' key, log and the mail folder (npm run leads -- subject), and the webhook secret
   * while WEBHOOK_URL is set: an erasure then tells the CRM.
   */
  erasures: { key: string; logFile: string; mailDir: string; webhookSecret?: string };
}

/** What the commands need that lives outside the database, from the environment and DATA_DIR. */
export function operatorSecrets(env: Env): OperatorSecrets {
  return {
    links: {
      url: env.ADMIN_URL ?? siteConfig.url,
      linkSecret: adminLinkSecret(env.ADMIN_LINK_SECRET, env.DATA_DIR),
    },
    erasures: {
      key: erasureSecret(env.ERASURE_SECRET, env.DATA_DIR),
      logFile: erasureLogFile(env.DATA_DIR),
      mailDir: mailDirOf(env.DATA_DIR),
      webhookSecret: env.WEBHOOK_URL ? env.WEBHOOK_SECRET : undefined,
    },
  };
}

export async function operatorCommand(
  db: Db,
  secrets: OperatorSecrets,
  area: string,
  args: string[],
  out: CommandOutput,
) {
  if (area === "leads") await leadsCommand(db, args, out, secrets.erasures);
  else if (area === "mail") await mailCommand(db, args, out.print);
  else if (area === "stats") await statsCommand(db, args, out.print);
  else if (area === "admin") await adminCommand(db, secrets.links, args, out.print);
  else if (area === "content") await contentCommand(db, args, out);
  else throw new Error("usage: tsx server/operator.ts leads|mail|db|stats|admin|content ...");
}

const terminal: CommandOutput = {
  print: (line) => console.log(line),
  write: (text) => new Promise((resolve, reject) => process.stdout.write(text, (e) => (e ? reject(e) : resolve()))),
};

/**
 * `leads subject` as the server will run it: the export's file named absolutely (the server's
 * working directory is not the operator's), and an erasure confirmed here, on the operator's
 * terminal, since the server has none.
 */
async function subjectArgs(args: string[]): Promise<string[]> {
  const { values, positionals } = parseArgs({
    args: args.slice(1),
    allowPositionals: true,
    strict: false,
    options: { export: { type: "string" }, confirm: { type: "string" }, lang: { type: "string" } },
  });
  const resolved = args.map((arg, i) => {
    if (args[i - 1] === "--export") return path.resolve(arg);
    return arg.startsWith("--export=") ? `--export=${path.resolve(arg.slice("--export=".length))}` : arg;
  });
  if (!values.erase || values.confirm !== undefined || !askOnTerminal) return resolved;
  const typed = await askOnTerminal(`Erase everything held about ${positionals[0]}? Type the address to confirm: `);
  return [...resolved, "--confirm", typed];
}

/**
 * `content import FILE` as the server will run it: the file named absolutely, and read here first,
 * so a file that is no export fails with exit code 2 before anything runs.
 */
function contentArgs(args: string[]): string[] {
  if (args[0] !== "import") return args;
  const at = args.findIndex((arg, i) => i > 0 && !arg.startsWith("-"));
  if (at < 0) return args;
  const file = path.resolve(args[at]!);
  readContentFile(file);
  return args.with(at, file);
}

async function main() {
  // What the commands create (a restored database, backups) is the operator's alone (see main.ts).
  process.umask(0o077);
  const [area = "", ...rest] = process.argv.slice(2);
  let args = rest;
  let env;
  try {
    env = parseEnv(process.env);
  } catch (error) {
    console.error(`Invalid configuration:\n${describeEnvError(error)}`);
    process.exit(1);
  }
  if (area === "db") {
    process.exitCode = await dbCommand(env, args);
    return;
  }
  try {
    if (area === "leads" && args[0] === "subject") args = await subjectArgs(args);
    if (area === "content") args = contentArgs(args);
    if (!env.DATABASE_URL) {
      const served = await commandThroughServer(operatorSocketPath(env.DATA_DIR), area, args, process.stdout);
      if (served !== "no server") {
        if (served.failure !== undefined) throw new Error(served.failure);
        return;
      }
      if (serverRunning(env.DATA_DIR)) throw new Error(`${serverHoldsIt}\n${noSocket}`);
    }
    const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
    try {
      await database.migrate();
      await operatorCommand(database.db, operatorSecrets(env), area, args, terminal);
    } finally {
      await database.close();
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = error instanceof ContentFileError ? 2 : 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
