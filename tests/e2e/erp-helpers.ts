export { expectNoAxeViolations } from "./axe";
import { expect, type Locator, type Page } from "@playwright/test";

/** Figures are written with non-breaking spaces; compare them as plain text. */
/** Text as a reader sees it: non-breaking spaces as spaces, word joiners (ranges such as "3–4") gone. */
export const normalize = (text: string | null) => (text ?? "").replace(/\u00a0/g, " ").replace(/\u2060/g, "");

/** Scrolls to a share of the scrollable height (the floating buttons' thresholds are shares). */
export async function scrollToShare(page: Page, share: number) {
  await page.evaluate(
    (s) => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) * s),
    share,
  );
}

/**
 * Clicks `trigger` and checks that the page scrolls to `target` in several animation frames
 * (smooth, not a jump), that the target ends near the top of the viewport and takes focus.
 */
export async function expectSmoothScroll(page: Page, trigger: Locator, target: Locator) {
  const start = await page.evaluate(() => window.scrollY);
  await page.evaluate(() => {
    const positions: number[] = [];
    (window as unknown as { __positions: number[] }).__positions = positions;
    const record = () => {
      positions.push(window.scrollY);
      if (positions.length < 240) requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
  });
  await trigger.click();
  await expect(target).toBeFocused();
  await expect.poll(async () => (await target.boundingBox())?.y ?? -1, { timeout: 5000 }).toBeLessThan(120);
  expect((await target.boundingBox())!.y).toBeGreaterThanOrEqual(0);
  const end = await page.evaluate(() => window.scrollY);
  expect(end).toBeGreaterThan(start + 200);
  const positions = await page.evaluate(() => (window as unknown as { __positions: number[] }).__positions);
  const between = positions.filter((y) => y > start + 1 && y < end - 1);
  expect(between.length, "intermediate scroll positions (smooth scrolling)").toBeGreaterThan(1);
}

/** Checks a floating button: hidden at the top and just below `share`, visible just beyond it. */
export async function expectFloatingThreshold(page: Page, button: Locator, share: number) {
  await expect(button).toBeHidden();
  await scrollToShare(page, share - 0.02);
  await page.waitForTimeout(250);
  await expect(button).toBeHidden();
  await scrollToShare(page, share + 0.02);
  await expect(button).toBeVisible();
  await scrollToShare(page, share - 0.02);
  await expect(button).toBeHidden();
  await scrollToShare(page, share + 0.05);
  await expect(button).toBeVisible();
}
