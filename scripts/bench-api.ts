/**
 * npm run bench:api (BENCH_LEADS=1500, BENCH_CONNECTIONS=10): load on POST /api/leads over loopback (autocannon) against the real server
 * with the embedded database, rate limit lifted, mail to an in-process SMTP sink. Every lead
 * carries its own proof-of-work solution, solved before the load (the browser's work, not the
 * server's), so each request pays for verification and the single-use insert, and the signed
 * webhook is on, to a receiver on loopback. Prints leads per second, latency, and the proof: leads
 * stored = accepted = verified = mails delivered = webhooks delivered.
 */
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import autocannon from "autocannon";
import { SMTPServer } from "smtp-server";
import { openDatabase } from "../server/db/client";
import { leads } from "../server/db/schema";
import { startThrowawayPostgres } from "./lib/postgres.mjs";
import { ensureBuild } from "./lib/prepare.mjs";
import { startServer } from "./lib/serve-for-measurement";
import { eq } from "drizzle-orm";
import { contactLead } from "../tests/support/payloads";
import { solvedPow } from "../tests/support/pow";

const amount = Number(process.env.BENCH_LEADS ?? 1500);
// For comparison: BENCH_POW=off sends leads without a solution, BENCH_WEBHOOK=off leaves the CRM out.
const withPow = process.env.BENCH_POW !== "off";
const withWebhook = process.env.BENCH_WEBHOOK !== "off";
// BENCH_DATABASE=postgres: a throwaway PostgreSQL cluster on this machine instead of the embedded one.
const postgres = process.env.BENCH_DATABASE === "postgres" ? startThrowawayPostgres() : undefined;
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

let delivered = 0;
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onData(stream, _session, callback) {
    stream.on("end", () => {
      delivered++;
      callback();
    });
    stream.resume();
  },
});
sink.listen(0, "127.0.0.1");
await once(sink.server, "listening");

// The owner's CRM: counts each lead's webhook once (a retry repeats its webhook-id).
const webhookIds = new Set<string>();
const receiver = createServer((request, response) => {
  webhookIds.add(String(request.headers["webhook-id"]));
  request.resume();
  request.on("end", () => response.writeHead(204).end());
});
receiver.listen(0, "127.0.0.1");
await once(receiver, "listening");

ensureBuild();
const server = await startServer({
  SMTP_URL: `smtp://127.0.0.1:${(sink.server.address() as AddressInfo).port}`,
  RATE_LIMIT: "off",
  ...(postgres && { DATABASE_URL: postgres.url }),
  ...(withWebhook && {
    WEBHOOK_URL: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/crm`,
    WEBHOOK_SECRET: `whsec_${randomBytes(32).toString("base64")}`,
  }),
  MIN_FILL_MS: "0",
  LOG_LEVEL: "error",
});

// One solution per lead, as each visitor's browser solves its own challenge.
const solveStart = Date.now();
const solutions: string[] = [];
for (let i = 0; i < amount; i++)
  solutions.push(await solvedPow({ request: (p, init) => fetch(server.baseUrl + p, init) }));
const solveSeconds = (Date.now() - solveStart) / 1000;
const bodies = (withPow ? solutions : [undefined]).map((pow) =>
  JSON.stringify({ ...contactLead, elapsedMs: 15_000, pow }),
);
let next = 0;

const result = await autocannon({
  url: `${server.baseUrl}/api/leads`,
  method: "POST",
  headers: { "content-type": "application/json", "sec-fetch-site": "same-origin" },
  requests: [{ setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] }) }],
  connections,
  // A fixed number of requests, all answered: then "accepted" is exact.
  amount,
});
const accepted = result["2xx"];

// The outbox drains in the background; wait for it before counting.
const drainStart = Date.now();
const posted = () => (withWebhook ? webhookIds.size : accepted);
while ((delivered < accepted || posted() < accepted) && Date.now() - drainStart < 120_000) {
  await new Promise((r) => setTimeout(r, 250));
}
const drainMs = Date.now() - drainStart;
await server.stop();
sink.close();
receiver.close();

const database = await openDatabase({ databaseUrl: postgres?.url, dataDir: server.dataDir });
const stored = await database.db.$count(leads);
const verified = await database.db.$count(leads, eq(leads.unverified, false));
await database.close();
postgres?.stop();

console.log(
  `POST /api/leads, ${amount} leads over ${connections} connections, ${postgres ? "PostgreSQL on this machine" : "embedded PostgreSQL"}, SMTP sink and webhook receiver on loopback`,
);
console.log(
  !withPow
    ? "Proof-of-work: off (leads sent without a solution, stored as unverified)"
    : `Proof-of-work: ${amount} challenges solved before the load in ${solveSeconds.toFixed(1)} s (${((solveSeconds * 1000) / amount).toFixed(1)} ms each in Node, one core)`,
);
console.log(
  `| accepted (201) | other answers | leads/s | p50 ms | p99 ms | max ms | stored | verified | mails delivered | webhooks delivered | drain after load |`,
);
console.log(`|---|---|---|---|---|---|---|---|---|---|---|`);
console.log(
  `| ${accepted} | ${result.non2xx + result.errors} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} | ${result.latency.p99} | ${result.latency.max} | ${stored} | ${verified} | ${delivered} | ${withWebhook ? webhookIds.size : "off"} | ${(drainMs / 1000).toFixed(1)} s |`,
);
const ok =
  stored === accepted &&
  verified === (withPow ? accepted : 0) &&
  delivered === accepted &&
  posted() === accepted &&
  result.non2xx === 0 &&
  result.errors === 0;
console.log(
  ok
    ? "stored = accepted = verified = mailed = posted to the CRM: no lead lost."
    : "MISMATCH: a lead was lost, refused or unverified.",
);
process.exitCode = ok ? 0 : 1;
