import type { Locator, Page } from "@playwright/test";
import { simpleParser } from "mailparser";
import forms from "../../common/locales/de/forms";
import formsEn from "../../common/locales/en/forms";
import { countryCodes } from "../../common/lead-schemas";
import { expect, gotoHydrated, test } from "./fixtures";
import { mailContaining } from "./mails";

/** A control by its label text, not confused by longer labels that start alike ("Company size"). */
function field(form: Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return form.getByLabel(new RegExp(`^${escaped}( \\*.*)?$`));
}

/** Holds the API call until `release()`, so the sending state can be seen. */
async function holdApi(page: Page, pattern: string) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const requests: unknown[] = [];
  await page.route(pattern, async (route) => {
    requests.push(route.request().postDataJSON());
    await released;
    await route.continue();
  });
  return { release, requests };
}

test.describe("SAP contact form", () => {
  test("German: sending state, success notification, reset and a delivered mail", async ({ page }) => {
    await gotoHydrated(page, "/sap/kontakt");
    await expect(page.getByRole("heading", { name: forms.sap.title })).toBeVisible();
    const form = page.getByRole("form", { name: forms.sap.title });
    await expect(field(form, forms.fields.interest).locator("option")).toHaveCount(7); // 6 + placeholder
    await expect(field(form, forms.fields.sapSystem).locator("option")).toHaveCount(7);
    await expect(field(form, forms.fields.timeframe).locator("option")).toHaveCount(6);
    await expect(field(form, forms.fields.email)).toHaveAttribute("type", "email");

    await field(form, forms.fields.name).fill("Erika Mustermann");
    await field(form, forms.fields.company).fill("Stadtwerke E2E Sap");
    await field(form, forms.fields.email).fill("erika@stadtwerke.example");
    await field(form, forms.fields.interest).selectOption({ label: forms.options.interest.migration });
    await field(form, forms.fields.sapSystem).selectOption("ecc");
    await field(form, forms.fields.message).fill("Wir planen die Umstellung.");
    const api = await holdApi(page, "**/api/send-contact-email");
    await form.getByRole("button", { name: forms.sap.submit }).click();
    const sending = form.getByRole("button", { name: forms.contact.sending });
    await expect(sending).toBeDisabled();
    await expect.poll(() => api.requests.length).toBe(1);
    expect(api.requests[0]).toMatchObject({
      interest: "migration",
      sapSystem: "ecc",
      currentVersion: "ecc",
      expectations: "migration",
      pageContext: "/sap/kontakt",
      // Solved in the browser's worker while the form was filled in.
      pow: expect.stringMatching(/^[A-Za-z0-9+/]+=*$/),
    });
    api.release();
    await expect(page.getByText(forms.contact.success.title)).toBeVisible();
    await expect(page.getByText(forms.contact.success.description)).toBeVisible();
    await expect(field(form, forms.fields.name)).toHaveValue("");
    await expect(form.getByRole("button", { name: forms.sap.submit })).toBeEnabled();

    const mail = await mailContaining("Stadtwerke E2E Sap");
    // The server accepted the browser's proof-of-work: no "unverified" mark.
    expect((await simpleParser(mail)).subject).toBe("Neue SAP-Anfrage: Stadtwerke E2E Sap");
    expect(mail).toContain("Reply-To: erika@stadtwerke.example");
    expect(mail).toContain("To: leads@neutra.test");
    expect(mail).toContain("SAP Migration & S/4HANA");
  });

  test("English: the English page sends its own path and shows English notifications", async ({ page }) => {
    await gotoHydrated(page, "/en/sap/kontakt");
    const form = page.getByRole("form", { name: formsEn.sap.title });
    await field(form, formsEn.fields.name).fill("John Smith");
    await field(form, formsEn.fields.company).fill("Acme E2E Sap EN");
    await field(form, formsEn.fields.email).fill("john@acme.example");
    await field(form, formsEn.fields.interest).selectOption({ label: formsEn.options.interest.ams });
    const request = page.waitForRequest("**/api/send-contact-email");
    await form.getByRole("button", { name: formsEn.sap.submit }).click();
    expect((await request).postDataJSON()).toMatchObject({ pageContext: "/en/sap/kontakt", interest: "ams" });
    await expect(page.getByText(formsEn.contact.success.title)).toBeVisible();
    expect(await mailContaining("Acme E2E Sap EN")).toContain("Sprache: Englisch");
  });
});

