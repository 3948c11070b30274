/**
 * The content editor end to end (ADR 0040, 0045) on a server of its own: the owner finds the AMS price
 * by searching "2.500", changes it, publishes it, and the site's raw HTML in both languages shows
 * the new price within 10 seconds (this process renders its pages again at once,
 * server/render/live-site.ts), also after hydration; the history restores the old price; the
 * audit log names both; the screen passes axe at phone and desktop width. A menu label, edited in
 * its page's area, reaches every page's menu. Each page carries only the content its islands read
 * (ADR 0055), hydrates with it, and leaves to the browser a page whose content it does not carry.
 * A form's name, renamed, is the back office's word for the form too.
 */
import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { pathToFileURL } from "node:url";
import type { Page } from "@playwright/test";
import type { ServerBuild } from "react-router";
import { langFromPath, prerenderPaths } from "../../common/config/route-table";
import { figureDeclarations } from "../../common/content/figures";
import { shortHeading } from "../../common/content/labels";
import type { PageContent } from "../../common/content/overlay";
import de from "../../common/locales/de/admin";
import en from "../../common/locales/en/admin";
import commonDe from "../../common/locales/de/common";
import odooAmsDe from "../../common/locales/de/odoo-ams";
import sapDe from "../../common/locales/de/sap-solutions";
import sapEn from "../../common/locales/en/sap-solutions";
import privacyEn from "../../common/locales/en/privacy";
import { isServerOnly } from "../../server/render/content-reads";
import { contentFor } from "../../server/render/page-content";
import { loadClientReads, pageReads, readsFrom } from "../../server/render/page-reads";
import sharp from "sharp";
import { describedImage, phonePhoto } from "../support/images";
import { startServerProcess, type ServerProcess } from "../support/server-process";
import { expectNoAxeViolations } from "./axe";
import { addVirtualAuthenticator } from "./passkey";
import { expect, gotoHydrated, startApp, test } from "./fixtures";

const owner = "owner@neutra.test";
/** The SAP page's hero title as the editor names it: the heading visitors read, and what it is. */
const heroLabel = {
  de: `${shortHeading(sapDe.hero.title)} › ${de.content.labels.fields.heading}`,
  en: `${shortHeading(sapEn.hero.title)} › ${en.content.labels.fields.heading}`,
};
// localhost, not an address: a passkey's relying party must be a host name.
const siteUrl = `http://localhost:${process.env.E2E_CONTENT_PORT}`;
let server: ServerProcess;
let invitation: string;
const dataDir = mkdtempSync(path.join(tmpdir(), "neutra-content-e2e-"));

test.describe.configure({ mode: "serial" });

const env = {
  PATH: process.env.PATH!,
  HOME: process.env.HOME!,
  ENV_FILE: "none",
  DATA_DIR: dataDir,
  SITE_URL: siteUrl,
  ADMIN_URL: siteUrl,
  LOG_LEVEL: "warn",
};

/** An owner's invitation link, as the operator command prints it. */
async function invite(email: string): Promise<string> {
  const invited = await promisify(execFile)(
    process.execPath,
    ["--import", "tsx", "server/operator.ts", "admin", "invite", email],
    { env },
  );
  return invited.stdout.match(/https?:\/\/\S+#signup=[\w-]+/)![0];
}

test.beforeAll(async () => {
  test.setTimeout(90_000);
  invitation = await invite(owner);
  server = await startServerProcess(
    { ...env, HOST: "127.0.0.1", STATIC_DIR: path.resolve("build/client"), RATE_LIMIT: "off" },
    Number(process.env.E2E_CONTENT_PORT),
  );
});

test.afterAll(async () => {
  await server?.stop();
});

test.use({ baseURL: siteUrl });

/**
 * Saves values as drafts and publishes them together through the signed-in page's session, as the
 * editor's calls do; the answers' statuses (one per draft, then the publish's).
 */
function publishThroughApi(page: Page, values: Record<string, unknown>, acknowledged: string[] = []) {
  return page.evaluate(
    async ({ values, acknowledged }) => {
      const send = (path: string, body: unknown) =>
        fetch(`/api/admin/content/${path}`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(body),
        }).then((r) => r.status);
      const drafts = [];
      for (const [key, value] of Object.entries(values)) drafts.push(await send("draft", { key, value, acknowledged }));
      return [...drafts, await send("publish", { keys: Object.keys(values), otherLanguageConfirmed: true })];
    },
    { values, acknowledged },
  );
}

