import de from "../../common/locales/de/common";
import aiEnergy from "../../common/locales/de/ai-energy";
import contact from "../../common/locales/de/contact";
import odooAms from "../../common/locales/de/odoo-ams";
import privateEquity from "../../common/locales/de/private-equity";
import sapSolutions from "../../common/locales/de/sap-solutions";
import visionValues from "../../common/locales/de/vision-values";
import en from "../../common/locales/en/common";
import { site } from "../../common/config/site";
import { expect, gotoHydrated, test } from "./fixtures";

test.describe("desktop header", () => {
  test("the ERP and AI dropdowns open by mouse and keyboard and lead to their pages", async ({ page }) => {
    await gotoHydrated(page, "/");
    const nav = page.getByRole("navigation", { name: de.nav.label });
    await nav.getByRole("button", { name: de.nav.erp }).click();
    const erp = page.getByTestId("nav-erp");
    await expect(erp.getByRole("link", { name: new RegExp(sapSolutions.nav) })).toHaveAttribute(
      "href",
      "/sap-services",
    );
    await expect(erp.getByRole("link", { name: new RegExp(odooAms.nav) })).toHaveAttribute("href", "/odoo-ams");
    await expect(erp).toContainText(de.nav.erpPartnerNote);

    // The rest is keyboard only: the pointer leaves the menu first (which closes it after a delay).
    await page.mouse.move(640, 700);
    await expect(erp).toBeHidden();
    await nav.getByRole("button", { name: de.nav.erp }).focus();
    await page.keyboard.press("Enter");
    await expect(erp).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(erp).toBeHidden();
    const aiTrigger = nav.getByRole("button", { name: de.nav.ai });
    await aiTrigger.focus();
    await page.keyboard.press("Enter");
    const ai = page.getByTestId("nav-ai");
    await expect(ai.getByRole("link")).toHaveCount(4);
    const expected = ["logistik", "retail", "energie", "fertigung"].map((industry) => `/ai-use-cases/${industry}`);
    for (const [index, href] of expected.entries()) {
      await expect(ai.getByRole("link").nth(index)).toHaveAttribute("href", href);
    }
    await page.keyboard.press("Tab");
    await expect(ai.getByRole("link").first()).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/ai-use-cases\/logistik$/);

    await nav.getByRole("link", { name: privateEquity.nav }).click();
    await expect(page).toHaveURL(/\/private-equity$/);
    await nav.getByRole("link", { name: visionValues.nav }).click();
    await expect(page).toHaveURL(/\/vision-and-values$/);
    await nav.getByRole("link", { name: contact.nav }).click();
    await expect(page).toHaveURL(/\/neutra-kontakt$/);
  });

  test("the header shrinks after 100 px of scroll without moving the content", async ({ page }) => {
    await gotoHydrated(page, "/");
    const header = page.locator("header").first();
    await expect(header).not.toHaveAttribute("data-shrunk");
    const h1Top = await page.locator("h1").evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    await page.evaluate(() => window.scrollTo(0, 90));
    await page.waitForTimeout(150);
    await expect(header).not.toHaveAttribute("data-shrunk");
    await page.evaluate(() => window.scrollTo(0, 150));
    await expect(header).toHaveAttribute("data-shrunk", "true");
    await expect.poll(async () => (await header.boundingBox())!.y + (await header.boundingBox())!.height).toBe(56);
    expect(await page.locator("h1").evaluate((el) => el.getBoundingClientRect().top + window.scrollY)).toBe(h1Top);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).not.toHaveAttribute("data-shrunk");
  });

  test("scroll-to-top appears after one viewport height and scrolls back up", async ({ page }) => {
    await gotoHydrated(page, "/");
    const button = page.getByRole("button", { name: de.scrollToTop });
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, window.innerHeight + 50));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });
});