test.describe("general contact form", () => {
  test("validates on submit with the translated messages, focuses the first invalid field, revalidates on change", async ({
    page,
  }) => {
    await gotoHydrated(page, "/neutra-kontakt");
    const form = page.getByRole("form", { name: forms.general.title });
    await form.getByRole("button", { name: forms.general.submit }).click();
    const v = forms.neutraContact.validation;
    for (const message of [v.nameRequired, v.companyRequired, v.emailRequired, v.serviceRequired]) {
      await expect(form.getByText(message)).toBeVisible();
    }
    await expect(field(form, forms.fields.name)).toBeFocused();
    await expect(field(form, forms.fields.name)).toHaveAttribute("aria-invalid", "true");
    await field(form, forms.fields.email).fill("erika@");
    await expect(form.getByText(v.emailInvalid)).toBeVisible();
    await field(form, forms.fields.name).fill("Erika");
    await expect(form.getByText(v.nameRequired)).toBeHidden();
  });

  test("the about-us call to action leads to the home page's contact form", async ({ page }) => {
    await gotoHydrated(page, "/vision-and-values");
    await page.getByRole("main").getByRole("link", { name: "Kontakt aufnehmen" }).click();
    await expect(page).toHaveURL(/\/#kontakt$/);
    await expect(page.locator("#kontakt").getByRole("form", { name: forms.general.title })).toBeInViewport();
  });

  test("home #kontakt: sends with interest and expectations copied, resets, mails", async ({ page }) => {
    await gotoHydrated(page, "/en#kontakt");
    const form = page.locator("#kontakt").getByRole("form", { name: formsEn.general.title });
    await field(form, formsEn.fields.name).fill("Jane Doe");
    await field(form, formsEn.fields.company).fill("Home E2E Ltd");
    await field(form, formsEn.fields.email).fill("jane@home.example");
    await field(form, formsEn.fields.serviceInterest).selectOption("ams");
    await field(form, formsEn.fields.companySize).selectOption("large");
    const request = page.waitForRequest("**/api/leads");
    await form.getByRole("button", { name: formsEn.general.submit }).click();
    expect((await request).postDataJSON()).toMatchObject({
      kind: "contact",
      serviceInterest: "ams",
      interest: "ams",
      expectations: "ams",
      pageContext: "/en",
    });
    await expect(page.getByText(formsEn.contact.success.title)).toBeVisible();
    await expect(field(form, formsEn.fields.company)).toHaveValue("");
    expect(await mailContaining("Home E2E Ltd")).toContain(forms.options.serviceInterest.ams);
  });

  test("German contact page: success notification, reset and a delivered mail", async ({ page }) => {
    await gotoHydrated(page, "/neutra-kontakt");
    const form = page.getByRole("form", { name: forms.general.title });
    await field(form, forms.fields.name).fill("Erika Mustermann");
    await field(form, forms.fields.company).fill("Kontakt E2E GmbH");
    await field(form, forms.fields.email).fill("erika@kontakt.example");
    await field(form, forms.fields.serviceInterest).selectOption("digital-strategy");
    await field(form, forms.fields.timeframe).selectOption("asap");
    const api = await holdApi(page, "**/api/leads");
    await form.getByRole("button", { name: forms.general.submit }).click();
    await expect(form.getByRole("button", { name: forms.contact.sending })).toBeDisabled();
    await expect.poll(() => api.requests.length).toBe(1);
    expect(api.requests[0]).toMatchObject({ pageContext: "/neutra-kontakt", interest: "digital-strategy" });
    api.release();
    await expect(page.getByText(forms.contact.success.title)).toBeVisible();
    await expect(field(form, forms.fields.name)).toHaveValue("");
    expect(await mailContaining("Kontakt E2E GmbH")).toContain("Digitalstrategie");
  });

  test("when sending fails: error notification for the visitor and every entry kept", async ({ page, consoleLog }) => {
    await page.route("**/api/leads", (route) => route.fulfill({ status: 503, body: '{"error":"unavailable"}' }));
    await gotoHydrated(page, "/neutra-kontakt");
    const form = page.getByRole("form", { name: forms.general.title });
    await field(form, forms.fields.name).fill("Erika Mustermann");
    await field(form, forms.fields.company).fill("Stadtwerke Fehler");
    await field(form, forms.fields.email).fill("erika@stadtwerke.example");
    await field(form, forms.fields.serviceInterest).selectOption("ams");
    await field(form, forms.fields.message).fill("Bitte nicht verlieren.");
    await form.getByRole("button", { name: forms.general.submit }).click();
    await expect(page.getByText(forms.contact.error.title, { exact: true })).toBeVisible();
    await expect(page.getByText(forms.contact.error.description)).toBeVisible();
    await expect(field(form, forms.fields.name)).toHaveValue("Erika Mustermann");
    await expect(field(form, forms.fields.message)).toHaveValue("Bitte nicht verlieren.");
    await expect(field(form, forms.fields.serviceInterest)).toHaveValue("ams");
    consoleLog.take(/503|Error sending contact form/);
  });
});

test.describe("Odoo migration form", () => {
  test("all fields required, 23 dial codes with +49 default", async ({ page }) => {
    await gotoHydrated(page, "/odoo-migration");
    const form = page.getByRole("form", { name: forms.migration.title });
    const country = field(form, forms.fields.countryCode);
    // After the empty placeholder option that HTML requires of a required select.
    await expect(country.locator("option")).toHaveCount(24);
    await expect(country.locator("option").first()).toHaveAttribute("value", "");
    await expect(country).toHaveValue("+49");
    expect((await country.locator("option").allTextContents()).slice(1)).toEqual(
      countryCodes.map((c) => `${c.code} ${c.country}`),
    );
    await expect(field(form, forms.fields.phone)).toHaveAttribute("type", "tel");
    await expect(field(form, forms.fields.email)).toHaveAttribute("type", "email");
    await expect(field(form, forms.fields.modules)).toHaveCSS("min-height", "80px");
    await expect(field(form, forms.fields.painPoints)).toHaveCSS("min-height", "100px");
    await expect(field(form, forms.fields.expectations)).toHaveCSS("min-height", "100px");
    await expect(form.locator("label", { hasText: "*" })).toHaveCount(14);
    await form.getByRole("button", { name: forms.migration.submit }).click();
    await expect(form.getByText(forms.neutraContact.validation.required).first()).toBeVisible();
    await expect(field(form, forms.fields.currentVersion)).toBeFocused();
  });

  for (const [path, copy, company] of [
    ["/odoo-migration", forms, "Muster E2E Migration"],
    ["/en/odoo-migration", formsEn, "Example E2E Migration EN"],
  ] as const) {
    test(`${path}: sending state, success, reset to +49 and a delivered mail`, async ({ page }) => {
      await gotoHydrated(page, path);
      const form = page.getByRole("form", { name: copy.migration.title });
      const f = (label: string) => field(form, label);
      await f(copy.fields.currentVersion).selectOption("v14");
      await f(copy.fields.edition).selectOption("enterprise");
      await f(copy.fields.activeUsers).selectOption("6-15");
      await f(copy.fields.customizations).selectOption("minor");
      await f(copy.fields.datevIntegration).selectOption("yes");
      await f(copy.fields.modules).fill("Sales, Inventory");
      await f(copy.fields.painPoints).fill("Slow reports");
      await f(copy.fields.expectations).fill("Clean DATEV interface");
      await f(copy.fields.timeframe).selectOption("flexible");
      await f(copy.fields.name).fill("Max Muster");
      await f(copy.fields.company).fill(company);
      await f(copy.fields.email).fill("max@muster.example");
      await f(copy.fields.countryCode).selectOption("+41");
      await f(copy.fields.phone).fill("44 123 45 67");
      const api = await holdApi(page, "**/api/leads");
      await form.getByRole("button", { name: copy.migration.submit }).click();
      await expect(form.getByRole("button", { name: copy.contact.sending })).toBeDisabled();
      await expect.poll(() => api.requests.length).toBe(1);
      expect(api.requests[0]).toMatchObject({ kind: "migration", countryCode: "+41", pageContext: path });
      api.release();
      await expect(page.getByText(copy.contact.success.title)).toBeVisible();
      await expect(f(copy.fields.countryCode)).toHaveValue("+49");
      await expect(f(copy.fields.currentVersion)).toHaveValue("");
      const mail = await mailContaining(company);
      expect(mail).toContain("+41 44 123 45 67");
      expect(mail).toContain("Odoo 14.0");
    });
  }
});
