import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { takeConsoleErrors } from "../../../tests/setup/fail-on-console";
import { langFromPath } from "#common/config/route-table";
import { i18nByLang } from "~/i18n/instances";
import { createQueryClient } from "~/lib/query-client";
import de from "#common/locales/de/forms";
import en from "#common/locales/en/forms";
import thankYouDe from "#common/locales/de/thank-you";
import thankYouEn from "#common/locales/en/thank-you";
import { serverFacts } from "#common/config/server-facts";
import { site } from "#common/config/site";
import ContactForm from "./contact-form";
import MigrationForm, { openTimeframes } from "./migration-form";
import SapContactForm from "./sap-contact-form";

function atPath(path: string, ui: ReactNode) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <I18nextProvider i18n={i18nByLang[langFromPath(path)]}>
        <QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>
      </I18nextProvider>
    </MemoryRouter>
  );
}

const renderAt = (path: string, ui: ReactNode) => render(atPath(path, ui));

/** The form as the prerendered page has it, parsed as a browser without script would. */
function servedForm(path: string, ui: ReactNode): HTMLFormElement {
  const html = renderToString(atPath(path, ui));
  return new DOMParser().parseFromString(html, "text/html").querySelector("form")!;
}

/** The control whose label starts with `text` (labels of required fields end with " *"). */
const control = (text: string) => screen.getByLabelText(new RegExp(`^${text.replace(/[()+]/g, "\\$&")}( \\*.*)?$`));
const optionsOf = (text: string) => within(control(text)).getAllByRole("option").slice(1);

