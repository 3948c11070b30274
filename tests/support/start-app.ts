import type { Page } from "@playwright/test";

/**
 * Acts like a visitor turning to the page: the pointer moves, which starts React (the first view
 * loads none, docs/decisions/0047), then waits until the root has hydrated (root.tsx marks
 * <html>). Two positions, so the pointer moves even where an earlier page left it.
 */
export async function startApp(page: Page): Promise<void> {
  await page.mouse.move(2, 2);
  await page.mouse.move(3, 3);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}
