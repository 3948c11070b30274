/**
 * npm run bench:api (BENCH_LEADS=1500, BENCH_CONNECTIONS=10): load on POST /api/leads over loopback (autocannon) against the real server
 * with the embedded database, rate limit lifted, mail to an in-process SMTP sink. Every lead
 * carries its own proof-of-work solution, solved before the load (the browser's work, not the
 * server's), so each request pays for verification and the single-use insert. Prints leads per
 * second, latency, and the proof: leads stored = leads accepted = verified = mails delivered.
 */
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import autocannon from "autocannon";
import { SMTPServer } from "smtp-server";
import { openDatabase } from "../server/db/client";
import { leads } from "../server/db/schema";
import { ensureBuild } from "./lib/prepare.mjs";
import { startServer } from "./lib/serve-for-measurement";
import { eq } from "drizzle-orm";
import { contactLead } from "../tests/support/payloads";
import { solvedPow } from "../tests/support/pow";

const amount = Number(process.env.BENCH_LEADS ?? 1500);
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

ensureBuild();
const server = await startServer({
  SMTP_URL: `smtp://127.0.0.1:${(sink.server.address() as AddressInfo).port}`,
  RATE_LIMIT: "off",
  MIN_FILL_MS: "0",
  LOG_LEVEL: "error",
});

// One solution per lead, as each visitor's browser solves its own challenge.
const solveStart = Date.now();
const solutions: string[] = [];
for (let i = 0; i < amount; i++)
  solutions.push(await solvedPow({ request: (p, init) => fetch(server.baseUrl + p, init) }));
const solveSeconds = (Date.now() - solveStart) / 1000;
const bodies = solutions.map((pow) => JSON.stringify({ ...contactLead, elapsedMs: 15_000, pow }));
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
while (delivered < accepted && Date.now() - drainStart < 120_000) await new Promise((r) => setTimeout(r, 250));
const drainMs = Date.now() - drainStart;
await server.stop();
sink.close();

const database = await openDatabase({ dataDir: server.dataDir });
const stored = await database.db.$count(leads);
const verified = await database.db.$count(leads, eq(leads.unverified, false));
await database.close();

console.log(
  `POST /api/leads, ${amount} leads over ${connections} connections, embedded PostgreSQL, SMTP sink on loopback`,
);
console.log(
  `Proof-of-work: ${amount} challenges solved before the load in ${solveSeconds.toFixed(1)} s (${((solveSeconds * 1000) / amount).toFixed(1)} ms each in Node, one core)`,
);
console.log(
  `| accepted (201) | other answers | leads/s | p50 ms | p99 ms | max ms | stored | verified | mails delivered | drain after load |`,
);
console.log(`|---|---|---|---|---|---|---|---|---|---|`);
console.log(
  `| ${accepted} | ${result.non2xx + result.errors} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} | ${result.latency.p99} | ${result.latency.max} | ${stored} | ${verified} | ${delivered} | ${(drainMs / 1000).toFixed(1)} s |`,
);
const ok =
  stored === accepted && verified === accepted && delivered === accepted && result.non2xx === 0 && result.errors === 0;
console.log(
  ok ? "stored = accepted = verified = delivered: no lead lost." : "MISMATCH: a lead was lost, refused or unverified.",
);
process.exitCode = ok ? 0 : 1;
