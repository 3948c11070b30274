import { expectNoAxeViolations } from "./axe";
import type { Page } from "@playwright/test";
import commonDe from "../../common/locales/de/common";
import commonEn from "../../common/locales/en/common";
import homeDe from "../../common/locales/de/home";
import homeEn from "../../common/locales/en/home";
import visionDe from "../../common/locales/de/vision-values";
import visionEn from "../../common/locales/en/vision-values";
import whyDe from "../../common/locales/de/why-us";
import whyEn from "../../common/locales/en/why-us";
import { expect, gotoHydrated, gotoLive, test } from "./fixtures";

/** Section anchors of the why-us page (ADR 0010): German ids, the same in both languages. */
const reasonIds = ["strategie", "senioritaet", "vision", "technologie", "international", "integritaet"] as const;

const languages = [
  { lang: "de", prefix: "", common: commonDe, home: homeDe, vision: visionDe, why: whyDe },
  { lang: "en", prefix: "/en", common: commonEn, home: homeEn, vision: visionEn, why: whyEn },
] as const;

/** Distance of an element's top from the bottom edge of the sticky header, in px. */
async function offsetBelowHeader(page: Page, selector: string): Promise<number> {
  return page.evaluate((s) => {
    const header = document.querySelector("header")!.getBoundingClientRect();
    return Math.round(document.querySelector(s)!.getBoundingClientRect().top - header.bottom);
  }, selector);
}

/** The element is right below the header: not hidden under it, not far below it. */
async function expectLandedOn(page: Page, selector: string) {
  await expect(page.locator(selector)).toBeInViewport();
  await expect.poll(() => offsetBelowHeader(page, selector)).toBeGreaterThanOrEqual(0);
  await expect.poll(() => offsetBelowHeader(page, selector)).toBeLessThanOrEqual(140);
}

