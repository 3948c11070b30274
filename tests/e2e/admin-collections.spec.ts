/**
 * The collections end to end on a server of their own: the owner uploads and describes a photo and
 * a logo, creates a team member and publishes it, creates a reference in German for a client named
 * with its consent (its logo shown), with a figure, a body with a link to a page of the site and a
 * word set bold by its shortcut (the body's toolbar and the image picker by keyboard), a quote with
 * the person's consent, publishes it after acknowledging the rules' notes, then adds the English
 * version and publishes that. The list and the editor pass axe at phone and desktop width; the
 * published page, led by its image, hydrates without a warning.
 */
import type { Locator, Page } from "@playwright/test";
import de from "../../common/locales/de/admin";
import collectionsDe from "../../common/locales/de/collections";
import { startApp } from "../support/start-app";
import { phonePhoto, smallImage } from "../support/images";
import { ownServer } from "../support/own-server";
import type { ServerProcess } from "../support/server-process";
import { expectNoAxeViolations } from "./axe";
import { addVirtualAuthenticator } from "./passkey";
import { expect, test } from "./fixtures";

const owner = "owner@neutra.test";
const site = ownServer(Number(process.env.E2E_COLLECTIONS_EDITOR_PORT), "collections");
const siteUrl = site.siteUrl;
let server: ServerProcess;
let invitation: string;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  invitation = await site.invite(owner);
  server = await site.start({ RATE_LIMIT: "off" });
});

test.afterAll(async () => {
  await server?.stop();
});

test.use({ baseURL: siteUrl });

const fill = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((result, [name, value]) => result.replace(`{{${name}}}`, value), text);

/** Tab until `target` has the focus, as a keyboard user does. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 60; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Every toast closed, so the next one is the next action's. */
async function dismissToasts(page: Page) {
  await expect(async () => {
    const front = page.locator('[data-sonner-toast][data-front="true"] button[data-close-button]');
    if (await front.count()) await front.click({ timeout: 1000 }).catch(() => {});
    await page.mouse.move(0, 0);
    expect(await page.locator("[data-sonner-toast]").count()).toBe(0);
  }).toPass({ timeout: 15_000 });
}

/** Saves the form shown and waits for its toast. */
async function save(page: Page, toast: string) {
  await page.getByRole("button", { name: de.collections.editor.save }).click();
  await expect(page.getByText(toast, { exact: true })).toBeVisible();
  await dismissToasts(page);
}

/** axe-clean and nothing wider than the window at phone and desktop width. */
async function checkWidths(page: Page) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
}

/** Publishes the version shown; the rules' notes, if any, each acknowledged. */
async function publish(page: Page) {
  await page
    .getByRole("region", { name: de.collections.actions.label })
    .getByRole("button", { name: de.collections.actions.publish })
    .click();
  const warnings = page.getByRole("dialog", { name: de.collections.actions.warningsTitle });
  const published = page.getByText(de.collections.actions.published, { exact: true });
  await expect(warnings.or(published).first()).toBeVisible();
  if (await warnings.isVisible()) {
    for (const tick of await warnings.getByRole("checkbox").all()) await tick.check();
    await warnings.getByRole("button", { name: de.collections.actions.goAhead }).click();
  }
  await expect(published).toBeVisible();
  await dismissToasts(page);
}

/** Picks an image from the media library for the field `label`, by keyboard. */
async function pickImage(page: Page, label: string, name: string) {
  const field = page.getByRole("group", { name: label });
  await tabTo(page, field.getByRole("button", { name: de.collections.image.choose }));
  await page.keyboard.press("Enter");
  const picker = page.getByRole("dialog", { name: de.collections.image.title });
  await tabTo(page, picker.getByRole("button", { name: fill(de.collections.image.pick, { name }) }));
  await page.keyboard.press("Enter");
  await expect(picker).toBeHidden();
  await expect(field).toContainText(name);
  await expect(field.getByRole("button", { name: de.collections.image.change })).toBeFocused();
}

