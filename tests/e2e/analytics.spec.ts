import type { BrowserContext, Page, Request } from "@playwright/test";
import de from "../../common/locales/de/common";
import privateEquity from "../../common/locales/de/private-equity";
import { expect, gotoHydrated, startApp, test } from "./fixtures";

/** The page-view beacon's posts to /api/view, their bodies as sent. */
function beacons(page: Page) {
  const sent: { request: Request; body: unknown }[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/view") {
      sent.push({ request, body: JSON.parse(request.postData() ?? "null") as unknown });
    }
  });
  return sent;
}

/** Everything the site could keep in the browser: cookies, local and session storage. */
async function stored(page: Page, context: BrowserContext) {
  return {
    cookies: await context.cookies(),
    storage: await page.evaluate(() => ({ local: { ...localStorage }, session: { ...sessionStorage } })),
  };
}

test.describe("visitor statistics without cookies", () => {
  test("one beacon per page, client-side navigation included, with path, language and referring host only; nothing stored in the browser", async ({
    page,
    context,
  }) => {
    const sent = beacons(page);
    await page.goto("/", { referer: "https://www.google.com/search?q=neutra+tech" });
    await startApp(page);
    const before = await stored(page, context);
    await expect.poll(() => sent.length).toBe(1);
    // A marker on window survives only a client-side navigation, not a page load.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    const nav = page.getByRole("navigation", { name: de.nav.label });
    await nav.getByRole("link", { name: privateEquity.nav }).click();
    await expect(page).toHaveURL(/\/private-equity$/);
    await expect.poll(() => sent.length).toBe(2);
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);

    expect(sent.map(({ body }) => body)).toEqual([
      { path: "/", lang: "de", referrer: "www.google.com" },
      { path: "/private-equity", lang: "de" },
    ]);
    for (const { request } of sent) {
      expect(request.method()).toBe("POST");
      expect((await request.response())?.status()).toBe(204);
      // sendBeacon carries no credentials the site set: there are none.
      expect(await request.headerValue("cookie")).toBeNull();
    }
    // Nothing the beacon left behind: the same cookies and storage as before it ran, and no cookie at all.
    expect(await stored(page, context)).toEqual(before);
    expect(before.cookies).toEqual([]);
    expect(Object.keys(before.storage.local)).toEqual(["neutra-cookie-consent"]);
  });

  test("nothing is sent when the browser signals Global Privacy Control", async ({ page, context }) => {
    await context.addInitScript(() => Object.defineProperty(navigator, "globalPrivacyControl", { value: true }));
    const sent = beacons(page);
    await gotoHydrated(page, "/en/odoo-ams");
    // Well past the beacon's delay after load.
    await page.waitForLoadState("load");
    await page.waitForTimeout(1500);
    expect(sent).toEqual([]);
  });
});
