/**
 * npm run bench:admin: the back office's API with 100,000 leads and 1,000,000 page views in the
 * database (BENCH_DATABASE=postgres: a throwaway PostgreSQL cluster on this machine instead of the
 * embedded one). Measures over HTTP on loopback: the inbox's first page, a search and the 90-day
 * statistics (p95 of BENCH_RUNS requests each), and the full CSV export (time, bytes, memory growth
 * sampled while it streams). Prints a table; exits 1 when a figure is over its budget.
 */
import { sql } from "drizzle-orm";
import type { LeadPage } from "../common/admin/leads-api";
import { Hono } from "hono";
import { openDatabase, type Database } from "../server/db/client";
import { adminUsers } from "../server/db/schema";
import { createLink } from "../server/admin/links";
import { adminRoutes } from "../server/admin/routes";
import { startHttpServer } from "../server/http-server";
import { createLogger } from "../server/logger";
import { createAdminRateLimits } from "../server/rate-limit";
import { startThrowawayPostgres } from "./lib/postgres.mjs";

const leadCount = 100_000;
const viewTotal = 1_000_000;
const viewDays = 100;
const runs = Number(process.env.BENCH_RUNS ?? 200);
const budgets = { inboxMs: 100, searchMs: 200, statsMs: 300, exportGrowthMb: 50 };

const postgres = process.env.BENCH_DATABASE === "postgres" ? startThrowawayPostgres() : undefined;
const database = await openDatabase({ databaseUrl: postgres?.url, dataDir: null });
await database.migrate();

/** The site's pages with a form (and the rest of the path list the views spread over). */
const formPages = {
  "sap-contact": ["/sap/kontakt", "/en/sap/contact", "/sap/s4hana-migration", "/en/sap/s4hana-migration"],
  contact: ["/neutra-kontakt", "/en/neutra-kontakt", "/", "/en", "/ams", "/en/ams"],
  migration: ["/odoo-migration", "/en/odoo-migration", "/odoo-ams", "/en/odoo-ams"],
};
const otherPages = ["/sap", "/warum-neutra-tech", "/ki-use-cases", "/private-equity", "/impressum", "/datenschutz"];
// 25 pages: with 5 referrers and 100 days, 12,500 rows of 80 views on average.
const allPages = [...Object.values(formPages).flat(), ...otherPages, ...otherPages.slice(1).map((p) => `/en${p}`)];

const textArray = (values: string[]) => sql`${`{${values.map((v) => `"${v}"`).join(",")}}`}::text[]`;

/**
 * 100,000 leads in batches of 10,000, each built by generate_series: the three forms, one in
 * four in English, 5 % spam, 10 % unverified, statuses mostly done for older leads, spread over 13
 * months; names with umlauts, companies, addresses and messages from small word lists.
 */
async function seedLeads(db: Database["db"]) {
  const first = [
    "Jürgen",
    "Anna",
    "Max",
    "Erika",
    "Özlem",
    "John",
    "Sophie",
    "Lukas",
    "Marie",
    "Paul",
    "Ähren",
    "Lena",
  ];
  const last = ["Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Meyer", "Wagner", "Becker", "Smith", "Groß"];
  const companies = ["Stadtwerke", "Maschinenbau", "Logistik", "Handel", "Energie", "Software", "Pharma", "Bau"];
  const towns = ["Ölberg", "Musterstadt", "Köln", "Hamburg", "München", "Leipzig", "Acme", "Nordsee"];
  const messages = [
    "Wir planen die Migration nach S/4HANA und suchen Unterstützung.",
    "Bitte um Rückruf zu AMS für unser Odoo.",
    "Looking for support with our ERP selection.",
    "Interesse an KI-Anwendungsfällen im Vertrieb.",
    "Angebot für die Odoo-Migration von Version 12 bitte.",
    "",
  ];
  const pick = (values: string[], index: string) =>
    sql`(${textArray(values)})[1 + (${sql.raw(index)}) % ${sql.raw(String(values.length))}]`;
  const ascii = (text: string) => sql`lower(translate(${sql.raw(text)}, 'äöüÄÖÜß', 'aouAOUs'))`;
  for (let start = 0; start < leadCount; start += 10_000) {
    await db.execute(sql`
      insert into leads (kind, language, page_context, name, company, email, payload, spam, unverified, status, created_at)
      select kind, case when page like '/en%' then 'en' else 'de' end, page, name, company, email,
        jsonb_build_object('name', name, 'company', company, 'email', email, 'pageContext', page,
          'message', message, 'phone', '+49 30 ' || i),
        i % 20 = 0, i % 10 = 3,
        case when age > 60 and i % 4 <> 1 then 'done' when i % 3 = 0 then 'in_progress' else 'new' end,
        now() - make_interval(days => age) - make_interval(secs => i % 86400)
      from (
        select i, age, kind, page, message, first || ' ' || last as name, sector || ' ' || town as company,
          ${ascii("first || '.' || last")} || i || '@' || ${ascii("town || '-' || sector")} || '.example' as email
        from (
          select i, i * 7919 % 395 as age,
            case i % 3 when 0 then 'sap-contact' when 1 then 'contact' else 'migration' end as kind,
            case i % 3
              when 0 then ${pick(formPages["sap-contact"], "i / 3")}
              when 1 then ${pick(formPages.contact, "i / 3")}
              else ${pick(formPages.migration, "i / 3")}
            end as page,
            ${pick(first, "i")} as first,
            ${pick(last, "i / 7")} as last,
            ${pick(companies, "i / 3")} as sector,
            ${pick(towns, "i / 11")} as town,
            ${pick(messages, "i / 5")} as message
          from generate_series(${sql.raw(String(start))}, ${sql.raw(String(start + 9_999))}) as g(i)
        ) words
      ) lead`);
  }
  await db.execute(sql`analyze leads`);
}