/** Published together by the last steps: two pages' texts in both languages, a mail, the lead routing. */
const edits = {
  "text:de:imprint:provider.title": "Angaben nach § 5 DDG (geändert)",
  "text:en:imprint:provider.title": "Information under Section 5 DDG (edited)",
  "text:de:home:hero.title": "Digitale Transformation, die ankommt (geändert).",
  "text:de:mail:lead.viaWebsite": "über das Formular der Website (geändert)",
  "fact:leadForms:contact": { recipients: ["routing@neutra.test"], confirmation: false },
};

/** The share of the published content a page's raw HTML carries for its islands (empty without the element). */
function carriedContent(html: string): PageContent {
  const json = /<script type="application\/json" id="site-content">([^<]*)<\/script>/.exec(html)?.[1];
  return json ? (JSON.parse(json) as PageContent) : {};
}

/** The page's raw HTML as a visitor's first request gets it: no browser, no cache. */
async function rawHtml(pathname: string): Promise<string> {
  // A poll never waits on one hung request: it asks again.
  const response = fetch(`${siteUrl}${pathname}`, { cache: "no-store", signal: AbortSignal.timeout(5000) });
  return response.then((r) => r.text()).catch(() => "");
}

/**
 * The page's raw HTML, read once: no short timeout (a loaded machine compresses the pages
 * meanwhile), and once more if the kept-alive connection was closed as the request went out, as a
 * browser retries an idempotent request then.
 */
async function pageOnce(pathname: string): Promise<string> {
  const read = async () => (await fetch(`${siteUrl}${pathname}`, { cache: "no-store" })).text();
  return read().catch(read);
}

/** The JSON-LD blocks of a page, parsed (a block that does not parse fails the test). */
function jsonLd(html: string): string[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) =>
    JSON.stringify(JSON.parse(m[1]!)),
  );
}

/** The site shows this AMS price, German and English, in the raw HTML and its JSON-LD. */
async function expectPriceLive(german: string, english: string, old: RegExp) {
  await expect
    .poll(
      async () => {
        const [htmlDe, htmlEn] = await Promise.all([rawHtml("/sap-services"), rawHtml("/en/sap-services")]);
        return (
          htmlDe.includes(`ab\u00a0${german}\u00a0EUR/Monat`) &&
          htmlEn.includes(`from\u00a0EUR\u00a0${english}/month`) &&
          [...jsonLd(htmlDe), ...jsonLd(htmlEn)].every((block) => !old.test(block))
        );
      },
      { timeout: 10_000, intervals: [250] },
    )
    .toBe(true);
}

async function dismissToasts(page: Page) {
  await expect(async () => {
    const front = page.locator('[data-sonner-toast][data-front="true"] button[data-close-button]');
    if (await front.count()) await front.click({ timeout: 1000 }).catch(() => {});
    await page.mouse.move(0, 0);
    expect(await page.locator("[data-sonner-toast]").count()).toBe(0);
  }).toPass({ timeout: 15_000 });
}

