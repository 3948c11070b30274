/**
 * The back office names the forms and their fields as the site does now: a label or form name
 * the owner renamed and published (GET /copy/forms/:lang answers it) is what the inbox and a
 * lead's page show, in the screen's language, with no old word before it. A file of its own: the
 * published copy stays in the language's i18next instance for the rest of the file.
 */
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import formsDe from "#common/locales/de/forms";
import formsEn from "#common/locales/en/forms";
import type { LeadDetail, LeadSummary } from "#common/admin/leads-api";
import { fakeAdminApi, renderAdmin, testSession } from "../../tests/support/admin-app";

afterEach(() => vi.unstubAllGlobals());

const id = "0b6f1a52-6c3e-4c8f-9a57-1b2c3d4e5f60";
const summary: LeadSummary = {
  id,
  createdAt: "2026-11-20T09:30:00.000Z",
  kind: "migration",
  language: "de",
  pageContext: "/odoo-migration",
  name: "Erika Mustermann",
  company: "Muster GmbH",
  email: "erika@muster.test",
  status: "new",
  spam: false,
  unverified: false,
};

/** The forms' copy as the server answers it, with the owner's published edits. */
const published = (copy: typeof formsDe, edits: { names?: object; fields?: object; options?: object }) => ({
  names: { ...copy.names, ...edits.names },
  fields: { ...copy.fields, ...edits.fields },
  options: { ...copy.options, ...edits.options },
});

describe("the forms' published copy in the back office", () => {
  it("heads the inbox's columns and names its forms with the published words", async () => {
    const { calls } = fakeAdminApi({
      "GET /auth/session": { body: testSession },
      "GET /copy/forms/de": {
        body: published(formsDe, { names: { migration: "Migrationsanfrage" }, fields: { company: "Firma" } }),
      },
      "POST /leads/search": { body: { leads: [summary], total: 1, nextCursor: null } },
    });
    renderAdmin("/admin");
    const table = await screen.findByRole("table");
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((header) => header.textContent);
    expect(headers).toContain("Firma");
    expect(headers).not.toContain("Unternehmen");
    expect(within(table).getAllByRole("row")[1]).toHaveTextContent("Migrationsanfrage");
    expect(screen.getByRole("option", { name: "Migrationsanfrage" })).toBeInTheDocument();
    // Asked once, before the inbox: the screen never showed the shipped word.
    expect(calls.map((c) => `${c.method} ${c.path}`).slice(0, 3)).toEqual([
      "GET /auth/session",
      "GET /copy/forms/de",
      "POST /leads/search",
    ]);
  });

  it("labels a lead's fields, choices and form with the published words of the screen's language", async () => {
    const payload = { kind: "migration", name: "John Smith", email: "john@smith.test", currentVersion: "v14" };
    const detail: LeadDetail = { ...summary, language: "en", note: "", noteVersion: "v1", payload, deliveries: [] };
    fakeAdminApi({
      "GET /auth/session": { body: testSession },
      "GET /copy/forms/en": {
        body: published(formsEn, {
          names: { migration: "Migration enquiry" },
          fields: { currentVersion: "Odoo version in use" },
          options: { odooVersion: { ...formsEn.options.odooVersion, v14: "Odoo 14" } },
        }),
      },
      [`GET /leads/${id}`]: { body: detail },
    });
    renderAdmin(`/en/admin/leads/${id}`);
    const fields = await screen.findByRole("region", { name: "Details" });
    const rows = within(fields)
      .getAllByRole("term")
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(rows[0]).toEqual(["Odoo version in use", "Odoo 14"]);
    const about = screen.getByRole("region", { name: "About this enquiry" });
    expect(about).toHaveTextContent("Migration enquiry");
  });
});