for (const { lang, prefix, common, home, vision, why } of languages) {
  test.describe(`${lang}: /vision-and-values`, () => {
    test("heading, vision, mission, positioning and the five values", async ({ page }) => {
      await gotoHydrated(page, `${prefix}/vision-and-values`);
      await expect(page.locator("h1")).toHaveText(vision.hero.title);
      for (const block of [vision.vision, vision.mission, vision.positioning]) {
        const heading = page.getByRole("heading", { level: 2, name: block.title });
        await expect(heading).toBeVisible();
        await expect(page.getByText(block.text)).toBeVisible();
      }
      for (const audience of vision.positioning.audiences) await expect(page.getByText(audience)).toBeVisible();

      const values = page.getByRole("region", { name: vision.values.title }).getByRole("listitem");
      await expect(values).toHaveCount(5);
      const items = vision.values.items;
      const expected = [
        items.sustainability,
        items.equalOpportunities,
        items.innovation,
        items.excellence,
        items.empowerment,
      ];
      for (const [i, value] of expected.entries()) {
        await expect(values.nth(i).getByRole("heading", { level: 3 })).toHaveAccessibleName(value.title);
        await expect(values.nth(i)).toContainText(value.text);
      }
      await expectNoAxeViolations(page);
    });

    test("the call to action lands on the home page's #kontakt section, below the sticky header", async ({ page }) => {
      const homeContact = `${prefix || "/"}#kontakt`; // "/#kontakt", "/en#kontakt"
      await gotoHydrated(page, `${prefix}/vision-and-values`);
      const cta = page.getByRole("link", { name: common.cta.button });
      await expect(cta).toHaveAttribute("href", homeContact);
      await cta.click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/?#kontakt$`));
      await expect(page.locator("h1")).toHaveText(home.hero.title);
      await expectLandedOn(page, "#kontakt");
      await expect(page.getByRole("heading", { level: 2, name: home.contact.title })).toBeInViewport();

      // The same link opened as a new page (full load, e.g. from a bookmark or a new tab).
      await gotoHydrated(page, homeContact);
      await page.waitForTimeout(300);
      await expectLandedOn(page, "#kontakt");
    });
  });

  test.describe(`${lang}: /warum-neutra-tech`, () => {
    test("hero with title, subtitle and six pills; six sections with illustration, title, text, bullets, alternating sides", async ({
      page,
    }) => {
      await gotoHydrated(page, `${prefix}/warum-neutra-tech`);
      await expect(page.locator("h1")).toHaveText(why.hero.title);
      await expect(page.getByText(why.hero.intro)).toBeVisible();

      const pills = page.getByRole("navigation", { name: why.pillsLabel }).getByRole("link");
      await expect(pills).toHaveCount(6);
      for (const [i, id] of reasonIds.entries()) {
        await expect(pills.nth(i)).toHaveAttribute("href", `#${id}`);
        await expect(pills.nth(i)).toContainText(why.sections[id].pill);
      }

      const sections = page.locator("main section[id]");
      await expect(sections).toHaveCount(6);
      for (const [i, id] of reasonIds.entries()) {
        const section = page.locator(`section#${id}`);
        const copy = why.sections[id];
        await expect(sections.nth(i)).toHaveAttribute("id", id);
        await expect(section.getByRole("heading", { level: 2 })).toHaveText(copy.title);
        await expect(section.getByText(copy.description)).toBeVisible();
        await expect(section.getByRole("listitem")).toHaveText(copy.bullets);
        const image = section.locator("svg[data-illustration]");
        await expect(image).toHaveAttribute("width", "480");
        await expect(image).toHaveAttribute("height", "360");
        await section.scrollIntoViewIfNeeded();
        const imageBox = (await image.boundingBox())!;
        const headingBox = (await section.getByRole("heading", { level: 2 }).boundingBox())!;
        // Even positions (0, 2, 4) show the image on the left, odd ones on the right.
        if (i % 2 === 0) expect(imageBox.x).toBeLessThan(headingBox.x);
        else expect(imageBox.x).toBeGreaterThan(headingBox.x);
      }

      const cta = page.getByRole("link", { name: common.cta.button });
      await expect(cta).toHaveAttribute("href", `${prefix}/neutra-kontakt`);
      await expectNoAxeViolations(page);
    });

    test("a pill scrolls smoothly to its section and writes the hash", async ({ page }) => {
      await gotoHydrated(page, `${prefix}/warum-neutra-tech`);
      // Smooth: right after the click the page has not jumped yet; then it arrives.
      const topRightAfterClick = await page.evaluate(() => {
        document.querySelector<HTMLAnchorElement>('nav a[href="#technologie"]')!.click();
        return document.getElementById("technologie")!.getBoundingClientRect().top;
      });
      expect(topRightAfterClick).toBeGreaterThan(800);
      await expect(page).toHaveURL(new RegExp(`${prefix}/warum-neutra-tech#technologie$`));
      await expectLandedOn(page, "#technologie");
      await expect(page.locator("#technologie")).toBeFocused();
    });

    test("under prefers-reduced-motion a pill jumps at once", async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await gotoLive(page, `${prefix}/warum-neutra-tech`);
      await page.getByRole("navigation", { name: why.pillsLabel }).getByRole("link").nth(5).click();
      expect(await offsetBelowHeader(page, "#integritaet")).toBeGreaterThanOrEqual(0);
      expect(await offsetBelowHeader(page, "#integritaet")).toBeLessThanOrEqual(140);
    });

    test("a URL hash naming a section scrolls there on load", async ({ page }) => {
      await gotoHydrated(page, `${prefix}/warum-neutra-tech#technologie`);
      await page.waitForTimeout(400); // past the 100 ms delay and any smooth scroll
      await expectLandedOn(page, "#technologie");
      await expect(page.getByRole("heading", { level: 2, name: why.sections.technologie.title })).toBeInViewport();
    });
  });
}

test("without JavaScript the pills are plain anchors that reach their sections", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/en/warum-neutra-tech");
  await page
    .getByRole("link", { name: /Integrity/ })
    .first()
    .click();
  await expect(page).toHaveURL(/#integritaet$/);
  await expect(page.getByRole("heading", { level: 2, name: whyEn.sections.integritaet.title })).toBeInViewport();
  await context.close();
});
