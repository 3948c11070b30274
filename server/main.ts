// First: the configuration file (.env or ENV_FILE) is applied before any module reads process.env.
import "../common/load-env.mjs";
import { rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { nodeInstallHint, unsupportedNodeReason } from "../common/node-runtime.mjs";
import { site as siteConfig } from "../common/config/site";
import { createApp } from "./app";
import { DataDirError, ensureWritableDataDir, writePrivateFile } from "./data-dir";
import { openDatabase, type Database } from "./db/client";
import { describeEnvError, leadConfig, parseEnv, serverFactsOf, type Env } from "./env";
import { policyDrift } from "./built-facts";
import { startHttpServer, type StartedHttpServer } from "./http-server";
import {
  createAdminRateLimits,
  createAnalyticsRateLimit,
  createConsentRateLimit,
  createLeadRateLimit,
} from "./rate-limit";
import { makePendingDue } from "./delivery/operations";
import { createOutboxWorker } from "./mail/outbox";
import { operatorCommand, operatorSecrets } from "./operator";
import { operatorSocketPath, serveOperatorSocket } from "./operator-socket";
import { pidFile } from "./pid-file";
import { preflightFindings } from "./preflight";
import { createMailTransport, mailDirOf } from "./mail/transport";
import { createLogger } from "./logger";
import { createProofOfWork, powSecret } from "./leads/proof-of-work";
import { buildDirOf, createLiveSite } from "./render/live-site";
import { createPreview } from "./render/preview";
import { publishedContent } from "./content/published";
import { newestPolicyEdit } from "./content/store";
import { builtCspSources, loadStaticSite } from "./static-site";
import { ownAdminHost } from "./admin/host";
import { loadAdminSite } from "./admin/client-files";
import { adminLinkSecret } from "./services/tokens";
import { startRetention } from "./retention";
import { erasureLogFile, reapplyErasures } from "./privacy/erasure-log";
import { erasureSecret } from "./privacy/subject";
import { createWebhookWorker } from "./webhooks/webhook";
import { startScheduledPublishing } from "./collections/scheduled";
import { describeUrl } from "./describe-url";

const defaultClientDir = fileURLToPath(new URL("../build/client", import.meta.url));
const adminDir = fileURLToPath(new URL("../build/admin", import.meta.url));

function say(message: string) {
  process.stdout.write(`[neutra] ${message}\n`);
}

/** Stops before serving anything: one line naming what is wrong, exit code 1. */
function abort(message: string): never {
  process.stderr.write(`[neutra] ${message}\n`);
  process.exit(1);
}

// Whatever this process creates (the embedded database's files, mails) is its user's alone,
// whatever umask it was started with; the files holding leads also get 0600 explicitly.
process.umask(0o077);

const unsupportedNode = unsupportedNodeReason(process.versions.node);
if (unsupportedNode) abort(`${unsupportedNode}: ${nodeInstallHint()}.`);
say(`Node.js ${process.versions.node}`);

let env: Env;
try {
  env = parseEnv(process.env);
} catch (error) {
  abort(`Invalid configuration:\n${describeEnvError(error)}`);
}

const logger = createLogger(env.LOG_LEVEL);
let database: Database | undefined;
try {
  // DATA_DIR always holds the erasure log (docs/decisions/0038), whatever else is configured; and
  // the embedded database, the mail files without SMTP_URL, the secrets generated when unset.
  ensureWritableDataDir(env.DATA_DIR);
} catch (error) {
  abort(error instanceof DataDirError ? error.message : `DATA_DIR ${path.resolve(env.DATA_DIR)}: ${String(error)}`);
}

let site: ReturnType<typeof loadStaticSite>;
const clientDir = env.STATIC_DIR ? path.resolve(env.STATIC_DIR) : defaultClientDir;
try {
  site = loadStaticSite(clientDir);
} catch (error) {
  abort(error instanceof Error ? error.message : String(error));
}
// The privacy and cookie policies were written at build time; a server with other settings renders them with its own.
const drift = policyDrift(clientDir, serverFactsOf(env));
if (drift.length)
  logger.info({ variables: drift }, "the policies are rendered with this server's values of these variables");

// The back office is optional: a site built without it still serves, and /admin answers 404.
let adminSite: ReturnType<typeof loadAdminSite> | undefined;
try {
  adminSite = loadAdminSite(env.STATIC_DIR ? path.resolve(env.STATIC_DIR, "../admin") : adminDir);
} catch (error) {
  logger.warn({ err: error }, "the back office's build is missing: /admin answers 404 (npm run build makes it)");
}

try {
  database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    onConnectionError: (error) => logger.warn({ err: error }, "database connection lost; the pool reconnects"),
  });
  say(
    database.kind === "pglite"
      ? `Applying database migrations (embedded PostgreSQL in ${path.resolve(env.DATA_DIR, "pglite")})...`
      : "Applying database migrations (PostgreSQL from DATABASE_URL)...",
  );
  await database.migrate();
} catch (error) {
  const where = env.DATABASE_URL
    ? `PostgreSQL at ${new URL(env.DATABASE_URL).host}`
    : `the embedded database in ${path.resolve(env.DATA_DIR, "pglite")}`;
  await database?.close().catch(() => {});
  abort(`Could not open ${where}: ${error instanceof Error ? error.message : String(error)}`);
}
// The operator commands must not open the embedded database while this process has it.
if (database.kind === "pglite") writePrivateFile(pidFile(env.DATA_DIR), String(process.pid));

