import { expectNoAxeViolations } from "./axe";
import type { Page } from "@playwright/test";
import de from "../../common/locales/de/consent";
import en from "../../common/locales/en/consent";
import { expect, gotoHydrated, siteEnv, startApp, test } from "./fixtures";

const key = "neutra-cookie-consent";
const gaScript = `https://www.googletagmanager.com/gtag/js?id=${siteEnv.SITE_GA_MEASUREMENT_ID}`;
const pixelScript = "https://connect.facebook.net/en_US/fbevents.js";
const trackerCookies = ["_ga", "_ga_ABC123", "_gid", "_gat", "_fbp", "_fbc"];
const month = 30 * 24 * 3600 * 1000;

const banner = (page: Page) => page.getByTestId("consent-banner");
const preferences = (page: Page) => page.getByTestId("consent-preferences");
const record = (page: Page) =>
  page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? "null") as Record<string, unknown> | null, key);
const storageKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage).sort());
const cookieNames = async (page: Page) => (await page.context().cookies()).map((c) => c.name).sort();

async function setTrackerCookies(page: Page) {
  const url = new URL(page.url());
  await page
    .context()
    .addCookies(
      [...trackerCookies, "session_pref"].map((name) => ({ name, value: "1", domain: url.hostname, path: "/" })),
    );
}

async function storeRecord(page: Page, value: Record<string, unknown>) {
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), [key, JSON.stringify(value)] as const);
}

