import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ContentEntry } from "#common/content/api";
import { fakeAdminApi, renderAdmin, testSession } from "../../tests/support/admin-app";

afterEach(() => vi.unstubAllGlobals());

const fact = (key: string, value: unknown, more: Partial<ContentEntry> = {}): ContentEntry => ({
  key,
  place: key,
  live: value,
  shipped: value,
  needsReview: false,
  ...more,
});
const ams = "fact:figures:amsMonthlyFromEur";
const facts = [
  fact(ams, 2700, { shipped: 2500, places: ["home", "services", "sapSolutions"] }),
  fact("fact:company:vatId", "DE123456789"),
  fact("fact:company:privacyEmail", "datenschutz@neutra-tech.de"),
  fact("fact:company:hostingProvider", { name: "Hetzner Online GmbH", address: "Gunzenhausen", country: "DE" }),
  fact("fact:leadForms:sap-contact", { recipients: ["sap@neutra-tech.de"], confirmation: false }, { places: [] }),
];

/** The pages the price shows on, titled as the server's content areas title them. */
const page = (id: string, de: string) => ({ id, kind: "page", title: { de, en: de }, path: { de: "/", en: "/en" } });
const areas = [page("home", "Startseite"), page("services", "Leistungen"), page("sapSolutions", "SAP-Services")];

function factsApi() {
  return fakeAdminApi({
    "GET /auth/session": { body: testSession },
    "GET /content/facts": { body: { facts } },
    "GET /content/areas": { body: { areas } },
    "POST /content/draft": ({ body }) => ({
      body: { entry: { ...facts[0]!, draft: (body as { value: unknown }).value }, findings: [] },
    }),
    "GET /content/history": {
      body: {
        versions: [
          {
            id: 8,
            value: 2700,
            shipped: 2500,
            publishedBy: "u1",
            publishedByEmail: "owner@neutra.test",
            publishedAt: "2026-11-26T09:00:00.000Z",
            restoredFrom: null,
          },
          {
            id: 5,
            value: 2600,
            shipped: 2500,
            publishedBy: null,
            publishedByEmail: null,
            publishedAt: "2026-11-20T09:00:00.000Z",
            restoredFrom: null,
          },
        ],
      },
    },
    "POST /content/restore": { body: { published: [ams], revision: 9 } },
  });
}

