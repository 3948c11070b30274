import { languages, localizePath, pages } from "../../common/config/route-table";
import { pageBudget, weighPage } from "../../scripts/lib/page-weight";
import forms from "../../common/locales/de/forms";
import { earlyContact } from "../support/payloads";
import { expect, startApp, test } from "./fixtures";

/*
 * The first view of every page as a first-time visitor on a phone sees it: no consent yet (the
 * banner is up), nothing touched. Sizes are the build's gzip sizes of what the page fetched.
 */
test.describe("first view of every page", () => {
  test.use({ consent: "none", viewport: { width: 412, height: 823 } });

  for (const page of pages) {
    for (const lang of languages) {
      const path = localizePath(page.path, lang);
      test(`${path}: JavaScript, CSS, HTML and total bytes within budget; no other host contacted`, async ({
        page: tab,
        thirdParty,
      }) => {
        const fetched: string[] = [];
        const origin = new URL(test.info().project.use.baseURL!).origin;
        tab.on("request", (request) => {
          const url = new URL(request.url());
          if (url.origin === origin) fetched.push(url.pathname);
        });
        await tab.goto(path, { waitUntil: "networkidle" });
        await expect(tab.getByTestId("consent-banner")).toBeVisible();

        const weight = weighPage(path, fetched);
        test.info().annotations.push({
          type: "first view (KB gzip)",
          description: `JS ${weight.jsKb.toFixed(1)}, HTML ${weight.htmlKb.toFixed(1)}, total ${weight.totalKb.toFixed(1)}`,
        });
        expect(
          weight.jsKb,
          `JavaScript before interaction: ${weight.js.map((j) => j.url).join(", ")}`,
        ).toBeLessThanOrEqual(pageBudget.jsKb);
        expect(weight.cssKb).toBeLessThanOrEqual(pageBudget.cssKb);
        expect(weight.htmlKb).toBeLessThanOrEqual(pageBudget.htmlKb);
        expect(weight.totalKb).toBeLessThanOrEqual(pageBudget.totalKb);
        // The fixture answers any such request itself and fails the test on it; this says it plainly.
        expect(thirdParty.requests.map((r) => r.url())).toEqual([]);
      });
    }
  }
});

test.describe("deferred lead form", () => {
  test("its code loads only when the visitor turns to it; text typed and a submit made before it is live are kept and sent", async ({
    page,
  }) => {
    const formCode: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/(contact-form|use-lead-form)-/.test(request.url())) formCode.push(request.url());
    });
    // The form's code is held back until the visitor has typed and pressed send.
    let releaseCode: () => void = () => {};
    const codeReleased = new Promise<void>((resolve) => (releaseCode = resolve));
    await page.route(/\/assets\/contact-form-[^/]+\.js$/, async (route) => {
      await codeReleased;
      await route.continue();
    });
    const leads: Record<string, unknown>[] = [];
    await page.route("**/api/leads", async (route) => {
      leads.push(route.request().postDataJSON() as Record<string, unknown>);
      await route.continue();
    });

    await page.goto("/neutra-kontakt", { waitUntil: "networkidle" });
    await startApp(page);
    expect(formCode).toEqual([]);

    const form = page.getByRole("form", { name: forms.general.title });
    await form.locator("#contact-name").fill(earlyContact.name);
    await expect.poll(() => formCode.length).toBeGreaterThan(0);
    await form.locator("#contact-company").fill(earlyContact.company);
    await form.locator("#contact-email").fill(earlyContact.email);
    await form.locator("#contact-serviceInterest").selectOption(earlyContact.serviceInterest);
    await form.locator("#contact-message").fill("Vor der Hydrierung getippt.");
    await form.getByRole("button", { name: forms.general.submit }).click();
    // Not sent natively: the entries never appear in the URL.
    expect(page.url()).not.toContain("Erika");
    expect(leads).toEqual([]);

    releaseCode();
    await expect(page.locator("div[data-live]:has(#contact-name)")).toBeAttached();
    await expect.poll(() => leads.length).toBe(1);
    expect(leads[0]).toMatchObject({
      ...earlyContact,
      message: "Vor der Hydrierung getippt.",
    });
    await expect(page.getByText(forms.contact.success.title)).toBeVisible();
  });
});