function stubFetch(impl: () => Promise<Response>) {
  const fetchMock = vi.fn(impl);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe("SAP contact form", () => {
  it("has its declared fields, labels, option counts and required markers", () => {
    renderAt("/sap/kontakt", <SapContactForm />);
    expect(optionsOf(de.fields.interest).map((o) => o.textContent)).toEqual(Object.values(de.options.interest));
    expect(optionsOf(de.fields.sapSystem)).toHaveLength(6);
    expect(optionsOf(de.fields.timeframe).map((o) => o.textContent)).toEqual(Object.values(de.options.sapTimeframe));
    expect(control(de.fields.email)).toHaveAttribute("type", "email");
    for (const required of [de.fields.name, de.fields.company, de.fields.email, de.fields.interest]) {
      expect(screen.getByText(required, { selector: "label" })).toHaveTextContent("*");
    }
    for (const optional of [de.fields.phone, de.fields.sapSystem, de.fields.message]) {
      expect(screen.getByText(optional, { selector: "label" })).not.toHaveTextContent("*");
    }
    expect(control(de.fields.message)).toHaveClass("min-h-[120px]");
    expect(screen.getByRole("button", { name: de.sap.submit })).toBeEnabled();
  });

  it("shows translated messages on submit and focuses the first invalid field", async () => {
    const fetchMock = stubFetch(() => Promise.reject(new Error("must not be called")));
    renderAt("/sap/kontakt", <SapContactForm />);
    await userEvent.click(screen.getByRole("button", { name: de.sap.submit }));
    expect(await screen.findByText(de.neutraContact.validation.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(de.neutraContact.validation.companyRequired)).toBeInTheDocument();
    expect(screen.getByText(de.neutraContact.validation.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(de.neutraContact.validation.interestRequired)).toBeInTheDocument();
    expect(control(de.fields.name)).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("is disabled and reads 'Wird gesendet...' while sending, then resets after success", async () => {
    let respond: (r: Response) => void = () => {};
    const fetchMock = stubFetch(() => new Promise<Response>((resolve) => (respond = resolve)));
    renderAt("/sap/kontakt", <SapContactForm />);
    await userEvent.type(control(de.fields.name), "Erika Mustermann");
    await userEvent.type(control(de.fields.company), "Stadtwerke");
    await userEvent.type(control(de.fields.email), "erika@stadtwerke.example");
    await userEvent.selectOptions(control(de.fields.interest), "ki");
    await userEvent.click(screen.getByRole("button", { name: de.sap.submit }));
    const sending = await screen.findByRole("button", { name: de.contact.sending });
    expect(sending).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const body = JSON.parse(String(init.body));
    expect(url).toBe("/api/send-contact-email");
    expect(body).toMatchObject({ interest: "ki", expectations: "ki", pageContext: "/sap/kontakt", website: "" });
    expect(body.elapsedMs).toBeGreaterThanOrEqual(0);
    await act(async () => respond(new Response(JSON.stringify({ id: "x" }), { status: 201 })));
    await waitFor(() => expect(control(de.fields.name)).toHaveValue(""));
    expect(screen.getByRole("button", { name: de.sap.submit })).toBeEnabled();
    // In place, the form's own promise (24 hours), which the spec's toast ("bald") does not give.
    expect(screen.getByRole("status")).toHaveTextContent(spaced(thankYouDe.text["sap-contact"]));
  });
});

/** Testing Library reads the page's non-breaking spaces as spaces. */
const spaced = (text: string) => text.replace(/\s+/g, " ");

describe("general contact form", () => {
  it("shows its response promise in place after a successful send, and only then", async () => {
    stubFetch(async () => new Response(JSON.stringify({ id: "x" }), { status: 201 }));
    renderAt("/en/neutra-kontakt", <ContactForm />);
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    await userEvent.type(control(en.fields.name), "John Smith");
    await userEvent.type(control(en.fields.company), "Acme");
    await userEvent.type(control(en.fields.email), "john@acme.example");
    await userEvent.selectOptions(control(en.fields.serviceInterest), "ams");
    await userEvent.click(screen.getByRole("button", { name: en.general.submit }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(thankYouEn.text.contact));
    expect(screen.getByRole("status")).toHaveTextContent("within one working day");
  });

  it("while the server keeps sends without a spam-check solution for review, says so on screen before and after sending", async () => {
    const required = serverFacts.powRequired;
    serverFacts.powRequired = true;
    try {
      stubFetch(async () => new Response(JSON.stringify({ id: "x", review: true }), { status: 201 }));
      renderAt("/neutra-kontakt", <ContactForm />);
      // This browser has no Web Worker: the check cannot run, and the form says what that means.
      const warning = await screen.findByText(/^Der Spam-Schutz ist in diesem Browser nicht verfügbar\. Senden Sie/);
      expect(warning).toBeVisible();
      expect(warning).toHaveTextContent(site.contactEmail);
      await userEvent.type(control(de.fields.name), "Erika Muster");
      await userEvent.type(control(de.fields.company), "Muster AG");
      await userEvent.type(control(de.fields.email), "erika@muster.example");
      await userEvent.selectOptions(control(de.fields.serviceInterest), "ams");
      await userEvent.click(screen.getByRole("button", { name: de.general.submit }));
      const status = screen.getByRole("status");
      await waitFor(() => expect(status).toHaveTextContent(thankYouDe.review.title));
      expect(status).toHaveTextContent(spaced(thankYouDe.review.text.replace("{email}", site.contactEmail)));
      expect(status).not.toHaveTextContent(thankYouDe.text.contact);
      expect(within(status).getByRole("link", { name: site.contactEmail })).toHaveAttribute(
        "href",
        `mailto:${site.contactEmail}`,
      );
    } finally {
      serverFacts.powRequired = required;
    }
  });

  it("without POW_REQUIRED, only announces that the check is unavailable and the enquiry goes out all the same", async () => {
    renderAt("/neutra-kontakt", <ContactForm />);
    const announced = await screen.findByText(de.pow.unavailable);
    expect(announced).toHaveClass("sr-only");
  });

  it("keeps every entry when sending fails and logs the error", async () => {
    stubFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    renderAt("/en/neutra-kontakt", <ContactForm />);
    await userEvent.type(control(en.fields.name), "John Smith");
    await userEvent.type(control(en.fields.company), "Acme");
    await userEvent.type(control(en.fields.email), "john@acme.example");
    await userEvent.selectOptions(control(en.fields.serviceInterest), "ams");
    await userEvent.type(control(en.fields.message), "Keep me");
    await userEvent.click(screen.getByRole("button", { name: en.general.submit }));
    await waitFor(() => expect(screen.getByRole("button", { name: en.general.submit })).toBeEnabled());
    expect(control(en.fields.name)).toHaveValue("John Smith");
    expect(control(en.fields.message)).toHaveValue("Keep me");
    expect(takeConsoleErrors().map((args) => String(args[0]))).toEqual(["Error sending contact form:"]);
  });

  it("shows the server's field errors under the fields", async () => {
    stubFetch(
      async () =>
        new Response(JSON.stringify({ error: "invalid", fields: { email: "emailInvalid" } }), { status: 400 }),
    );
    renderAt("/neutra-kontakt", <ContactForm />);
    await userEvent.type(control(de.fields.name), "Erika");
    await userEvent.type(control(de.fields.company), "Stadtwerke");
    await userEvent.type(control(de.fields.email), "erika@stadtwerke.example");
    await userEvent.selectOptions(control(de.fields.serviceInterest), "ams");
    await userEvent.click(screen.getByRole("button", { name: de.general.submit }));
    // Testing Library reads the page's non-breaking spaces ("z.\u00a0B.") as spaces; so does the reader.
    const message = de.neutraContact.validation.emailInvalid.replace(/\s+/g, " ");
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(control(de.fields.email)).toHaveAttribute("aria-invalid", "true");
  });
});

describe("migration form", () => {
  it("labels every field required, offers 23 dial codes with +49 first and selected", () => {
    renderAt("/odoo-migration", <MigrationForm />);
    const codes = optionsOf(de.fields.countryCode);
    expect(codes).toHaveLength(23);
    expect(codes[0]).toHaveTextContent("+49 DE");
    expect(control(de.fields.countryCode)).toHaveValue("+49");
    expect(control(de.fields.phone)).toHaveAttribute("type", "tel");
    expect(control(de.fields.email)).toHaveAttribute("type", "email");
    expect(optionsOf(de.fields.currentVersion)).toHaveLength(10);
    expect(screen.getAllByText("*")).toHaveLength(14);
    expect(control(de.fields.modules)).toHaveClass("min-h-[80px]");
    expect(control(de.fields.painPoints)).toHaveClass("min-h-[100px]");
    expect(control(de.fields.expectations)).toHaveClass("min-h-[100px]");
  });

  it.each(["/odoo-migration", "/en/odoo-migration"])(
    "%s as served: every select is required and starts with an empty placeholder; +49 is sent without script",
    (path) => {
      const form = servedForm(path, <MigrationForm />);
      const selects = [...form.querySelectorAll("select")];
      expect(selects).toHaveLength(7);
      for (const select of selects) {
        expect(select.required).toBe(true);
        expect(select.options[0]!.parentElement).toBe(select);
        expect(select.options[0]).toHaveAttribute("value", "");
      }
      const sent = new FormData(form);
      expect(sent.get("countryCode")).toBe("+49");
      expect(sent.get("currentVersion")).toBe("");
    },
  );

  it("offers only timeframes that are not over yet", () => {
    expect(openTimeframes(new Date("2026-11-22T12:00:00"))).toEqual(["asap", "q4-2026", "2027", "flexible"]);
    expect(openTimeframes(new Date("2025-08-01T12:00:00"))).toContain("q3-2025");
  });
});
