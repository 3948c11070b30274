import type { Page, Request } from "@playwright/test";
import common from "../../common/locales/de/common";
import commonEn from "../../common/locales/en/common";
import consent from "../../common/locales/de/consent";
import privateEquity from "../../common/locales/de/private-equity";
import sapSolutions from "../../common/locales/de/sap-solutions";
import services from "../../common/locales/de/services";
import { expectNoAxeViolations } from "./axe";
import { expect, gotoHydrated, test, type ConsoleLog } from "./fixtures";

/*
 * The first screen answers before React (docs/decisions/0060): the page controls in the first-view
 * script open and close the menus, dropdowns, accordions, tabs and dialogs and record the consent
 * choice, from the prerendered markup. React, once there, takes the state over as it is.
 */

const key = "neutra-cookie-consent";
const record = (page: Page) => page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? "null") as unknown, key);
const banner = (page: Page) => page.getByTestId("consent-banner");

/**
 * Only the first-view script runs: the app's files never arrive (the router's context runs empty).
 * Each refused file is a console error of its own, expected whenever it comes: the app's modules
 * are refused when a move starts it, the loading-speed chunk after the largest paint.
 */
async function withoutApp(page: Page, consoleLog: ConsoleLog) {
  consoleLog.allow(/Failed to load resource: net::ERR_FAILED/);
  await page.route(/\/assets\/[^/]+\.js$/, (route) => route.abort());
  await page.route(/\/router-context\/[^/]+\.js$/, (route) =>
    route.fulfill({ contentType: "text/javascript", body: "" }),
  );
}

/** Holds every script of the build until `release()`: what the visitor does meanwhile happens before React. */
async function holdFramework(page: Page) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

function consentPosts(page: Page): Request[] {
  const posts: Request[] = [];
  page.on("request", (request) => new URL(request.url()).pathname === "/api/consent" && posts.push(request));
  return posts;
}

/** What the app stores for a choice: the same fields and kinds of values, whoever stored it. */
const shapeOf = (stored: unknown) =>
  Object.fromEntries(Object.entries(stored as Record<string, unknown>).map(([name, value]) => [name, typeof value]));