test("the owner changes the AMS price, publishes it live in both languages, and restores it from the history", async ({
  page,
  consoleLog,
}, testInfo) => {
  test.setTimeout(240_000);
  await addVirtualAuthenticator(page);
  await page.goto(invitation);
  await page.getByLabel(de.passkeyName.label).fill("Testlaptop");
  await page.getByRole("button", { name: de.signUp.submit }).click();
  await expect(page.getByRole("heading", { level: 1, name: de.inbox.title })).toBeVisible();

  const label = figureDeclarations.amsMonthlyFromEur.label.de;
  // The page's description names the price, so its Open Graph image shows it too.
  const ogImage = async () =>
    Buffer.from(await (await fetch(`${siteUrl}/og/de/sapSolutions.png`, { cache: "no-store" })).arrayBuffer());
  const builtImage = await ogImage();
  await test.step('search "2.500", change the AMS price to 2700, publish', async () => {
    await page.getByRole("navigation", { name: de.shell.nav }).getByRole("link", { name: de.shell.content }).click();
    await expect(page.getByRole("heading", { level: 1, name: de.content.title })).toBeVisible();
    await page.getByRole("searchbox", { name: de.content.search }).fill("2.500");
    await page.getByRole("searchbox", { name: de.content.search }).press("Enter");
    const fact = page.getByRole("group", { name: label });
    await fact.getByRole("button", { name: de.content.edit }).click();
    await fact.getByLabel(label).fill("2700");
    await expect(fact.getByRole("status")).toHaveText("2.700\u00a0€");
    await expectNoAxeViolations(page);
    await fact.getByRole("button", { name: de.content.save }).click();
    await expect(fact.getByText(de.content.draft, { exact: true })).toBeVisible();
    await page.getByRole("button", { name: de.content.publish, exact: true }).click();
    // Live within 10 s of the click: raw HTML and JSON-LD of /sap-services and /en/sap-services.
    await expectPriceLive("2.700", "2,700", /2[.,]500\b/);
    await expect(page.getByText(de.content.published_one)).toBeVisible();
    await expect.poll(async () => (await ogImage()).equals(builtImage), { timeout: 30_000 }).toBe(false);
    await expect(fact.getByText("2.700", { exact: true })).toBeVisible();
  });

  await test.step("the hydrated page shows it too, its packages dialog as well", async () => {
    const site = await page.context().newPage();
    // A hydration mismatch (the islands' copy from the bundle, the HTML's from the publish) would show here.
    const problems: string[] = [];
    site.on("console", (m) => ["error", "warning"].includes(m.type()) && problems.push(m.text()));
    site.on("pageerror", (e) => problems.push(e.message));
    await site.goto(`${siteUrl}/sap-services`);
    await startApp(site);
    const ams = site.locator('[data-solution="ams"]');
    await expect(ams).toContainText("ab\u00a02.700\u00a0EUR/Monat");
    await ams.getByRole("button", { name: sapDe.solutions.items.ams.button }).click();
    // The islands hydrate with the published figures too: the dialog's Lite package, the fact's price.
    const dialog = site.getByRole("dialog", { name: sapDe.packages.title });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("2.700\u00a0EUR/Monat");
    await expect(dialog).not.toContainText("2.500");
    expect(problems).toEqual([]);
    await site.close();
  });

  await test.step("axe-clean at 375 and 1280 px; screenshots in both languages", async () => {
    await dismissToasts(page);
    for (const lang of ["de", "en"] as const) {
      await page.goto(`${siteUrl}${lang === "en" ? "/en" : ""}/admin/content?q=2.500`);
      await expect(page.getByRole("group", { name: figureDeclarations.amsMonthlyFromEur.label[lang] })).toBeVisible();
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await expectNoAxeViolations(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await page.screenshot({ path: testInfo.outputPath(`content-${lang}-${width}.png`), fullPage: true });
      }
      // A page's texts, each named by its readable label; the locale key is a line below it.
      await page.goto(`${siteUrl}${lang === "en" ? "/en" : ""}/admin/content?area=sapSolutions`);
      const hero = page.getByRole("region", { name: heroLabel[lang] });
      await expect(hero.locator("code")).toHaveText("sap-solutions › hero.title");
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await expectNoAxeViolations(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await hero.evaluate((region) => region.scrollIntoView({ block: "start" }));
        await page.screenshot({ path: testInfo.outputPath(`content-page-${lang}-${width}.png`) });
      }
    }
    await page.goto(`${siteUrl}/admin/content?tab=facts`);
    await expect(page.getByRole("region", { name: de.content.factGroups.company })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath("content-facts-de-1280.png"), fullPage: true });
    await page.goto(`${siteUrl}/admin/content?q=2.500`);
  });

  await test.step("the history restores 2.500 as a new version", async () => {
    const fact = page.getByRole("group", { name: label });
    await fact.getByRole("button", { name: de.content.history }).click();
    const dialog = page.getByRole("dialog", { name: de.content.historyTitle.replace("{{place}}", label) });
    await expect(dialog.getByRole("listitem")).toHaveCount(1);
    await expect(dialog.getByRole("listitem")).toContainText(owner);
    await expect(dialog.locator("del")).toHaveText("2.500");
    await expect(dialog.locator("ins")).toHaveText("2.700");
    await expectNoAxeViolations(page, '[role="dialog"]');
    await dialog.getByRole("button", { name: de.content.restoreShipped }).click();
    await expectPriceLive("2.500", "2,500", /2[.,]700\b/);
    await expect(page.getByText(de.content.restored)).toBeVisible();
    // The image follows after the pages (after the toast has gone: it is asserted first).
    await expect.poll(async () => (await ogImage()).equals(builtImage), { timeout: 30_000 }).toBe(true);
  });

  await test.step("a draft shows in the preview, at phone and desktop width, and not on the site", async () => {
    const draft = "Vorschau eines Entwurfs: SAP mit Klarheit";
    await page.goto(`${siteUrl}/admin/content?area=sapSolutions`);
    const german = page.getByRole("region", { name: heroLabel.de }).getByRole("group", { name: de.languages.de });
    await german.getByRole("button", { name: de.content.edit }).click();
    await german.getByLabel(`${heroLabel.de}, ${de.languages.de}`).fill(draft);
    await german.getByRole("button", { name: de.content.save }).click();
    await expect(german.getByText(de.content.draft, { exact: true })).toBeVisible();

    await page.getByRole("button", { name: de.content.preview.open, exact: true }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading")).toHaveText(/^Vorschau: /);
    for (const device of [de.content.preview.phone, de.content.preview.desktop]) {
      const frame = page.frameLocator(`iframe[title^="${device}"]`);
      // The render takes seconds on a loaded machine.
      await expect(frame.locator("h1")).toContainText(draft, { timeout: 30_000 });
      await expect(frame.locator("script")).toHaveCount(0);
    }
    const visitors = await rawHtml("/sap-services");
    expect(visitors).toContain(sapDe.hero.title);
    expect(visitors).not.toContain(draft);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(page, '[role="dialog"]');
      // Each frame is scaled down to the room it has: nothing sticks out of the dialog.
      const dialogBox = (await dialog.boundingBox())!;
      for (const frame of await dialog.locator("iframe").all()) {
        const box = (await frame.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(dialogBox.x + dialogBox.width);
      }
      await page.screenshot({ path: testInfo.outputPath(`content-preview-de-${width}.png`) });
    }
    await dialog.getByRole("button", { name: de.languages.en }).click();
    const english = page.frameLocator(`iframe[title^="${de.content.preview.desktop}"]`);
    await expect(english.locator("h1")).toContainText(sapEn.hero.title, { timeout: 30_000 });
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    // The test's own init script (fixtures.ts) was refused in every frame: nothing runs in there.
    const refused = consoleLog.take(/^Blocked script execution in '[^']*\/api\/admin\/content\/preview\?path=/);
    expect(refused.length).toBeGreaterThan(0);
  });

  await test.step("the audit log names the publish and the restore", async () => {
    await page.getByRole("navigation", { name: de.shell.nav }).getByRole("link", { name: de.shell.account }).click();
    const audit = page.getByRole("region", { name: de.account.audit });
    await expect(audit).toContainText(de.account.actions.content_published);
    await expect(audit).toContainText(de.account.actions.content_restored);
  });

  await test.step("HTML typed into a heading reaches the page as text", async () => {
    const typed = "SAP mit <b>Klarheit</b> & <script>alert(1)</script>";
    expect(await publishThroughApi(page, { "text:de:sap-solutions:hero.title": typed }, ["markupAsText"])).toEqual([
      200, 200,
    ]);
    const html = await rawHtml("/sap-services");
    expect(html).toContain("SAP mit &lt;b&gt;Klarheit&lt;/b&gt; &amp; &lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toContain("<script>alert(1)");
    expect(html).not.toContain("<b>Klarheit</b>");
  });

  await test.step("a menu label, edited in its page's area, is in every page's menu, also once the menu loads", async () => {
    const label = "Odoo-Betrieb";
    expect(await publishThroughApi(page, { "text:de:odoo-ams:nav": label })).toEqual([200, 200]);
    await expect
      .poll(async () => {
        const html = await rawHtml("/impressum");
        return html.includes(`>${label}<`) && !html.includes(`>${odooAmsDe.nav}<`);
      })
      .toBe(true);
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoHydrated(page, "/impressum");
    const nav = page.getByRole("navigation", { name: commonDe.nav.label });
    await nav.getByRole("button", { name: commonDe.nav.erp }).click();
    await expect(page.getByTestId("nav-erp").getByRole("link", { name: new RegExp(label) })).toHaveAttribute(
      "href",
      "/odoo-ams",
    );
  });

  await test.step("each page carries only what its islands read: never the lead routing or the mails, no other page's or language's texts", async () => {
    expect(await publishThroughApi(page, edits)).toEqual([200, 200, 200, 200, 200, 200]);
    await expect
      .poll(async () => (await rawHtml("/impressum")).includes(edits["text:de:imprint:provider.title"]))
      .toBe(true);
    const build = (await import(pathToFileURL(path.resolve("build/server/index.js")).href)) as ServerBuild;
    const firstView = loadClientReads(path.resolve("build/first-view"));
    const readsOf = pageReads(build, loadClientReads(path.resolve("build")));
    for (const at of prerenderPaths()) {
      const html = await pageOnce(at);
      expect(html, at).toContain("</html>");
      expect(html, at).not.toContain("routing@neutra.test");
      const { elsewhere, ...share } = carriedContent(html);
      expect(
        Object.keys(share.texts ?? {}).filter((lang) => lang !== langFromPath(at)),
        at,
      ).toEqual([]);
      const parts = [
        ...Object.entries(share.texts ?? {}).flatMap(([lang, byNs]) =>
          Object.keys(byNs).map((ns) => `text:${lang}:${ns}`),
        ),
        ...Object.keys(share.facts ?? {}).map((group) => `fact:${group}`),
      ];
      expect(parts.filter(isServerOnly), at).toEqual([]);
      // Nothing the page's client code does not read, as the build recorded it.
      const reads = new Set([...readsFrom(firstView, Object.keys(firstView)), ...readsOf(at)]);
      expect(contentFor(share, reads, langFromPath(at)), at).toEqual(share);
      expect(elsewhere ?? [], at).not.toContain(at);
    }
    const imprint = carriedContent(await rawHtml("/impressum"));
    expect(imprint.texts?.de?.imprint).toEqual({ "provider.title": edits["text:de:imprint:provider.title"] });
    expect(imprint.texts?.de?.home).toBeUndefined();
    expect(imprint.elsewhere).toEqual(expect.arrayContaining(["/", "/en/impressum", "/sap-services"]));
    expect(carriedContent(await rawHtml("/")).texts?.de?.home).toEqual({
      "hero.title": edits["text:de:home:hero.title"],
    });
  });

  await test.step("an island hydrates with the edited text; a link to a page with texts this one lacks loads it as a document, others stay in the app", async () => {
    const site = await page.context().newPage();
    const problems: string[] = [];
    site.on("console", (m) => ["error", "warning"].includes(m.type()) && problems.push(m.text()));
    site.on("pageerror", (e) => problems.push(e.message));
    /** Set on the document: a client-side navigation keeps it, a document load does not. */
    const mark = () => site.evaluate(() => Object.assign(window, { sameDocument: true }));
    const sameDocument = () => site.evaluate(() => "sameDocument" in window);
    await site.goto(`${siteUrl}/impressum`);
    await startApp(site);
    const provider = site.getByRole("heading", { name: edits["text:de:imprint:provider.title"] });
    await provider.hover(); // the page's island loads and hydrates with the published text
    await expect(site.locator("main[data-live]")).toBeAttached();
    await expect(provider).toBeVisible();
    await mark();
    await site.locator('header a[href="/"]').first().click();
    await site.waitForURL(`${siteUrl}/`);
    await expect(site.getByRole("heading", { level: 1 })).toHaveText(edits["text:de:home:hero.title"]);
    expect(await sameDocument()).toBe(false);
    // The language switch too (it stores the language: German pages redirect from here on).
    await site.goto(`${siteUrl}/impressum`);
    await startApp(site);
    await mark();
    await site.locator("[data-language-switch]:visible").first().click();
    await site.waitForURL(`${siteUrl}/en/impressum`);
    await expect(site.getByRole("heading", { name: edits["text:en:imprint:provider.title"] })).toBeVisible();
    expect(await sameDocument()).toBe(false);
    await startApp(site);
    await mark();
    await site.locator('footer a[href="/en/datenschutz"]').click();
    await site.waitForURL(`${siteUrl}/en/datenschutz`);
    await expect(site.getByRole("heading", { level: 1 })).toHaveText(privacyEn.hero.title);
    expect(await sameDocument()).toBe(true);
    expect(problems).toEqual([]);
    await site.close();
  });

  await test.step("a form's name, renamed and published, is the back office's word for it too", async () => {
    const renamed = "Allgemeine Anfrage (geändert)";
    expect(await publishThroughApi(page, { "text:de:forms:names.contact": renamed })).toEqual([200, 200]);
    await page.goto(`${siteUrl}/admin`);
    await expect(page.getByRole("heading", { level: 1, name: de.inbox.title })).toBeVisible();
    await expect(page.getByRole("option", { name: renamed })).toBeAttached();
  });

  expect(consoleLog.entries).toEqual([]);
});

