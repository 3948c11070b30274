/**
 * npm run bench:tap [-- [--against <commit>] [--runs N] [--parallel N] [--pages /a,/b] [--taps menu,...] [/path ...]]: the first tap
 * on a slow phone. Loads each page (default: every prerendered page in both languages) in
 * Chromium as a 375 px touch phone (CDP: 150 ms latency, 1.6 Mbps down, 750 kbps up, CPU slowed
 * 4×), waits 1 s or 4 s after load and taps once, on a fresh page each time: the consent banner's
 * "reject all", the menu button, and the page's first disclosure control (an accordion, a tab, a
 * card's details or a dialog's opener; scrolled into view right after load, which is itself an
 * intent that starts React). It reports, as the median of N runs (default 5), the time from the
 * touch to the first frame that shows the answer, the tap's event handling from the Event Timing
 * API (entries of 16 ms and more; 0 below), and for the menu tap the time to React's hydration
 * and the round trips its scripts took after the touch. With `--against`, the build of that
 * commit (scripts/lib/reference-build.ts) is served the same way and measured run for run in turn,
 * and every figure is printed as `this (reference, ×ratio)`: on a loaded machine compare ratios.
 * `--parallel N` (default 1) measures N pages at once, each in its own browser context: a page
 * throttled to a quarter of a core leaves room for others on a quiet machine, and both builds
 * share every slot, so the ratios stay fair; say how many when you report the figures.
 * Budget (docs/decisions/0060): every tap answered within 200 ms, none lost (no answer in 10 s).
 * Exits 1 when one misses it.
 */
import { chromium, type Browser } from "playwright-core";
import { languages, localizePath, pages } from "../common/config/route-table";
import commonDe from "../common/locales/de/common";
import commonEn from "../common/locales/en/common";
import consentDe from "../common/locales/de/consent";
import consentEn from "../common/locales/en/consent";
import { chromiumArgs } from "./lib/local";
import { median } from "./lib/median-run";
import { ensureBuild, ensureChromium } from "./lib/prepare.mjs";
import { parseAgainst, referenceBuild } from "./lib/reference-build";
import { requestRounds } from "./lib/request-rounds";
import { startServer } from "./lib/serve-for-measurement";
import { tapProbe, type TapKind, type TapReport } from "./lib/tap-probe";

const budgetMs = 200;
const lostAfterMs = 10_000;
const waits = [1000, 4000];
const allKinds: TapKind[] = ["reject", "menu", "disclosure"];

/** Splits `--runs N` and `--pages a,b` off the arguments (the rest: `--against` and paths). */
function parseArgs(args: string[]) {
  const value = (flag: string) => {
    const at = args.indexOf(flag);
    if (at === -1) return undefined;
    const [, given] = args.splice(at, 2);
    if (!given || given.startsWith("--")) throw new Error(`${flag} needs a value`);
    return given;
  };
  const whole = (flag: string, fallback: number) => {
    const n = Number(value(flag) ?? fallback);
    if (!Number.isInteger(n) || n < 1) throw new Error(`${flag} needs a whole number of at least 1`);
    return n;
  };
  const runs = whole("--runs", 5);
  const parallel = whole("--parallel", 1);
  const listed = value("--pages")?.split(",").filter(Boolean) ?? [];
  const taps = (value("--taps")?.split(",") ?? allKinds) as TapKind[];
  if (!taps.every((tap) => allKinds.includes(tap))) throw new Error(`--taps takes ${allKinds.join(", ")}`);
  const { against, paths } = parseAgainst(args);
  return { runs, parallel, taps, against, paths: [...listed, ...paths] };
}

const { runs, parallel, taps: kinds, against, paths: given } = parseArgs(process.argv.slice(2));
const paths = given.length ? given : pages.flatMap((p) => languages.map((l) => localizePath(p.path, l)));

const copy = {
  de: { reject: consentDe.banner.rejectAll, menu: commonDe.nav.openMenu },
  en: { reject: consentEn.banner.rejectAll, menu: commonEn.nav.openMenu },
};