test.describe("mobile menu at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the ERP and AI groups expand independently; Escape and navigation close the menu", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(page.getByRole("navigation", { name: de.nav.label }).first()).toBeHidden();
    await page.getByRole("button", { name: de.nav.openMenu }).click();
    const menu = page.getByRole("dialog");
    await expect(menu).toBeVisible();
    const erpLinks = page.getByTestId("mobile-group-erp");
    const aiLinks = page.getByTestId("mobile-group-ai");
    await expect(erpLinks).toBeHidden();
    await expect(aiLinks).toBeHidden();

    await menu.getByRole("button", { name: de.nav.erp }).click();
    await expect(erpLinks).toBeVisible();
    await expect(aiLinks).toBeHidden();
    await menu.getByRole("button", { name: de.nav.ai }).click();
    await expect(erpLinks).toBeVisible();
    await expect(aiLinks).toBeVisible();
    await menu.getByRole("button", { name: de.nav.erp }).click();
    await expect(erpLinks).toBeHidden();
    await expect(aiLinks).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: de.nav.openMenu })).toBeFocused();

    await page.getByRole("button", { name: de.nav.openMenu }).click();
    await menu.getByRole("button", { name: de.nav.ai }).click();
    await menu.getByRole("link", { name: aiEnergy.nav }).click();
    await expect(page).toHaveURL(/\/ai-use-cases\/energie$/);
    await expect(menu).toBeHidden();
  });

  test("no page scrolls sideways at 320 px", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    for (const path of ["/", "/en/private-equity/pre-deal", "/odoo-migration", "/en/sap/kontakt", "/neutra-kontakt"]) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

test.describe("language", () => {
  test("the switcher leads to the counterpart page and the choice survives reloads", async ({ page }) => {
    await gotoHydrated(page, "/odoo-ams");
    await page.getByRole("link", { name: de.language.switchTo }).click();
    await expect(page).toHaveURL(/\/en\/odoo-ams$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("navigation", { name: en.nav.label })).toBeVisible();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("language")!).lang)).toBe("en");

    await page.reload();
    await expect(page).toHaveURL(/\/en\/odoo-ams$/);
    // A German page opened later is replaced by its English counterpart, without a history entry.
    await gotoHydrated(page, "/private-equity/exit");
    await expect(page).toHaveURL(/\/en\/private-equity\/exit$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");

    await page.getByRole("link", { name: en.language.switchTo }).click();
    await expect(page).toHaveURL(/\/private-equity\/exit$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("language")!).lang)).toBe("de");
    await page.goBack();
    await expect(page).toHaveURL(/\/en\/private-equity\/exit$/);
    // Going further back reloads an English page, which the stored German choice replaces.
    await page.goBack();
    await expect(page).toHaveURL(/\/odoo-ams$/);
    await expect(page).not.toHaveURL(/\/en\//);
  });

  test("without a stored choice a German page stays German", async ({ page }) => {
    await gotoHydrated(page, "/private-equity");
    await page.waitForTimeout(200);
    await expect(page).toHaveURL(/\/private-equity$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
  });
});

test.describe("footer", () => {
  test("holds the quick links, legal links, the mail link and the current year", async ({ page }) => {
    await gotoHydrated(page, "/en/odoo-ams");
    const footer = page.locator("footer");
    const link = (name: string) => footer.getByRole("link", { name, exact: true });
    await expect(link(en.footer.home)).toHaveAttribute("href", "/en");
    await expect(link(en.footer.visionValues)).toHaveAttribute("href", "/en/vision-and-values");
    await expect(link(en.footer.cookiePolicy)).toHaveAttribute("href", "/en/datenschutz-cookies");
    await expect(link(en.footer.imprint)).toHaveAttribute("href", "/en/impressum");
    await expect(link(en.footer.privacy)).toHaveAttribute("href", "/en/datenschutz");
    await expect(link(site.contactEmail)).toHaveAttribute("href", `mailto:${site.contactEmail}`);
    await expect(footer.getByTestId("copyright")).toHaveText(
      `© ${new Date().getFullYear()} Neutra Tech. All rights reserved.`,
    );
    await link(en.footer.visionValues).click();
    await expect(page).toHaveURL(/\/en\/vision-and-values$/);
  });
});

test.describe("notifications", () => {
  test("a toast appears bottom right; Alt+T focuses the region and Escape leaves it", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await gotoHydrated(page, "/#kontakt");
    const copy = page.getByRole("button", { name: de.contactCard.copyEmail });
    await copy.click();
    const region = page.getByRole("region", { name: /^Notifications/ });
    await expect(region.getByText(de.contactCard.copied)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(site.contactEmail);
    const toaster = region.locator("[data-sonner-toaster]");
    await expect(toaster).toHaveAttribute("data-y-position", "bottom");
    await expect(toaster).toHaveAttribute("data-x-position", "right");
    await expect(toaster).toHaveAttribute("data-sonner-theme", "light");

    await page.keyboard.press("Alt+KeyT");
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest("[data-sonner-toaster]"))).toBe(true);
    await page.keyboard.press("Escape");
    await expect
      .poll(() => page.evaluate(() => !!document.activeElement?.closest("[data-sonner-toaster]")))
      .toBe(false);
    // Dismissible.
    await region.getByRole("button", { name: /close/i }).first().click();
    await expect(region.getByText(de.contactCard.copied)).toBeHidden();
  });
});
