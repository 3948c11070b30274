/**
 * The media library end to end on a server of its own: the owner uploads a phone photo through
 * the file input, describes it in both languages, sets its focal point by click and by arrow key,
 * finds it in the grid and deletes it; an SVG is refused with what to do. The keyboard alone
 * uploads (the button opens the picker), describes and deletes, in English. The screen passes
 * axe at phone and desktop width in both languages, with and without its dialog.
 */
import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { Locator, Page } from "@playwright/test";
import de from "../../common/locales/de/admin";
import en from "../../common/locales/en/admin";
import { phonePhoto, svgWithScript } from "../support/images";
import { startServerProcess, type ServerProcess } from "../support/server-process";
import { expectNoAxeViolations } from "./axe";
import { addVirtualAuthenticator } from "./passkey";
import { expect, test } from "./fixtures";

const owner = "owner@neutra.test";
// localhost, not an address: a passkey's relying party must be a host name.
const siteUrl = `http://localhost:${process.env.E2E_MEDIA_PORT}`;
let server: ServerProcess;
let invitation: string;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  const env = {
    PATH: process.env.PATH!,
    HOME: process.env.HOME!,
    ENV_FILE: "none",
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "neutra-media-e2e-")),
    SITE_URL: siteUrl,
    ADMIN_URL: siteUrl,
    LOG_LEVEL: "warn",
  };
  const invited = await promisify(execFile)(
    process.execPath,
    ["--import", "tsx", "server/operator.ts", "admin", "invite", owner],
    { env },
  );
  invitation = invited.stdout.match(/https?:\/\/\S+#signup=[\w-]+/)![0];
  server = await startServerProcess(
    { ...env, HOST: "127.0.0.1", STATIC_DIR: path.resolve("build/client"), RATE_LIMIT: "off" },
    Number(process.env.E2E_MEDIA_PORT),
  );
});

test.afterAll(async () => {
  await server?.stop();
});

test.use({ baseURL: siteUrl });

const fill = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((result, [name, value]) => result.replace(`{{${name}}}`, value), text);

