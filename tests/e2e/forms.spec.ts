import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import forms from "../../app/locales/de/forms";
import formsEn from "../../app/locales/en/forms";
import { countryCodes } from "../../common/lead-schemas";
import { expect, gotoHydrated, test } from "./fixtures";

/** A control by its label text, not confused by longer labels that start alike ("Company size"). */
function field(form: Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return form.getByLabel(new RegExp(`^${escaped}( \\*.*)?$`));
}

const mailDir = path.join(process.env.E2E_DATA_DIR!, "mail");

/** The .eml file the server wrote for the lead of this company (no SMTP_URL: file transport). */
async function mailFor(company: string): Promise<string> {
  let found = "";
  await expect
    .poll(
      () => {
        const files = (() => {
          try {
            return readdirSync(mailDir);
          } catch {
            return [];
          }
        })();
        found = files.map((f) => readFileSync(path.join(mailDir, f), "utf8")).find((m) => m.includes(company)) ?? "";
        return found.length > 0;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found;
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
    expect(api.requests[0]).toMatchObject({
      interest: "migration",
      sapSystem: "ecc",
      currentVersion: "ecc",
      expectations: "migration",
      pageContext: "/sap/kontakt",
    });
    api.release();
    await expect(page.getByText(forms.contact.success.title)).toBeVisible();
    await expect(page.getByText(forms.contact.success.description)).toBeVisible();
    await expect(field(form, forms.fields.name)).toHaveValue("");
    await expect(form.getByRole("button", { name: forms.sap.submit })).toBeEnabled();

    const mail = await mailFor("Stadtwerke E2E Sap");
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
    expect(await mailFor("Acme E2E Sap EN")).toContain("Sprache: Englisch");
  });
});

test.describe("general contact form", () => {
  test("validates on submit with the spec's messages, focuses the first invalid field, revalidates on change", async ({
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
    expect(await mailFor("Home E2E Ltd")).toContain("Application Management (AMS)");
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
  test("all fields required, 23 dial codes with +49 default; success resets to +49 and mails", async ({ page }) => {
    await gotoHydrated(page, "/odoo-migration");
    const form = page.getByRole("form", { name: forms.migration.title });
    const country = field(form, forms.fields.countryCode);
    await expect(country.locator("option")).toHaveCount(23);
    await expect(country).toHaveValue("+49");
    expect(await country.locator("option").allTextContents()).toEqual(
      countryCodes.map((c) => `${c.code} ${c.country}`),
    );
    await expect(field(form, forms.fields.phone)).toHaveAttribute("type", "tel");
    await expect(field(form, forms.fields.modules)).toHaveCSS("min-height", "80px");
    await expect(field(form, forms.fields.painPoints)).toHaveCSS("min-height", "100px");
    await expect(form.locator("label", { hasText: "*" })).toHaveCount(14);

    await field(form, forms.fields.currentVersion).selectOption("v14");
    await field(form, forms.fields.edition).selectOption("enterprise");
    await field(form, forms.fields.activeUsers).selectOption("6-15");
    await field(form, forms.fields.customizations).selectOption("minor");
    await field(form, forms.fields.datevIntegration).selectOption("yes");
    await field(form, forms.fields.modules).fill("Verkauf, Lager");
    await field(form, forms.fields.painPoints).fill("Langsame Berichte");
    await field(form, forms.fields.expectations).fill("Saubere DATEV-Schnittstelle");
    await field(form, forms.fields.timeframe).selectOption("flexible");
    await field(form, forms.fields.name).fill("Max Muster");
    await field(form, forms.fields.company).fill("Muster E2E Migration");
    await field(form, forms.fields.email).fill("max@muster.example");
    await country.selectOption("+41");
    await field(form, forms.fields.phone).fill("44 123 45 67");
    const api = await holdApi(page, "**/api/leads");
    await form.getByRole("button", { name: forms.migration.submit }).click();
    await expect(form.getByRole("button", { name: forms.contact.sending })).toBeDisabled();
    expect(api.requests[0]).toMatchObject({ kind: "migration", countryCode: "+41", pageContext: "/odoo-migration" });
    api.release();
    await expect(page.getByText(forms.contact.success.title)).toBeVisible();
    await expect(country).toHaveValue("+49");
    await expect(field(form, forms.fields.currentVersion)).toHaveValue("");
    const mail = await mailFor("Muster E2E Migration");
    expect(mail).toContain("+41 44 123 45 67");
    expect(mail).toContain("Odoo 14.0");
  });

  test("English page: the English form sends its own path", async ({ page }) => {
    await gotoHydrated(page, "/en/odoo-migration");
    const form = page.getByRole("form", { name: formsEn.migration.title });
    await form.getByRole("button", { name: formsEn.migration.submit }).click();
    await expect(form.getByText(formsEn.neutraContact.validation.required).first()).toBeVisible();
    await expect(field(form, formsEn.fields.currentVersion)).toBeFocused();
  });
});