/**
 * Daily views over `viewDays` days, every page, four referring hosts and none: 1,000,000 views
 * exactly (each pair of rows differs from the mean by the same amount in opposite directions).
 */
async function seedViews(db: Database["db"]) {
  const hosts = ["", "www.google.com", "www.bing.com", "www.linkedin.com", "duckduckgo.com"];
  const rows = viewDays * allPages.length * hosts.length;
  const mean = viewTotal / rows;
  if (!Number.isInteger(mean) || rows % 2) throw new Error(`${rows} rows cannot share ${viewTotal} views evenly`);
  await db.execute(sql`
    insert into page_views_daily (day, path, language, referrer_host, views)
    select (current_date - d)::date, path, case when path like '/en%' then 'en' else 'de' end, host,
      ${sql.raw(String(mean))} + ((n / 2) % 41 - 20) * (case when n % 2 = 0 then 1 else -1 end)
    from (
      select d, path, host, row_number() over () - 1 as n
      from generate_series(0, ${sql.raw(String(viewDays - 1))}) as days(d)
      cross join unnest(${textArray(allPages)}) as path
      cross join unnest(${textArray(hosts)}) as host
    ) grid`);
  await db.execute(sql`analyze page_views_daily`);
}

/**
 * The admin API as the server mounts it (the session check included in every figure), on
 * loopback, and a real session: a sign-in link redeemed, its cookie sent with every request.
 */
