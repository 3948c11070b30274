import de from "../../common/locales/de/home";
import en from "../../common/locales/en/home";
import { site } from "../../common/config/site";
import { expect, gotoHydrated, gotoLive, test } from "./fixtures";

const normalize = (text: string) => text.replace(/\u00a0/g, " ");

test("German home: hero, the key figures, six themes linked to their pages, #kontakt", async ({ page }) => {
  await gotoHydrated(page, "/");
  await expect(page.locator("h1")).toHaveText(de.hero.title);
  for (const line of de.hero.taglines) await expect(page.getByText(line)).toBeVisible();

  const figures = normalize((await page.getByRole("region", { name: de.figures.title }).textContent()) ?? "");
  for (const figure of ["ab 2.500 EUR", "zzgl. USt.", "bis zu 40 %", "24/7", "24 h"]) expect(figures).toContain(figure);

  const themes = page.getByRole("region", { name: de.themes.title });
  const expected: Record<string, string> = {
    [de.themes.items.strategy.link]: "/leistungen",
    [de.themes.items.erp.link]: "/sap-services",
    [de.themes.items.ams.link]: "/sap-services#sap-solution-modules",
    [de.themes.items.ai.link]: "/ai-use-cases/logistik",
    [de.themes.items.lifecycle.link]: "/digital-transformation",
    [de.themes.items.privateEquity.link]: "/private-equity",
  };
  for (const [name, href] of Object.entries(expected)) {
    await expect(themes.getByRole("link", { name })).toHaveAttribute("href", href);
  }

  // The managed-services card names the SAP packages' price and leads to that price.
  await themes.getByRole("link", { name: de.themes.items.ams.link }).click();
  await expect(page).toHaveURL(/\/sap-services#sap-solution-modules$/);
  const modules = page.locator("#sap-solution-modules");
  await expect(modules).toBeInViewport();
  expect(normalize((await modules.textContent()) ?? "")).toContain("ab 2.500 EUR/Monat zzgl. USt.");
  await gotoHydrated(page, "/");

  await page.getByRole("link", { name: de.hero.primaryCta }).click();
  await expect(page).toHaveURL(/#kontakt$/);
  const contact = page.locator("#kontakt");
  await expect(contact).toBeInViewport();
  await expect(contact.getByRole("link", { name: site.contactEmail })).toHaveAttribute(
    "href",
    `mailto:${site.contactEmail}`,
  );
});

test("English home shows the figures in English number format", async ({ page }) => {
  await gotoHydrated(page, "/en");
  await expect(page.locator("h1")).toHaveText(en.hero.title);
  const figures = normalize((await page.getByRole("region", { name: en.figures.title }).textContent()) ?? "");
  for (const figure of ["from EUR 2,500", "excl. VAT", "up to 40%", "24/7", "24 h"]) expect(figures).toContain(figure);
});

test("prerendered home content is visible without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/en");
  await expect(page.locator("h1")).toHaveText(en.hero.title);
  await expect(page.getByText(en.themes.items.privateEquity.text)).toBeVisible();
  await page.locator("footer").getByRole("link", { name: "Legal notice" }).click();
  await expect(page).toHaveURL(/\/en\/impressum$/);
  await context.close();
});

test.describe("scroll reveal", () => {
  test("fades in below-the-fold blocks once the page is live, leaving the first screen alone", async ({ page }) => {
    await gotoLive(page, "/");
    const card = page.locator("[data-reveal]").first();
    await expect(card).toHaveAttribute("data-reveal", "pending");
    await expect(page.locator("h1")).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await expect(card).toHaveAttribute("data-reveal", "shown");
  });

  test("does nothing under prefers-reduced-motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoLive(page, "/");
    await page.waitForTimeout(100);
    await expect(page.locator("[data-reveal]")).toHaveCount(0);
  });
});