// A restored backup may hold people erased after it was taken: they are erased again
// before the outbox starts, or their due mails would go out.
const reErased = await reapplyErasures(
  database.db,
  () => erasureSecret(env.ERASURE_SECRET, env.DATA_DIR),
  erasureLogFile(env.DATA_DIR),
  mailDirOf(env.DATA_DIR),
);
if (reErased > 0) logger.warn({ addresses: reErased }, "erasures re-applied: the database held erased people again");

const linkSecret = adminLinkSecret(env.ADMIN_LINK_SECRET, env.DATA_DIR);
const transport = createMailTransport({ smtpUrl: env.SMTP_URL, mailDir: mailDirOf(env.DATA_DIR) });
const outbox = createOutboxWorker({
  db: database.db,
  transport,
  from: env.MAIL_FROM,
  logger,
  linkSecret,
  leaseMs: env.MAIL_LEASE_SECONDS * 1000,
});
const webhooks =
  env.WEBHOOK_URL && env.WEBHOOK_SECRET
    ? createWebhookWorker({
        db: database.db,
        url: env.WEBHOOK_URL,
        secret: env.WEBHOOK_SECRET,
        logger,
        leaseMs: env.MAIL_LEASE_SECONDS * 1000,
      })
    : undefined;
if (database.kind === "pglite") {
  const released = await makePendingDue(database.db);
  if (released.mail + released.webhook > 0) logger.info(released, "pending deliveries made due at start");
}
outbox.start();
webhooks?.start();
say(`Mail goes to ${transport.describe}.`);
if (env.WEBHOOK_URL) say(`Leads are also posted to ${describeUrl(env.WEBHOOK_URL)}.`);
const retention = startRetention(database.db, logger, {
  leadDays: env.LEAD_RETENTION_DAYS,
  spamDays: env.SPAM_RETENTION_DAYS,
});
// Visitors get the published content from the first request on (docs/decisions/0040).
const liveSite = createLiveSite({
  db: database.db,
  files: site,
  buildDir: buildDirOf(clientDir),
  thirdParty: builtCspSources(clientDir),
  serverFacts: drift.length ? serverFactsOf(env) : undefined,
  pollMs: env.CONTENT_POLL_SECONDS * 1000,
  maxPageBytes: env.CONTENT_PAGE_MAX_BYTES,
  logger,
});
await liveSite.start();
// Entries scheduled for a minute go live then, once, by whichever process looks first (docs/decisions/0068).
const scheduled = startScheduledPublishing({ db: database.db, logger, onPublished: () => void liveSite.refresh() });
void scheduled.tick();
// Serves anyway (a test or a staging run is no mistake), but says what going live would need,
// judging the company facts as the pages show them (the back office's over the variables').
const policyEdit = await newestPolicyEdit(database.db);
for (const finding of preflightFindings(process.env, publishedContent().facts?.company, policyEdit)) {
  logger.warn({ preflight: finding }, "not ready for going live");
}
const adminUrl = env.ADMIN_URL ?? siteConfig.url;
// The rate limits' counters are keyed with the erasures' secret, which every process shares (docs/decisions/0059).
const counters = { secret: erasureSecret(env.ERASURE_SECRET, env.DATA_DIR) };
const adminHost = ownAdminHost(adminUrl, siteConfig.url);