test("a phone photo, described and chosen as /sap-services' share image, is its og:image within 10 s, without metadata", async ({
  page,
  consoleLog,
}) => {
  test.setTimeout(120_000);
  // A second owner, invited as the first was: this test signs in on its own.
  const invitation = await invite("owner2@neutra.test");
  await addVirtualAuthenticator(page);
  await page.goto(invitation);
  await page.getByLabel(de.passkeyName.label).fill("Zweitgerät");
  await page.getByRole("button", { name: de.signUp.submit }).click();
  await expect(page.getByRole("heading", { level: 1, name: de.inbox.title })).toBeVisible();

  const photo = (await phonePhoto()).toString("base64");
  const item = await page.evaluate(
    async ({ base64, description }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const headers = { "Content-Type": "image/jpeg", "X-File-Name": "leitwarte.jpg" };
      const uploaded = await fetch("/api/admin/media", { method: "POST", headers, body: bytes });
      const { id } = (await uploaded.json()) as { id: string };
      await fetch(`/api/admin/media/${id}`, {
        method: "PATCH",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(description),
      });
      return { id, status: uploaded.status };
    },
    { base64: photo, description: describedImage({ x: 0.8, y: 0.1 }) },
  );
  expect(item.status).toBe(201);

  await page.goto(`${siteUrl}/admin/content?tab=facts`);
  const panel = page.getByRole("region", { name: de.content.factGroups.shareImages });
  const cell = panel.getByRole("group", { name: sapDe.meta.title });
  await cell.getByRole("button", { name: de.content.edit }).click();
  await cell.getByLabel(de.content.shareImage.label).selectOption(item.id);
  await cell.getByRole("button", { name: de.content.save }).click();
  await expect(cell.getByText(de.content.draft, { exact: true })).toBeVisible();
  await expect(cell.getByText("leitwarte.jpg").first()).toBeVisible();
  await page.getByRole("button", { name: de.content.publish, exact: true }).click();

  const ogImageOf = async (pathname: string) =>
    /<meta property="og:image" content="([^"]+)"/.exec(await rawHtml(pathname))?.[1] ?? "";
  await expect.poll(() => ogImageOf("/sap-services"), { timeout: 10_000 }).toMatch(/\/media\/[\w-]{22}-og\.jpg$/);
  expect(await ogImageOf("/en/sap-services")).toBe(await ogImageOf("/sap-services"));
  expect(await ogImageOf("/odoo-ams")).toMatch(/\/og\/de\/odooAms\.png$/);
  const crop = await fetch(new URL(new URL(await ogImageOf("/sap-services")).pathname, siteUrl));
  expect(crop.headers.get("content-type")).toBe("image/jpeg");
  expect(crop.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  const metadata = await sharp(Buffer.from(await crop.arrayBuffer())).metadata();
  expect(metadata).toMatchObject({ width: 1200, height: 630 });
  expect(metadata.exif).toBeUndefined();
  expect(await rawHtml("/en/sap-services")).toContain(
    '<meta property="og:image:alt" content="A grid operator’s control room"',
  );

  expect(consoleLog.entries).toEqual([]);
});
