/**
 * npm run bench:http (BENCH_SECONDS=10, BENCH_CONNECTIONS=100): static serving throughput on
 * loopback. Our server against nginx (Debian's package; installed with apt when missing and root)
 * serving the same build with the same gzip files, one worker each, for a prerendered page and a
 * hashed asset. Prints requests per second, p50/p99 latency, bytes per response and the ratio.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { freePort } from "./lib/local";
import { ensureBuild, root, say } from "./lib/prepare.mjs";
import { startServer } from "./lib/serve-for-measurement";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const clientDir = path.join(root, "build/client");

function ensureNginx(): string {
  const nginx = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((p) => existsSync(p));
  if (nginx) return nginx;
  if (process.getuid?.() !== 0 || !existsSync("/usr/bin/apt-get")) {
    console.error("[neutra] nginx is missing: sudo apt-get install nginx-light (or nginx)");
    process.exit(1);
  }
  say("Installing Debian's nginx for the comparison (its service is not started)...");
  // policy-rc.d 101 keeps the package from starting a system nginx on port 80.
  const policy = "/usr/sbin/policy-rc.d";
  const hadPolicy = existsSync(policy);
  if (!hadPolicy) writeFileSync(policy, "#!/bin/sh\nexit 101\n", { mode: 0o755 });
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  const status = spawnSync("apt-get", ["install", "-y", "-qq", "nginx"], { stdio: "inherit", env }).status;
  if (!hadPolicy) rmSync(policy);
  if (status !== 0 || !existsSync("/usr/sbin/nginx")) process.exit(1);
  return "/usr/sbin/nginx";
}

async function startNginx(binary: string) {
  const port = await freePort();
  const prefix = mkdtempSync(path.join(tmpdir(), "neutra-nginx-"));
  const conf = path.join(prefix, "nginx.conf");
  writeFileSync(
    conf,
    `worker_processes 1;
error_log ${prefix}/error.log warn;
pid ${prefix}/nginx.pid;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  server {
    listen 127.0.0.1:${port};
    root ${clientDir};
    gzip_static on;
    location / { try_files $uri $uri/index.html =404; }
  }
}
`,
  );
  const child = spawn(binary, ["-p", prefix, "-c", conf, "-g", "daemon off;"], { stdio: "inherit" });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 50; i++) {
    try {
      if ((await fetch(`${baseUrl}/`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    baseUrl,
    stop: () => {
      child.kill("SIGQUIT");
      rmSync(prefix, { recursive: true, force: true });
    },
  };
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
const nginx = await startNginx(nginxBinary);
const rows: string[] = [];
try {
  for (const [label, target] of targets) {
    // Ours and nginx's directory fallback serve different paths for the same page file.
    const own = await measure(`${ours.baseUrl}${target}`);
    const theirs = await measure(`${nginx.baseUrl}${target}`);
    const ratio = ((own.rps / theirs.rps) * 100).toFixed(0);
    for (const [name, row] of [
      ["ours ", own],
      ["nginx", theirs],
    ] as const) {
      rows.push(
        `${label.padEnd(40)} ${name}  ${String(row.rps).padStart(7)} req/s  p50 ${String(row.p50).padStart(3)} ms  p99 ${String(row.p99).padStart(3)} ms  ${String(row.bytes).padStart(6)} B/resp  errors ${row.errors}`,
      );
    }
    rows.push(`${label.padEnd(40)} ours/nginx ${ratio} %`);
  }
} finally {
  await ours.stop();
  nginx.stop();
}
console.log(`\nbench:http: ${connections} connections, ${seconds} s per run, Accept-Encoding: gzip\n`);
console.log(rows.join("\n"));