/** Tab (forwards or back) until `target` has the focus, as a keyboard user does. */
async function tabTo(page: Page, target: Locator, key: "Tab" | "Shift+Tab" = "Tab") {
  for (let presses = 0; presses < 40; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${key} never reached ${target.toString()}`);
}

async function dismissToasts(page: Page) {
  await expect(async () => {
    const front = page.locator('[data-sonner-toast][data-front="true"] button[data-close-button]');
    if (await front.count()) await front.click({ timeout: 1000 }).catch(() => {});
    await page.mouse.move(0, 0);
    expect(await page.locator("[data-sonner-toast]").count()).toBe(0);
  }).toPass({ timeout: 15_000 });
}

/** axe-clean and nothing wider than the window at phone and desktop width; a screenshot of each. */
async function checkWidths(page: Page, name: string, outputPath: (file: string) => string, include?: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page, include);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: outputPath(`${name}-${width}.png`), fullPage: !include });
  }
}

test("the owner uploads, describes, finds and deletes an image; the keyboard alone does it too", async ({
  page,
  consoleLog,
}, testInfo) => {
  test.setTimeout(240_000);
  await addVirtualAuthenticator(page);
  await page.goto(invitation);
  await page.getByLabel(de.passkeyName.label).fill("Testlaptop");
  await page.getByRole("button", { name: de.signUp.submit }).click();
  await expect(page.getByRole("heading", { level: 1, name: de.inbox.title })).toBeVisible();

  await test.step("in English, by keyboard alone: upload through the picker, describe, delete", async () => {
    await page.goto(`${siteUrl}/en/admin/media`);
    await expect(page.getByRole("heading", { level: 1, name: en.media.title })).toBeVisible();
    const choose = page.getByRole("button", { name: en.media.upload.choose });
    await tabTo(page, choose);
    // The picker's opening is seen on the file input's click, not as Playwright's "filechooser"
    // event: under load Chromium's intercepted chooser was lost now and then, and the test hung.
    const input = page.locator('input[type="file"]');
    await input.evaluate((element) =>
      element.addEventListener(
        "click",
        (event) => {
          event.preventDefault();
          element.dataset.pickerOpened = "true";
        },
        { once: true },
      ),
    );
    await page.keyboard.press("Enter");
    await expect(input).toHaveAttribute("data-picker-opened", "true");
    await expect(input).toHaveAttribute("multiple", "");
    await input.setInputFiles({ name: "Workshop.jpg", mimeType: "image/jpeg", buffer: await phonePhoto(1200, 800) });
    const workshop = page.getByRole("button", { name: fill(en.media.edit, { name: "Workshop.jpg" }) });
    await expect(workshop).toBeVisible({ timeout: 60_000 });
    await checkWidths(page, "media-grid-en", (file) => testInfo.outputPath(file));

    await tabTo(page, workshop);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Workshop.jpg" });
    await expect(dialog.getByLabel(fill(en.media.details.alt, { language: en.languages.de }))).toBeFocused();
    await page.keyboard.type("Ein Workshop mit Kunden");
    await page.keyboard.press("Tab");
    await page.keyboard.type("A workshop with clients");
    await page.keyboard.press("Enter");
    await expect(page.getByText(en.media.details.saved)).toBeVisible();
    await checkWidths(page, "media-dialog-en", (file) => testInfo.outputPath(file), '[role="dialog"]');
    await page.setViewportSize({ width: 1280, height: 900 });

    await tabTo(page, dialog.getByRole("button", { name: en.media.details.delete }), "Shift+Tab");
    await page.keyboard.press("Enter");
    const confirm = page.getByRole("dialog", { name: fill(en.media.details.deleteTitle, { name: "Workshop.jpg" }) });
    await tabTo(page, confirm.getByRole("button", { name: en.media.details.deleteConfirm }));
    await page.keyboard.press("Enter");
    await expect(page.getByText(en.media.details.deleted)).toBeVisible();
    await expect(page.getByText(en.media.empty)).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: en.media.title })).toBeFocused();
    await dismissToasts(page);
  });

  await test.step("upload a phone photo and an SVG through the file input", async () => {
    await page.goto(`${siteUrl}/admin`);
    await page.getByRole("navigation", { name: de.shell.nav }).getByRole("link", { name: de.shell.media }).click();
    await expect(page.getByRole("heading", { level: 1, name: de.media.title })).toBeVisible();
    await expect(page.getByText(de.media.empty)).toBeVisible();
    await checkWidths(page, "media-empty-de", (file) => testInfo.outputPath(file));
    await page.locator('input[type="file"]').setInputFiles([
      { name: "Team Berlin.jpg", mimeType: "image/jpeg", buffer: await phonePhoto() },
      { name: "Logo.svg", mimeType: "image/svg+xml", buffer: svgWithScript },
    ]);
    const list = page.getByRole("list", { name: de.media.upload.list });
    await expect(list.getByRole("listitem").filter({ hasText: "Team Berlin.jpg" })).toContainText(
      de.media.upload.done,
      {
        // Eleven variants of a 4-megapixel photo, AVIF among them, on a loaded machine.
        timeout: 60_000,
      },
    );
    await expect(list.getByRole("listitem").filter({ hasText: "Logo.svg" })).toContainText(de.media.refused.svg);
    consoleLog.take(/400/);
  });

  const card = page.getByRole("listitem").filter({ has: page.getByRole("button", { name: /^Team Berlin\.jpg/ }) });
  await test.step("in the grid: size, dimensions upright, not used, alt text missing", async () => {
    await expect(card).toContainText(fill(de.media.dimensions, { width: "1.600", height: "2.400" }));
    await expect(card).toContainText(de.media.unused);
    await expect(card).toContainText(de.media.altMissing);
    // No alt text yet: an empty alt, so no "img" role; the name beside it says what it is.
    const thumbnail = card.locator("img");
    await expect(thumbnail).toHaveAttribute("loading", "lazy");
    await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(320);
    await checkWidths(page, "media-grid-de", (file) => testInfo.outputPath(file));
  });

  await test.step("describe it: alt texts, the focal point by click and by arrow key", async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await card.getByRole("button").click();
    const dialog = page.getByRole("dialog", { name: "Team Berlin.jpg" });
    const altDe = dialog.getByLabel(fill(de.media.details.alt, { language: de.languages.de }));
    await expect(altDe).toBeFocused();
    await altDe.fill("Das Team vor dem Büro in Berlin");
    await dialog
      .getByLabel(fill(de.media.details.alt, { language: de.languages.en }))
      .fill("The team outside the Berlin office");
    await dialog.getByLabel(de.media.details.credit).fill("Foto: Erika Muster");
    const image = dialog.locator("img");
    const box = (await image.boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.25, box.y + box.height * 0.75);
    const marker = dialog.getByRole("button", { name: /^Fokuspunkt/ });
    await expect(marker).toBeFocused();
    await expect(marker).toHaveAccessibleName(/^Fokuspunkt: 2[45]\s%.* 7[45]\s%/);
    await checkWidths(page, "media-dialog-de", (file) => testInfo.outputPath(file), '[role="dialog"]');
    await page.setViewportSize({ width: 1280, height: 900 });
    const before = await marker.getAttribute("aria-label");
    await page.keyboard.press("ArrowRight");
    await expect(marker).not.toHaveAccessibleName(before!);
    await dialog.getByRole("button", { name: de.media.details.save }).click();
    await expect(page.getByText(de.media.details.saved)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(card.getByRole("button")).toBeFocused();
    await expect(card).not.toContainText(de.media.altMissing);
  });

  await test.step("kept: after a reload the search finds it by its alt text", async () => {
    await page.reload();
    await page.getByRole("searchbox", { name: de.media.search }).fill("büro");
    await expect(page.getByRole("status").filter({ hasText: /Treffer/ })).toContainText("1");
    await card.getByRole("button").click();
    const dialog = page.getByRole("dialog", { name: "Team Berlin.jpg" });
    await expect(dialog.getByLabel(de.media.details.credit)).toHaveValue("Foto: Erika Muster");
    await expect(dialog.getByRole("button", { name: /^Fokuspunkt/ })).toHaveAccessibleName(/^Fokuspunkt: 2[5-7]\s%/);
  });

  await test.step("delete it", async () => {
    const dialog = page.getByRole("dialog", { name: "Team Berlin.jpg" });
    await dialog.getByRole("button", { name: de.media.details.delete }).click();
    const confirm = page.getByRole("dialog", { name: fill(de.media.details.deleteTitle, { name: "Team Berlin.jpg" }) });
    await confirm.getByRole("button", { name: de.media.details.deleteConfirm }).click();
    await expect(page.getByText(de.media.details.deleted)).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1, name: de.media.title })).toBeFocused();
    await expect(page.getByText(de.media.empty)).toBeVisible();
  });
});
