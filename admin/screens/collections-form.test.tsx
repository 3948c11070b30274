import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import adminDe from "#common/locales/de/admin";
import adminEn from "#common/locales/en/admin";
import { renderAdmin } from "../../tests/support/admin-app";
import { memberId, reference, referenceId } from "../../tests/support/collection-entries";
import { editorApi, undescribedImage } from "../../tests/support/collection-editor";

afterEach(() => vi.unstubAllGlobals());

const group = (name: string) => screen.getByRole("group", { name });

describe("the form a collection's declaration gives", () => {
  it("has an input for every field of a reference, by its kind, with its hints", async () => {
    editorApi(undefined);
    renderAdmin("/admin/references/new");
    expect(await screen.findByRole("heading", { level: 1, name: "Neuer Eintrag: Referenzen" })).toBeInTheDocument();
    const title = screen.getByRole("textbox", { name: "Titel" });
    await userEvent.type(title, "Kurzer Titel");
    expect(screen.getByText(/12\sZeichen, empfohlen 30 bis 60: Suchmaschinen kürzen längere\./)).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Adresse (Slug)" })).toHaveAccessibleDescription(
      /entsteht sie beim Speichern aus dem Titel/,
    );
    expect(within(group("Kunde")).getByRole("radio", { name: "Ohne Namen, nur beschrieben" })).toBeChecked();
    expect(screen.getByRole("textbox", { name: "Beschreibung des Kunden" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Branche" })).toBeInTheDocument();
    const areas = group("Leistungsbereiche");
    expect(
      within(areas)
        .getAllByRole("checkbox")
        .map((box) => box.parentElement!.textContent),
    ).toEqual(["SAP", "Odoo", "KI", "Private Equity"]);
    for (const name of ["Ausgangslage", "Vorgehen", "Ergebnisse"])
      expect(screen.getByRole("textbox", { name })).toBeInTheDocument();
    expect(within(group("Titelbild")).getByRole("button", { name: "Bild wählen" })).toBeInTheDocument();
    expect(within(group("Kundenlogo")).getByText("Kein Bild gewählt.")).toBeInTheDocument();
    expect(screen.getByLabelText("Datum")).toHaveAttribute("type", "date");
    // The body's editor arrives as a chunk of its own, after the rest of the form.
    expect(await screen.findByRole("textbox", { name: "Text" }, { timeout: 10_000 })).toHaveAttribute(
      "contenteditable",
      "true",
    );
    const contact = screen.getByRole("combobox", { name: "Ansprechpartner" });
    expect(
      within(contact)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Niemand ausgewählt", "Anna Berger"]);
    // A figure: added, filled, moved, removed by buttons; the focus follows.
    const figures = group("Ergebnisse in Zahlen");
    await userEvent.click(within(figures).getByRole("button", { name: "Kennzahl hinzufügen" }));
    expect(within(figures).getByRole("spinbutton", { name: "Zahl" })).toHaveFocus();
    await userEvent.click(within(figures).getByRole("button", { name: "Kennzahl hinzufügen" }));
    await userEvent.type(within(figures).getAllByRole("textbox", { name: "Einheit" })[1]!, "Tage");
    await userEvent.click(within(figures).getByRole("button", { name: /^Kennzahl 2\snach oben$/ }));
    expect(within(figures).getAllByRole("textbox", { name: "Einheit" })[0]).toHaveValue("Tage");
    await waitFor(() =>
      expect(within(figures).getByRole("button", { name: /^Kennzahl 1\snach unten$/ })).toHaveFocus(),
    );
    await userEvent.click(within(figures).getByRole("button", { name: /^Kennzahl 2\sentfernen$/ }));
    expect(within(figures).getAllByRole("textbox", { name: "Einheit" })).toHaveLength(1);
    // A quote: its consent and whether it is shown spelled out.
    await userEvent.click(screen.getByRole("button", { name: "Zitat hinzufügen" }));
    const quote = group("Zitat");
    expect(within(quote).getByRole("checkbox", { name: adminDe.collections.quote.consent })).not.toBeChecked();
    expect(within(quote).getByRole("checkbox", { name: "Zitat auf der Seite zeigen" })).toHaveAccessibleDescription(
      "Nur mit der Zustimmung der zitierten Person.",
    );
  });

  it("has a team member's list of languages, LinkedIn profile and place as inputs of their kinds", async () => {
    editorApi(undefined, { "GET /collections/team": { body: { entries: [], max: 200 } } });
    renderAdmin("/en/admin/team/new");
    expect(await screen.findByRole("heading", { level: 1, name: "New entry: Team" })).toBeInTheDocument();
    await userEvent.click(within(group("Languages")).getByRole("button", { name: "Add another" }));
    expect(screen.getByRole("textbox", { name: "Languages 1" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "LinkedIn profile" })).toHaveAttribute("type", "url");
    expect(screen.getByRole("spinbutton", { name: "Position on the team page" })).toHaveAccessibleDescription(
      /^A whole number from 0\sto 999; lower numbers come first\.$/,
    );
    expect(within(group("Photo")).getByRole("button", { name: "Choose an image" })).toBeInTheDocument();
  });

  it("refuses in the browser what the server would, with the refusal's sentence at the field, in German", async () => {
    const { calls } = editorApi(undefined);
    renderAdmin("/admin/references/new");
    await userEvent.type(await screen.findByRole("textbox", { name: "Titel" }), "Zählerwechsel");
    await userEvent.type(screen.getByRole("textbox", { name: "Adresse (Slug)" }), "Zähler wechsel");
    await userEvent.click(within(group("Kunde")).getByRole("radio", { name: "Mit Namen" }));
    await userEvent.type(screen.getByRole("textbox", { name: "Name des Kunden" }), "Stadtwerke Musterstadt");
    await userEvent.click(screen.getByRole("button", { name: "Entwurf speichern" }));
    expect(await screen.findByRole("textbox", { name: "Adresse (Slug)" })).toHaveAccessibleDescription(
      expect.stringContaining(adminDe.contentRules.entry.invalidSlug),
    );
    expect(screen.getByRole("textbox", { name: "Adresse (Slug)" })).toHaveFocus();
    expect(screen.getByRole("checkbox", { name: adminDe.collections.client.agreed })).toHaveAccessibleDescription(
      adminDe.contentRules.entry.agreedToBeNamed,
    );
    expect(screen.getByText("Bitte prüfen Sie die markierten Felder.").closest("[role=alert]")).toHaveTextContent(
      /Adresse \(Slug\): Die Adresse/,
    );
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);
  });

  it("says the same in English, and creates the entry once it passes, the optional fields sent as none", async () => {
    const created = reference();
    const { calls } = editorApi(undefined, { "POST /collections/references": { status: 201, body: created } });
    const { router } = renderAdmin("/en/admin/references/new");
    await userEvent.type(await screen.findByRole("textbox", { name: "Address (slug)" }), "-oops");
    await userEvent.click(screen.getByRole("button", { name: "Save draft" }));
    expect(await screen.findByRole("textbox", { name: "Address (slug)" })).toHaveAccessibleDescription(
      expect.stringContaining(adminEn.contentRules.entry.invalidSlug),
    );
    await userEvent.clear(screen.getByRole("textbox", { name: "Address (slug)" }));
    await userEvent.type(screen.getByRole("textbox", { name: "Title" }), "ERP roll-out");
    await userEvent.click(within(group("Service areas")).getByRole("checkbox", { name: "Odoo" }));
    await userEvent.click(within(group("Service areas")).getByRole("checkbox", { name: "SAP" }));
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Contact" }), "Anna Berger");
    await userEvent.click(screen.getByRole("button", { name: "Save draft" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/en/admin/references/${referenceId}`));
    expect(calls.find((c) => c.method === "POST")!.body).toEqual({
      data: {
        title: "ERP roll-out",
        slug: "",
        serviceAreas: ["sap", "odoo"],
        contact: memberId,
        figures: [],
        quote: null,
        leadImage: null,
        clientLogo: null,
        body: null,
      },
    });
    expect(await screen.findByText("Entry created.")).toBeInTheDocument();
  });
});

describe("an image field", () => {
  it("picks from the media library by search, warns about an image without alt text, and keeps the focus on its button", async () => {
    editorApi(reference());
    renderAdmin(`/admin/references/${referenceId}`);
    const lead = await screen.findByRole("group", { name: "Titelbild" });
    const choose = within(lead).getByRole("button", { name: "Bild wählen" });
    await userEvent.click(choose);
    const dialog = await waitFor(() => document.querySelector<HTMLElement>("[role=dialog]")!);
    expect(dialog).toHaveAccessibleName("Bild aus der Mediathek wählen");
    expect(within(dialog).getByRole("button", { name: `${undescribedImage.name} wählen` })).toHaveAccessibleDescription(
      "Alternativtext fehlt",
    );
    await userEvent.type(within(dialog).getByRole("searchbox", { name: "Suche" }), "büro");
    expect(within(dialog).queryByRole("button", { name: `${undescribedImage.name} wählen` })).not.toBeInTheDocument();
    await userEvent.clear(within(dialog).getByRole("searchbox", { name: "Suche" }));
    await userEvent.click(within(dialog).getByRole("button", { name: `${undescribedImage.name} wählen` }));
    await waitFor(() => expect(document.querySelector("[role=dialog]")).toBeNull());
    expect(lead).toHaveTextContent(undescribedImage.name);
    expect(lead).toHaveTextContent(/noch keinen Alternativtext in beiden Sprachen/);
    await waitFor(() => expect(within(lead).getByRole("button", { name: "Anderes Bild wählen" })).toHaveFocus());
  });
});

describe("saving a draft another save came before", () => {
  it("keeps what was typed, offers the newer version, and saves over it with its revision when asked", async () => {
    const newer = reference({ draftRevision: 2, draft: { title: "Von jemand anderem" } });
    const saved = reference({ draftRevision: 3, draft: { title: "Meine Fassung" } });
    const { calls } = editorApi(reference(), {
      [`PATCH /collections/references/${referenceId}/de`]: ({ body }) =>
        (body as { revision: number }).revision === 1
          ? { status: 409, body: { error: "conflict", entry: newer } }
          : { body: saved },
    });
    renderAdmin(`/admin/references/${referenceId}`);
    const title = await screen.findByRole("textbox", { name: "Titel" });
    await userEvent.clear(title);
    await userEvent.type(title, "Meine Fassung");
    await userEvent.click(screen.getByRole("button", { name: "Entwurf speichern" }));
    expect(await screen.findByText("Jemand anderes hat diesen Entwurf inzwischen gespeichert")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Titel" })).toHaveValue("Meine Fassung");
    await userEvent.click(screen.getByRole("button", { name: "Meine Fassung speichern" }));
    await waitFor(() => expect(screen.queryByText(/inzwischen gespeichert/)).not.toBeInTheDocument());
    const patches = calls
      .filter((c) => c.method === "PATCH")
      .map((c) => c.body as { revision: number; data: { title: string } });
    expect(patches.map((p) => [p.revision, p.data.title])).toEqual([
      [1, "Meine Fassung"],
      [2, "Meine Fassung"],
    ]);
  });

  it("shows a taken address at the slug field, the input kept", async () => {
    editorApi(reference(), {
      [`PATCH /collections/references/${referenceId}/de`]: { status: 409, body: { error: "slug_taken", slug: "erp" } },
    });
    renderAdmin(`/admin/references/${referenceId}`);
    const slug = await screen.findByRole("textbox", { name: "Adresse (Slug)" });
    await userEvent.clear(slug);
    await userEvent.type(slug, "erp");
    fireEvent.submit(slug.closest("form")!);
    await waitFor(() =>
      expect(slug).toHaveAccessibleDescription(expect.stringContaining(adminDe.contentRules.entry.slug_taken)),
    );
    expect(slug).toHaveValue("erp");
  });
});
