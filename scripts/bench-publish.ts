/**
 * npm run bench:publish (BENCH_PUBLISHES=10): publish-to-live for the publishing process. On the
 * embedded database and on a throwaway PostgreSQL, the real server over the build gets 10
 * successive changes of the AMS price through the content API; each is timed from the publish
 * request to the first GET of /sap-services (polled every 50 ms) that shows the new price. Prints
 * median and p95 per database, next to the machine's load average. Not part of npm test.
 *
 * Then the collections (BENCH_ENTRIES=10,500): a site with that many published entries (references
 * up to their bound of 300, the rest insights), made
 * through the API (scripts/lib/collection-site.ts), gets BENCH_PUBLISHES edits of one reference's
 * title, each timed from the publish request until its page shows it, once the server is idle
 * after making the site. A publish renders only the pages it changes (docs/decisions/0069), so the
 * time stays flat as the site grows.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import type { OpenDatabaseOptions } from "../server/db/client";
import { benchSession } from "./lib/bench-session";
import { publishCollections, type CollectionSite } from "./lib/collection-site";
import { startThrowawayPostgres } from "./lib/postgres.mjs";
import { e2eEnvFile, ensureBuild, say } from "./lib/prepare.mjs";
import { startServer } from "./lib/serve-for-measurement";

const publishes = Number(process.env.BENCH_PUBLISHES ?? 10);
const entryCounts = (process.env.BENCH_ENTRIES ?? "10,500").split(",").map(Number).filter(Boolean);
const price = "fact:figures:amsMonthlyFromEur";
const pollMs = 50;
const timeoutMs = 60_000;

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

/** Per change, in milliseconds: until the publish request answered, and until the page showed it. */
async function measure(baseUrl: string, token: string): Promise<{ answered: number[]; live: number[] }> {
  // The build's SITE_URL is https and the back office shares its host: the cookie is __Secure-.
  const headers = {
    "Content-Type": "application/json",
    "Sec-Fetch-Site": "same-origin",
    Cookie: `__Secure-neutra_admin=${token}`,
  };
  const post = async (target: string, body: unknown) => {
    const res = await fetch(`${baseUrl}/api/admin/content${target}`, {
      method: "POST",
      headers,
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${target}: ${res.status} ${await res.text()}`);
  };
  const answered: number[] = [];
  const live: number[] = [];
  for (let i = 1; i <= publishes; i++) {
    // 2.513, 2.526, ...: amounts no other text of the page contains.
    const amount = 2500 + 13 * i;
    const shown = amount.toLocaleString("de-DE");
    await post("/draft", { key: price, value: amount });
    const started = performance.now();
    await post("/publish", { keys: [price] });
    answered.push(performance.now() - started);
    while (!(await (await fetch(`${baseUrl}/sap-services`)).text()).includes(shown)) {
      if (performance.now() - started > timeoutMs) throw new Error(`${shown} not live after ${timeoutMs / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
    live.push(performance.now() - started);
  }
  return { answered, live };
}

/** Per edit of the first reference's title, in milliseconds: until the publish answered, and until its page showed it. */
async function measureEntry(baseUrl: string, site: CollectionSite): Promise<{ answered: number[]; live: number[] }> {
  const { api, first } = site;
  const answered: number[] = [];
  const live: number[] = [];
  for (let i = 1; i <= publishes; i++) {
    const entry = (await api("GET", `/collections/references/${first.id}`)) as unknown as {
      versions: { de: { draft: Record<string, unknown>; draftRevision: number } };
    };
    const title = `${first.title} (Fassung ${i})`;
    const { draft, draftRevision: revision } = entry.versions.de;
    await api("PATCH", `/collections/references/${first.id}/de`, { data: { ...draft, title }, revision });
    const started = performance.now();
    await api("POST", `/collections/references/${first.id}/de/publish`, {});
    answered.push(performance.now() - started);
    const page = `${baseUrl}/referenzen/${String(draft.slug)}`;
    while (!(await (await fetch(page)).text()).includes(`(Fassung ${i})`)) {
      if (performance.now() - started > timeoutMs) throw new Error(`${title} not live after ${timeoutMs / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
    live.push(performance.now() - started);
  }
  return { answered, live };
}

/** Waits until the process (its worker threads included) has used under 5 % of a core for 2 s; resolves with the wait. */
async function idle(pid: number): Promise<number> {
  const started = performance.now();
  const ticks = () => {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return Number(fields[11]) + Number(fields[12]); // utime + stime, in clock ticks (1/100 s)
  };
  let quiet = 0;
  while (quiet < 4 && performance.now() - started < timeoutMs) {
    const before = ticks();
    await new Promise((resolve) => setTimeout(resolve, 500));
    quiet = ticks() - before < 3 ? quiet + 1 : 0;
  }
  return performance.now() - started;
}

const ms = (value: number) => `${Math.round(value)} ms`;
const figures = (times: number[]) => {
  const sorted = times.toSorted((a, b) => a - b);
  return `median ${ms(quantile(sorted, 0.5))}, p95 ${ms(quantile(sorted, 0.95))} (min ${ms(sorted[0]!)}, max ${ms(sorted.at(-1)!)})`;
};
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");

async function bench(kind: string, env: Record<string, string>, options: OpenDatabaseOptions, entries?: number) {
  const token = await benchSession(options, "owner");
  const server = await startServer({ ENV_FILE: e2eEnvFile, RATE_LIMIT: "off", ...env });
  try {
    if (entries === undefined) {
      const { answered, live } = await measure(server.baseUrl, token);
      say(`bench:publish ${kind}: ${live.length} publishes; publish-to-live ${figures(live)}`);
      say(`bench:publish ${kind}: the publish request answered after ${figures(answered)}; load average ${load()}`);
      return;
    }
    const building = performance.now();
    const site = await publishCollections(server.baseUrl, token, entries);
    say(`bench:publish ${kind}, ${entries} entries: made and live after ${ms(performance.now() - building)}`);
    // The renders that made the site still compress every page at its best in the background: the
    // edits are timed once the server is idle, as an owner's next edit usually finds it.
    say(`bench:publish ${kind}, ${entries} entries: the server idle after ${ms(await idle(server.pid))} more`);
    const { answered, live } = await measureEntry(server.baseUrl, site);
    say(
      `bench:publish ${kind}, ${entries} entries: ${live.length} edits of a reference; publish-to-live ${figures(live)}`,
    );
    say(
      `bench:publish ${kind}, ${entries} entries: the publish request answered after ${figures(answered)}; load average ${load()}`,
    );
  } finally {
    await server.stop();
  }
}

ensureBuild({ envFile: e2eEnvFile });
for (const entries of [undefined, ...entryCounts]) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "neutra-bench-publish-"));
  try {
    await bench("embedded database", { DATA_DIR: dataDir }, { dataDir }, entries);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const postgres = startThrowawayPostgres();
  try {
    await bench("PostgreSQL", { DATABASE_URL: postgres.url }, { databaseUrl: postgres.url, dataDir: null }, entries);
  } finally {
    postgres.stop();
  }
}
