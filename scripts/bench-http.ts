/**
 * npm run bench:http (BENCH_SECONDS=10, BENCH_CONNECTIONS=100): static serving throughput on
 * loopback, for a prerendered page and a hashed asset, one worker or process each:
 * - nginx: Debian's nginx serving the same build's files alone (the ceiling);
 * - ours: the app alone;
 * - deploy: the production topology of deploy/ (nginx with neutra-locations.conf in front of the
 *   app: assets from disk, pages proxied), which ADR 0021 chose with these figures.
 * Prints requests per second, p50/p99 latency, bytes per response and each against nginx.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { freePort } from "./lib/local";
import { deployNginxFiles, ensureNginx, startNginx } from "./lib/nginx";
import { ensureBuild, root } from "./lib/prepare.mjs";
import { startServer } from "./lib/serve-for-measurement";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const clientDir = path.join(root, "build/client");

/** nginx serving build/client as files, the way a static host would. */
async function nginxAlone(binary: string) {
  const port = await freePort();
  return startNginx(
    binary,
    port,
    `  server {
    listen 127.0.0.1:${port};
    root ${clientDir};
    gzip_static on;
    location / { try_files $uri $uri/index.html =404; }
  }`,
  );
}

/** deploy/'s nginx configuration in front of the app. */
async function nginxInFront(binary: string, appPort: number) {
  const port = await freePort();
  return startNginx(
    binary,
    port,
    `  upstream neutra_app { server 127.0.0.1:${appPort}; keepalive 32; }
  server {
    listen 127.0.0.1:${port};
    root ${clientDir};
    include ${path.join(deployNginxFiles(), "neutra-locations.conf")};
  }`,
  );
}

interface Row {
  rps: number;
  p50: number;
  p99: number;
  bytes: number;
  errors: number;
}

async function measure(url: string): Promise<Row> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: { "accept-encoding": "gzip" },
  });
  const responses = result.requests.total || 1;
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes: Math.round(result.throughput.total / responses),
    errors: result.errors + result.non2xx,
  };
}

ensureBuild();
const nginxBinary = ensureNginx();
const asset = readdirSync(path.join(clientDir, "assets"))
  .filter((f) => f.startsWith("entry.client") && f.endsWith(".js"))
  .map((f) => `/assets/${f}`)[0]!;
const targets = [
  ["page /odoo-ams", "/odoo-ams"],
  [`asset ${asset}`, asset],
] as const;

const ours = await startServer({ LOG_LEVEL: "error" });
const nginx = await nginxAlone(nginxBinary);
const deploy = await nginxInFront(nginxBinary, ours.port);
const rows: string[] = [];
const format = (label: string, name: string, row: Row, reference: Row) =>
  `${label.padEnd(40)} ${name.padEnd(6)} ${String(row.rps).padStart(7)} req/s  p50 ${String(row.p50).padStart(3)} ms  p99 ${String(row.p99).padStart(3)} ms  ${String(row.bytes).padStart(6)} B/resp  errors ${row.errors}  ${((row.rps / reference.rps) * 100).toFixed(0).padStart(3)} % of nginx`;
try {
  for (const [label, target] of targets) {
    const alone = await measure(`${nginx.baseUrl}${target}`);
    const own = await measure(`${ours.baseUrl}${target}`);
    const fronted = await measure(`${deploy.baseUrl}${target}`);
    rows.push(
      format(label, "nginx", alone, alone),
      format(label, "ours", own, alone),
      format(label, "deploy", fronted, alone),
    );
  }
} finally {
  await ours.stop();
  nginx.stop();
  deploy.stop();
}
console.log(`\nbench:http: ${connections} connections, ${seconds} s per run, Accept-Encoding: gzip\n`);
console.log(rows.join("\n"));
