import type { Locator } from "@playwright/test";
import forms from "../../common/locales/de/forms";
import { expect, gotoHydrated, test } from "./fixtures";
import { writtenMails } from "./mails";

/**
 * When the API cannot take a lead (database down: 503; a proxy error page: 502; the connection
 * dropped), the visitor sees the error notification and every entry stays, so nothing they typed is
 * lost; once the API is back, the same entries go through.
 */
function field(form: Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return form.getByLabel(new RegExp(`^${escaped}( \\*.*)?$`));
}

const mailsFor = (company: string) => writtenMails().filter((mail) => mail.includes(company)).length;

test("SAP form, database down (503): error notification, entries kept; sent once the API is back", async ({
  page,
  consoleLog,
}) => {
  await page.route("**/api/send-contact-email", (route) =>
    route.fulfill({ status: 503, contentType: "application/json", body: '{"error":"unavailable"}' }),
  );
  await gotoHydrated(page, "/sap/kontakt");
  const form = page.getByRole("form", { name: forms.sap.title });
  await field(form, forms.fields.name).fill("Erika Mustermann");
  await field(form, forms.fields.company).fill("Stadtwerke Ausfall E2E");
  await field(form, forms.fields.email).fill("erika@ausfall.example");
  await field(form, forms.fields.interest).selectOption("ams");
  await field(form, forms.fields.message).fill("Bitte trotz Ausfall ankommen.");
  await form.getByRole("button", { name: forms.sap.submit }).click();
  await expect(page.getByText(forms.contact.error.title, { exact: true })).toBeVisible();
  await expect(page.getByText(forms.contact.error.description)).toBeVisible();
  await expect(field(form, forms.fields.company)).toHaveValue("Stadtwerke Ausfall E2E");
  await expect(field(form, forms.fields.interest)).toHaveValue("ams");
  await expect(field(form, forms.fields.message)).toHaveValue("Bitte trotz Ausfall ankommen.");
  consoleLog.take(/503|Error sending contact form/);

  await page.unroute("**/api/send-contact-email");
  await form.getByRole("button", { name: forms.sap.submit }).click();
  await expect(page.getByText(forms.contact.success.title)).toBeVisible();
  await expect(field(form, forms.fields.company)).toHaveValue("");
  await expect.poll(() => mailsFor("Stadtwerke Ausfall E2E"), { timeout: 10_000 }).toBe(1);
});

test("migration form, connection dropped: error notification, every entry kept (country code too)", async ({
  page,
  consoleLog,
}) => {
  await page.route("**/api/leads", (route) => route.abort("connectionreset"));
  await gotoHydrated(page, "/odoo-migration");
  const form = page.getByRole("form", { name: forms.migration.title });
  const f = (label: string) => field(form, label);
  await f(forms.fields.currentVersion).selectOption("v14");
  await f(forms.fields.edition).selectOption("enterprise");
  await f(forms.fields.activeUsers).selectOption("6-15");
  await f(forms.fields.customizations).selectOption("minor");
  await f(forms.fields.datevIntegration).selectOption("yes");
  await f(forms.fields.modules).fill("Sales, Inventory");
  await f(forms.fields.painPoints).fill("Slow reports");
  await f(forms.fields.expectations).fill("Clean DATEV interface");
  await f(forms.fields.timeframe).selectOption("flexible");
  await f(forms.fields.name).fill("Max Muster");
  await f(forms.fields.company).fill("Muster Abbruch E2E");
  await f(forms.fields.email).fill("max@muster.example");
  await f(forms.fields.countryCode).selectOption("+41");
  await f(forms.fields.phone).fill("44 123 45 67");
  await form.getByRole("button", { name: forms.migration.submit }).click();
  await expect(page.getByText(forms.contact.error.title, { exact: true })).toBeVisible();
  await expect(f(forms.fields.countryCode)).toHaveValue("+41");
  await expect(f(forms.fields.currentVersion)).toHaveValue("v14");
  await expect(f(forms.fields.painPoints)).toHaveValue("Slow reports");
  await expect(f(forms.fields.phone)).toHaveValue("44 123 45 67");
  await expect(form.getByRole("button", { name: forms.migration.submit })).toBeEnabled();
  consoleLog.take(/Error sending contact form|Failed to fetch|ERR_CONNECTION_RESET|net::/);
});

test("contact form, a proxy's HTML error page (502): error notification, entries kept", async ({
  page,
  consoleLog,
}) => {
  await page.route("**/api/leads", (route) =>
    route.fulfill({ status: 502, contentType: "text/html", body: "<html><body>Bad Gateway</body></html>" }),
  );
  await gotoHydrated(page, "/neutra-kontakt");
  const form = page.getByRole("form", { name: forms.general.title });
  await field(form, forms.fields.name).fill("Erika Mustermann");
  await field(form, forms.fields.company).fill("Gateway E2E GmbH");
  await field(form, forms.fields.email).fill("erika@gateway.example");
  await field(form, forms.fields.serviceInterest).selectOption("ams");
  await form.getByRole("button", { name: forms.general.submit }).click();
  await expect(page.getByText(forms.contact.error.title, { exact: true })).toBeVisible();
  await expect(field(form, forms.fields.company)).toHaveValue("Gateway E2E GmbH");
  consoleLog.take(/502|Error sending contact form/);
});
