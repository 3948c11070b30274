/**
 * npm run bench:media (BENCH_SECONDS=10, BENCH_CONNECTIONS=50): the image pipeline on the real server
 * over the build and the embedded database (docs/decisions/0063):
 * - a 24-megapixel JPEG from upload to all variants: the answer's time and the server's peak RSS;
 * - pages served while 10 uploads run: p50/p95 of GET / against the same server idle;
 * - a variant's requests per second from the server, against Debian's nginx serving the same file.
 * Prints the figures with the machine's load average. Not part of npm test.
 */
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import sharp from "sharp";
import type { MediaItem } from "../common/admin/media-api";
import { benchSession } from "./lib/bench-session";
import { freePort } from "./lib/local";
import { ensureNginx, startNginx } from "./lib/nginx";
import { e2eEnvFile, ensureBuild, say } from "./lib/prepare.mjs";
import { startServer } from "./lib/serve-for-measurement";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

/** A camera's photo: 6000 × 4000 of noise over a gradient, which compresses about as a real one does. */
async function cameraPhoto(seed: number): Promise<Buffer> {
  const noise = await sharp({
    create: {
      width: 6000,
      height: 4000,
      channels: 3,
      background: "#000000",
      noise: { type: "gaussian", mean: 120 + seed, sigma: 40 },
    },
  })
    .blur(1.2)
    .raw()
    .toBuffer();
  return sharp(noise, { raw: { width: 6000, height: 4000, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer();
}

const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** GET / one after another for `ms`: each request's time. */
async function pageTimes(baseUrl: string, ms: number): Promise<number[]> {
  const times: number[] = [];
  const end = performance.now() + ms;
  while (performance.now() < end) {
    const started = performance.now();
    await (await fetch(`${baseUrl}/`, { headers: { "accept-encoding": "br" } })).arrayBuffer();
    times.push(performance.now() - started);
  }
  return times;
}

async function rps(url: string): Promise<number> {
  const result = await autocannon({ url, connections, duration: seconds });
  if (result.non2xx || result.errors)
    throw new Error(
      `${url}: ${result.non2xx} non-2xx (${JSON.stringify(result.statusCodeStats)}), ${result.errors} errors`,
    );
  return Math.round(result.requests.average);
}

ensureBuild({ envFile: e2eEnvFile });
const dataDir = mkdtempSync(path.join(tmpdir(), "neutra-bench-media-"));
const token = await benchSession({ dataDir }, "editor");
const server = await startServer({ ENV_FILE: e2eEnvFile, DATA_DIR: dataDir });
const upload = (bytes: Buffer, name: string) =>
  fetch(`${server.baseUrl}/api/admin/media`, {
    method: "POST",
    headers: {
      "Content-Type": "image/jpeg",
      "X-File-Name": name,
      "Sec-Fetch-Site": "same-origin",
      Cookie: `__Secure-neutra_admin=${token}`,
    },
    body: new Uint8Array(bytes),
  });

try {
  const photos = await Promise.all(Array.from({ length: 10 }, (_, i) => cameraPhoto(i)));
  const rssBefore = rssMb(server.pid);
  let peak = rssBefore;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 20);
  const started = performance.now();
  const answer = await upload(photos[0]!, "camera.jpg");
  const took = performance.now() - started;
  clearInterval(sampler);
  if (answer.status !== 201) throw new Error(`upload: ${answer.status} ${await answer.text()}`);
  const item = (await answer.json()) as MediaItem;
  say(
    `bench:media: a ${(photos[0]!.length / 1e6).toFixed(1)} MB, 24-megapixel JPEG to all variants in ${Math.round(took)} ms; server RSS ${rssBefore.toFixed(0)} MB before, ${peak.toFixed(0)} MB at the peak`,
  );

  const idle = await pageTimes(server.baseUrl, 5_000);
  const uploads = Promise.all(photos.map((photo, i) => upload(photo, `camera-${i}.jpg`)));
  const busy = await pageTimes(server.baseUrl, 5_000);
  const uploadsStarted = performance.now();
  const statuses = (await uploads).map((r) => r.status);
  say(
    `bench:media: GET / idle p50 ${percentile(idle, 50).toFixed(1)} ms, p95 ${percentile(idle, 95).toFixed(1)} ms (${idle.length} requests); during 10 uploads p50 ${percentile(busy, 50).toFixed(1)} ms, p95 ${percentile(busy, 95).toFixed(1)} ms (${busy.length} requests); uploads answered ${JSON.stringify(statuses)}, the last ${Math.round(performance.now() - uploadsStarted)} ms after the page measurement`,
  );

  // The grid's thumbnail is a variant like any other: the same file from the server and from nginx.
  const variantPath = item.thumbnail;
  const dir = mkdtempSync(path.join(tmpdir(), "neutra-bench-media-files-"));
  const variant = await fetch(`${server.baseUrl}${variantPath}`);
  if (variant.status !== 200) throw new Error(`${variantPath}: ${variant.status}`);
  const bytes = Buffer.from(await variant.arrayBuffer());
  // nginx's workers drop root for an unprivileged user: mkdtemp's 0700 would answer them 403.
  chmodSync(dir, 0o755);
  writeFileSync(path.join(dir, path.basename(variantPath)), bytes, { mode: 0o644 });
  const port = await freePort();
  const nginx = await startNginx(
    ensureNginx(),
    port,
    `  server {
    listen 127.0.0.1:${port};
    location /media/ { alias ${dir}/; add_header Cache-Control "public, max-age=31536000, immutable"; }
  }`,
  );
  try {
    const ours = await rps(`${server.baseUrl}${variantPath}`);
    const theirs = await rps(`${nginx.baseUrl}${variantPath}`);
    say(
      `bench:media: ${variantPath} (${(bytes.length / 1024).toFixed(1)} KB): ${ours} requests/s from the server, ${theirs} from nginx (${Math.round((100 * ours) / theirs)} %), ${connections} connections, ${seconds} s each`,
    );
  } finally {
    nginx.stop();
    rmSync(dir, { recursive: true, force: true });
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
say(
  `bench:media: load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
);
