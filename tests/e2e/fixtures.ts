import { test as base, expect, type Page, type Request } from "@playwright/test";
import { readEnvFile } from "../../common/env-file.mjs";
import { e2eEnvFile } from "../../scripts/lib/prepare.mjs";
import { startApp } from "../support/start-app";

/** The configuration file the build under test was made from. */
const siteEnv = readEnvFile({ ENV_FILE: e2eEnvFile }) as Record<
  "SITE_URL" | "SITE_GA_MEASUREMENT_ID" | "SITE_META_PIXEL_ID" | "SITE_SCHEDULING_URL" | "SITE_SCHEDULING_PROVIDER",
  string
>;

export { expect, siteEnv, startApp };

export type ConsentPreset = "none" | { functional: boolean; analytics: boolean; marketing: boolean };

export interface ConsoleEntry {
  type: string;
  text: string;
}

/**
 * Every test fails on a console error or warning, a page error or a hydration mismatch,
 * unless it takes the entries it expects with `consoleLog.take()` or allows them with
 * `consoleLog.allow()`.
 */
export interface ConsoleLog {
  entries: ConsoleEntry[];
  allow: (match: RegExp) => void;
  take: (match: RegExp) => ConsoleEntry[];
}

export const test = base.extend<{
  consoleLog: ConsoleLog;
  /** The consent record stored before the page loads; "none" shows the banner. Default: all rejected. */
  consent: ConsentPreset;
  thirdParty: { requests: Request[]; take: (match: RegExp) => Request[] };
}>({
  consent: [{ functional: false, analytics: false, marketing: false }, { option: true }],
  /**
   * Every request to another host is answered here, never sent: scripts get an empty script,
   * frames an empty page. A test fails on any such request it does not take with `take()`.
   */
  thirdParty: [
    async ({ context, baseURL, consent }, use) => {
      const requests: Request[] = [];
      const ownHost = new URL(baseURL!).host;
      await context.route(
        (url) => url.host !== ownHost && url.protocol.startsWith("http"),
        async (route) => {
          requests.push(route.request());
          const type = route.request().resourceType();
          await route.fulfill({
            status: 200,
            contentType: type === "script" ? "text/javascript" : "text/html",
            body: type === "script" ? "" : "<!doctype html><title>stub</title>",
          });
        },
      );
      if (consent !== "none") {
        const record = { essential: true, ...consent, timestamp: Date.now(), revision: 1 };
        // Init scripts also run in (stubbed) third-party frames, which must not be touched.
        await context.addInitScript(
          ([value, host]) => {
            if (location.host !== host) return;
            if (!localStorage.getItem("neutra-cookie-consent")) localStorage.setItem("neutra-cookie-consent", value);
          },
          [JSON.stringify(record), ownHost] as const,
        );
      }
      const log = {
        requests,
        take(match: RegExp) {
          const taken = requests.filter((r) => match.test(r.url()));
          for (const request of taken) requests.splice(requests.indexOf(request), 1);
          return taken;
        },
      };
      await use(log);
      expect(
        requests.map((r) => r.url()),
        "requests to other hosts",
      ).toEqual([]);
    },
    { auto: true },
  ],
  consoleLog: [
    async ({ page }, use) => {
      const entries: ConsoleEntry[] = [];
      const allowed: RegExp[] = [];
      page.on("console", (message) => {
        const text = message.text();
        if ((message.type() === "error" || message.type() === "warning") && !allowed.some((a) => a.test(text))) {
          entries.push({ type: message.type(), text });
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
        /** Expected for the rest of the test, whenever it comes (a file the test itself refuses). */
        allow(match: RegExp) {
          allowed.push(match);
        },
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

/**
 * Loads the page and starts React as a visitor's first move does (ADR 0047), then waits until it
 * has hydrated. The shell and the page content are deferred islands that are live only once the
 * visitor turns to them (ADR 0015).
 */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await startApp(page);
  return response;
}

/**
 * Hydrated, and the page content live, as after a visitor's first move over it: for tests of
 * what the live page does on keys, scroll or an immediate click.
 */
export async function gotoLive(page: Page, path: string) {
  const response = await gotoHydrated(page, path);
  await page.locator("main").dispatchEvent("pointerover");
  await page.locator("main[data-live]").waitFor({ state: "attached" });
  return response;
}
