import { expectNoAxeViolations } from "./axe";
import type { Locator, Page } from "@playwright/test";
import energyDe from "../../common/locales/de/use-cases/energy";
import energyEn from "../../common/locales/en/use-cases/energy";
import logisticsDe from "../../common/locales/de/use-cases/logistics";
import logisticsEn from "../../common/locales/en/use-cases/logistics";
import manufacturingDe from "../../common/locales/de/use-cases/manufacturing";
import manufacturingEn from "../../common/locales/en/use-cases/manufacturing";
import retailDe from "../../common/locales/de/use-cases/retail";
import retailEn from "../../common/locales/en/use-cases/retail";
import type { UseCase } from "../../common/locales/use-case";
import aiEnergyDe from "../../common/locales/de/ai-energy";
import aiLogisticsDe from "../../common/locales/de/ai-logistics";
import aiManufacturingDe from "../../common/locales/de/ai-manufacturing";
import aiRetailDe from "../../common/locales/de/ai-retail";
import aiUseCasesDe from "../../common/locales/de/ai-use-cases";
import consentDe from "../../common/locales/de/consent";
import schedulingDe from "../../common/locales/de/scheduling";
import aiEnergyEn from "../../common/locales/en/ai-energy";
import aiLogisticsEn from "../../common/locales/en/ai-logistics";
import aiManufacturingEn from "../../common/locales/en/ai-manufacturing";
import aiRetailEn from "../../common/locales/en/ai-retail";
import aiUseCasesEn from "../../common/locales/en/ai-use-cases";
import consentEn from "../../common/locales/en/consent";
import schedulingEn from "../../common/locales/en/scheduling";
import { expect, gotoHydrated, siteEnv, test } from "./fixtures";

interface PageCopy {
  hero: { title: string; bookDemo: string };
  cases: { title: string };
  integrations: { title: string; items: Record<string, { title: string; text: string }> };
}

const labels = {
  de: { ui: aiUseCasesDe, consent: consentDe, scheduling: schedulingDe, marks: ["\u201e", "\u201c"] },
  en: { ui: aiUseCasesEn, consent: consentEn, scheduling: schedulingEn, marks: ["\u201c", "\u201d"] },
} as const;

const pages: { path: string; lang: "de" | "en"; useCases: UseCase[]; copy: PageCopy }[] = [
  { path: "/ai-use-cases/logistik", lang: "de", useCases: logisticsDe, copy: aiLogisticsDe },
  { path: "/en/ai-use-cases/logistik", lang: "en", useCases: logisticsEn, copy: aiLogisticsEn },
  { path: "/ai-use-cases/retail", lang: "de", useCases: retailDe, copy: aiRetailDe },
  { path: "/en/ai-use-cases/retail", lang: "en", useCases: retailEn, copy: aiRetailEn },
  { path: "/ai-use-cases/energie", lang: "de", useCases: energyDe, copy: aiEnergyDe },
  { path: "/en/ai-use-cases/energie", lang: "en", useCases: energyEn, copy: aiEnergyEn },
  { path: "/ai-use-cases/fertigung", lang: "de", useCases: manufacturingDe, copy: aiManufacturingDe },
  { path: "/en/ai-use-cases/fertigung", lang: "en", useCases: manufacturingEn, copy: aiManufacturingEn },
];

/** The DOM shows non-breaking spaces; compare texts with them collapsed, as Playwright does. */
const plain = (text: string) => text.replace(/\s+/g, " ");
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const exact = (text: string) => new RegExp(`^\\s*${escapeRegExp(plain(text)).replace(/ /g, "\\s+")}\\s*$`);

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow);
const focusInside = (locator: Locator) => locator.evaluate((element) => element.contains(document.activeElement));

/** The six blocks of the detail view, each under its heading, with the case's own texts. */
async function expectAllBlocks(detail: Locator, useCase: UseCase, lang: "de" | "en") {
  const { ui, marks } = labels[lang];
  const block = (heading: string) =>
    detail.locator("section").filter({ has: detail.page().getByRole("heading", { name: heading, exact: true }) });

  await expect(detail.getByRole("heading", { level: 2 })).toHaveText(exact(useCase.title));
  await expect(block(ui.detail.story)).toContainText(plain(useCase.story));
  await expect(block(ui.detail.pain).locator("blockquote")).toHaveText(exact(`${marks[0]}${useCase.pain}${marks[1]}`));

  const solution = block(ui.detail.solution);
  await expect(solution).toContainText(plain(useCase.solution));
  const steps = solution.locator("ol > li");
  await expect(steps).toHaveCount(useCase.steps.length);
  for (const [index, step] of useCase.steps.entries()) {
    await expect(steps.nth(index)).toHaveText(exact(`${index + 1}${step}`));
  }

  const benefits = block(ui.detail.benefits).locator("ul > li");
  await expect(benefits).toHaveCount(useCase.benefits.length);
  for (const [index, benefit] of useCase.benefits.entries()) {
    await expect(benefits.nth(index)).toHaveText(exact(`${benefit.title}${benefit.impact}`));
  }

  await expect(block(ui.detail.quote).locator("blockquote")).toHaveText(
    exact(`${marks[0]}${useCase.quote}${marks[1]}`),
  );
  await expect(block(ui.detail.ready.title).getByRole("button", { name: ui.detail.ready.button })).toBeVisible();
}

