/**
 * npm run bench:size: loads every page in both languages in Chromium, as a first-time visitor
 * (no consent yet, banner shown), waits until the network is idle and lists what the first view
 * fetched, gzip-sized: JavaScript, CSS, the HTML document, fonts and images, and the total.
 * Exits 1 when a page misses a budget.
 */
import { chromium } from "playwright-core";
import { languages, localizePath, pages } from "../common/config/route-table";
import { chromiumArgs } from "./lib/local";
import { pageBudget, weighPage, type PageWeight } from "./lib/page-weight";
import { ensureBuild, ensureChromium } from "./lib/prepare.mjs";
import { startServer } from "./lib/serve-for-measurement";

const paths = process.argv.slice(2).length
  ? process.argv.slice(2)
  : pages.flatMap((p) => languages.map((l) => localizePath(p.path, l)));

ensureBuild();
const server = await startServer();
const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs });
const rows: (PageWeight & { path: string; foreign: string[] })[] = [];
try {
  for (const pagePath of paths) {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    const own: string[] = [];
    const foreign: string[] = [];
    page.on("request", (r) => {
      const url = new URL(r.url());
      if (url.origin === server.baseUrl) own.push(url.pathname);
      else if (url.protocol.startsWith("http")) foreign.push(r.url());
    });
    await page.goto(`${server.baseUrl}${pagePath}`, { waitUntil: "networkidle" });
    rows.push({ path: pagePath, foreign, ...weighPage(pagePath, own) });
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
}

const f = (n: number) => n.toFixed(1);
console.log("| path | JS KB | CSS KB | HTML KB | fonts+images KB | total KB | other hosts |");
console.log("|---|---|---|---|---|---|---|");
for (const r of rows) {
  console.log(
    `| ${r.path} | ${f(r.jsKb)} | ${f(r.cssKb)} | ${f(r.htmlKb)} | ${f(r.otherKb)} | ${f(r.totalKb)} | ${r.foreign.length} |`,
  );
}
const max = (key: "jsKb" | "cssKb" | "htmlKb" | "totalKb") => Math.max(...rows.map((r) => r[key]));
console.log(
  `| **worst** | ${f(max("jsKb"))} | ${f(max("cssKb"))} | ${f(max("htmlKb"))} | | ${f(max("totalKb"))} | ${Math.max(...rows.map((r) => r.foreign.length))} |`,
);
console.log(
  `(gzip sizes; budgets: JS ${pageBudget.jsKb}, CSS ${pageBudget.cssKb}, HTML ${pageBudget.htmlKb}, total ${pageBudget.totalKb} KB)`,
);
if (process.env.SIZE_DETAIL) {
  for (const r of rows)
    console.log(r.path, r.js.map((j) => `${j.url.replace("/assets/", "")} ${f(j.bytes / 1024)}`).join(", "));
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
} else console.log("All budgets met.");
