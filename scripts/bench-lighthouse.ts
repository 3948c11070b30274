/**
 * npm run bench:lighthouse [-- [--against <commit>] /path ...]: Lighthouse 13 (mobile, default
 * simulated throttling) in Debian's Chromium against the real server on loopback, for every route
 * in both languages. Each page runs LIGHTHOUSE_RUNS times (default 5) and counts with the median run
 * (scripts/lib/median-run.ts), except TBT, which is the median of every run's TBT (ADR 0051): on a
 * shared 2-core machine one run's TBT varies by a factor of three.
 * With `--against`, the build of that commit (scripts/lib/reference-build.ts) is served the same way
 * and audited in turn with this build, run for run, and every figure is printed with its value
 * there and the ratio: a regression shows as a ratio, not as a figure that depends on the machine.
 * Prints one row per page and the worst value of each column, and what stands in each page's
 * largest paint that the HTML does not hold or preload (ADR 0046); exits 1 when a budget is missed.
 * Then audits a blank page the same way (ADR 0018): what this machine and Lighthouse cost with no
 * page work at all. Every audit starts from a document of the audited origin, not about:blank
 * (ADR 0053); `LIGHTHOUSE_START=about:blank` measures the way it was before.
 * With `--collections`, the owner publishes a reference with its lead image, an insight and a team
 * member through the API first, and their pages, the indexes and /sap-services are audited.
 */
import { mkdtempSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import lighthouse, { type Result } from "lighthouse";
import { chromium } from "playwright-core";
import { languages, localizePath, pages } from "../common/config/route-table";
import { benchSession } from "./lib/bench-session";
import { publishCollections } from "./lib/collection-site";
import { lcpPath } from "./lib/lcp-path";
import { chromiumArgs, freePort } from "./lib/local";
import { medianOf, medianRun } from "./lib/median-run";
import { ensureBuild, ensureChromium } from "./lib/prepare.mjs";
import { parseAgainst, referenceBuild } from "./lib/reference-build";
import { startServer } from "./lib/serve-for-measurement";
import { securityHeaders } from "../server/security-headers";

/** The page budgets (ADR 0014; the largest paint within 1,000 ms, ADR 0046); the worst page counts. */
const budget = {
  performance: 99,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcp: 1200,
  lcp: 1000,
  tbt: 50,
  /** Above the blank page's median TBT in the same run (ADR 0047, 0051). */
  tbtOverBlank: 20,
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

const argv = process.argv.slice(2);
const withCollections = argv.includes("--collections");
const { against, paths: given } = parseAgainst(argv.filter((arg) => arg !== "--collections"));
if (withCollections && against) throw new Error("--collections audits this build only, beside /sap-services");
const paths = given.length ? given : pages.flatMap((p) => languages.map((l) => localizePath(p.path, l)));

ensureBuild();
const reference = against ? referenceBuild(against) : undefined;
const executablePath = ensureChromium();
// The owner's session, in the database before the server opens it (the embedded one allows one process).
const dataDir = mkdtempSync(path.join(tmpdir(), "neutra-lighthouse-"));
const owner = withCollections ? await benchSession({ dataDir }, "owner") : undefined;
const [server, referenceServer] = await Promise.all([
  startServer({ DATA_DIR: dataDir, RATE_LIMIT: "off" }),
  reference ? startServer({ STATIC_DIR: reference.clientDir }) : undefined,
]);
if (owner) {
  // Published through the API: a reference with its lead image, an insight, the indexes, the team
  // page, each audited beside /sap-services in the same run (scripts/lib/collection-site.ts).
  const site = await publishCollections(server.baseUrl, owner, 1);
  paths.splice(0, paths.length, "/sap-services", "/en/sap-services", ...site.paths);
}

/**
 * The document Lighthouse opens before each audit (ADR 0053): one of the audited origin, served
 * with its headers, so the audited page commits in the renderer that is already running. From
 * about:blank, the site's Cross-Origin-Opener-Policy makes Chromium start a renderer while the
 * page arrives, and on two cores that start is counted into the page's first tasks.
 */
const startPath = "/robots.txt";
const fromOrigin = process.env.LIGHTHOUSE_START !== "about:blank";
const startDocument = (url: string) => (fromOrigin ? new URL(startPath, url).href : "about:blank");

/** The start document must carry the pages' COOP, or the audited page still changes renderer. */
async function checkStartDocument(baseUrl: string): Promise<void> {
  if (!fromOrigin) return;
  const [start, page] = await Promise.all([fetch(`${baseUrl}${startPath}`), fetch(`${baseUrl}/`)]);
  const coop = (response: Response) => response.headers.get("cross-origin-opener-policy");
  if (!start.ok || coop(start) !== coop(page)) {
    throw new Error(`${baseUrl}${startPath}: ${start.status}, COOP ${coop(start)} where the pages send ${coop(page)}`);
  }
}
await Promise.all([server, referenceServer].map((s) => s && checkStartDocument(s.baseUrl))).catch(async (error) => {
  await Promise.all([server.stop(), referenceServer?.stop()]);
  throw error;
});

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
    blankPage: startDocument(url),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { runtimeError } = result.lhr;
  if (runtimeError && attempt === 1) {
    process.stderr.write(`\n${url}: ${runtimeError.code} ${runtimeError.message}; running it again\n`);
    return audit(url, 2);
  }
  return result.lhr;
}

const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));