test.describe("before React: the app's scripts blocked", () => {
  test.use({ consent: "none" });

  test("a click on the banner records the choice the app records, sends its proof and hides the banner", async ({
    page,
    browser,
    consoleLog,
  }) => {
    await withoutApp(page, consoleLog);
    const posts = consentPosts(page);
    await page.goto("/", { waitUntil: "networkidle" });
    const before = Date.now();
    await banner(page).getByRole("button", { name: consent.banner.rejectAll }).click();
    await expect(banner(page)).toBeHidden();
    const stored = (await record(page)) as Record<string, unknown>;
    expect(stored).toMatchObject({
      essential: true,
      functional: false,
      analytics: false,
      marketing: false,
      revision: 1,
    });
    expect(stored.timestamp).toBeGreaterThanOrEqual(before);
    await expect.poll(() => posts.length).toBe(1);
    expect(posts[0]!.postDataJSON()).toEqual({
      id: stored.id,
      revision: 1,
      functional: false,
      analytics: false,
      marketing: false,
      action: "reject_all",
    });
    expect(await page.evaluate(() => document.cookie)).toBe("");

    // The app, live in another visitor's browser, stores the same record for the same click.
    const other = await browser.newPage();
    const appPosts = consentPosts(other);
    await gotoHydrated(other, "/");
    await banner(other).getByRole("button", { name: consent.banner.rejectAll }).click();
    await expect(banner(other)).toBeHidden();
    expect(shapeOf(await record(other))).toEqual(shapeOf(stored));
    await expect.poll(() => appPosts.length).toBe(1);
    expect(Object.keys(appPosts[0]!.postDataJSON() as object).sort()).toEqual(
      Object.keys(posts[0]!.postDataJSON() as object).sort(),
    );
    await other.close();
  });

  test("the preferences open from the banner by keyboard, keep Tab inside, and save the switches; Escape returns to Customize", async ({
    page,
    consoleLog,
  }) => {
    await withoutApp(page, consoleLog);
    await page.goto("/leistungen", { waitUntil: "networkidle" });
    const customize = banner(page).getByRole("button", { name: consent.banner.customize });
    await customize.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: consent.preferences.title });
    await expect(dialog).toBeVisible();
    await expect(customize).toHaveAttribute("aria-expanded", "true");
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await expectNoAxeViolations(page, "dialog[open]");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(customize).toBeFocused();
    await expect(customize).toHaveAttribute("aria-expanded", "false");
    expect(await record(page)).toBeNull();

    await page.keyboard.press("Space");
    await expect(dialog).toBeVisible();
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    const analytics = dialog.getByRole("switch", { name: consent.preferences.categories.analytics.name });
    await expect(analytics).not.toBeChecked();
    await analytics.focus();
    await page.keyboard.press("Space");
    await expect(analytics).toBeChecked();
    await dialog.getByRole("button", { name: consent.preferences.save }).focus();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(banner(page)).toBeHidden();
    expect(await record(page)).toMatchObject({ functional: false, analytics: true, marketing: false });
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

    test("a tap opens the menu, whose groups unfold; Escape closes it and returns the focus; its language link stores the choice", async ({
      page,
      consoleLog,
    }) => {
      await withoutApp(page, consoleLog);
      await page.goto("/", { waitUntil: "networkidle" });
      const opener = page.getByRole("button", { name: common.nav.openMenu });
      await opener.tap();
      const menu = page.getByRole("dialog", { name: common.nav.mobileMenuTitle });
      await expect(menu).toBeVisible();
      await expect(opener).toHaveAttribute("aria-expanded", "true");
      // As Radix's sheet: the first control that is not a link has the focus.
      await expect(menu.getByRole("button", { name: common.nav.closeMenu })).toBeFocused();

      const erp = menu.getByRole("button", { name: common.nav.erp });
      await erp.tap();
      await expect(erp).toHaveAttribute("aria-expanded", "true");
      await expect(page.getByTestId("mobile-group-erp")).toBeVisible();
      await expect(page.getByTestId("mobile-group-ai")).toBeHidden();
      await expectNoAxeViolations(page, "dialog[open]");
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(opener).toBeFocused();
      await expect(opener).toHaveAttribute("aria-expanded", "false");

      // Keyboard: Enter opens it again, folded as it was at first; the close button closes it.
      await page.keyboard.press("Enter");
      await expect(menu).toBeVisible();
      await expect(erp).toHaveAttribute("aria-expanded", "false");
      await page.keyboard.press("Enter");
      await expect(menu).toBeHidden();
      await expect(opener).toBeFocused();

      await opener.tap();
      await menu.getByRole("link", { name: new RegExp(common.language.switchTo) }).tap();
      await expect(page).toHaveURL(/\/en$/);
      expect(await page.evaluate(() => JSON.parse(localStorage.getItem("language") ?? "null")?.lang)).toBe("en");
    });

    test("a tap on the banner records the choice; a tap opens a card's details and an accordion item", async ({
      page,
      consoleLog,
    }) => {
      await withoutApp(page, consoleLog);
      await page.goto("/leistungen", { waitUntil: "networkidle" });
      await banner(page).getByRole("button", { name: consent.banner.acceptAll }).tap();
      await expect(banner(page)).toBeHidden();
      expect(await record(page)).toMatchObject({ functional: true, analytics: true, marketing: true });

      const area = page.locator("[data-service-area]").first();
      const toggle = area.getByRole("button");
      await toggle.tap();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await expect(area.locator("[data-service-tablet]").first()).toBeVisible();
      await expect(toggle).toHaveText(services.areas.hide, { useInnerText: true });

      const faq = page.getByRole("region", { name: services.faq.title });
      const triggers = faq.getByRole("button");
      await triggers.nth(1).tap();
      await expect(triggers.nth(1)).toHaveAttribute("aria-expanded", "true");
      await expect(faq.getByRole("region")).toHaveCount(1);
      await triggers.nth(2).tap();
      await expect(triggers.nth(1)).toHaveAttribute("aria-expanded", "false");
      await expect(triggers.nth(2)).toHaveAttribute("aria-expanded", "true");
    });
  });

  test("the desktop dropdowns open by click, by resting the mouse and by keyboard; Escape and a press outside close them", async ({
    page,
    consoleLog,
  }) => {
    await withoutApp(page, consoleLog);
    await page.goto("/", { waitUntil: "networkidle" });
    const nav = page.getByRole("navigation", { name: common.nav.label });
    const erpTrigger = nav.getByRole("button", { name: common.nav.erp });
    const aiTrigger = nav.getByRole("button", { name: common.nav.ai });
    const erp = page.getByTestId("nav-erp");
    const ai = page.getByTestId("nav-ai");

    await erpTrigger.click();
    await expect(erp).toBeVisible();
    await expect(erpTrigger).toHaveAttribute("aria-expanded", "true");
    await aiTrigger.click();
    await expect(ai).toBeVisible();
    await expect(erp).toBeHidden();
    await page.mouse.click(640, 400);
    await expect(ai).toBeHidden();
    await expect(aiTrigger).toHaveAttribute("aria-expanded", "false");

    // The mouse resting on a trigger opens it; leaving trigger and dropdown closes it.
    await erpTrigger.hover();
    await expect(erp).toBeVisible();
    await page.mouse.move(640, 700);
    await expect(erp).toBeHidden();

    await erpTrigger.focus();
    await page.keyboard.press("Enter");
    await expect(erp).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await expect(erp.getByRole("link").first()).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(erp.getByRole("link").nth(1)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(erp).toBeHidden();
    await expect(erpTrigger).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(aiTrigger).toBeFocused();
    await page.keyboard.press("Space");
    await expect(ai).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(ai.getByRole("link").first()).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/ai-use-cases\/logistik$/);
  });

  test("the header's language switch leads to the other language and stores it", async ({ page, consoleLog }) => {
    await withoutApp(page, consoleLog);
    await page.goto("/private-equity", { waitUntil: "networkidle" });
    await page
      .getByRole("link", { name: new RegExp(common.language.switchTo) })
      .first()
      .click();
    await expect(page).toHaveURL(/\/en\/private-equity$/);
    await expect(page.getByRole("link", { name: new RegExp(commonEn.language.switchTo) }).first()).toBeVisible();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("language") ?? "null")?.lang)).toBe("en");
  });

  test("the tabs select by click and arrow keys, the accordion moves by arrow keys, a dialog opens and gives the focus back", async ({
    page,
    consoleLog,
  }) => {
    await withoutApp(page, consoleLog);
    await page.goto("/private-equity", { waitUntil: "networkidle" });
    const tabs = page.getByRole("tablist", { name: privateEquity.phases.tabsLabel }).getByRole("tab");
    await tabs.nth(1).click();
    await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toHaveCount(1);
    await expect(page.getByRole("tabpanel").getByRole("heading", { level: 3 })).toHaveText(
      privateEquity.phases.items.postDeal.title,
    );
    await page.keyboard.press("ArrowRight");
    await expect(tabs.nth(2)).toBeFocused();
    await expect(tabs.nth(2)).toHaveAttribute("aria-selected", "true");
    await expect(tabs.nth(1)).toHaveAttribute("tabindex", "-1");

    const faq = page.getByRole("region", { name: privateEquity.faq.title });
    const triggers = faq.getByRole("button");
    await triggers.first().focus();
    await page.keyboard.press("ArrowUp");
    await expect(triggers.last()).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(triggers.last()).toHaveAttribute("aria-expanded", "true");
    await expect(faq.getByText(privateEquity.faq.items.at(-1)!.answer)).toBeVisible();
    await page.keyboard.press("Space");
    await expect(triggers.last()).toHaveAttribute("aria-expanded", "false");

    await page.goto("/sap-services", { waitUntil: "networkidle" });
    const opener = page.getByRole("button", { name: sapSolutions.solutions.items.ams.button });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: sapSolutions.packages.title });
    await expect(dialog).toBeVisible();
    await expect(opener).toHaveAttribute("aria-expanded", "true");
    // The page behind stays still while it is open.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");
    await dialog.getByRole("button", { name: sapSolutions.packages.close }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("visible");
  });
});

