import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mayCall, type Role } from "#common/contract";
import { fakeAdminApi, renderAdmin, testSession } from "../../tests/support/admin-app";
import { member, reference, referenceId } from "../../tests/support/collection-entries";
import { adminMenu } from "./registry";

afterEach(() => vi.unstubAllGlobals());

const published = { status: "published" as const, published: { title: "x" }, publishedAt: "2026-11-21T10:00:00.000Z" };

describe("a collection's list", () => {
  it("shows each entry's title in both languages, each language's status with a schedule in German time, and the last change", async () => {
    const scheduled = reference(published, {
      publishAt: "2027-03-02T08:00:00.000Z",
      status: "scheduled",
      needsReview: true,
    });
    const untranslated = {
      ...reference(published, undefined, { id: "9c1c2a52-6c3e-4c8f-9a57-1b2c3d4e5f62", needsTranslation: true }),
      title: "Odoo für den Großhandel",
    };
    const draft = { ...reference({}, undefined, { id: "ad1c2a52-6c3e-4c8f-9a57-1b2c3d4e5f63" }), title: "" };
    fakeAdminApi({
      "GET /auth/session": { body: testSession },
      "GET /collections/references": { body: { entries: [scheduled, untranslated, draft], max: 300 } },
    });
    renderAdmin("/admin/references");
    expect(await screen.findByRole("heading", { level: 1, name: "Referenzen" })).toBeInTheDocument();
    const rows = within(await screen.findByRole("table", { name: "Referenzen" }))
      .getAllByRole("row")
      .slice(1);
    expect(rows[0]).toHaveTextContent("ERP-Einführung bei einem Energieversorger");
    expect(within(rows[0]!).getByText("ERP roll-out at an energy supplier")).toHaveAttribute("lang", "en");
    const [de, en, changed] = within(rows[0]!).getAllByRole("cell");
    expect(de).toHaveTextContent("Veröffentlicht");
    expect(en).toHaveTextContent("Geplant für 02.03.2027, 09:00");
    expect(en).toHaveTextContent("Prüfen: Deutsch geändert");
    expect(changed).toHaveTextContent("20.11.2026, 10:30");
    expect(within(rows[1]!).getAllByRole("cell")[1]).toHaveTextContent("Übersetzung fehlt");
    expect(within(rows[2]!).getAllByRole("rowheader")[0]).toHaveTextContent("(ohne Titel)");
    expect(within(rows[2]!).getAllByRole("cell")[0]).toHaveTextContent("Entwurf");
    expect(within(rows[2]!).getAllByRole("cell")[1]).toHaveTextContent("Noch keine Fassung");
    expect(screen.getByRole("status")).toHaveTextContent("3 von höchstens 300 Einträgen");
    expect(within(rows[0]!).getByRole("link")).toHaveAttribute("href", `/admin/references/${referenceId}`);
  });

  it("asks the server for the filters chosen, keeps them in the address and says when nothing matches", async () => {
    const { calls } = fakeAdminApi({
      "GET /auth/session": { body: testSession },
      "GET /collections/team": ({ query }) => ({
        body: { entries: query.size ? [] : [member], max: 200 },
      }),
    });
    const { router } = renderAdmin("/en/admin/team");
    expect(await screen.findByRole("link", { name: "Anna Berger" })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Status" }), "Published");
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Language" }), "English");
    await userEvent.click(screen.getByRole("checkbox", { name: "Only entries that need translating" }));
    expect(await screen.findByText("No entry matches these filters.")).toBeInTheDocument();
    const last = calls.filter((c) => c.path === "/collections/team").at(-1)!;
    expect(Object.fromEntries(last.query)).toEqual({ status: "published", lang: "en", needsTranslation: "true" });
    expect(router.state.location.search).toBe("?status=published&lang=en&needsTranslation=true");
  });

  it("starts empty with a way to the first entry", async () => {
    fakeAdminApi({
      "GET /auth/session": { body: testSession },
      "GET /collections/insights": { body: { entries: [], max: 1000 } },
    });
    const { router } = renderAdmin("/admin/insights");
    expect(await screen.findByText(/Noch keine Einträge/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("link", { name: "Neuer Eintrag" }));
    expect(router.state.location.pathname).toBe("/admin/insights/new");
    expect(await screen.findByRole("heading", { level: 1, name: "Neuer Eintrag: Insights" })).toBeInTheDocument();
  });
});

describe("the collections in the menu", () => {
  const menuOf = (role: Role) =>
    adminMenu.filter(({ standsOn }) => !standsOn || mayCall(standsOn, role)).map(({ path }) => path);

  it.each(["owner", "editor"] as const)(
    "lists references, insights and the team for the %s, after the media",
    (role) => {
      const menu = menuOf(role);
      expect(menu).toEqual(expect.arrayContaining(["references", "insights", "team"]));
      expect(menu.indexOf("references")).toBe(menu.indexOf("media") + 1);
      expect(menu.slice(menu.indexOf("references"), menu.indexOf("references") + 3)).toEqual([
        "references",
        "insights",
        "team",
      ]);
    },
  );

  it("leads an editor from the menu to the team's list", async () => {
    fakeAdminApi({
      "GET /auth/session": { body: { ...testSession, user: { email: "texter@neutra.test", role: "editor" } } },
      "GET /passkeys": { body: [] },
      "GET /sessions": { body: [] },
      "GET /collections/team": { body: { entries: [member], max: 200 } },
    });
    renderAdmin("/admin");
    const menu = await screen.findByRole("navigation", { name: "Hauptnavigation" });
    await userEvent.click(within(menu).getByRole("link", { name: "Team" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Team" })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(menu).getByRole("link", { name: "Team" })).toHaveAttribute("aria-current", "page"),
    );
  });
});