const app = createApp({
  database,
  logger,
  site,
  catchUp: liveSite.catchUp,
  adminSite,
  leads: {
    config: leadConfig(env),
    rateLimit: createLeadRateLimit(database.db, env.RATE_LIMIT, counters),
    pow: createProofOfWork({ secret: powSecret(env.POW_SECRET, env.DATA_DIR) }),
    onStored: () => {
      outbox.kick();
      webhooks?.kick();
    },
  },
  consent: {
    enabled: env.CONSENT_LOG,
    rateLimit: createConsentRateLimit(database.db, env.RATE_LIMIT, counters),
    trustProxy: env.TRUST_PROXY,
  },
  analytics: {
    enabled: env.ANALYTICS,
    rateLimit: createAnalyticsRateLimit(database.db, env.RATE_LIMIT, counters),
    trustProxy: env.TRUST_PROXY,
  },
  admin: {
    config: {
      url: adminUrl,
      ownHost: adminHost,
      linkSecret,
      trustProxy: env.TRUST_PROXY,
      consentLog: env.CONSENT_LOG,
      leads: leadConfig(env),
      webhookHost: env.WEBHOOK_URL && new URL(env.WEBHOOK_URL).host,
      erasures: operatorSecrets(env).erasures,
    },
    rateLimit: createAdminRateLimits(database.db, env.RATE_LIMIT, counters),
    content: {
      live: liveSite,
      preview: createPreview({
        buildDir: buildDirOf(clientDir),
        siteUrl: siteConfig.url,
        serverFacts: drift.length ? serverFactsOf(env) : undefined,
      }),
    },
    onQueued: () => {
      outbox.kick();
      webhooks?.kick();
    },
  },
});
let http: StartedHttpServer;
try {
  http = await startHttpServer({ fetch: app.fetch, port: env.PORT, hostname: env.HOST });
} catch (error) {
  retention.stop();
  await Promise.all([outbox.stop(), webhooks?.stop()]);
  await database.close();
  abort(`Cannot listen on ${env.HOST}:${env.PORT}: ${error instanceof Error ? error.message : String(error)}`);
}
const host = env.HOST === "0.0.0.0" || env.HOST === "::" ? "localhost" : env.HOST;
say(`${siteConfig.brand} website is running. Open http://${host}:${http.port}`);
if (adminHost) say(`The back office answers only for ${adminHost} (ADMIN_URL), at ${new URL(adminUrl).origin}/admin.`);
// The embedded database is this process's alone: the operator commands run in here (ADR 0035).
const operatorSocket = database.dump
  ? await serveOperatorSocket(
      operatorSocketPath(env.DATA_DIR),
      {
        command: async (area, args, out) => {
          await operatorCommand(database.db, operatorSecrets(env), area, args, out);
          // An invitation or a retry is sent at once, as the command promises; a withdrawal rendered.
          outbox.kick();
          webhooks?.kick();
          if (area === "content") void liveSite.refresh();
        },
        backup: database.dump,
      },
      logger,
    )
  : undefined;

let stopping = false;
async function shutdown(signal: string) {
  if (stopping || !database) return;
  stopping = true;
  say(`${signal} received, shutting down...`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  // Requests in flight (a lead being stored) finish before the database closes.
  const closed = new Promise((resolve) => http.server.close(resolve));
  http.server.closeIdleConnections();
  await Promise.all([closed, operatorSocket?.close()]);
  retention.stop();
  scheduled.stop();
  liveSite.stop();
  await Promise.all([outbox.stop(), webhooks?.stop()]);
  transport.close();
  await database.close();
  rmSync(pidFile(env.DATA_DIR), { force: true });
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
