/**
 * The collections' pages in Chromium (docs/decisions/0069): rendered from fictional entries as a
 * publish renders them (the real render worker), written over a copy of the build and served by
 * the real server. No script before the first move, no layout shift, axe clean, plain links.
 */
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { collectionPagePaths } from "../../server/render/collection-pages";
import { renderInWorker } from "../../server/render/live-site";
import { startServerProcess, type ServerProcess } from "../support/server-process";
import { fictionalReferenceShown, shownCollections } from "../support/shown-collections";
import { expectNoAxeViolations } from "./axe";
import { expect, startApp, test } from "./fixtures";

const port = Number(process.env.E2E_COLLECTIONS_PORT);
const siteUrl = `http://localhost:${port}`;
let server: ServerProcess | undefined;

test.use({ baseURL: siteUrl });
test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const dir = mkdtempSync(path.join(tmpdir(), "neutra-collections-site-"));
  cpSync(path.resolve("build/client"), dir, { recursive: true });
  // Without images: the fictional entries name none the media library has.
  const references = Array.from({ length: 13 }, (_, i) => fictionalReferenceShown({}, i));
  const collections = { ...shownCollections(references), images: {}, shareCrops: {} };
  const paths = [...collectionPagePaths(collections), "/", "/en", "/sap-services"];
  const { final } = await renderInWorker({ buildDir: path.resolve("build"), content: { collections }, paths });
  for (const { file, body, br, gzip } of await final) {
    const at = path.join(dir, file);
    mkdirSync(path.dirname(at), { recursive: true });
    writeFileSync(at, body);
    if (br) writeFileSync(`${at}.br`, br);
    if (gzip) writeFileSync(`${at}.gz`, gzip);
  }
  const env = {
    PATH: process.env.PATH!,
    HOME: process.env.HOME!,
    ENV_FILE: "none",
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "neutra-collections-e2e-")),
    SITE_URL: siteUrl,
    ADMIN_URL: siteUrl,
    LOG_LEVEL: "warn",
    HOST: "127.0.0.1",
    STATIC_DIR: dir,
    RATE_LIMIT: "off",
  };
  server = await startServerProcess(env, port);
});

test.afterAll(async () => {
  await server?.stop();
});

/** The site's scripts the page fetched (their paths), but the loading-speed chunk the first-view script imports after the largest paint. */
function scriptsFetched(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    const at = new URL(request.url()).pathname;
    if (request.resourceType() === "script" && !/^\/assets\/web-vitals-/.test(at)) scripts.push(at);
  });
  return scripts;
}

const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) sum += (entry as unknown as { value: number }).value;
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(sum), 200);
      }),
  );

test("a reference's page: no script before the first move, no layout shift, axe clean, the menu names the references", async ({
  page,
}) => {
  const scripts = scriptsFetched(page);
  await page.goto("/referenzen/monatsabschluss", { waitUntil: "networkidle" });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Größere Übersicht im Monatsabschluss (fiktives Beispiel)",
  );
  expect(scripts).toEqual([]);
  expect(await layoutShift(page)).toBe(0);
  await expect(page.locator("header").getByRole("link", { name: "Referenzen", exact: true }).first()).toHaveAttribute(
    "href",
    "/referenzen",
  );
  await expectNoAxeViolations(page);
  // React arrives with the first move and hydrates what was rendered (a mismatch logs an error, which fails the test).
  await startApp(page);
  await expect(page.getByRole("link", { name: "EN – Switch to English" }).first()).toHaveAttribute(
    "href",
    "/en/references/month-end-close",
  );
});

test("the home page, hydrated, still shows the newest references", async ({ page }) => {
  await page.goto("/", { waitUntil: "networkidle" });
  await startApp(page);
  await expect(page.getByRole("heading", { name: "Aktuelle Referenzen" })).toBeVisible();
  await expect(page.locator("section[aria-labelledby='listed-references'] article")).toHaveCount(3);
});

test("with the collections' links in the header no page scrolls sideways, from a phone to a small laptop", async ({
  page,
}) => {
  for (const width of [320, 768, 1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ["/referenzen/monatsabschluss", "/en/references/month-end-close", "/"]) {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} at ${width} px`).toBe(width);
    }
  }
});

test("the index pages by plain links, and each view is axe clean", async ({ page }) => {
  await page.goto("/referenzen", { waitUntil: "networkidle" });
  await expect(page.locator("main article")).toHaveCount(12);
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Nächste Seite" }).click();
  await expect(page).toHaveURL(/\/referenzen\/seite\/2$/);
  await expect(page.locator("main article")).toHaveCount(1);
  await expectNoAxeViolations(page);
});

for (const path of [
  "/insights/schneller-abschluss",
  "/team",
  "/en/references/month-end-close",
  "/insights/_gone",
  "/",
]) {
  test(`${path} is axe clean and shifts nothing`, async ({ page }) => {
    await page.goto(path, { waitUntil: "networkidle" });
    expect(await layoutShift(page)).toBe(0);
    await expectNoAxeViolations(page);
  });
}
