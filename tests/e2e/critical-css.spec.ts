import { languages, localizePath, pages } from "../../common/config/route-table";
import de from "../../common/locales/de/common";
import aiEnergy from "../../common/locales/de/ai-energy";
import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures";

/*
 * A page's first view carries only its own rules, inlined; the whole stylesheet is linked
 * disabled and applies once something live can show more (ADR 0017).
 */

const properties = [
  "display",
  "position",
  "visibility",
  "color",
  "background-color",
  "font-family",
  "font-size",
  "font-weight",
  "line-height",
  "border-top-width",
  "border-top-color",
  "border-radius",
  "box-shadow",
  "opacity",
  "transform",
  "text-decoration-line",
  "outline-style",
] as const;

/** Every element's box and the properties above, one line per element that has a box or style. */
function firstViewStyles(page: Page) {
  return page.evaluate((props) => {
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}.${[...element.classList].slice(0, 3).join(".")}`;
    return [...document.body.querySelectorAll("*")].map((element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      const boxText = [box.x, box.y, box.width, box.height].map((n) => Math.round(n)).join(",");
      return `${describe(element)} [${boxText}] ${props.map((p) => style.getPropertyValue(p)).join("|")}`;
    });
  }, properties);
}

const fullStylesheetApplies = (page: Page) =>
  page.evaluate(() => document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')?.sheet != null);

test.describe("each page's inlined rules", () => {
  test.use({ consent: "none", reducedMotion: "reduce" });

  for (const page of pages) {
    for (const lang of languages) {
      const path = localizePath(page.path, lang);
      test(`${path}: the first view at 375 and 1280 px looks exactly as with the whole stylesheet`, async ({
        page: tab,
      }) => {
        // Loaded at each width rather than resized: an emulated resize re-resolves the fonts (a font
        // that missed its `optional` window swaps in) and may lag in re-evaluating media queries.
        for (const width of [375, 1280]) {
          await tab.setViewportSize({ width, height: 800 });
          await gotoHydrated(tab, path);
          expect(await fullStylesheetApplies(tab), "the whole stylesheet before any interaction").toBe(false);
          await tab.evaluate(() => document.fonts.ready);
          const inlined = await firstViewStyles(tab);

          await tab.evaluate(() => {
            const link = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')!;
            link.removeAttribute("media");
            link.disabled = false;
          });
          await expect.poll(() => fullStylesheetApplies(tab)).toBe(true);
          const full = await firstViewStyles(tab);
          const differing = full.flatMap((line, i) =>
            line === inlined[i] ? [] : [`inlined: ${inlined[i]}`, `whole:   ${line}`],
          );
          expect(differing, `${width} px: elements styled differently with the whole stylesheet`).toEqual([]);
        }
      });
    }
  }
});

test.describe("the whole stylesheet", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("follows the mobile menu, which opens styled by the page's own rules; the page reached from it is styled", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    expect(await fullStylesheetApplies(page)).toBe(false);

    await page.getByRole("button", { name: de.nav.openMenu }).click();
    const menu = page.getByRole("dialog");
    await expect(menu).toBeVisible();
    // The page controls open the menu at once: the open dialog's rules are inlined (ADR 0060).
    const box = await menu.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(300);
    expect(await menu.evaluate((element) => getComputedStyle(element).position)).toBe("fixed");
    // The shell going live with the same tap applies the whole stylesheet.
    await expect.poll(() => fullStylesheetApplies(page)).toBe(true);

    await menu.getByRole("button", { name: de.nav.ai }).click();
    await menu.getByRole("link", { name: aiEnergy.nav }).click();
    await expect(page).toHaveURL(/\/ai-use-cases\/energie$/);
    expect(await fullStylesheetApplies(page)).toBe(true);
  });

  test("is fetched only after the page has loaded and painted its largest text, as a prefetch", async ({ page }) => {
    const types: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith(".css")) types.push(request.resourceType());
    });
    await page.goto("/en");
    // The prefetch starts after the load event and the first largest-paint entry (ADR 0046), at the
    // lowest priority: under load its request can
    // reach the test after the page has gone network-idle, so wait for it rather than a moment.
    await expect.poll(() => types).toEqual(["other"]);
    // Timed by the page itself: Playwright's load and request events reach the test in no fixed order.
    let timing = { loadEventStart: 0, largestPaint: 0, cssStarts: [] as number[] };
    await expect
      .poll(async () => {
        timing = await page.evaluate(async () => {
          const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
          const css = performance.getEntriesByType("resource").filter((entry) => entry.name.endsWith(".css"));
          const largestPaint = await new Promise<number>((resolve) =>
            new PerformanceObserver((list) => resolve(list.getEntries()[0]!.startTime)).observe({
              type: "largest-contentful-paint",
              buffered: true,
            }),
          );
          return {
            loadEventStart: navigation!.loadEventStart,
            largestPaint,
            cssStarts: css.map((entry) => entry.startTime),
          };
        });
        return timing.cssStarts.length;
      })
      .toBe(1);
    expect(timing.cssStarts[0]).toBeGreaterThanOrEqual(timing.loadEventStart);
    expect(timing.cssStarts[0]).toBeGreaterThanOrEqual(timing.largestPaint);
    expect(await fullStylesheetApplies(page)).toBe(false);
  });
});
