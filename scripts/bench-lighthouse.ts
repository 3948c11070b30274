/**
 * npm run bench:lighthouse [-- /path ...]: Lighthouse 13 (mobile, default simulated throttling) in
 * Debian's Chromium against the real server on loopback, for every route in both languages.
 * Each page runs LIGHTHOUSE_RUNS times (default 3) and counts with the median run
 * (scripts/lib/median-run.ts):
 * on a shared 2-core machine one run's TBT varies by a factor of three. Prints one row per page
 * and the worst value of each column; exits 1 when a budget is missed. Then audits a blank page the
 * same way (ADR 0018): what this machine and Lighthouse cost with no page work at all.
 */
import { createServer } from "node:http";
import lighthouse, { type Result } from "lighthouse";
import { chromium } from "playwright-core";
import { languages, localizePath, pages } from "../common/config/route-table";
import { chromiumArgs, freePort } from "./lib/local";
import { medianRun } from "./lib/median-run";
import { ensureBuild, ensureChromium } from "./lib/prepare.mjs";
import { startServer } from "./lib/serve-for-measurement";

/** The page budgets (ADR 0014); the worst page counts. */
const budget = {
  performance: 99,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcp: 1200,
  lcp: 1500,
  tbt: 50,
  cls: 0.01,
  si: 1500,
};

interface Row {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  jsKb: number;
  totalKb: number;
}

const paths = process.argv.slice(2).length
  ? process.argv.slice(2)
  : pages.flatMap((p) => languages.map((l) => localizePath(p.path, l)));

ensureBuild();
const executablePath = ensureChromium();
const server = await startServer();
const debugPort = 9300 + Math.floor(Math.random() * 500);
const browser = await chromium.launch({
  executablePath,
  args: [`--remote-debugging-port=${debugPort}`, ...chromiumArgs],
});

const score = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? NaN;

function bytesOf(lhr: Result, type?: string): number {
  const items = (
    lhr.audits["network-requests"]?.details as { items?: { resourceType: string; transferSize: number }[] }
  )?.items;
  return (items ?? []).filter((i) => !type || i.resourceType === type).reduce((sum, i) => sum + i.transferSize, 0);
}

/** One Lighthouse run; a run that Lighthouse itself reports as broken is repeated once. */
async function audit(url: string, attempt = 1): Promise<Result> {
  const result = await lighthouse(url, {
    port: debugPort,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { runtimeError } = result.lhr;
  if (runtimeError && attempt === 1) {
    process.stderr.write(`\n${url}: ${runtimeError.code} ${runtimeError.message}; running it again\n`);
    return audit(url, 2);
  }
  return result.lhr;
}

const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

/** The median run (closest to the median FCP and TTI) of `count` audits of one page, and all runs. */
async function medianAudit(url: string, count = runs): Promise<{ median: Result; all: Result[] }> {
  const all: Result[] = [];
  for (let run = 0; run < count; run++) all.push(await audit(url));
  return { median: medianRun(all), all };
}

/**
 * The reference: one heading and one paragraph, no CSS, no script, no request but the document,
 * served from a bare node:http server. Its blocking time is what the browser's navigation commit
 * and Lighthouse's own instrumentation cost on this machine.
 */
const blankPage = `<!doctype html><html lang="de"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Referenz</title>
<meta name="description" content="Eine leere Seite als Messreferenz."></head>
<body><main><h1>Referenz</h1><p>Eine leere Seite: ein Absatz, kein CSS, kein Skript.</p></main></body></html>`;

async function auditBlankPage(): Promise<{ median: Result; all: Result[] }> {
  const port = await freePort();
  const blank = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(blankPage);
  });
  await new Promise<void>((resolve) => blank.listen(port, "127.0.0.1", resolve));
  try {
    // More runs than a page gets: its spread is the point.
    return await medianAudit(`http://127.0.0.1:${port}/`, Math.max(runs, 5));
  } finally {
    blank.close();
  }
}