async function backOffice(db: Database["db"]) {
  const [user] = await db
    .insert(adminUsers)
    .values({ email: "bench@neutra.test", webauthnUserId: "bench" })
    .returning();
  const app = new Hono().route(
    "/api/admin",
    adminRoutes({
      database,
      logger: createLogger("silent"),
      config: {
        url: "http://127.0.0.1",
        linkSecret: "bench-secret-of-the-admin-links-0123456789",
        trustProxy: [],
        consentLog: true,
        leads: { recipients: { "sap-contact": "s@x.test", contact: "c@x.test", migration: "m@x.test" } },
        // Not used by the benchmark's routes: nothing is erased.
        erasures: { key: "bench-secret-of-the-erasures-0123456789", logFile: "/dev/null", mailDir: "/nonexistent" },
      },
      rateLimit: createAdminRateLimits(database.db, false),
      onQueued: () => {},
    }),
  );
  const http = await startHttpServer({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  const base = `http://127.0.0.1:${http.port}/api/admin`;
  const signedIn = await fetch(`${base}/auth/link/redeem`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin" },
    body: JSON.stringify({
      token: (await createLink(db, "bench-secret-of-the-admin-links-0123456789", user!.id, "signin")).token,
    }),
  });
  const cookie = signedIn.headers.getSetCookie()[0]?.split(";")[0];
  if (signedIn.status !== 200 || !cookie) throw new Error(`bench: sign-in failed (${signedIn.status})`);
  return {
    get: (path: string) => () => fetch(base + path, { headers: { Cookie: cookie } }),
    /** The inbox's search and the exports take the selection as a JSON body (common/admin-api.ts). */
    post: (path: string, body: unknown) => () =>
      fetch(base + path, {
        method: "POST",
        headers: { Cookie: cookie, "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin" },
        body: JSON.stringify(body),
      }),
    close: () => http.close(),
  };
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!;

type Request = () => Promise<Response>;

/** p50 and p95 of `n` requests, one at a time (after a warm-up), each read to its end. */
async function latency(requests: Request[], n = runs) {
  for (const request of requests) await (await request()).arrayBuffer();
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    const res = await requests[i % requests.length]!();
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`request ${i % requests.length}: ${res.status}`);
    times.push(performance.now() - started);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/**
 * The whole CSV export, read and dropped chunk by chunk. Memory is sampled every 100 ms meanwhile,
 * each time after a full garbage collection (node --expose-gc, as npm run bench:admin starts it):
 * what the stream holds, not the garbage V8 has not collected yet.
 */
async function exportRun(request: Request) {
  const collect = (globalThis as { gc?: () => void }).gc ?? (() => {});
  collect();
  const before = process.memoryUsage();
  let peak = { rss: before.rss, heap: before.heapUsed };
  const sample = setInterval(() => {
    collect();
    const now = process.memoryUsage();
    peak = { rss: Math.max(peak.rss, now.rss), heap: Math.max(peak.heap, now.heapUsed) };
  }, 100);
  const started = performance.now();
  const res = await request();
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.byteLength;
    for (const byte of chunk) if (byte === 10) lines++;
  }
  const ms = performance.now() - started;
  clearInterval(sample);
  const mb = (value: number) => value / 1024 / 1024;
  return {
    ms,
    bytes,
    rows: lines - 1,
    rssGrowthMb: mb(peak.rss - before.rss),
    heapGrowthMb: mb(peak.heap - before.heapUsed),
  };
}

const seedStarted = performance.now();
await seedLeads(database.db);
await seedViews(database.db);
const seedSeconds = (performance.now() - seedStarted) / 1000;
const [{ leadsStored, viewsStored }] = (
  (await database.db.execute(sql`
    select (select count(*) from leads)::int as "leadsStored",
      (select sum(views) from page_views_daily)::int as "viewsStored"`)) as unknown as {
    rows: { leadsStored: number; viewsStored: number }[];
  }
).rows as [{ leadsStored: number; viewsStored: number }];

const client = await backOffice(database.db);
const inbox = await latency([client.post("/leads/search", {})]);
const searches = ["müller", "acme", "odoo migration", "anna.schmidt", "köln logistik", "rückruf"].map((q) =>
  client.post("/leads/search", { q }),
);
const search = await latency(searches);
// A search that finds nothing would be cheap: the table shows what each one matched.
const matches = await Promise.all(
  searches.map(async (request) => ((await (await request()).json()) as LeadPage).total),
);
const stats = await latency([client.get("/stats?days=90")], Math.min(runs, 50));
const csv = await exportRun(client.post("/leads/export.csv", {}));
await client.close();
await database.close();
postgres?.stop();

const ok = {
  inbox: inbox.p95 < budgets.inboxMs,
  search: search.p95 < budgets.searchMs,
  stats: stats.p95 < budgets.statsMs,
  export:
    csv.rows === leadsStored - leadsStored / 20 && Math.max(csv.rssGrowthMb, csv.heapGrowthMb) < budgets.exportGrowthMb,
};
const mark = (pass: boolean) => (pass ? "ok" : "OVER BUDGET");
console.log(
  `Back office API over HTTP on loopback, ${postgres ? "PostgreSQL on this machine" : "embedded PostgreSQL (PGlite)"}: ${leadsStored} leads, ${viewsStored} page views over ${viewDays} days (seeded in ${seedSeconds.toFixed(1)} s)`,
);
console.log("| measurement | figure | budget | |");
console.log("|---|---|---|---|");
console.log(
  `| inbox, first page (p95 of ${runs}) | ${inbox.p95.toFixed(1)} ms (p50 ${inbox.p50.toFixed(1)}) | < ${budgets.inboxMs} ms | ${mark(ok.inbox)} |`,
);
console.log(
  `| search, ${searches.length} queries matching ${matches.join(", ")} (p95 of ${runs}) | ${search.p95.toFixed(1)} ms (p50 ${search.p50.toFixed(1)}) | < ${budgets.searchMs} ms | ${mark(ok.search)} |`,
);
console.log(
  `| statistics, 90 days (p95 of ${Math.min(runs, 50)}) | ${stats.p95.toFixed(1)} ms (p50 ${stats.p50.toFixed(1)}) | < ${budgets.statsMs} ms | ${mark(ok.stats)} |`,
);
console.log(
  `| CSV export, ${csv.rows} rows, ${(csv.bytes / 1024 / 1024).toFixed(1)} MB | ${(csv.ms / 1000).toFixed(2)} s; peak growth RSS ${csv.rssGrowthMb.toFixed(1)} MB, heap ${csv.heapGrowthMb.toFixed(1)} MB | growth < ${budgets.exportGrowthMb} MB | ${mark(ok.export)} |`,
);
if (!Object.values(ok).every(Boolean)) process.exitCode = 1;
