/**
 * npm run bench:pow (BENCH_RUNS=15): how long the lead form's proof-of-work takes in Chromium, from
 * the visitor's first move in the form (the island loads, fetches a challenge, solves it in its
 * Web Worker) until the form announces it is done. Measured unthrottled and with the CPU slowed
 * 4× (DevTools' "mid-tier mobile" preset), and the worker's transfer size.
 */
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import formsDe from "../common/locales/de/forms";
import { ensureBuild, root } from "./lib/prepare.mjs";
import { startServer } from "./lib/serve-for-measurement";
import { startApp } from "../tests/support/start-app";

const runs = Number(process.env.BENCH_RUNS ?? 15);

ensureBuild();
const server = await startServer({ RATE_LIMIT: "off", LOG_LEVEL: "error" });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking"],
});

async function measure(throttle: number): Promise<number[]> {
  const times: number[] = [];
  const page = await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: throttle });
  for (let run = 0; run < runs; run++) {
    await page.goto(`${server.baseUrl}/neutra-kontakt`);
    await startApp(page);
    const started = await page.evaluate(() => performance.now());
    await page.locator("main form [name=name]").focus();
    await page.locator("main form p[aria-live=polite]", { hasText: formsDe.pow.ready }).waitFor({ state: "attached" });
    times.push((await page.evaluate(() => performance.now())) - started);
  }
  await page.close();
  return times;
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!;

const worker = readdirSync(path.join(root, "build/client/assets")).find((f) => /^pow\.worker-.*\.js\.gz$/.test(f));
const workerGzip = worker ? statSync(path.join(root, "build/client/assets", worker)).size : NaN;

console.log(`Proof-of-work in Chromium, ${runs} runs each: first move in the form until "done" is announced`);
console.log("| CPU | median ms | p90 ms | max ms |");
console.log("|---|---|---|---|");
for (const throttle of [1, 4]) {
  const times = await measure(throttle);
  console.log(
    `| ${throttle === 1 ? "this machine" : `${throttle}× slower (mid-range phone)`} | ${percentile(times, 50).toFixed(0)} | ${percentile(times, 90).toFixed(0)} | ${Math.max(...times).toFixed(0)} |`,
  );
}
console.log(
  `Worker script: ${(workerGzip / 1024).toFixed(1)} KB gzip (loaded with the form's island, not in the first view)`,
);
await browser.close();
await server.stop();
