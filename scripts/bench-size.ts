/**
 * npm run bench:size [-- [--against <commit>] /path ...]: loads every page in both languages in
 * Chromium, as a first-time visitor (no consent yet, banner shown), waits until the network is
 * idle and lists what the first view fetched, gzip-sized: JavaScript, CSS, the HTML document, fonts
 * and images, and the total. Then the back office's first screen (the sign-in screen at /admin).
 * With `--against`, the build of that commit (scripts/lib/reference-build.ts) is served the same
 * way and weighed in turn, and every figure is printed with its value there and the ratio.
 * Exits 1 when a page misses a budget.
 */
import { chromium, type Browser } from "playwright-core";
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { languages, localizePath, pages } from "../common/config/route-table";
import { adminPaths } from "../common/admin/base";
import { chromiumArgs } from "./lib/local";
import { initialWindowBytes, pageBudget, weighPage, type PageWeight } from "./lib/page-weight";
import { coreFontBudget } from "./lib/font-subsets";
import { ensureBuild, ensureChromium, root } from "./lib/prepare.mjs";
import { parseAgainst, referenceBuild } from "./lib/reference-build";
import { startServer } from "./lib/serve-for-measurement";

const { against, paths: given } = parseAgainst(process.argv.slice(2));
const paths = given.length ? given : pages.flatMap((p) => languages.map((l) => localizePath(p.path, l)));

ensureBuild();
const reference = against ? referenceBuild(against) : undefined;
const [server, referenceServer] = await Promise.all([
  startServer(),
  reference ? startServer({ STATIC_DIR: reference.clientDir }) : undefined,
]);
const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs });

type Row = PageWeight & { path: string; foreign: string[] };

/** What one page's first view fetched, weighed against the build the server serves. */
async function weigh(on: Browser, baseUrl: string, pagePath: string, build?: string): Promise<Row | undefined> {
  const page = await on.newPage({ viewport: { width: 412, height: 823 } });
  try {
    const own: string[] = [];
    const foreign: string[] = [];
    page.on("request", (r) => {
      const url = new URL(r.url());
      if (url.origin === baseUrl) own.push(url.pathname);
      else if (url.protocol.startsWith("http")) foreign.push(r.url());
    });
    const response = await page.goto(`${baseUrl}${pagePath}`, { waitUntil: "networkidle" });
    // A reference older than a page (or than the back office) has none.
    if (!response?.ok()) return undefined;
    return { path: pagePath, foreign, ...weighPage(pagePath, own, build) };
  } finally {
    await page.close();
  }
}

const rows: Row[] = [];
const referenceRows: (Row | undefined)[] = [];
let admin: Row | undefined;
let referenceAdmin: Row | undefined;
const referenceBuildDir = reference && path.dirname(reference.clientDir);
try {
  for (const pagePath of paths) {
    const row = await weigh(browser, server.baseUrl, pagePath);
    if (!row) throw new Error(`${pagePath}: no such page in this build`);
    rows.push(row);
    if (referenceServer) referenceRows.push(await weigh(browser, referenceServer.baseUrl, pagePath, referenceBuildDir));
  }
  admin = await weigh(browser, server.baseUrl, adminPaths.de);
  if (referenceServer) referenceAdmin = await weigh(browser, referenceServer.baseUrl, adminPaths.de, referenceBuildDir);
} finally {
  await browser.close();
  await server.stop();
  await referenceServer?.stop();
}

type Figure = "jsKb" | "cssKb" | "htmlKb" | "otherKb" | "totalKb";
const figures: Figure[] = ["jsKb", "cssKb", "htmlKb", "otherKb", "totalKb"];
const f = (n: number) => n.toFixed(1);
/** A figure, and with a reference its value there and the ratio (this build / reference). */
const cell = (row: Row, key: Figure, theirs: Row | undefined) =>
  !reference
    ? f(row[key])
    : theirs
      ? `${f(row[key])} (${f(theirs[key])}, ×${(row[key] / theirs[key]).toFixed(2)})`
      : `${f(row[key])} (-)`;
const line = (row: Row, theirs: Row | undefined, foreign: string) =>
  `| ${row.path} | ${figures.map((key) => cell(row, key, theirs)).join(" | ")} | ${foreign} |`;
const worstOf = (of: Row[]): Row => ({
  path: "**worst**",
  foreign: [],
  js: [],
  htmlBrotliBytes: Math.max(...of.map((r) => r.htmlBrotliBytes)),
  ...(Object.fromEntries(figures.map((key) => [key, Math.max(...of.map((r) => r[key]))])) as Record<Figure, number>),
});

if (reference) console.log(`Each figure: this build (${reference.name} ${reference.sha.slice(0, 10)}, ×this/that).`);
console.log("| path | JS KB | CSS KB | HTML KB | fonts+images KB | total KB | other hosts |");
console.log("|---|---|---|---|---|---|---|");
for (const [index, row] of rows.entries()) console.log(line(row, referenceRows[index], String(row.foreign.length)));
const present = referenceRows.filter((r): r is Row => Boolean(r));
console.log(
  line(
    worstOf(rows),
    present.length ? worstOf(present) : undefined,
    String(Math.max(...rows.map((r) => r.foreign.length))),
  ),
);
console.log(
  `(gzip sizes; budgets: JS ${pageBudget.jsKb}, CSS ${pageBudget.cssKb}, HTML ${pageBudget.htmlKb}, total ${pageBudget.totalKb} KB)`,
);
const overWindow = rows.filter((r) => r.htmlBrotliBytes > initialWindowBytes);
if (overWindow.length)
  console.log(
    `Documents over one initial congestion window (${initialWindowBytes} bytes brotli; one more simulated round trip before the first paint, ADR 0046): ` +
      overWindow.map((r) => `${r.path} ${r.htmlBrotliBytes}`).join(", "),
  );
// The one file besides the document in every largest paint's path (ADR 0046, 0048).
const preloadedFont = /<link rel="preload" href="(\/assets\/[^"]+\.woff2)"/.exec(
  readFileSync(path.join(root, "build/client/index.html"), "utf8"),
)?.[1];
const fontBytes = preloadedFont ? statSync(path.join(root, "build/client", preloadedFont)).size : NaN;
console.log(
  `The preloaded font: ${preloadedFont} ${fontBytes} bytes (budget ${coreFontBudget}: one initial congestion window less its headers, ADR 0048).`,
);
if (!(fontBytes <= coreFontBudget)) {
  console.log("Budget missed: the preloaded font takes a second round trip.");
  process.exitCode = 1;
}
if (admin) {
  console.log("\nThe back office's first screen (sign-in), which only /admin loads:");
  console.log(line(admin, referenceAdmin, String(admin.foreign.length)));
}
if (process.env.SIZE_DETAIL) {
  for (const r of [...rows, ...(admin ? [admin] : [])])
    console.log(r.path, r.js.map((j) => `${j.url.replace(/^.*\/assets\//, "")} ${f(j.bytes / 1024)}`).join(", "));
}
const misses = rows.filter(
  (r) =>
    r.jsKb > pageBudget.jsKb ||
    r.cssKb > pageBudget.cssKb ||
    r.htmlKb > pageBudget.htmlKb ||
    r.totalKb > pageBudget.totalKb ||
    r.foreign.length,
);
if (misses.length) {
  console.log(`Budget missed on: ${misses.map((r) => r.path).join(", ")}`);
  process.exitCode = 1;
} else if (!process.exitCode) console.log("All budgets met.");
