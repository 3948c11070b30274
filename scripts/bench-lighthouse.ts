/**
 * npm run bench:lighthouse [-- /path ...]: Lighthouse 12 (mobile, default simulated throttling) in
 * Debian's Chromium against the real server on loopback, for every route in both languages.
 * Each page runs LIGHTHOUSE_RUNS times (default 3) and counts with Lighthouse's own median run:
 * on a shared 2-core machine one run's TBT varies by a factor of three. Prints one row per page
 * and the worst value of each column; exits 1 when a budget is missed.
 */
import lighthouse, { type Result } from "lighthouse";
import { computeMedianRun, filterToValidRuns } from "lighthouse/core/lib/median-run.js";
import { chromium } from "playwright-core";
import { languages, localizePath, pages } from "../app/config/route-table";
import { chromiumArgs } from "./lib/local";
import { ensureBuild, ensureChromium } from "./lib/prepare.mjs";
import { startServer } from "./lib/serve-for-measurement";

/** Issue 8's budgets; the worst page counts. */
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
async function audit(path: string, attempt = 1): Promise<Result> {
  const result = await lighthouse(`${server.baseUrl}${path}`, {
    port: debugPort,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
  const { runtimeError } = result.lhr;
  if (runtimeError && attempt === 1) {
    process.stderr.write(`\n${path}: ${runtimeError.code} ${runtimeError.message}; running it again\n`);
    return audit(path, 2);
  }
  return result.lhr;
}

const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

/** Lighthouse's median run (closest to the median FCP and TTI) of `runs` audits of one page. */
async function medianAudit(path: string): Promise<Result> {
  const results: Result[] = [];
  for (let run = 0; run < runs; run++) results.push(await audit(path));
  const valid = filterToValidRuns(results);
  return valid.length ? computeMedianRun(valid) : results[0]!;
}

const rows: Row[] = [];
try {
  for (const path of paths) {
    const lhr = await medianAudit(path);
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