test.describe("React takes over what was opened before it", () => {
  test.use({ consent: "none" });

  test("a tab, an accordion item and the banner's choice made before React stay as they are once it hydrates", async ({
    page,
    thirdParty,
  }) => {
    await page.goto("/private-equity", { waitUntil: "networkidle" });
    const release = await holdFramework(page);
    await banner(page).getByRole("button", { name: consent.banner.acceptAll }).click();
    const tabs = page.getByRole("tablist", { name: privateEquity.phases.tabsLabel }).getByRole("tab");
    await tabs.nth(2).click();
    const faq = page.getByRole("region", { name: privateEquity.faq.title });
    const triggers = faq.getByRole("button");
    await triggers.nth(1).click();
    await expect(triggers.nth(1)).toHaveAttribute("aria-expanded", "true");
    await expect(banner(page)).toBeHidden();
    // Answered, not held: there is nothing for React to do again.
    expect(await page.evaluate(() => window.__firstView?.held.length)).toBe(0);
    expect(await page.locator("html").getAttribute("data-hydrated")).toBeNull();
    expect(thirdParty.requests).toEqual([]);

    release();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    // The page's content hydrates as a visitor's pointer over it makes it (ADR 0015).
    await page.locator("main").dispatchEvent("pointerover");
    await page.locator("main[data-live]").waitFor({ state: "attached" });
    await expect(tabs.nth(2)).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel").getByRole("heading", { level: 3 })).toHaveText(
      privateEquity.phases.items.exit.title,
    );
    await expect(triggers.nth(1)).toHaveAttribute("aria-expanded", "true");
    await expect(faq.getByText(privateEquity.faq.items[1]!.answer)).toBeVisible();
    await expect(banner(page)).toBeHidden();
    // What the app does with the granted categories, it does once it runs.
    await expect
      .poll(() =>
        thirdParty
          .take(/googletagmanager|facebook/)
          .map((r) => new URL(r.url()).host)
          .sort(),
      )
      .toEqual(["connect.facebook.net", "www.googletagmanager.com"]);

    // Live, the same controls go on: the next item closes the open one.
    await triggers.nth(2).click();
    await expect(triggers.nth(1)).toHaveAttribute("aria-expanded", "false");
    await expect(triggers.nth(2)).toHaveAttribute("aria-expanded", "true");
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

    test("the menu opened before React stays open, with the focus in it, once its part of the page hydrates", async ({
      page,
    }) => {
      await page.goto("/odoo-ams", { waitUntil: "networkidle" });
      const release = await holdFramework(page);
      const opener = page.getByRole("button", { name: common.nav.openMenu });
      await opener.tap();
      const menu = page.getByRole("dialog", { name: common.nav.mobileMenuTitle });
      await expect(menu).toBeVisible();
      await menu.getByRole("button", { name: common.nav.ai }).tap();
      await expect(page.getByTestId("mobile-group-ai")).toBeVisible();

      release();
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await menu.dispatchEvent("pointerover");
      await page.locator("div[data-live]:has(> #mobile-menu)").waitFor({ state: "attached" });
      await page.locator("header").dispatchEvent("pointerover");
      await page.locator("div[data-live]:has(header)").waitFor({ state: "attached" });
      await expect(menu).toBeVisible();
      await expect(page.getByTestId("mobile-group-ai")).toBeVisible();
      await expect(opener).toHaveAttribute("aria-expanded", "true");
      expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);

      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(opener).toBeFocused();
      await expect(opener).toHaveAttribute("aria-expanded", "false");
    });
  });
});