describe("the content editor's facts", () => {
  it("refuses a malformed VAT ID and e-mail address next to the field, and saves nothing", async () => {
    const { calls } = factsApi();
    renderAdmin("/admin/content?tab=facts");
    const company = await screen.findByRole("region", { name: "Unternehmen" });

    const vat = within(company).getByRole("group", { name: "USt-IdNr." });
    await userEvent.click(within(vat).getByRole("button", { name: "Bearbeiten" }));
    const vatField = within(vat).getByLabelText("USt-IdNr.");
    await userEvent.clear(vatField);
    await userEvent.type(vatField, "DE12");
    expect(within(vat).getByText(/Eine deutsche USt-IdNr\. besteht aus DE und neun Ziffern/)).toBeVisible();
    expect(vatField).toHaveAttribute("aria-invalid", "true");
    expect(within(vat).getByRole("button", { name: "Entwurf speichern" })).toBeDisabled();

    const mail = within(company).getByRole("group", { name: "E-Mail für Datenschutz" });
    await userEvent.click(within(mail).getByRole("button", { name: "Bearbeiten" }));
    const mailField = within(mail).getByLabelText("E-Mail für Datenschutz");
    await userEvent.clear(mailField);
    await userEvent.type(mailField, "datenschutz@");
    expect(within(mail).getByText("Bitte geben Sie eine gültige E-Mail-Adresse ein.")).toBeVisible();
    expect(within(mail).getByRole("button", { name: "Entwurf speichern" })).toBeDisabled();

    // A processor's part: the error stands at the country code.
    const hosting = within(company).getByRole("group", { name: "Hosting-Anbieter" });
    await userEvent.click(within(hosting).getByRole("button", { name: "Bearbeiten" }));
    const country = within(hosting).getByLabelText("Ländercode");
    await userEvent.clear(country);
    await userEvent.type(country, "Deutschland");
    expect(country).toHaveAttribute("aria-invalid", "true");
    expect(within(hosting).getByLabelText("Name")).not.toHaveAttribute("aria-invalid");
    expect(calls.some((c) => c.path === "/content/draft")).toBe(false);

    // The lead forms' recipients, one per line, and the confirmation as a checkbox.
    const routing = screen.getByRole("region", { name: "Empfänger der Anfragen" });
    const sap = within(routing).getByRole("group", { name: "SAP-Anfrage" });
    expect(within(sap).getByText("Ändert keine Seite.")).toBeVisible();
    expect(sap).toHaveTextContent("sap@neutra-tech.de, Bestätigung an die Person senden, die anfragt: Nein");
    await userEvent.click(within(sap).getByRole("button", { name: "Bearbeiten" }));
    await userEvent.type(within(sap).getByLabelText("Empfänger"), "{Enter}zweite@neutra-tech.de");
    await userEvent.click(within(sap).getByRole("checkbox", { name: /Bestätigung/ }));
    await userEvent.click(within(sap).getByRole("button", { name: "Entwurf speichern" }));
    await waitFor(() => expect(calls.some((c) => c.path === "/content/draft")).toBe(true));
    expect(calls.find((c) => c.path === "/content/draft")!.body).toEqual({
      key: "fact:leadForms:sap-contact",
      value: { recipients: ["sap@neutra-tech.de", "zweite@neutra-tech.de"], confirmation: true },
    });
  });

  it("shows a price as a number with the euro amount beside it, and saves it as a number", async () => {
    const { calls } = factsApi();
    renderAdmin("/admin/content?tab=facts");
    const price = await screen.findByRole("group", {
      name: "SAP Application Management, Servicepaket Lite: ab (EUR pro Monat)",
    });
    expect(within(price).getByText("Ausgeliefert:")).toBeVisible();
    // Under the label, the pages an edit changes.
    expect(await within(price).findByText("Ändert: Startseite, Leistungen, SAP-Services")).toBeVisible();
    await userEvent.click(within(price).getByRole("button", { name: "Bearbeiten" }));
    const field = within(price).getByLabelText("SAP Application Management, Servicepaket Lite: ab (EUR pro Monat)");
    await userEvent.clear(field);
    await userEvent.type(field, "2,5");
    expect(within(price).getByText(/ganze Zahl/)).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, "2800");
    expect(within(price).getByRole("status")).toHaveTextContent("2.800 €");
    await userEvent.click(within(price).getByRole("button", { name: "Entwurf speichern" }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === "/content/draft")?.body).toEqual({ key: ams, value: 2800 }),
    );
  });

  it("shows a fact's history with the changed words marked and restores an earlier version", async () => {
    const { calls } = factsApi();
    renderAdmin("/en/admin/content?tab=facts");
    const price = await screen.findByRole("group", {
      name: "SAP application management, package Lite: from (EUR per month)",
    });
    await userEvent.click(within(price).getByRole("button", { name: "History" }));
    const dialog = await screen.findByRole("dialog", {
      name: "History: SAP application management, package Lite: from (EUR per month)",
    });
    const versions = await within(dialog).findAllByRole("listitem");
    expect(versions).toHaveLength(2);
    expect(versions[0]).toHaveTextContent("owner@neutra.test");
    expect(versions[1]).toHaveTextContent("a deleted user");
    expect(versions[0]!.querySelector("del")).toHaveTextContent("2,600");
    expect(versions[0]!.querySelector("ins")).toHaveTextContent("2,700");
    // The newest is live: no restoring it; the oldest also offers the shipped value.
    expect(within(versions[0]!).queryByRole("button", { name: "Restore" })).not.toBeInTheDocument();
    expect(within(versions[1]!).getByRole("button", { name: "Restore the shipped value" })).toBeVisible();
    await userEvent.click(within(versions[1]!).getByRole("button", { name: "Restore" }));
    expect(await screen.findByText("Restored; it’s live.")).toBeVisible();
    expect(calls.find((c) => c.path === "/content/restore")!.body).toEqual({ version: 5 });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });
});
