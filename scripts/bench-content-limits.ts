/**
 * npm run bench:content-limits: what one editor can make the site carry (docs/decisions/0056). On the embedded database, the real server over the build:
 * - an editor publishes every text /impressum and /en/impressum show (the page's own and the
 *   shell's) at the longest the rules allow: the page's size and the server's memory (RSS, the
 *   render worker included) before, at its peak and after;
 * - the same editor sends fifteen publishes at once: how many are accepted within the minute;
 * - on a server whose page cap is 20 KB above today's heaviest page, that same publish: how long until
 *   the editor is told which page it would break and why.
 * Prints the figures with the machine's load average. Not part of npm test.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { prerenderPaths } from "../common/config/route-table";
import { maxLengthOf } from "../common/content/check-text";
import { formatKey } from "../common/content/keys";
import { loadCatalogue } from "../server/content/catalogue";
import { contentAreas } from "../server/content/areas";
import { benchSession } from "./lib/bench-session";
import { e2eEnvFile, ensureBuild, say } from "./lib/prepare.mjs";
import { startServer } from "./lib/serve-for-measurement";

const sentences = { de: "Wir beraten Sie gern persönlich.", en: "We are glad to advise you in person." };

/** Every text the imprint shows, grown to the longest the rules allow. */
async function largestImprint(): Promise<Record<string, string>> {
  const catalogue = await loadCatalogue();
  const shown = new Set(
    contentAreas(catalogue)
      .filter((a) => a.area.id === "imprint" || a.area.kind === "shell")
      .flatMap((a) => a.namespaces),
  );
  const values: Record<string, string> = {};
  for (const text of catalogue.texts.filter((t) => shown.has(t.ns) && t.shipped.length > 0)) {
    const max = maxLengthOf(text.shipped);
    let value = text.shipped;
    const sentence = sentences[text.lang];
    while (value.length + sentence.length + 1 <= max) value += ` ${sentence}`;
    values[formatKey({ kind: "text", lang: text.lang, ns: text.ns, path: text.path })] = value;
  }
  return values;
}

function client(baseUrl: string, token: string) {
  const headers = {
    "Content-Type": "application/json",
    "Sec-Fetch-Site": "same-origin",
    Cookie: `__Secure-neutra_admin=${token}`,
  };
  const post = (target: string, body: unknown) =>
    fetch(`${baseUrl}/api/admin/content${target}`, { method: "POST", headers, body: JSON.stringify(body) });
  /** Saves each value as a draft, its warnings acknowledged. */
  async function draft(values: Record<string, string>) {
    for (const [key, value] of Object.entries(values)) {
      let answer = await post("/draft", { key, value });
      if (answer.status === 409) {
        const { findings } = (await answer.json()) as { findings: { code: string }[] };
        answer = await post("/draft", { key, value, acknowledged: findings.map((f) => f.code) });
      }
      if (!answer.ok) throw new Error(`draft ${key}: ${answer.status} ${await answer.text()}`);
    }
  }
  const publish = (keys: string[]) => post("/publish", { keys, otherLanguageConfirmed: true });
  return { draft, publish };
}

const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
const pageKb = async (baseUrl: string, at: string) =>
  Buffer.byteLength(await (await fetch(`${baseUrl}${at}`)).text()) / 1024;
const fixed = (n: number) => n.toFixed(1);

ensureBuild({ envFile: e2eEnvFile });
const largest = await largestImprint();
const keys = Object.keys(largest);

/** The real server on a data directory that already holds an editor's session. */
async function serverWithEditor(env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "neutra-bench-limits-"));
  const token = await benchSession({ dataDir }, "editor");
  const server = await startServer({ ENV_FILE: e2eEnvFile, DATA_DIR: dataDir, ...env });
  const stop = async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { ...server, editor: client(server.baseUrl, token), stop };
}

{
  const server = await serverWithEditor();
  const { editor } = server;
  try {
    const before = {
      de: await pageKb(server.baseUrl, "/impressum"),
      en: await pageKb(server.baseUrl, "/en/impressum"),
    };
    const rssBefore = rssMb(server.pid);
    await editor.draft(largest);
    let peak = rssBefore;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 50);
    const started = performance.now();
    const answer = await editor.publish(keys);
    const took = performance.now() - started;
    clearInterval(sampler);
    if (!answer.ok) throw new Error(`publish: ${answer.status} ${await answer.text()}`);
    await new Promise((resolve) => setTimeout(resolve, 15_000)); // the best compression's second swap
    const after = { de: await pageKb(server.baseUrl, "/impressum"), en: await pageKb(server.baseUrl, "/en/impressum") };
    say(
      `bench:content-limits: ${keys.length} texts of /impressum at their longest, published by an editor in ${Math.round(took)} ms`,
    );
    say(
      `bench:content-limits: /impressum ${fixed(before.de)} → ${fixed(after.de)} KB, /en/impressum ${fixed(before.en)} → ${fixed(after.en)} KB (HTML, uncompressed)`,
    );
    say(
      `bench:content-limits: server RSS ${fixed(rssBefore)} MB before, ${fixed(peak)} MB at the peak, ${fixed(rssMb(server.pid))} MB after`,
    );

    // Fifteen publishes at once from one session, each of its own small change.
    const changes = Object.fromEntries(
      Object.keys(largest)
        .filter((k) => k.startsWith("text:de:imprint:"))
        .slice(0, 15)
        .map((k, i) => [k, `${largest[k]!.slice(0, 40)} ${i}`]),
    );
    await editor.draft(changes);
    const burst = performance.now();
    const statuses = await Promise.all(Object.keys(changes).map(async (k) => (await editor.publish([k])).status));
    const counts = Object.fromEntries(
      [...new Set(statuses)].map((status) => [status, statuses.filter((x) => x === status).length]),
    );
    say(
      `bench:content-limits: 15 publishes at once from one editor: ${JSON.stringify(counts)} (status: count) in ${Math.round(performance.now() - burst)} ms`,
    );
  } finally {
    await server.stop();
  }
}

{
  // Just above today's largest page: the same publish would break /impressum.
  const probe = await serverWithEditor();
  let heaviest = 0;
  for (const at of prerenderPaths()) heaviest = Math.max(heaviest, await pageKb(probe.baseUrl, at));
  await probe.stop();
  const server = await serverWithEditor({ CONTENT_PAGE_MAX_BYTES: String(Math.ceil(heaviest * 1024) + 20_000) });
  const { editor } = server;
  try {
    await editor.draft(largest);
    const started = performance.now();
    const answer = await editor.publish(keys);
    const took = performance.now() - started;
    const body = (await answer.json()) as { error?: string; page?: string };
    say(
      `bench:content-limits: a publish that would break ${body.page ?? "?"} answered ${answer.status} ${body.error ?? ""} after ${Math.round(took)} ms`,
    );
  } finally {
    await server.stop();
  }
}
say(
  `bench:content-limits: load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
);