/** The phone: a 375 px touch screen, a slow network and a CPU four times slower than this one. */
const phone = { width: 375, height: 667, deviceScaleFactor: 2 };
const network = { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 };

/** Scrolls the page so the element stands just below the sticky header, above the consent banner. */
const underHeader = (element: Element) => window.scrollBy(0, element.getBoundingClientRect().top - 96);

interface Sample extends TapReport {
  answerMs: number | null;
}

/** One fresh page, one tap, its answer; undefined when the page has no control of that kind. */
async function tapOnce(browser: Browser, url: string, kind: TapKind, waitMs: number): Promise<Sample | undefined> {
  const context = await browser.newContext({
    viewport: { width: phone.width, height: phone.height },
    deviceScaleFactor: phone.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setDeviceMetricsOverride", { ...phone, mobile: true });
    await cdp.send("Emulation.setTouchEmulationEnabled", { enabled: true, maxTouchPoints: 5 });
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", network);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.addInitScript({ content: tapProbe });
    await page.goto(url, { waitUntil: "load", timeout: 60_000 });

    const lang = new URL(url).pathname.startsWith("/en") ? "en" : "de";
    let index = -1;
    let target;
    if (kind === "disclosure") {
      index = await page.evaluate("window.__tapProbe.firstClosed()");
      if (index < 0) return undefined;
      target = page.locator('main button[aria-expanded="false"], main button[aria-expanded="true"], main [role=tab]');
      target = target.nth(index);
      // Below the first screen: a visitor scrolls there first, which starts React as any intent does.
      await target.evaluate(underHeader);
    } else {
      target = page.getByRole("button", { name: copy[lang][kind], exact: true }).first();
    }
    await page.waitForTimeout(waitMs);
    // What was laid out meanwhile may have moved it: placed again (the page is scrolled already).
    if (kind === "disclosure") await target.evaluate(underHeader);
    const box = await target.boundingBox();
    if (!box) throw new Error(`${url}: the ${kind} control has no box to tap`);
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    // The consent banner covers the bottom of a phone's screen: a tap there would hit it instead.
    const hit = await target.evaluate((element, [x, y]) => element.contains(document.elementFromPoint(x!, y!)), [x, y]);
    if (!hit) throw new Error(`${url}: something covers the ${kind} control at ${x.toFixed(0)}, ${y.toFixed(0)}`);
    const answer = page.evaluate(
      `window.__tapProbe.wait(${JSON.stringify({ kind, index, timeoutMs: lostAfterMs })})`,
    ) as Promise<number | null>;
    await page.touchscreen.tap(x, y);
    const answerMs = await answer;
    const report = (await page.evaluate(
      `window.__tapProbe.report(${JSON.stringify({ timeoutMs: lostAfterMs })})`,
    )) as TapReport;
    return { answerMs, ...report };
  } finally {
    await context.close();
  }
}

interface Cell {
  path: string;
  waitMs: number;
  kind: TapKind;
  samples: Sample[];
}

const summary = (samples: Sample[]) => {
  const answered = samples.map((s) => s.answerMs).filter((ms): ms is number => ms !== null);
  const hydrated = samples.map((s) => s.hydratedMs).filter((ms): ms is number => ms !== null);
  return {
    answerMs: answered.length ? median(answered) : NaN,
    lost: samples.length - answered.length,
    processingMs: median(samples.map((s) => s.processingMs)),
    hydratedMs: hydrated.length ? median(hydrated) : NaN,
    rounds: median(samples.map((s) => requestRounds(s.scripts))),
  };
};

ensureBuild();
const reference = against ? referenceBuild(against) : undefined;
const executablePath = ensureChromium();
const [server, referenceServer] = await Promise.all([
  startServer(),
  reference ? startServer({ STATIC_DIR: reference.clientDir }) : undefined,
]);
const browser = await chromium.launch({ executablePath, args: chromiumArgs });

/** One path, wait and kind: this build and the reference in turn, run for run, so both see the same load. */
async function measure(path: string, waitMs: number, kind: TapKind): Promise<[Cell?, Cell?]> {
  const own: Sample[] = [];
  const theirs: Sample[] = [];
  for (let run = 0; run < runs; run++) {
    const sample = await tapOnce(browser, `${server.baseUrl}${path}`, kind, waitMs);
    if (sample) own.push(sample);
    if (referenceServer) {
      const other = await tapOnce(browser, `${referenceServer.baseUrl}${path}`, kind, waitMs);
      if (other) theirs.push(other);
    }
    if (!sample) break;
  }
  process.stderr.write(".");
  return [
    own.length ? { path, waitMs, kind, samples: own } : undefined,
    theirs.length ? { path, waitMs, kind, samples: theirs } : undefined,
  ];
}

const jobs = paths.flatMap((path) => waits.flatMap((waitMs) => kinds.map((kind) => ({ path, waitMs, kind }))));
const measured: [Cell?, Cell?][] = [];
try {
  let next = 0;
  const slot = async () => {
    while (next < jobs.length) {
      const at = next++;
      const { path, waitMs, kind } = jobs[at]!;
      measured[at] = await measure(path, waitMs, kind);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, jobs.length) }, slot));
} finally {
  await browser.close();
  await server.stop();
  await referenceServer?.stop();
}
process.stderr.write("\n");
const cells = measured.flatMap(([own]) => (own ? [own] : []));
const referenceCells = measured.flatMap(([, theirs]) => (theirs ? [theirs] : []));