/** The median run (closest to the median FCP and TTI) of `count` audits of one page, and all runs. */
async function medianAudit(url: string, count = runs): Promise<{ median: Result; all: Result[] }> {
  const all: Result[] = [];
  for (let run = 0; run < count; run++) all.push(await audit(url));
  return { median: medianRun(all), all };
}

/**
 * The blank page: one heading and one paragraph, no CSS, no script, no request but the document,
 * served from a bare node:http server with the site's security headers, and the start document
 * beside it. Its blocking time is what the browser's navigation commit and Lighthouse's own
 * instrumentation cost on this machine.
 */
const blankPage = `<!doctype html><html lang="de"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Referenz</title>
<meta name="description" content="Eine leere Seite als Messreferenz."></head>
<body><main><h1>Referenz</h1><p>Eine leere Seite: ein Absatz, kein CSS, kein Skript.</p></main></body></html>`;

async function auditBlankPage(): Promise<{ median: Result; all: Result[] }> {
  const port = await freePort();
  const blank = createServer((request, response) => {
    const start = request.url === startPath;
    response.writeHead(200, {
      ...securityHeaders,
      "content-type": start ? "text/plain; charset=utf-8" : "text/html; charset=utf-8",
    });
    response.end(start ? "User-agent: *\nAllow: /\n" : blankPage);
  });
  await new Promise<void>((resolve) => blank.listen(port, "127.0.0.1", resolve));
  try {
    // At least five runs, whatever a page gets: its spread is the point.
    return await medianAudit(`http://127.0.0.1:${port}/`, Math.max(runs, 5));
  } finally {
    blank.close();
  }
}

/** The median run's figures, with TBT as the median over all runs. */
function rowOf(path: string, all: Result[]): Row {
  const lhr = medianRun(all);
  return {
    path,
    performance: score(lhr, "performance"),
    accessibility: score(lhr, "accessibility"),
    bestPractices: score(lhr, "best-practices"),
    seo: score(lhr, "seo"),
    fcp: numeric(lhr, "first-contentful-paint"),
    lcp: numeric(lhr, "largest-contentful-paint"),
    tbt: medianOf(all, "total-blocking-time"),
    cls: numeric(lhr, "cumulative-layout-shift"),
    si: numeric(lhr, "speed-index"),
    jsKb: bytesOf(lhr, "Script") / 1024,
    totalKb: bytesOf(lhr) / 1024,
  };
}

const rows: Row[] = [];
const referenceRows: Row[] = [];
const lcpPaths: { path: string; element: string; breakdown: string; unheld: string[] }[] = [];
let blank: { median: Result; all: Result[] } | undefined;
try {
  for (const path of paths) {
    // This build and the reference in turn, run for run, so both see the same load of the machine.
    const own: Result[] = [];
    const theirs: Result[] = [];
    for (let run = 0; run < runs; run++) {
      own.push(await audit(`${server.baseUrl}${path}`));
      if (referenceServer) theirs.push(await audit(`${referenceServer.baseUrl}${path}`));
    }
    const median = medianRun(own);
    rows.push(rowOf(path, own));
    if (theirs.length) referenceRows.push(rowOf(path, theirs));
    const { element, breakdown, unheld } = lcpPath(median);
    lcpPaths.push({ path, element, breakdown: breakdown.map((b) => `${b.label} ${b.ms}`).join(", "), unheld });
    process.stderr.write(".");
  }
  if (process.env.LIGHTHOUSE_REFERENCE !== "off") blank = await auditBlankPage();
} finally {
  await browser.close();
  await server.stop();
  await referenceServer?.stop();
}
process.stderr.write("\n");

