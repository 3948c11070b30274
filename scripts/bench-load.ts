/**
 * npm run bench:load: BENCH_SECONDS (60) of mixed traffic over loopback against the real server
 * (embedded database, or DATABASE_URL), with the production rate limit on and TRUST_PROXY so
 * that each simulated visitor has its own address (X-Forwarded-For):
 * - page views (every prerendered page, brotli), BENCH_PAGE_CONNECTIONS (20);
 * - hashed assets (scripts, styles, fonts), BENCH_ASSET_CONNECTIONS (10);
 * - lead posts over BENCH_LEAD_CONNECTIONS (8) keep-alive connections: visitors sending three leads each, plus one abusive
 *   client sending every 25th post, which the rate limit answers with 429 after its fifth.
 * Prints requests per second, p50/p99 per route, the error rate, and the proof that stored leads =
 * accepted leads = mails delivered (to an in-process SMTP sink), with no mail sent twice.
 */
import { existsSync, readdirSync, rmSync } from "node:fs";
import http from "node:http";
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import path from "node:path";
import autocannon from "autocannon";
import { SMTPServer } from "smtp-server";
import { pagePaths } from "../common/config/route-table";
import { openDatabase } from "../server/db/client";
import { leads } from "../server/db/schema";
import { ensureBuild, root } from "./lib/prepare.mjs";
import { startServer } from "./lib/serve-for-measurement";
import { contactLead } from "../tests/support/payloads";

const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const pageConnections = Number(process.env.BENCH_PAGE_CONNECTIONS ?? 20);
const assetConnections = Number(process.env.BENCH_ASSET_CONNECTIONS ?? 10);
const leadConnections = Number(process.env.BENCH_LEAD_CONNECTIONS ?? 8);

// Mails as the SMTP server sees them: every Message-ID, to find a mail sent twice.
const messageIds: string[] = [];
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onData(stream, _session, callback) {
    let head = "";
    stream.on("data", (chunk: Buffer) => {
      if (head.length < 4096) head += chunk.toString("latin1");
    });
    stream.on("end", () => {
      messageIds.push(/^message-id:\s*(.+)$/im.exec(head)?.[1]?.trim() ?? "?");
      callback();
    });
  },
});
sink.on("error", () => {});
sink.listen(0, "127.0.0.1");
await once(sink.server, "listening");

// Any current build will do: the site's settings do not change the load.
if (!existsSync(path.join(root, "build/client/index.html"))) ensureBuild();
const assetDir = path.join(root, "build/client/assets");
const assets = readdirSync(assetDir)
  .filter((f) => /\.(js|css|woff2)$/.test(f))
  .map((f) => `/assets/${f}`);
const pages = pagePaths();

const server = await startServer({
  SMTP_URL: `smtp://127.0.0.1:${(sink.server.address() as AddressInfo).port}`,
  TRUST_PROXY: "on",
  RATE_LIMIT: "on",
  LOG_LEVEL: "error",
});
console.log(
  `Mixed load for ${seconds} s on ${server.baseUrl} (${process.env.DATABASE_URL ? "PostgreSQL" : "embedded PostgreSQL"}): ` +
    `${pages.length} pages, ${assets.length} assets, lead posts; rate limit on.`,
);

let nextPage = 0;
let nextAsset = 0;
let post = 0;
let accepted = 0;
let limited = 0;
let unexpected = 0;
const abusive = "198.51.100.66";
let abusiveAccepted = 0;
const leadLatencies: number[] = [];
let leadErrors = 0;

function leadBody(n: number) {
  return JSON.stringify({ ...contactLead, company: `Stadtwerke Last ${n}`, email: `lead${n}@stadtwerke.example` });
}

/**
 * Lead posts from our own keep-alive clients rather than autocannon: they stop starting new posts
 * at the deadline but finish the ones under way, so every post has its answer and "accepted" is
 * exact (autocannon drops what is in flight when its time is up).
 */
