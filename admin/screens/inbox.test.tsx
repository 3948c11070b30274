import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { LeadSummary } from "#common/admin/leads-api";
import { fakeAdminApi, renderAdmin, testSession } from "../../tests/support/admin-app";

afterEach(() => vi.unstubAllGlobals());

const lead = (overrides: Partial<LeadSummary>): LeadSummary => ({
  id: "0b6f1a52-6c3e-4c8f-9a57-1b2c3d4e5f60",
  createdAt: "2026-11-20T09:30:00.000Z",
  kind: "contact",
  language: "de",
  pageContext: "/kontakt",
  name: "Erika Mustermann",
  company: "Muster GmbH",
  email: "erika@muster.test",
  status: "new",
  spam: false,
  unverified: false,
  ...overrides,
});

describe("inbox", () => {
  it("lists the leads with form, language, page, name, company and status; loads more by cursor", async () => {
    const { calls } = fakeAdminApi({
      "GET /auth/session": { body: testSession },
      "POST /leads/search": ({ body }) =>
        (body as { cursor?: string }).cursor === "page-2"
          ? { body: { leads: [lead({ id: "c3", name: "Carla Dritte", company: "" })], total: 3, nextCursor: null } }
          : {
              body: {
                leads: [
                  lead({}),
                  lead({
                    id: "b2",
                    kind: "migration",
                    language: "en",
                    pageContext: "/en/odoo-migration",
                    name: "John Smith",
                    company: "Smith Ltd",
                    status: "in_progress",
                    unverified: true,
                  }),
                ],
                total: 3,
                nextCursor: "page-2",
              },
            },
    });
    renderAdmin("/admin");
    const table = await screen.findByRole("table");
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole("link", { name: "Erika Mustermann" })).toHaveAttribute(
      "href",
      "/admin/leads/0b6f1a52-6c3e-4c8f-9a57-1b2c3d4e5f60",
    );
    expect(rows[1]).toHaveTextContent("Muster GmbH");
    expect(rows[1]).toHaveTextContent("Kontaktanfrage");
    expect(rows[1]).toHaveTextContent("/kontakt");
    expect(rows[1]).toHaveTextContent("Neu");
    expect(rows[1]).toHaveTextContent("20.11.2026");
    expect(rows[2]).toHaveTextContent("Odoo-Migrationsanfrage");
    expect(rows[2]).toHaveTextContent("In Bearbeitung");
    expect(rows[2]).toHaveTextContent("Ungeprüft");
    expect(screen.getByText("3 Anfragen")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Weitere laden" }));
    expect(await within(table).findByRole("link", { name: "Carla Dritte" })).toBeInTheDocument();
    expect(calls.filter((c) => c.path === "/leads/search").map((c) => c.body)).toEqual([{}, { cursor: "page-2" }]);
    expect(screen.queryByRole("button", { name: "Weitere laden" })).not.toBeInTheDocument();
  });

  it("keeps the filters in the address and the search term out of every address, the API's included", async () => {
    const { calls } = fakeAdminApi({
      "GET /auth/session": { body: testSession },
      "POST /leads/search": { body: { leads: [], total: 0, nextCursor: null } },
    });
    const { router } = renderAdmin("/en/admin?status=spam");
    expect(await screen.findByText("No enquiries match this selection.")).toBeInTheDocument();
    expect(screen.getByLabelText("Status")).toHaveValue("spam");
    expect(calls.at(-1)!.body).toEqual({ status: "spam" });

    await userEvent.selectOptions(screen.getByLabelText("Form"), "sap-contact");
    await waitFor(() => expect(router.state.location.search).toBe("?status=spam&kind=sap-contact"));
    await waitFor(() => expect(calls.at(-1)!.body).toEqual({ status: "spam", kind: "sap-contact" }));

    await userEvent.type(screen.getByRole("searchbox", { name: "Search" }), "Erika{Enter}");
    await waitFor(() => expect(calls.at(-1)!.body).toEqual({ status: "spam", kind: "sap-contact", q: "Erika" }));
    expect(router.state.location.search).not.toContain("Erika");
    expect(router.state.location.search).not.toContain("q=");
    expect(calls.every((c) => c.method !== "GET" || !c.path.startsWith("/leads"))).toBe(true);
    expect(calls.every((c) => c.query.size === 0)).toBe(true);
  });

  it("isolates what visitors typed and lets a 200-character word break instead of widening the table", async () => {
    const long = "W".repeat(200);
    fakeAdminApi({
      "GET /auth/session": { body: testSession },
      "POST /leads/search": {
        body: { leads: [lead({ name: long, company: `\u202eHmbG ${long}` })], total: 1, nextCursor: null },
      },
    });
    renderAdmin("/admin");
    const table = await screen.findByRole("table");
    const [, row] = within(table).getAllByRole("row");
    const name = within(row!).getByRole("link", { name: long });
    expect(name).toHaveClass("wrap-anywhere");
    expect(name.firstElementChild?.tagName).toBe("BDI");
    const company = within(row!).getByText(`\u202eHmbG ${long}`);
    expect(company.tagName).toBe("BDI");
    expect(company.closest("td")).toHaveClass("wrap-anywhere");
    // The list below 768 px likewise.
    const item = screen.getAllByRole("listitem").find((li) => within(li).queryByRole("link", { name: long }))!;
    expect(within(item).getByRole("link", { name: long })).toHaveClass("wrap-anywhere");
    expect(within(item).getByText(`\u202eHmbG ${long}`).closest("dd")).toHaveClass("wrap-anywhere");
  });

  it("keeps every column's label in the list shown below 768 px, in the table's words", async () => {
    fakeAdminApi({
      "GET /auth/session": { body: testSession },
      "POST /leads/search": { body: { leads: [lead({ unverified: true })], total: 1, nextCursor: null } },
    });
    renderAdmin("/en/admin");
    const table = await screen.findByRole("table", { name: "Enquiries" });
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((th) => [th.textContent, th.getAttribute("scope")]);
    expect(headers).toEqual(
      ["Name", "Received", "Company", "Form", "Language", "Page", "Status"].map((label) => [label, "col"]),
    );
    expect(within(table).getByRole("rowheader")).toHaveTextContent("Erika Mustermann");
    const item = screen
      .getAllByRole("listitem")
      .find((li) => within(li).queryByRole("link", { name: "Erika Mustermann" }))!;
    const terms = within(item)
      .getAllByRole("term")
      .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(terms).toEqual([
      ["Received", "20 Nov 2026, 09:30"],
      ["Company", "Muster GmbH"],
      ["Form", "Contact enquiry"],
      ["Language", "German"],
      ["Page", "/kontakt"],
      ["Status", "NewUnverified"],
    ]);
  });

  it("exports the current selection, search term and language included, as a download", async () => {
    const { calls } = fakeAdminApi({
      "GET /auth/session": { body: testSession },
      "POST /leads/search": { body: { leads: [lead({})], total: 1, nextCursor: null } },
      "POST /leads/export.csv": new Response("\uFEFFid;name\n", {
        headers: { "Content-Type": "text/csv", "Content-Disposition": 'attachment; filename="leads-2026-11-25.csv"' },
      }),
    });
    const objectUrls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = vi.fn(() => "blob:export");
    URL.revokeObjectURL = vi.fn();
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe("leads-2026-11-25.csv");
      expect(this.href).toBe("blob:export");
    });
    renderAdmin("/admin?kind=contact");
    expect(await screen.findByText("1 Anfrage")).toBeInTheDocument();
    await userEvent.type(screen.getByRole("searchbox", { name: "Suche" }), "Muster{Enter}");
    await waitFor(() => expect(calls.at(-1)!.body).toEqual({ kind: "contact", q: "Muster" }));
    await userEvent.click(screen.getByRole("button", { name: "CSV exportieren" }));
    await waitFor(() => expect(clicked).toHaveBeenCalledOnce());
    const exported = calls.find((c) => c.path === "/leads/export.csv")!;
    // The header in the back office's language (the server names the columns as its screens do).
    expect(exported).toMatchObject({ method: "POST", body: { kind: "contact", q: "Muster", lang: "de" } });
    expect(exported.query.size).toBe(0);
    clicked.mockRestore();
    Object.assign(URL, { createObjectURL: objectUrls.create, revokeObjectURL: objectUrls.revoke });
  });

  it("reads the address's filters with the server's schema: a value it would refuse is left out", async () => {
    const { calls } = fakeAdminApi({
      "GET /auth/session": { body: testSession },
      "POST /leads/search": { body: { leads: [], total: 0, nextCursor: null } },
    });
    renderAdmin("/admin?kind=contact&status=archived&from=2026-02-30&to=2026-11-30&limit=5");
    await waitFor(() => expect(calls.some((c) => c.path === "/leads/search")).toBe(true));
    expect(calls.find((c) => c.path === "/leads/search")!.body).toEqual({ kind: "contact", to: "2026-11-30" });
  });
});
