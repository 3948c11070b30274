/**
 * The visitors' loading speed in the statistics (docs/decisions/0062) end to end, on a server of
 * its own: a phone visitor's real page load and taps, and a desktop visitor's page load, in
 * Chromium, report LCP, INP and CLS through the chunk the first-view script loads after the
 * largest paint; the owner reads them in the back office's statistics, phones and desktops apart,
 * each figure rated in words with its count, at phone and desktop width.
 */
import type { Browser, BrowserContextOptions, Page } from "@playwright/test";
import type { AdminStats } from "../../common/admin/stats-api";
import de from "../../common/locales/de/admin";
import common from "../../common/locales/de/common";
import consentDe from "../../common/locales/de/consent";
import { ownServer } from "../support/own-server";
import type { ServerProcess } from "../support/server-process";
import { expectNoAxeViolations } from "./axe";
import { addVirtualAuthenticator } from "./passkey";
import { expect, startApp, test } from "./fixtures";

const owner = "owner@neutra.test";
const own = ownServer(Number(process.env.E2E_VITALS_PORT), "vitals");
const { siteUrl } = own;
let server: ServerProcess;
let invitation: string;

test.describe.configure({ mode: "serial" });
test.use({ baseURL: siteUrl });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  invitation = await own.invite(owner);
  server = await own.start();
});

test.afterAll(async () => {
  await server?.stop();
});

/** A visitor of the site in a browser of their own; their page fails the test on a console error or a CSP violation. */
async function visitor(browser: Browser, options: BrowserContextOptions) {
  const context = await browser.newContext({ ...options, locale: "de-DE" });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  await page.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (e) => console.error(`CSP violation: ${e.blockedURI}`)),
  );
  const beacons: unknown[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/vitals") beacons.push(request.postDataJSON());
  });
  return { context, page, problems, beacons };
}

/**
 * Loads a page and waits for the measuring chunk, which the first-view script imports only once
 * the page has loaded and reported its largest paint.
 */
async function loadMeasured(page: Page, pathname: string) {
  const chunk = page.waitForResponse((response) =>
    /^\/assets\/web-vitals-[\w-]+\.js$/.test(new URL(response.url()).pathname),
  );
  await page.goto(`${siteUrl}${pathname}`);
  expect((await chunk).status()).toBe(200);
  const timing = await page.evaluate(async () => {
    const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    // The timeline keeps largest-paint entries only for an observer that asks for the buffered ones.
    const painted = await new Promise<number>((found) =>
      new PerformanceObserver((list) => found(list.getEntries().at(-1)!.startTime)).observe({
        type: "largest-contentful-paint",
        buffered: true,
      }),
    );
    const fetched = performance
      .getEntriesByType("resource")
      .find((entry) => entry.name.includes("/assets/web-vitals-"));
    return { loaded: navigation!.loadEventEnd, painted, fetched: fetched?.startTime };
  });
  expect(timing.painted).toBeGreaterThan(0);
  expect(timing.fetched).toBeGreaterThan(Math.max(timing.loaded, timing.painted!));
}

/** The statistics of the last seven days as the signed-in owner's screen gets them. */
async function vitalsOf(page: Page): Promise<AdminStats["vitals"]> {
  const response = await page.request.get(`${siteUrl}/api/admin/stats?days=7`);
  return ((await response.json()) as AdminStats).vitals;
}

test("a phone visitor's load and taps and a desktop visitor's load reach the owner's statistics as rated figures", async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const phone = await visitor(browser, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  await test.step("a phone visitor loads a page, taps the banner's button and the menu twice, and leaves", async () => {
    await loadMeasured(phone.page, "/odoo-migration");
    await phone.page.getByRole("button", { name: consentDe.banner.rejectAll }).tap();
    await expect(phone.page.locator("html")).not.toHaveAttribute("data-consent-needed");
    await phone.page.getByRole("button", { name: common.nav.openMenu }).tap();
    await expect(phone.page.getByRole("dialog")).toBeVisible();
    await phone.page.keyboard.press("Escape");
    // The first input settles the largest paint: its figure goes at once, the others when the page is hidden.
    await expect.poll(() => phone.beacons.length).toBeGreaterThan(0);
    await phone.page.goto("about:blank");
  });

  const desktop = await visitor(browser, { viewport: { width: 1280, height: 800 } });
  await test.step("a desktop visitor loads the same page, moves the pointer (React starts), and leaves", async () => {
    await loadMeasured(desktop.page, "/odoo-migration");
    await startApp(desktop.page);
    // The library takes the page's buffered entries in a task of its own after its chunk has run:
    // leaving before that (a loaded machine) would leave nothing to report. Two idle periods later
    // it has.
    await desktop.page.evaluate(
      () => new Promise((idle) => requestIdleCallback(() => requestIdleCallback(idle, { timeout: 5000 }))),
    );
    await desktop.page.goto("about:blank");
  });

  await test.step("the beacons carry a page, its language, a device class, a metric and a value, nothing else", async () => {
    for (const beacon of [...phone.beacons, ...desktop.beacons]) {
      expect(Object.keys(beacon as object).sort()).toEqual(["device", "lang", "metric", "path", "value"]);
      expect(beacon).toMatchObject({ path: "/odoo-migration", lang: "de" });
    }
    expect(phone.beacons[0]).toMatchObject({ device: "phone", metric: "LCP" });
    expect(await phone.context.cookies()).toEqual([]);
    for (const { problems } of [phone, desktop]) expect(problems).toEqual([]);
  });

  await test.step("the owner signs in and finds the figures, phones and desktops apart", async () => {
    await addVirtualAuthenticator(page);
    await page.goto(invitation);
    await page.getByLabel(de.passkeyName.label).fill("Testlaptop");
    await page.getByRole("button", { name: de.signUp.submit }).click();
    await expect(page.getByRole("heading", { level: 1, name: de.inbox.title })).toBeVisible();
    // The beacons sent as the pages were left arrive on their own time.
    await expect
      .poll(async () => (await vitalsOf(page)).map((f) => `${f.device} ${f.metric} ${f.count}`).sort(), {
        timeout: 15_000,
      })
      .toEqual(["desktop CLS 1", "desktop LCP 1", "phone CLS 1", "phone INP 1", "phone LCP 1"]);
    // Only now: closing a visitor's browser cancels the beacons its page sent on its way out.
    for (const { context } of [phone, desktop]) await context.close();

    await page.getByRole("navigation", { name: de.shell.nav }).getByRole("link", { name: de.shell.statistics }).click();
    const panel = page.getByRole("region", { name: de.statistics.vitals.title });
    const rating = `(${de.statistics.vitals.good}|${de.statistics.vitals.needsImprovement}|${de.statistics.vitals.poor})`;
    // Playwright reads a name with its whitespace, the non-breaking spaces too, as plain spaces.
    const once = "1 Messung";
    await expect(
      panel.getByRole("region", { name: "Smartphones" }).getByRole("row", {
        name: new RegExp(
          `^/odoo-migration DE [\\d,]+ s ${rating} ${once} [\\d.]+ ms ${rating} ${once} [\\d,]+ ${rating} ${once}$`,
        ),
      }),
    ).toBeVisible();
    await expect(
      panel.getByRole("region", { name: "Desktop und Tablet" }).getByRole("row", {
        name: new RegExp(`^/odoo-migration DE [\\d,]+ s ${rating} ${once} – [\\d,]+ ${rating} ${once}$`),
      }),
    ).toBeVisible();
  });

  await test.step("the screen passes axe and scrolls nothing sideways at phone and desktop width", async () => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
  });
});