test.describe("cookie banner", () => {
  test.use({ consent: "none" });

  for (const [lang, copy, prefix] of [
    ["de", de, ""],
    ["en", en, "/en"],
  ] as const) {
    test(`${lang}: shown on the first visit with three equal choices and the policy link; axe finds nothing`, async ({
      page,
    }) => {
      await gotoHydrated(page, `${prefix}/odoo-ams`);
      await expect(banner(page)).toBeVisible();
      const accept = banner(page).getByRole("button", { name: copy.banner.acceptAll });
      const reject = banner(page).getByRole("button", { name: copy.banner.rejectAll });
      await expect(banner(page).getByRole("button", { name: copy.banner.customize })).toBeVisible();
      const [a, r] = [await accept.boundingBox(), await reject.boundingBox()];
      expect(r!.width).toBeCloseTo(a!.width, 0);
      expect(r!.height).toBeCloseTo(a!.height, 0);
      const style = (el: Element) => {
        const s = getComputedStyle(el);
        return [s.fontWeight, s.fontSize, s.backgroundColor, s.color].join();
      };
      expect(await reject.evaluate(style)).toBe(await accept.evaluate(style));
      await expect(banner(page).getByRole("link", { name: copy.banner.policyLink })).toHaveAttribute(
        "href",
        `${prefix}/datenschutz-cookies`,
      );
      // Nothing but the language may be stored, nothing may be requested from trackers.
      expect(await storageKeys(page)).toEqual([]);
      expect(await cookieNames(page)).toEqual([]);
      await expectNoAxeViolations(page);
    });
  }

  test("Accept all stores every category as granted, hides the banner for good and starts GA4 and the pixel", async ({
    page,
    thirdParty,
  }) => {
    await gotoHydrated(page, "/");
    const before = Date.now();
    await banner(page).getByRole("button", { name: de.banner.acceptAll }).click();
    await expect(banner(page)).toBeHidden();
    const saved = await record(page);
    expect(saved).toMatchObject({ essential: true, functional: true, analytics: true, marketing: true, revision: 1 });
    expect(saved!.timestamp).toBeGreaterThanOrEqual(before);
    expect(saved!.timestamp).toBeLessThanOrEqual(Date.now());
    await expect
      .poll(() =>
        thirdParty
          .take(/googletagmanager|facebook/)
          .map((r) => r.url())
          .sort(),
      )
      .toEqual([pixelScript, gaScript]);
    // Consent Mode v2: defaults denied, then the update to granted, before gtag.js runs.
    const consentCalls = await page.evaluate(() =>
      (window.dataLayer as IArguments[]).filter((a) => a[0] === "consent").map((a) => [a[1], a[2]]),
    );
    expect(consentCalls).toEqual([
      [
        "default",
        { analytics_storage: "denied", ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" },
      ],
      [
        "update",
        { analytics_storage: "granted", ad_storage: "granted", ad_user_data: "granted", ad_personalization: "granted" },
      ],
    ]);
    await page.reload();
    await startApp(page);
    await expect(banner(page)).toBeHidden();
    thirdParty.take(/googletagmanager|facebook/);
  });

  test("Reject all stores every category as declined, deletes tracker cookies and loads nothing", async ({ page }) => {
    await gotoHydrated(page, "/");
    await setTrackerCookies(page);
    await banner(page).getByRole("button", { name: de.banner.rejectAll }).click();
    await expect(banner(page)).toBeHidden();
    expect(await record(page)).toMatchObject({
      essential: true,
      functional: false,
      analytics: false,
      marketing: false,
    });
    expect(await cookieNames(page)).toEqual(["session_pref"]);
    expect(await storageKeys(page)).toEqual([key]);
    await page.reload();
    await startApp(page);
    await expect(banner(page)).toBeHidden();
  });

  test("Customize: essential locked on; Save keeps the choice, deletes declined cookies and closes dialog and banner", async ({
    page,
    thirdParty,
  }) => {
    await gotoHydrated(page, "/");
    await setTrackerCookies(page);
    const customize = banner(page).getByRole("button", { name: de.banner.customize });
    await customize.click();
    const dialog = preferences(page);
    await expect(dialog.getByRole("heading", { name: de.preferences.title })).toBeVisible();
    const essential = dialog.getByRole("switch", { name: de.preferences.categories.essential.name });
    await expect(essential).toBeChecked();
    await expect(essential).toBeDisabled();
    for (const category of ["functional", "analytics", "marketing"] as const) {
      await expect(dialog.getByRole("switch", { name: de.preferences.categories[category].name })).not.toBeChecked();
    }
    await expect(dialog.getByRole("link", { name: de.preferences.policyLink })).toHaveAttribute(
      "href",
      "/datenschutz-cookies",
    );
    await dialog.getByRole("switch", { name: de.preferences.categories.analytics.name }).click();
    await dialog.getByRole("button", { name: de.preferences.save }).click();
    await expect(dialog).toBeHidden();
    await expect(banner(page)).toBeHidden();
    expect(await record(page)).toMatchObject({ functional: false, analytics: true, marketing: false });
    // Marketing was declined: its cookies are gone; analytics was granted: its cookies stay.
    expect(await cookieNames(page)).toEqual(["_ga", "_ga_ABC123", "_gat", "_gid", "session_pref"]);
    await expect.poll(() => thirdParty.take(/googletagmanager/).length).toBe(1);
  });

  test("Cancel and Escape close only the dialog and return focus to Customize", async ({ page }) => {
    await gotoHydrated(page, "/en");
    const customize = banner(page).getByRole("button", { name: en.banner.customize });
    await customize.click();
    await expect(preferences(page)).toBeVisible();
    await preferences(page).getByRole("button", { name: en.preferences.cancel }).click();
    await expect(preferences(page)).toBeHidden();
    await expect(banner(page)).toBeVisible();
    await expect(customize).toBeFocused();
    await customize.press("Enter");
    await expect(preferences(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(preferences(page)).toBeHidden();
    await expect(banner(page)).toBeVisible();
    await expect(customize).toBeFocused();
    expect(await record(page)).toBeNull();
  });

  test("keyboard only: the banner comes first in the tab order and the dialog traps focus", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.keyboard.press("Tab"); // skip link
    await page.keyboard.press("Tab");
    await expect(banner(page).getByRole("link", { name: de.banner.policyLink })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(banner(page).getByRole("button", { name: de.banner.acceptAll })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(banner(page).getByRole("button", { name: de.banner.rejectAll })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(banner(page).getByRole("button", { name: de.banner.customize })).toBeFocused();
    await page.keyboard.press("Enter");
    const dialog = preferences(page);
    await expect(dialog).toBeVisible();
    // Tab around the whole dialog: focus never leaves it.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await dialog.getByRole("switch", { name: de.preferences.categories.functional.name }).focus();
    await page.keyboard.press("Space");
    await dialog.getByRole("button", { name: de.preferences.save }).focus();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(banner(page)).toBeHidden();
    expect(await record(page)).toMatchObject({ functional: true, analytics: false, marketing: false });
  });

  test("a record of an older consent revision and a 13-month-old record both ask again", async ({ page }) => {
    await gotoHydrated(page, "/");
    const choice = { essential: true, functional: true, analytics: false, marketing: false };
    await storeRecord(page, { ...choice, timestamp: Date.now(), revision: 0 });
    await page.reload();
    await startApp(page);
    await expect(banner(page)).toBeVisible();

    await storeRecord(page, { ...choice, timestamp: Date.now() - 13 * month, revision: 1 });
    await page.reload();
    await startApp(page);
    await expect(banner(page)).toBeVisible();

    await storeRecord(page, { ...choice, timestamp: Date.now() - 11 * month, revision: 1 });
    await page.reload();
    await startApp(page);
    await expect(banner(page)).toBeHidden();
  });
});

test.describe("changing the choice later", () => {
  test("the footer link reopens the settings with the stored choice; withdrawing deletes cookies and reloads", async ({
    page,
    thirdParty,
  }) => {
    await gotoHydrated(page, "/");
    await storeRecord(page, {
      essential: true,
      functional: true,
      analytics: true,
      marketing: true,
      timestamp: Date.now(),
      revision: 1,
    });
    await page.reload();
    await startApp(page);
    await expect.poll(() => thirdParty.take(/googletagmanager|facebook/).length).toBe(2);
    await setTrackerCookies(page);

    const footerLink = page.getByRole("contentinfo").getByRole("button", { name: de.footerLink });
    await footerLink.click();
    const dialog = preferences(page);
    const analytics = dialog.getByRole("switch", { name: de.preferences.categories.analytics.name });
    await expect(analytics).toBeChecked();
    await dialog.getByRole("button", { name: de.preferences.cancel }).click();
    await expect(footerLink).toBeFocused();

    await footerLink.click();
    await analytics.click();
    await dialog.getByRole("switch", { name: de.preferences.categories.marketing.name }).click();
    await page.evaluate(() => ((window as unknown as { beforeWithdrawal: boolean }).beforeWithdrawal = true));
    const reloaded = page.waitForEvent("load");
    await dialog.getByRole("button", { name: de.preferences.save }).click();
    await reloaded;
    expect(await page.evaluate(() => "beforeWithdrawal" in window)).toBe(false);
    expect(await cookieNames(page)).toEqual(["session_pref"]);
    expect(await record(page)).toMatchObject({ functional: true, analytics: false, marketing: false });
    await startApp(page);
    // After the reload no tracker loads again.
    expect(thirdParty.take(/googletagmanager|facebook/)).toEqual([]);
  });

  test("the settings store keeps a form draft only with functional consent", async ({ page }) => {
    await gotoHydrated(page, "/odoo-migration");
    await page.locator("#mig-edition").selectOption("enterprise");
    await page.locator("#mig-modules").fill("Verkauf, Lager, Buchhaltung");
    await gotoHydrated(page, "/odoo-ams");
    expect(await storageKeys(page)).toEqual([key]);
    await gotoHydrated(page, "/odoo-migration");
    await expect(page.locator("#mig-modules")).toHaveValue("");

    const current = await record(page);
    await storeRecord(page, { ...current, functional: true });
    await page.reload();
    await startApp(page);
    await page.locator("#mig-edition").selectOption("enterprise");
    await page.locator("#mig-modules").fill("Verkauf, Lager, Buchhaltung");
    await page.locator("#mig-name").fill("Erika Muster");
    // The draft is kept by the form's code, which loads when the visitor turns to the form.
    await page.locator("div[data-live]:has(#mig-name)").waitFor({ state: "attached" });
    await gotoHydrated(page, "/odoo-ams");
    const settings = await page.evaluate(() => localStorage.getItem("neutra-cookie-settings"));
    expect(settings).toContain("Verkauf, Lager, Buchhaltung");
    expect(settings).not.toContain("Erika");
    await gotoHydrated(page, "/odoo-migration");
    await expect(page.locator("#mig-modules")).toHaveValue("Verkauf, Lager, Buchhaltung");
    await expect(page.locator("#mig-edition")).toHaveValue("enterprise");
    await expect(page.locator("#mig-name")).toHaveValue("");
  });
});

test.describe("scheduling embed behind the ConsentGate", () => {
  const dialogOf = (page: Page) => page.getByTestId("demo-dialog");

  test("nothing is requested before the click; then the iframe shows the configured page", async ({
    page,
    thirdParty,
  }) => {
    await gotoHydrated(page, "/ai-use-cases/logistik");
    await page.getByRole("button", { name: "Demo buchen" }).first().click();
    const dialog = dialogOf(page);
    const gate = dialog.getByTestId("consent-gate");
    await expect(gate).toContainText("calendly.com");
    await expect(gate.getByRole("link", { name: de.gate.calendar.openInNewTab })).toHaveAttribute(
      "href",
      siteEnv.SITE_SCHEDULING_URL,
    );
    await expect(gate.getByRole("link", { name: de.gate.calendar.openInNewTab })).toHaveAttribute("target", "_blank");
    await expect(dialog.locator("iframe")).toHaveCount(0);
    await expectNoAxeViolations(page, "[data-testid=demo-dialog]");
    expect(thirdParty.requests).toEqual([]);

    await gate.getByRole("button", { name: de.gate.calendar.load }).click();
    await expect(dialog.locator("iframe")).toHaveAttribute("src", siteEnv.SITE_SCHEDULING_URL);
    await expect.poll(() => thirdParty.take(/calendly\.com/).length).toBe(1);
    // A click loads it once; it is not remembered as consent.
    expect(await record(page)).toMatchObject({ functional: false });
  });

  test.describe("with functional consent", () => {
    test.use({ consent: { functional: true, analytics: false, marketing: false } });
    test("the calendar loads as soon as the dialog opens", async ({ page, thirdParty }) => {
      await gotoHydrated(page, "/en/ai-use-cases/logistik");
      await page.getByRole("button", { name: "Book a demo" }).first().click();
      await expect(dialogOf(page).locator("iframe")).toHaveAttribute("src", siteEnv.SITE_SCHEDULING_URL);
      await expect.poll(() => thirdParty.take(/calendly\.com/).length).toBe(1);
    });
  });
});