const rows: Row[] = [];
let reference: { median: Result; all: Result[] } | undefined;
try {
  for (const path of paths) {
    const { median: lhr } = await medianAudit(`${server.baseUrl}${path}`);
    rows.push({
      path,
      performance: score(lhr, "performance"),
      accessibility: score(lhr, "accessibility"),
      bestPractices: score(lhr, "best-practices"),
      seo: score(lhr, "seo"),
      fcp: numeric(lhr, "first-contentful-paint"),
      lcp: numeric(lhr, "largest-contentful-paint"),
      tbt: numeric(lhr, "total-blocking-time"),
      cls: numeric(lhr, "cumulative-layout-shift"),
      si: numeric(lhr, "speed-index"),
      jsKb: bytesOf(lhr, "Script") / 1024,
      totalKb: bytesOf(lhr) / 1024,
    });
    process.stderr.write(".");
  }
  if (process.env.LIGHTHOUSE_REFERENCE !== "off") reference = await auditBlankPage();
} finally {
  await browser.close();
  await server.stop();
}
process.stderr.write("\n");

const header = "| path | perf | a11y | bp | seo | FCP ms | LCP ms | TBT ms | CLS | SI ms | JS KB | total KB |";
const line = (r: Row) =>
  `| ${r.path} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.fcp.toFixed(0)} | ${r.lcp.toFixed(0)} | ${r.tbt.toFixed(0)} | ${r.cls.toFixed(3)} | ${r.si.toFixed(0)} | ${r.jsKb.toFixed(1)} | ${r.totalKb.toFixed(1)} |`;
const worst: Row = {
  path: "**worst**",
  performance: Math.min(...rows.map((r) => r.performance)),
  accessibility: Math.min(...rows.map((r) => r.accessibility)),
  bestPractices: Math.min(...rows.map((r) => r.bestPractices)),
  seo: Math.min(...rows.map((r) => r.seo)),
  fcp: Math.max(...rows.map((r) => r.fcp)),
  lcp: Math.max(...rows.map((r) => r.lcp)),
  tbt: Math.max(...rows.map((r) => r.tbt)),
  cls: Math.max(...rows.map((r) => r.cls)),
  si: Math.max(...rows.map((r) => r.si)),
  jsKb: Math.max(...rows.map((r) => r.jsKb)),
  totalKb: Math.max(...rows.map((r) => r.totalKb)),
};
console.log([header, "|---|---|---|---|---|---|---|---|---|---|---|---|", ...rows.map(line), line(worst)].join("\n"));
console.log("(JS KB and total KB: bytes transferred, compressed, for the first view.)");
if (reference) {
  const tbts = reference.all.map((lhr) => numeric(lhr, "total-blocking-time")).sort((a, b) => a - b);
  const over = tbts.filter((tbt) => tbt > budget.tbt).length;
  console.log(
    `Reference, a blank page (no CSS, no script), ${tbts.length} runs: median run TBT ${numeric(reference.median, "total-blocking-time").toFixed(0)} ms, ` +
      `performance ${score(reference.median, "performance")}; every run's TBT ${tbts.map((t) => t.toFixed(0)).join(", ")} ms ` +
      `(${over} of ${tbts.length} over ${budget.tbt} ms); benchmark index ${reference.all.map((lhr) => lhr.environment.benchmarkIndex.toFixed(0)).join(", ")}.`,
  );
}

const misses = [
  worst.performance < budget.performance && `performance ${worst.performance} < ${budget.performance}`,
  worst.accessibility < budget.accessibility && `accessibility ${worst.accessibility} < 100`,
  worst.bestPractices < budget.bestPractices && `best practices ${worst.bestPractices} < 100`,
  worst.seo < budget.seo && `SEO ${worst.seo} < 100`,
  worst.fcp > budget.fcp && `FCP ${worst.fcp.toFixed(0)} ms > ${budget.fcp}`,
  worst.lcp > budget.lcp && `LCP ${worst.lcp.toFixed(0)} ms > ${budget.lcp}`,
  worst.tbt > budget.tbt && `TBT ${worst.tbt.toFixed(0)} ms > ${budget.tbt}`,
  worst.cls > budget.cls && `CLS ${worst.cls.toFixed(3)} > ${budget.cls}`,
  worst.si > budget.si && `speed index ${worst.si.toFixed(0)} ms > ${budget.si}`,
].filter(Boolean);
if (misses.length) {
  console.log(`Budget missed: ${misses.join("; ")}`);
  process.exitCode = 1;
} else {
  console.log("All budgets met.");
}