type Figure = Exclude<keyof Row, "path">;
const columns: [Figure, string, number][] = [
  ["performance", "perf", 0],
  ["accessibility", "a11y", 0],
  ["bestPractices", "bp", 0],
  ["seo", "seo", 0],
  ["fcp", "FCP ms", 0],
  ["lcp", "LCP ms", 0],
  ["tbt", "TBT ms", 0],
  ["cls", "CLS", 3],
  ["si", "SI ms", 0],
  ["jsKb", "JS KB", 1],
  ["totalKb", "total KB", 1],
];
const scores = new Set<Figure>(["performance", "accessibility", "bestPractices", "seo"]);

/** The worst of each column: the lowest score, the highest of every other figure. */
function worstOf(of: Row[]): Row {
  const worst = { path: "**worst**" } as Row;
  for (const [key] of columns) {
    const values = of.map((r) => r[key]);
    worst[key] = scores.has(key) ? Math.min(...values) : Math.max(...values);
  }
  return worst;
}

const worst = worstOf(rows);
const referenceWorst = referenceRows.length ? worstOf(referenceRows) : undefined;

/** A figure, and with a reference its value there and the ratio (this build / reference). */
function cell(row: Row, key: Figure, digits: number, theirs: Row | undefined): string {
  const own = row[key].toFixed(digits);
  if (!theirs) return own;
  const ratio = theirs[key] ? (row[key] / theirs[key]).toFixed(2) : "-";
  return `${own} (${theirs[key].toFixed(digits)}, ×${ratio})`;
}
const line = (r: Row, theirs: Row | undefined) =>
  `| ${r.path} | ${columns.map(([key, , digits]) => cell(r, key, digits, theirs)).join(" | ")} |`;

console.log(`Each audit started from ${fromOrigin ? `the audited origin's ${startPath}` : "about:blank"}.`);
if (reference) console.log(`Each figure: this build (${reference.name} ${reference.sha.slice(0, 10)}, ×this/that).`);
console.log(`| path | ${columns.map(([, label]) => label).join(" | ")} |`);
console.log(`|---|${columns.map(() => "---|").join("")}`);
for (const [index, row] of rows.entries()) console.log(line(row, referenceRows[index]));
console.log(line(worst, referenceWorst));
console.log("(JS KB and total KB: bytes transferred, compressed, for the first view.)");

console.log(
  "\nThe largest paint of each page's median run: its element, the simulated breakdown, and what stood in it",
);
for (const { path, element, breakdown, unheld } of lcpPaths) {
  console.log(
    `- ${path}: ${element}; ${breakdown}${unheld.length ? `; not held or preloaded: ${unheld.join(", ")}` : ""}`,
  );
}
const unheldPaths = lcpPaths.filter((p) => p.unheld.length).map((p) => p.path);

let tbtOverBlank: number | undefined;
if (blank) {
  const blankTbt = medianOf(blank.all, "total-blocking-time");
  tbtOverBlank = worst.tbt - blankTbt;
  const tbts = blank.all.map((lhr) => numeric(lhr, "total-blocking-time")).sort((a, b) => a - b);
  const over = tbts.filter((tbt) => tbt > budget.tbt).length;
  console.log(
    `\nReference, a blank page (no CSS, no script, the site's headers), ${tbts.length} runs: median TBT ${blankTbt.toFixed(0)} ms, ` +
      `performance ${score(blank.median, "performance")}; every run's TBT ${tbts.map((t) => t.toFixed(0)).join(", ")} ms ` +
      `(${over} of ${tbts.length} over ${budget.tbt} ms); benchmark index ${blank.all.map((lhr) => lhr.environment.benchmarkIndex.toFixed(0)).join(", ")}. ` +
      `The worst page's TBT is ${tbtOverBlank.toFixed(0)} ms above it.`,
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
  tbtOverBlank !== undefined &&
    tbtOverBlank > budget.tbtOverBlank &&
    `TBT ${tbtOverBlank.toFixed(0)} ms above the blank page's > ${budget.tbtOverBlank}`,
  worst.cls > budget.cls && `CLS ${worst.cls.toFixed(3)} > ${budget.cls}`,
  worst.si > budget.si && `speed index ${worst.si.toFixed(0)} ms > ${budget.si}`,
  unheldPaths.length &&
    `a request the HTML does not hold or preload began before the largest paint on ${unheldPaths.join(", ")}`,
].filter(Boolean);
if (misses.length) {
  console.log(`Budget missed: ${misses.join("; ")}`);
  process.exitCode = 1;
} else {
  console.log("All budgets met.");
}