test("the owner writes a team member and a reference, publishes both, then the reference in English", async ({
  page,
}) => {
  test.setTimeout(300_000);
  await addVirtualAuthenticator(page);
  await page.goto(invitation);
  await page.getByLabel(de.passkeyName.label).fill("Testlaptop");
  await page.getByRole("button", { name: de.signUp.submit }).click();
  await expect(page.getByRole("heading", { level: 1, name: de.inbox.title })).toBeVisible();

  await test.step("upload and describe a photo and a logo", async () => {
    await page.goto(`${siteUrl}/admin/media`);
    const uploads = [
      { name: "Team Berlin.jpg", mimeType: "image/jpeg", buffer: await phonePhoto(1200, 800) },
      { name: "Logo Stadtwerke.png", mimeType: "image/png", buffer: await smallImage("png", 400, 200) },
    ];
    const alts = {
      "Team Berlin.jpg": ["Das Team in Berlin", "The team in Berlin"],
      "Logo Stadtwerke.png": ["Logo der Stadtwerke Musterstadt", "Stadtwerke Musterstadt logo"],
    };
    for (const upload of uploads) {
      await page.locator('input[type="file"]').setInputFiles(upload);
      const card = page.getByRole("button", { name: fill(de.media.edit, { name: upload.name }) });
      await expect(card).toBeVisible({ timeout: 60_000 });
      await card.click();
      const dialog = page.getByRole("dialog", { name: upload.name });
      const [german, english] = alts[upload.name as keyof typeof alts];
      await dialog.getByLabel(fill(de.media.details.alt, { language: de.languages.de })).fill(german!);
      await dialog.getByLabel(fill(de.media.details.alt, { language: de.languages.en })).fill(english!);
      await dialog.getByRole("button", { name: de.media.details.save }).click();
      await expect(page.getByText(de.media.details.saved)).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await dismissToasts(page);
    }
  });

  await test.step("create and publish a team member", async () => {
    await page.getByRole("navigation", { name: de.shell.nav }).getByRole("link", { name: de.shell.team }).click();
    await page.getByRole("link", { name: de.collections.newEntry }).click();
    await page.getByRole("textbox", { name: de.collections.fields.name }).fill("Erika Muster");
    await page.getByRole("textbox", { name: de.collections.fields.role }).fill("Beraterin für SAP");
    await pickImage(page, de.collections.fields.photo, "Team Berlin.jpg");
    await page
      .getByRole("textbox", { name: de.collections.fields.bio })
      .fill("Erika Muster begleitet seit Jahren Projekte im Finanzwesen.");
    await page
      .getByRole("group", { name: de.collections.fields.languages })
      .getByRole("button", { name: de.collections.lines.add })
      .click();
    await page.getByRole("textbox", { name: `${de.collections.fields.languages} 1` }).fill("Deutsch");
    await page.getByRole("spinbutton", { name: de.collections.fields.order }).fill("1");
    await save(page, de.collections.editor.created);
    await expect(page.getByRole("heading", { level: 1, name: "Erika Muster" })).toBeFocused();
    await publish(page);
    // In English too: a reference's English version names only people on the English team page.
    await page.getByRole("button", { name: de.languages.en, exact: true }).click();
    const english = page.locator('div[lang="en"]').first();
    await english.getByRole("textbox", { name: de.collections.fields.name }).fill("Erika Muster");
    await english.getByRole("textbox", { name: de.collections.fields.role }).fill("SAP consultant");
    await english
      .getByRole("textbox", { name: de.collections.fields.bio })
      .fill("Erika Muster has supported finance projects for years.");
    await english.getByRole("button", { name: de.collections.lines.add }).click();
    await english.getByRole("textbox", { name: `${de.collections.fields.languages} 1` }).fill("German");
    await save(page, de.collections.editor.saved);
    await publish(page);
  });

  await test.step("create a reference in German", async () => {
    await page.getByRole("navigation", { name: de.shell.nav }).getByRole("link", { name: de.shell.references }).click();
    await expect(page.getByText(de.collections.list.empty)).toBeVisible();
    await checkWidths(page);
    await page.getByRole("link", { name: de.collections.newEntry }).click();
    await page
      .getByRole("textbox", { name: de.collections.fields.title })
      .fill("Schnellerer Monatsabschluss für einen Energieversorger");
    // The client agreed to be named: the page then shows its name and logo.
    await page.getByRole("radio", { name: de.collections.client.named }).check();
    await page.getByRole("textbox", { name: de.collections.client.name }).fill("Stadtwerke Musterstadt");
    await page.getByRole("checkbox", { name: de.collections.client.agreed }).check();
    await page.getByRole("textbox", { name: de.collections.fields.industry }).fill("Energie");
    await page.getByRole("checkbox", { name: "SAP" }).check();
    await page
      .getByRole("textbox", { name: de.collections.fields.situation })
      .fill("Der Monatsabschluss dauerte zwölf Arbeitstage.");
    await page
      .getByRole("textbox", { name: de.collections.fields.approach })
      .fill("Wir haben die Abstimmungen automatisiert.");
    await page
      .getByRole("textbox", { name: de.collections.fields.results })
      .fill("Der Abschluss ist deutlich schneller.");
    const figures = page.getByRole("group", { name: de.collections.fields.figures });
    await figures.getByRole("button", { name: de.collections.records.add }).click();
    await expect(figures.getByRole("spinbutton", { name: de.collections.parts.value })).toBeFocused();
    await page.keyboard.type("-35");
    await figures.getByRole("textbox", { name: de.collections.parts.unit }).fill("%");
    await figures.getByRole("textbox", { name: de.collections.parts.measures }).fill("Dauer des Monatsabschlusses");
    await figures.getByRole("textbox", { name: de.collections.parts.period }).fill("nach sechs Monaten");
    await page.getByRole("button", { name: de.collections.quote.add }).click();
    const quote = page.getByRole("group", { name: de.collections.fields.quote });
    await quote.getByRole("textbox", { name: de.collections.parts.text }).fill("Wir schließen heute in vier Tagen ab.");
    await quote.getByRole("textbox", { name: de.collections.parts.person }).fill("Max Beispiel");
    await quote.getByRole("textbox", { name: de.collections.parts.role }).fill("Leiter Finanzen");
    await quote.getByRole("checkbox", { name: de.collections.quote.consent }).check();
    await quote.getByRole("checkbox", { name: de.collections.quote.shown }).check();
    await pickImage(page, de.collections.fields.leadImage, "Team Berlin.jpg");
    await pickImage(page, de.collections.fields.clientLogo, "Logo Stadtwerke.png");
    await page.getByLabel(de.collections.fields.date).fill("2026-10-01");
    await page.getByRole("combobox", { name: de.collections.fields.contact }).selectOption({ label: "Erika Muster" });
  });

  await test.step("write the body by keyboard, with a link to a page of the site", async () => {
    const body = page.getByRole("textbox", { name: de.collections.fields.body });
    await body.click();
    await page.keyboard.type("Mehr dazu: ");
    // Back into the toolbar (one stop), then along it with the arrow keys to "Link".
    await page.keyboard.press("Shift+Tab");
    const link = page
      .getByRole("toolbar", { name: de.richText.toolbar })
      .getByRole("button", { name: new RegExp(`^${de.richText.actions.link}\\b`) })
      .first();
    for (let presses = 0; presses < 20 && !(await link.evaluate((b) => b === document.activeElement)); presses++) {
      await page.keyboard.press("ArrowRight");
    }
    await expect(link).toBeFocused();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: de.richText.link.insertTitle });
    await dialog.getByRole("combobox", { name: de.richText.link.target }).selectOption("site:page/sapSolutions");
    await dialog.getByRole("button", { name: de.richText.link.apply }).click();
    await expect(dialog).toBeHidden();
    await expect(body.getByRole("link")).toHaveCount(1);
    // The focus is back in the text once the dialog has gone; a shortcut formats what follows.
    await expect(body).toBeFocused();
    await page.keyboard.press("End");
    await page.keyboard.type(" und ");
    await page.keyboard.press("Control+B");
    await page.keyboard.type("schneller");
    await page.keyboard.press("Control+B");
    await page.keyboard.type(" abschließen.");
    await expect(body.locator("strong")).toHaveText("schneller");
    await expect(body).toContainText("und schneller abschließen.");
    // The shortcuts are announced on the toolbar's buttons.
    await expect(
      page
        .getByRole("toolbar", { name: de.richText.toolbar })
        .getByRole("button", { name: new RegExp(`^${de.richText.actions.bold}\\b`) }),
    ).toHaveAttribute("aria-keyshortcuts", "Control+B");
  });

  await test.step("save and publish the German version", async () => {
    await save(page, de.collections.editor.created);
    await expect(page).toHaveURL(/\/admin\/references\/[0-9a-f-]{36}$/);
    await checkWidths(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await test.step("preview the draft at phone and desktop width", async () => {
      await page.getByRole("button", { name: de.content.preview.open }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog.locator("iframe")).toHaveCount(2, { timeout: 60_000 });
      for (const frame of [0, 1]) {
        await expect(dialog.frameLocator("iframe").nth(frame).getByRole("heading", { level: 1 })).toHaveText(
          "Schnellerer Monatsabschluss für einen Energieversorger",
        );
      }
      await expect(dialog.frameLocator("iframe").first().getByText("Leiter Finanzen")).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    });
    await publish(page);
    await expect(page.getByText(de.collections.status.published).first()).toBeVisible();
  });

  await test.step("within 10 s the site shows it in German only: its index, the home page, the SAP page, the menu", async () => {
    const visitor = await page.context().newPage();
    const title = "Schnellerer Monatsabschluss für einen Energieversorger";
    await expect
      .poll(async () => (await visitor.request.get(`${siteUrl}${germanPath}`)).status(), { timeout: 10_000 })
      .toBe(200);
    for (const path of ["/referenzen", "/", "/sap-services"]) {
      await expect
        .poll(async () => (await visitor.request.get(`${siteUrl}${path}`)).text(), { timeout: 10_000 })
        .toContain(title);
      await visitor.goto(`${siteUrl}${path}`);
      // A visitor's first move lays out what the first paint left for later (docs/decisions/0050).
      await visitor.mouse.move(5, 5);
      await expect(visitor.getByRole("link", { name: title }).first()).toBeVisible();
    }
    await expect(
      visitor.getByRole("navigation").first().getByRole("link", { name: collectionsDe.references.nav }),
    ).toHaveCount(1);
    expect((await visitor.request.get(`${siteUrl}/en/references`)).status()).toBe(404);
    // Its lead image is the largest paint: the font comes inside the page, so the image is its only request.
    const html = await (await visitor.request.get(`${siteUrl}${germanPath}`)).text();
    expect(html).toMatch(/<link rel="preload" as="image"/);
    expect(html).toContain("url(data:font/woff2;base64,");
    expect(html).toMatch(/<link rel="preload" href="[^"]+" as="font" [^>]*media="not all"\/>/);
    await visitor.goto(`${siteUrl}${germanPath}`);
    await expect(visitor.locator('link[rel="alternate"][hreflang="en"]')).toHaveCount(0);
    await expect(visitor.getByText("Stadtwerke Musterstadt", { exact: true }).first()).toBeVisible();
    await expect(visitor.getByRole("img", { name: "Logo der Stadtwerke Musterstadt" })).toHaveCount(1);
    expect(await visitor.evaluate((text) => document.fonts.check('16px "Inter Variable"', text), title)).toBe(true);
    await visitor.close();
  });

  await test.step("add the English version and publish it", async () => {
    await page.getByRole("button", { name: de.languages.en, exact: true }).click();
    const english = page.locator('div[lang="en"]').first();
    await expect(page.getByText(de.collections.editor.englishOptional)).toBeVisible();
    await expect(english.getByRole("group", { name: de.collections.fields.leadImage })).toContainText(
      "Team Berlin.jpg",
    );
    await english
      .getByRole("textbox", { name: de.collections.fields.title })
      .fill("Faster month-end close for an energy supplier");
    await english.getByRole("textbox", { name: de.collections.client.description }).fill("Mid-sized energy supplier");
    await english.getByRole("textbox", { name: de.collections.fields.industry }).fill("Energy");
    await english
      .getByRole("textbox", { name: de.collections.fields.situation })
      .fill("The month-end close took twelve working days.");
    await english
      .getByRole("textbox", { name: de.collections.fields.approach })
      .fill("We automated the reconciliations.");
    await english.getByRole("textbox", { name: de.collections.fields.results }).fill("The close is much faster.");
    await save(page, de.collections.editor.saved);
    await publish(page);
    await page.getByRole("link", { name: de.collections.editor.back }).click();
    const row = page.getByRole("row").filter({ hasText: "Schnellerer Monatsabschluss" });
    await expect(row).toContainText("Faster month-end close for an energy supplier");
    await expect(row.getByRole("cell").nth(1)).toContainText(de.collections.status.published);
    await checkWidths(page);
    await expect
      .poll(async () => (await page.request.get(`${siteUrl}${englishPath}`)).status(), { timeout: 10_000 })
      .toBe(200);
    // The German page names its English counterpart within the same 10 s.
    await expect
      .poll(
        async () =>
          (await (await page.request.get(`${siteUrl}${germanPath}`)).text()).match(
            /hreflang="en" href="([^"]+)"/i,
          )?.[1],
        {
          timeout: 10_000,
        },
      )
      .toMatch(new RegExp(`${englishPath}$`));
  });

  await test.step("a new German slug answers 301 from the old one; the English version offline answers 410, out of the sitemap", async () => {
    await page.goto(`${siteUrl}/admin/references`);
    await page.getByRole("link", { name: "Schnellerer Monatsabschluss für einen Energieversorger" }).click();
    await page.getByRole("textbox", { name: de.collections.fields.slug }).fill("monatsabschluss-energieversorger");
    await save(page, de.collections.editor.saved);
    await publish(page);
    await expect
      .poll(async () => (await page.request.get(`${siteUrl}${germanPath}`, { maxRedirects: 0 })).status(), {
        timeout: 10_000,
      })
      .toBe(301);
    const answer = await page.request.get(`${siteUrl}${germanPath}`, { maxRedirects: 0 });
    expect(answer.headers().location).toMatch(/\/referenzen\/monatsabschluss-energieversorger$/);

    await page.getByRole("button", { name: de.languages.en, exact: true }).click();
    await page
      .getByRole("region", { name: de.collections.actions.label })
      .getByRole("button", { name: de.collections.actions.unpublish })
      .click();
    await page.getByRole("dialog").getByRole("button", { name: de.collections.actions.unpublish }).click();
    await expect(page.getByText(de.collections.actions.unpublished, { exact: true })).toBeVisible();
    await expect
      .poll(async () => (await page.request.get(`${siteUrl}${englishPath}`)).status(), { timeout: 10_000 })
      .toBe(410);
    const sitemap = await (await page.request.get(`${siteUrl}/sitemap.xml`)).text();
    expect(sitemap).not.toContain(englishPath);
    expect(sitemap).toContain("/referenzen/monatsabschluss-energieversorger");
  });

  await test.step("the page with the font inside hydrates on the first move without a warning", async () => {
    const fonts: string[] = [];
    page.on("request", (request) => request.resourceType() === "font" && fonts.push(request.url()));
    await page.goto(`${siteUrl}/referenzen/monatsabschluss-energieversorger`);
    await startApp(page);
    // Chromium warns of a preloaded file still unused 3 s after load: none comes.
    await page.waitForTimeout(4000);
    expect(fonts).toEqual([]);
    expect(await page.locator('link[as="font"]').count()).toBe(1);
  });
});

const germanPath = "/referenzen/schnellerer-monatsabschluss-fuer-einen-energieversorger";
const englishPath = "/en/references/faster-month-end-close-for-an-energy-supplier";
