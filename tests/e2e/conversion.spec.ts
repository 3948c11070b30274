import type { Page } from "@playwright/test";
import forms from "../../common/locales/de/forms";
import { expect, gotoHydrated, test } from "./fixtures";

/*
 * After a stored lead, GA4's generate_lead and the Meta pixel's Lead fire only with consent, and
 * carry the form's kind and page, never an entered value. The tracker hosts are answered by the
 * fixture with empty scripts, so the calls stay in gtag's data layer and the pixel's queue.
 */

async function sendContactForm(page: Page, company: string, visitor: string) {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": visitor });
  await gotoHydrated(page, "/neutra-kontakt");
  const form = page.getByRole("form", { name: forms.general.title });
  await form.locator('[name="name"]').fill("Erika Mustermann");
  await form.locator('[name="company"]').fill(company);
  await form.locator('[name="email"]').fill("erika@conversion.example");
  await form.locator('[name="serviceInterest"]').selectOption("ams");
  await form.getByRole("button", { name: forms.general.submit }).click();
  await expect(page.getByText(forms.contact.success.title)).toBeVisible();
}

/** What the page handed to the trackers: gtag's data layer and the pixel's queue, as plain arrays. */
function trackerCalls(page: Page) {
  return page.evaluate(() => ({
    gtag: (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)),
    fbq: ((window.fbq?.queue as unknown[][] | undefined) ?? []).map((entry) => Array.from(entry)),
    hasGtag: typeof window.gtag === "function",
    hasFbq: typeof window.fbq === "function",
  }));
}

test.describe("with consent to analytics and marketing", () => {
  test.use({ consent: { functional: false, analytics: true, marketing: true } });

  test("a stored lead fires generate_lead and Lead once, with the form's kind and page only", async ({
    page,
    thirdParty,
  }) => {
    await sendContactForm(page, "Conversion Consent GmbH", "198.51.100.201");
    const calls = await trackerCalls(page);
    const leadEvents = calls.gtag.filter(([command, name]) => command === "event" && name === "generate_lead");
    expect(leadEvents).toEqual([["event", "generate_lead", { form_kind: "contact", page_path: "/neutra-kontakt" }]]);
    expect(calls.fbq.filter(([, name]) => name === "Lead")).toEqual([
      ["track", "Lead", { content_category: "contact", content_name: "/neutra-kontakt" }],
    ]);
    const sent = JSON.stringify(calls);
    for (const value of ["Erika", "Conversion Consent", "conversion.example"]) expect(sent).not.toContain(value);
    expect(thirdParty.take(/googletagmanager\.com|connect\.facebook\.net/).length).toBeGreaterThanOrEqual(2);
  });
});

test.describe("without consent", () => {
  test("a stored lead fires nothing and no tracker is loaded", async ({ page }) => {
    await sendContactForm(page, "Conversion Ohne GmbH", "198.51.100.202");
    const calls = await trackerCalls(page);
    expect(calls).toEqual({ gtag: [], fbq: [], hasGtag: false, hasFbq: false });
    // The fixture fails the test on any request to another host.
  });
});