async function postLeads() {
  const deadline = Date.now() + seconds * 1000;
  const agent = new http.Agent({ keepAlive: true, maxSockets: leadConnections });
  const once = (n: number, client: string) =>
    new Promise<number>((resolve, reject) => {
      const body = leadBody(n);
      const req = http.request(
        `${server.baseUrl}/api/leads`,
        {
          method: "POST",
          agent,
          headers: {
            "content-type": "application/json",
            "content-length": Buffer.byteLength(body),
            "sec-fetch-site": "same-origin",
            "x-forwarded-for": client,
          },
        },
        (res) => {
          res.resume();
          res.on("end", () => resolve(res.statusCode ?? 0));
        },
      );
      req.on("error", reject);
      req.end(body);
    });
  const connection = async () => {
    while (Date.now() < deadline) {
      const n = post++;
      // Three leads per visitor (the limit allows five per ten minutes), and the abuser.
      const fromAbuser = n % 25 === 24;
      const client = fromAbuser ? abusive : `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${Math.floor(n / 3) & 255}`;
      const started = performance.now();
      try {
        const status = await once(n, client);
        leadLatencies.push(performance.now() - started);
        if (status === 201) {
          accepted++;
          if (fromAbuser) abusiveAccepted++;
        } else if (status === 429 && fromAbuser) limited++;
        else unexpected++;
      } catch {
        leadErrors++;
      }
    }
  };
  await Promise.all(Array.from({ length: leadConnections }, connection));
  agent.destroy();
}

const common = { duration: seconds, timeout: 10 };
const [pagesResult, assetsResult] = await Promise.all([
  autocannon({
    ...common,
    url: server.baseUrl,
    connections: pageConnections,
    headers: { "accept-encoding": "br, gzip" },
    requests: [{ method: "GET", setupRequest: (req) => ({ ...req, path: pages[nextPage++ % pages.length] }) }],
  }),
  autocannon({
    ...common,
    url: server.baseUrl,
    connections: assetConnections,
    headers: { "accept-encoding": "br, gzip" },
    requests: [{ method: "GET", setupRequest: (req) => ({ ...req, path: assets[nextAsset++ % assets.length] }) }],
  }),
  postLeads(),
]);

// The outbox drains in the background; wait for it before counting.
const drainStart = Date.now();
while (messageIds.length < accepted && Date.now() - drainStart < 180_000) await new Promise((r) => setTimeout(r, 250));
await new Promise((r) => setTimeout(r, 1000)); // a mail sent twice would arrive now
const drainMs = Date.now() - drainStart;
await server.stop();
sink.close();

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: server.dataDir });
const stored = await database.db.$count(leads);
await database.close();
rmSync(server.dataDir, { recursive: true, force: true });
const delivered = new Set(messageIds).size;
const duplicates = messageIds.length - delivered;

type Result = Awaited<ReturnType<typeof autocannon>>;
const row = (name: string, r: Result, errors: number) =>
  `| ${name} | ${r.requests.total} | ${r.requests.average.toFixed(0)} | ${r.latency.p50} | ${r.latency.p99} | ${r.latency.max} | ${errors} (${((100 * errors) / Math.max(1, r.requests.total)).toFixed(2)} %) |`;
const failures = (r: Result) => r.errors + r.timeouts + (r.non2xx ?? 0);
console.log("");
console.log("| route | requests | req/s | p50 ms | p99 ms | max ms | errors |");
console.log("|---|---|---|---|---|---|---|");
console.log(row("GET pages", pagesResult, failures(pagesResult)));
console.log(row("GET /assets/*", assetsResult, failures(assetsResult)));
const sorted = leadLatencies.sort((a, b) => a - b);
const pct = (p: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);
const leadFailures = leadErrors + unexpected;
console.log(
  `| POST /api/leads | ${post} | ${(post / seconds).toFixed(0)} | ${pct(50)} | ${pct(99)} | ${Math.round(sorted.at(-1) ?? 0)} | ${leadFailures} (${((100 * leadFailures) / Math.max(1, post)).toFixed(2)} %) |`,
);
const total = pagesResult.requests.total + assetsResult.requests.total + post;
console.log(
  `\nAll routes: ${total} requests, ${(total / seconds).toFixed(0)} req/s. ` +
    `Leads: ${accepted} accepted (201), ${limited} answered 429 to the abusive client ` +
    `(which got ${abusiveAccepted} accepted), ${unexpected} other answers.`,
);
console.log(
  `Stored leads: ${stored}; accepted: ${accepted}; mails delivered: ${delivered} ` +
    `(${duplicates} sent twice); outbox drained ${(drainMs / 1000).toFixed(1)} s after the load.`,
);
const ok =
  stored === accepted &&
  delivered === accepted &&
  duplicates === 0 &&
  unexpected === 0 &&
  abusiveAccepted <= 5 &&
  failures(pagesResult) === 0 &&
  failures(assetsResult) === 0 &&
  leadErrors === 0;
console.log(ok ? "stored = accepted = delivered, no errors: no lead lost." : "MISMATCH or errors: see above.");
process.exitCode = ok ? 0 : 1;
