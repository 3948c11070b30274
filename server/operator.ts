/**
 * Operator commands (README): list and export leads, show and retry mail.
 *   npm run leads -- list [--since 2026-11-01] [--spam]
 *   npm run leads -- export --format csv|json [--since DATE]
 *   npm run leads -- subject EMAIL [--export FILE] [--erase [--confirm EMAIL]] [--lang de|en]
 *   npm run mail -- status                 (mails and webhook deliveries)
 *   npm run mail -- retry <mail or webhook id>
 *   npm run mail -- enable-webhook         (after a 410 Gone)
 *   npm run db -- backup|restore FILE   (embedded database; PostgreSQL: pg_dump/pg_restore)
 *   npm run stats -- [--days 30]        (page views per page and language, top referring hosts)
 *   npm run admin -- invite EMAIL [--lang de|en] | list | revoke EMAIL   (back-office users)
 */
import "../common/load-env.mjs";
import { existsSync, readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { and, desc, eq, gte } from "drizzle-orm";
import { site as siteConfig } from "../common/config/site";
import { adminLinkSecret } from "./admin/tokens";
import { adminCommand } from "./admin/users-cli";
import { statsCommand } from "./analytics/stats";
import { backupEmbeddedDatabase, restoreEmbeddedDatabase } from "./db/backup";
import { openDatabase, type Database } from "./db/client";
import { leads } from "./db/schema";
import { queueNames, queueStatus, retryDelivery } from "./delivery/queue";
import { leadsToCsv } from "./leads/csv";
import { erasureLogFile, reapplyErasures } from "./privacy/erasure-log";
import { erasureSecret } from "./privacy/subject";
import { askOnTerminal, subjectCommand, type SubjectCommandDeps } from "./privacy/subject-cli";
import { describeEnvError, parseEnv } from "./env";
import { pidFile } from "./pid-file";
import { describeUrl } from "./describe-url";
import { disabledWebhookEndpoints, enableWebhookEndpoints } from "./webhooks/webhook";

function serverRunning(dataDir: string): boolean {
  const file = pidFile(dataDir);
  if (!existsSync(file)) return false;
  try {
    process.kill(Number(readFileSync(file, "utf8")), 0);
    return true;
  } catch {
    return false;
  }
}

async function leadsCommand(db: Database["db"], args: string[], subject: SubjectCommandDeps) {
  if (args[0] === "subject") return subjectCommand(db, subject, args.slice(1));
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { since: { type: "string" }, format: { type: "string", default: "csv" }, spam: { type: "boolean" } },
  });
  const since = values.since ? new Date(values.since) : undefined;
  if (since && Number.isNaN(since.getTime())) throw new Error(`--since: not a date: ${values.since}`);
  const conditions = [since && gte(leads.createdAt, since), values.spam ? undefined : eq(leads.spam, false)].filter(
    (c) => c !== undefined,
  );
  const rows = await db
    .select()
    .from(leads)
    .where(and(...conditions))
    .orderBy(desc(leads.createdAt));
  switch (positionals[0]) {
    case "list":
      for (const r of rows) {
        console.log(
          `${r.createdAt.toISOString()}  ${r.kind.padEnd(11)} ${r.language}  ${r.company} <${r.email}>${r.spam ? "  [spam]" : ""}${r.unverified ? "  [unverified]" : ""}  ${r.id}`,
        );
      }
      // Unverified: no valid proof-of-work solution (no script, an old browser, a bot).
      console.log(`${rows.length} lead(s), ${rows.filter((r) => r.unverified).length} unverified`);
      return;
    case "export":
      if (values.format === "json") process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
      else if (values.format === "csv") process.stdout.write(leadsToCsv(rows));
      else throw new Error(`--format must be csv or json, not ${values.format}`);
      return;
    default:
      throw new Error(
        "usage: npm run leads -- list|export [--since DATE] [--format csv|json] [--spam] | subject EMAIL ...",
      );
  }
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `npm run mail -- status | retry <id> | enable-webhook`, for both queues (mail and webhook
 * deliveries); `print` receives each output line.
 */
export async function mailCommand(db: Database["db"], args: string[], print: (line: string) => void = console.log) {
  const [command, id] = args;
  if (command === "status") {
    for (const queue of queueNames) {
      const { sent, waiting, failed } = await queueStatus(db, queue);
      print(`${queue}: sent: ${sent}, waiting: ${waiting.length}, failed: ${failed.length}`);
      for (const row of [...waiting, ...failed]) {
        const state = row.failedAt ? "FAILED " : "waiting";
        // A mail names its recipient; a webhook delivery its lead (the URL is the configured one).
        const target = "toAddress" in row ? `to ${String(row.toAddress)}` : `lead ${row.leadId}`;
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

/** `npm run db -- backup FILE | restore FILE`: the embedded database, while no server holds it. */
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
    console.error('DATABASE_URL is set: back up PostgreSQL with pg_dump and pg_restore (README, "Going live").');
    return 1;
  }
  try {
    if (command === "backup") {
      const bytes = await backupEmbeddedDatabase(env.DATA_DIR, file);
      console.log(`Backed up the embedded database to ${file} (${(bytes / 1024).toFixed(0)} KB).`);
    } else {
      await restoreEmbeddedDatabase(env.DATA_DIR, file);
      // The backup holds the people erased after it was taken: erased again before anyone reads it.
      const database = await openDatabase({ dataDir: env.DATA_DIR });
      try {
        await database.migrate();
        const again = await reapplyErasures(
          database.db,
          () => erasureSecret(env.ERASURE_SECRET, env.DATA_DIR),
          erasureLogFile(env.DATA_DIR),
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

async function main() {
  // What the commands create (a restored database, backups) is the operator's alone (see main.ts).
  process.umask(0o077);
  const [area, ...args] = process.argv.slice(2);
  let env;
  try {
    env = parseEnv(process.env);
  } catch (error) {
    console.error(`Invalid configuration:\n${describeEnvError(error)}`);
    process.exit(1);
  }
  if (!env.DATABASE_URL && serverRunning(env.DATA_DIR)) {
    console.error(
      "The server is running on the embedded database, which allows one process at a time.\n" +
        "Stop it first (Ctrl+C), or run the server with DATABASE_URL (PostgreSQL).",
    );
    process.exit(1);
  }
  if (area === "db") {
    process.exitCode = await dbCommand(env, args);
    return;
  }
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await database.migrate();
    if (area === "leads")
      await leadsCommand(database.db, args, {
        key: erasureSecret(env.ERASURE_SECRET, env.DATA_DIR),
        logFile: erasureLogFile(env.DATA_DIR),
        ask: askOnTerminal,
      });
    else if (area === "mail") await mailCommand(database.db, args);
    else if (area === "stats") await statsCommand(database.db, args);
    else if (area === "admin") {
      const links = {
        url: env.ADMIN_URL ?? siteConfig.url,
        linkSecret: adminLinkSecret(env.ADMIN_LINK_SECRET, env.DATA_DIR),
      };
      await adminCommand(database.db, links, args);
    } else throw new Error("usage: tsx server/operator.ts leads|mail|db|stats|admin ...");
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
