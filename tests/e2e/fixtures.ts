import { test as base, expect, type Page } from "@playwright/test";

export { expect };

export interface ConsoleEntry {
  type: string;
  text: string;
}

/**
 * Every test fails on a console error or warning, a page error or a hydration mismatch,
 * unless it takes the entries it expects with `consoleLog.take()`.
 */
export const test = base.extend<{ consoleLog: { entries: ConsoleEntry[]; take: (match: RegExp) => ConsoleEntry[] } }>({
  consoleLog: [
    async ({ page }, use) => {
      const entries: ConsoleEntry[] = [];
      page.on("console", (message) => {
        if (message.type() === "error" || message.type() === "warning") {
          entries.push({ type: message.type(), text: message.text() });
        }
      });
      page.on("pageerror", (error) => entries.push({ type: "pageerror", text: error.message }));
      // CSP violations are not console messages; report them as errors so a test fails on them.
      await page.addInitScript(() =>
        document.addEventListener("securitypolicyviolation", (e) =>
          console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
        ),
      );
      const log = {
        entries,
        take(match: RegExp) {
          const taken = entries.filter((e) => match.test(e.text));
          for (const entry of taken) entries.splice(entries.indexOf(entry), 1);
          return taken;
        },
      };
      await use(log);
      expect(entries, "unexpected console errors, warnings or page errors").toEqual([]);
    },
    { auto: true },
  ],
});

/** Waits until React has hydrated the page (root.tsx marks <html> once it has). */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return response;
}