const f = (ms: number) => (Number.isFinite(ms) ? ms.toFixed(0) : "-");
function cell(own: number, theirs: number | undefined, format = f): string {
  if (theirs === undefined) return format(own);
  const ratio = Number.isFinite(own) && Number.isFinite(theirs) && theirs ? `, ×${(own / theirs).toFixed(2)}` : "";
  return `${format(own)} (${format(theirs)}${ratio})`;
}

console.log(
  `Phone: ${phone.width} px touch, ${network.latency} ms latency, 1.6 Mbps down, 750 kbps up, CPU 4× slower; ` +
    `median of ${runs} run(s), ${parallel} page(s) at a time, a fresh page per tap. Event handling: Event Timing entries of 16 ms and more (0 below).`,
);
if (reference) console.log(`Each figure: this build (${reference.name} ${reference.sha.slice(0, 10)}, ×this/that).`);
console.log("| path | wait | tap | answer ms | lost | event handling ms | React ms | script rounds |");
console.log("|---|---|---|---|---|---|---|---|");
const key = (c: Cell) => `${c.path} ${c.waitMs} ${c.kind}`;
const theirsOf = new Map(referenceCells.map((c) => [key(c), summary(c.samples)]));
const misses: string[] = [];
for (const c of cells) {
  const own = summary(c.samples);
  const theirs = reference ? theirsOf.get(key(c)) : undefined;
  const lost = `${own.lost}${theirs ? ` (${theirs.lost})` : ""}`;
  // React's time and its rounds after the touch: on the menu tap, the page's first intent.
  const react = c.kind === "menu";
  console.log(
    `| ${c.path} | ${c.waitMs / 1000} s | ${c.kind} | ${cell(own.answerMs, theirs?.answerMs)} | ${lost} | ` +
      `${cell(own.processingMs, theirs?.processingMs)} | ${react ? cell(own.hydratedMs, theirs?.hydratedMs) : ""} | ` +
      `${react ? cell(own.rounds, theirs?.rounds) : ""} |`,
  );
  if (own.lost) misses.push(`${key(c)}: ${own.lost} tap(s) lost`);
  else if (!(own.answerMs <= budgetMs)) misses.push(`${key(c)}: ${f(own.answerMs)} ms`);
}
if (misses.length) {
  console.log(`Budget missed (every first tap answered within ${budgetMs} ms, none lost): ${misses.join("; ")}`);
  process.exitCode = 1;
} else {
  console.log(`All first taps answered within ${budgetMs} ms, none lost.`);
}
