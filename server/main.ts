import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { openDatabase } from "./db/client";
import { describeEnvError, leadConfig, parseEnv, type Env } from "./env";
import { createConsentRateLimit, createLeadRateLimit } from "./rate-limit";
import { createOutboxWorker } from "./mail/outbox";
import { pidFile } from "./pid-file";
import { createMailTransport } from "./mail/transport";
import { createLogger } from "./logger";
import { loadStaticSite } from "./static-site";

const clientDir = fileURLToPath(new URL("../build/client", import.meta.url));

function say(message: string) {
  process.stdout.write(`[neutra] ${message}\n`);
}

let env: Env;
try {
  env = parseEnv(process.env);
} catch (error) {
  process.stderr.write(`[neutra] Invalid configuration:\n${describeEnvError(error)}\n`);
  process.exit(1);
}

const logger = createLogger(env.LOG_LEVEL);
const site = loadStaticSite(clientDir);
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
say(
  database.kind === "pglite"
    ? `Applying database migrations (embedded PostgreSQL in ${path.resolve(env.DATA_DIR, "pglite")})...`
    : "Applying database migrations (PostgreSQL from DATABASE_URL)...",
);
await database.migrate();
// The operator commands must not open the embedded database while this process has it.
if (database.kind === "pglite") writeFileSync(pidFile(env.DATA_DIR), String(process.pid));

const transport = createMailTransport({ smtpUrl: env.SMTP_URL, mailDir: path.resolve(env.DATA_DIR, "mail") });
const outbox = createOutboxWorker({ db: database.db, transport, from: env.MAIL_FROM, logger });
outbox.start();
say(`Mail goes to ${transport.describe}.`);

const app = createApp({
  database,
  logger,
  site,
  leads: {
    config: leadConfig(env),
    rateLimit: createLeadRateLimit(database.db, env.RATE_LIMIT),
    onStored: outbox.kick,
  },
  consent: {
    enabled: env.CONSENT_LOG,
    rateLimit: createConsentRateLimit(database.db, env.RATE_LIMIT),
    trustProxy: env.TRUST_PROXY,
  },
});
const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  const host = env.HOST === "0.0.0.0" || env.HOST === "::" ? "localhost" : env.HOST;
  say(`Neutra Tech website is running. Open http://${host}:${info.port}`);
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  say(`${signal} received, shutting down...`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  server.close();
  await outbox.stop();
  transport.close();
  await database.close();
  rmSync(pidFile(env.DATA_DIR), { force: true });
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