for (const { path, lang, useCases, copy } of pages) {
  const { ui } = labels[lang];
  const [first, second, third] = [useCases[0]!, useCases[1]!, useCases[2]!];

  test.describe(path, () => {
    test("five cards; a card opens its full-screen detail view with all six blocks; scroll lock; Escape, close and back close it", async ({
      page,
    }) => {
      // A whole dialog cycle with axe: too close to the 30 s default when both workers are busy.
      test.slow();
      await gotoHydrated(page, path);
      await expect(page.locator("h1")).toHaveText(copy.hero.title);
      const cards = page.getByTestId("use-case-card");
      await expect(cards).toHaveCount(5);
      for (const [index, useCase] of useCases.entries()) {
        const card = cards.nth(index);
        await expect(card.getByRole("heading", { level: 3 })).toHaveText(useCase.title);
        for (const text of [useCase.subtitle, useCase.persona, useCase.personaRole, useCase.story]) {
          await expect(card).toContainText(plain(text));
        }
        await expect(card.locator("img")).toHaveAttribute("width", "640");
        await expect(card.locator("img")).toHaveAttribute("height", "400");
      }
      const integrations = page.getByRole("region", { name: copy.integrations.title });
      for (const item of Object.values(copy.integrations.items)) {
        await expect(integrations.getByRole("heading", { name: item.title })).toBeVisible();
      }
      // axe on the page as loaded is routes.spec.ts's; here it checks the open detail view.

      // Open from a card, with the page scrolled to the row.
      await page.getByTestId("use-case-row").scrollIntoViewIfNeeded();
      const y = await scrollY(page);
      expect(y).toBeGreaterThan(0);
      await page.getByRole("link", { name: second.title, exact: true }).click();
      const detail = page.getByRole("dialog", { name: second.title });
      await expect(detail).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`\\?case=${second.id}$`));
      const box = (await detail.boundingBox())!;
      expect(box).toMatchObject({ x: 0, y: 0, width: 1280, height: 800 });
      await expectAllBlocks(detail, second, lang);
      await expect.poll(() => focusInside(detail)).toBe(true);
      await page.keyboard.press("Tab");
      await expect(detail.getByRole("button", { name: ui.detail.close, exact: true })).toBeFocused();

      // Page scrolling is locked: the wheel scrolls the detail view, never the page behind it.
      expect(await bodyOverflow(page)).toBe("hidden");
      await page.mouse.move(640, 400);
      await page.mouse.wheel(0, 900);
      await expect.poll(() => detail.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
      expect(await scrollY(page)).toBe(y);
      await expectNoAxeViolations(page);

      // Escape closes it; focus goes back to the card, scrolling is restored.
      await page.keyboard.press("Escape");
      await expect(detail).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(path)}$`));
      await expect(page.getByRole("link", { name: second.title, exact: true })).toBeFocused();
      expect(await bodyOverflow(page)).not.toBe("hidden");
      expect(await scrollY(page)).toBe(y);
      await page.mouse.wheel(0, 300);
      await expect.poll(() => scrollY(page)).toBeGreaterThan(y);

      // The close button closes it.
      await page.getByRole("link", { name: first.title, exact: true }).click();
      const firstDetail = page.getByRole("dialog", { name: first.title });
      await expect(firstDetail).toBeVisible();
      await firstDetail.getByRole("button", { name: ui.detail.close, exact: true }).click();
      await expect(firstDetail).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(path)}$`));
      await expect(page.getByRole("link", { name: first.title, exact: true })).toBeFocused();

      // The browser's back button closes it; forward opens it again.
      await page.getByRole("link", { name: third.title, exact: true }).click();
      const thirdDetail = page.getByRole("dialog", { name: third.title });
      await expect(thirdDetail).toBeVisible();
      await page.goBack();
      await expect(thirdDetail).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(path)}$`));
      expect(await bodyOverflow(page)).not.toBe("hidden");
      await page.goForward();
      await expect(thirdDetail).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`\\?case=${third.id}$`));
    });

    test("a deep link opens its case after hydration; the demo button loads the scheduling page only after the click", async ({
      page,
      thirdParty,
    }) => {
      const last = useCases[4]!;
      await gotoHydrated(page, `${path}?case=${last.id}`);
      const detail = page.getByRole("dialog", { name: last.title });
      await expect(detail).toBeVisible();
      await expectAllBlocks(detail, last, lang);
      expect(await bodyOverflow(page)).toBe("hidden");

      const { consent, scheduling } = labels[lang];
      await detail.getByRole("button", { name: ui.detail.ready.button, exact: true }).click();
      // The one open: the hero's is in the page too, closed.
      const demo = page.locator("dialog[open][data-testid=demo-dialog]");
      await expect(demo).toBeVisible();
      await expect(demo.getByRole("heading", { name: scheduling.title })).toBeVisible();
      await expect(demo.getByTestId("consent-gate")).toBeVisible();
      await page.waitForTimeout(300);
      await expect(page.locator("iframe")).toHaveCount(0);
      expect(thirdParty.requests.filter((r) => r.url().includes(new URL(siteEnv.SITE_SCHEDULING_URL).host))).toEqual(
        [],
      );
      await expectNoAxeViolations(page);

      await demo.getByRole("button", { name: consent.gate.calendar.load }).click();
      const frame = demo.locator("iframe");
      await expect(frame).toHaveAttribute("src", siteEnv.SITE_SCHEDULING_URL);
      await expect.poll(() => thirdParty.take(/calendly/).length).toBe(1);

      // Escape closes the demo dialog first, then the detail view (in place: it was a deep link).
      await page.keyboard.press("Escape");
      await expect(demo).toBeHidden();
      await expect(detail).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(detail).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(path)}$`));
      await expect(page.getByRole("link", { name: last.title, exact: true })).toBeFocused();
    });

    test("the card row scrolls by keyboard and by its previous/next buttons, which are disabled at the ends", async ({
      page,
      thirdParty,
    }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await gotoHydrated(page, path);
      const row = page.getByRole("region", { name: ui.row.label });
      const scrollLeft = () => row.evaluate((element) => Math.round(element.scrollLeft));
      const previous = page.getByRole("button", { name: ui.row.previous });
      const next = page.getByRole("button", { name: ui.row.next });
      await expect(previous).toBeDisabled();
      await expect(next).toBeEnabled();

      await row.scrollIntoViewIfNeeded();
      await row.focus();
      await page.keyboard.press("ArrowRight");
      await expect.poll(scrollLeft).toBeGreaterThan(0);
      await page.keyboard.press("ArrowLeft");
      await expect.poll(scrollLeft).toBe(0);

      const cards = page.getByTestId("use-case-card");
      const step =
        (await cards.nth(1).evaluate((el) => el.parentElement!.offsetLeft)) -
        (await cards.nth(0).evaluate((el) => el.parentElement!.offsetLeft));
      await next.click();
      await expect.poll(scrollLeft).toBe(step);
      await expect(previous).toBeEnabled();
      const max = await row.evaluate((element) => element.scrollWidth - element.clientWidth);
      for (let left = step; left < max - 1; left = await scrollLeft()) {
        await next.click();
        await expect.poll(scrollLeft).toBeGreaterThan(left);
      }
      await expect(next).toBeDisabled();
      const rowBox = (await row.boundingBox())!;
      const lastBox = (await cards.nth(4).boundingBox())!;
      expect(lastBox.x).toBeGreaterThanOrEqual(rowBox.x);
      expect(lastBox.x + lastBox.width).toBeLessThanOrEqual(rowBox.x + rowBox.width);
      await previous.click();
      await expect(next).toBeEnabled();

      // The hero's book-demo button opens the same consent-gated dialog.
      await page.getByRole("button", { name: copy.hero.bookDemo, exact: true }).first().click();
      const demo = page.getByTestId("demo-dialog");
      await expect(demo.getByTestId("consent-gate")).toBeVisible();
      await expect(page.locator("iframe")).toHaveCount(0);
      expect(thirdParty.requests).toEqual([]);
    });
  });
}

test.describe("with functional consent given", () => {
  test.use({ consent: { functional: true, analytics: false, marketing: false } });

  test("the detail view's demo dialog shows the scheduling page at once", async ({ page, thirdParty }) => {
    const useCase = retailEn[0]!;
    await gotoHydrated(page, `/en/ai-use-cases/retail?case=${useCase.id}`);
    const detail = page.getByRole("dialog", { name: useCase.title });
    await detail.getByRole("button", { name: aiUseCasesEn.detail.ready.button, exact: true }).click();
    // The one open: the hero's is in the page too, closed, and asks nothing of the provider.
    const demo = page.locator("dialog[open][data-testid=demo-dialog]");
    await expect(demo.locator("iframe")).toHaveAttribute("src", siteEnv.SITE_SCHEDULING_URL);
    await expect(demo.getByTestId("consent-gate")).toHaveCount(0);
    await expect(page.locator("iframe")).toHaveCount(1);
    await expect.poll(() => thirdParty.take(/calendly/).length).toBe(1);
  });
});
