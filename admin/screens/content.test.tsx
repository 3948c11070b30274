import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ContentEntry } from "#common/content/api";
import { fakeAdminApi, renderAdmin, sapServicesArea, testSession } from "../../tests/support/admin-app";

afterEach(() => vi.unstubAllGlobals());

const keys = { de: "text:de:sap-solutions:hero.title", en: "text:en:sap-solutions:hero.title" };
const ams = "fact:figures:amsMonthlyFromEur";
const shipped = { de: "AMS ab {{price}} im Monat, zzgl.\u00a0USt.", en: "AMS from {{price}} a month, plus VAT." };
/** The hero title's label as the server builds it, and as the English back office words it. */
const heroLabel = {
  section: { de: "SAP-Lösungen mit strategischer…", en: "SAP solutions with strategic…" },
  field: "heading",
};
const heroName = "SAP solutions with strategic… › Heading";

function entry(key: string, value: unknown, drafts: Map<string, unknown>, place: string): ContentEntry {
  return {
    key,
    place,
    live: value,
    shipped: value,
    needsReview: false,
    ...(drafts.has(key) && { draft: drafts.get(key) }),
  };
}

/** The content API for one text pair and the AMS price, keeping drafts as the server would. */
function contentApi() {
  const drafts = new Map<string, unknown>();
  const pair = () => ({
    de: entry(keys.de, shipped.de, drafts, "sap-solutions › hero.title"),
    en: entry(keys.en, shipped.en, drafts, "sap-solutions › hero.title"),
    label: heroLabel,
  });
  const price = () => entry(ams, 2500, drafts, "figures › amsMonthlyFromEur");
  return fakeAdminApi({
    "GET /auth/session": { body: testSession },
    "POST /leads/search": { body: { leads: [], total: 0, nextCursor: null } },
    "GET /content/areas": {
      body: {
        areas: [sapServicesArea, { id: "shell", kind: "shell" }],
      },
    },
    "GET /content/history": { body: { versions: [] } },
    "GET /content/texts": ({ query }) =>
      query.get("q") === "2,500" ? { body: { texts: [pair()], facts: [price()] } } : { body: { texts: [], facts: [] } },
    "POST /content/draft": ({ body }) => {
      const { key, value } = body as { key: string; value: unknown };
      drafts.set(key, value);
      return { body: { entry: key === ams ? price() : pair()[key === keys.de ? "de" : "en"], findings: [] } };
    },
    "POST /content/publish": ({ body }) => {
      const { keys: published, otherLanguageConfirmed } = body as { keys: string[]; otherLanguageConfirmed?: boolean };
      if (!otherLanguageConfirmed) return { status: 409, body: { error: "other_language", keys: [keys.de] } };
      for (const key of published) drafts.delete(key);
      return { body: { published, revision: 7 } };
    },
  });
}

async function paste(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
}

describe("the content editor", () => {
  it("finds a text by search, refuses a lost placeholder, asks for each warning, saves and publishes after the other-language confirmation", async () => {
    const { calls } = contentApi();
    renderAdmin("/en/admin");
    await userEvent.click(await screen.findByRole("link", { name: "Content" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Content" })).toBeInTheDocument();

    await userEvent.type(screen.getByRole("searchbox", { name: "Search" }), "2,500{Enter}");
    const text = await screen.findByRole("region", { name: heroName });
    // The fact the search found too, with its value in the page's language.
    expect(
      within(
        screen.getByRole("group", { name: "SAP application management, package Lite: from (EUR per month)" }),
      ).getByText("2,500"),
    ).toBeVisible();

    const german = within(text).getByRole("group", { name: "German" });
    await userEvent.click(within(german).getByRole("button", { name: "Edit" }));
    const field = within(german).getByLabelText(`${heroName}, German`);
    expect(field).toHaveValue(shipped.de);

    // A removed placeholder: the reason, and nothing can be saved.
    await paste(field, "AMS ab 2.500 EUR im Monat, zzgl.\u00a0USt.");
    expect(within(german).getByText(/The placeholder \{\{price\}\} is missing/)).toBeVisible();
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(within(german).getByRole("button", { name: "Save draft" })).toBeDisabled();

    // A warning: offered as a one-click fix, and saved only once acknowledged.
    await paste(field, `${shipped.de} Start in 10 Tagen.`);
    expect(within(german).queryByText(/The placeholder/)).not.toBeInTheDocument();
    expect(within(german).getByText(/non-breaking space/)).toBeVisible();
    expect(within(german).getByRole("button", { name: "Apply fix" })).toBeVisible();
    const save = within(german).getByRole("button", { name: "Save anyway" });
    expect(save).toBeEnabled();
    await userEvent.click(within(german).getByRole("checkbox", { name: "Keep it this way" }));
    await userEvent.click(within(german).getByRole("button", { name: "Save draft" }));
    await waitFor(() => expect(calls.some((c) => c.path === "/content/draft")).toBe(true));
    expect(calls.find((c) => c.path === "/content/draft")!.body).toEqual({
      key: keys.de,
      value: `${shipped.de} Start in 10 Tagen.`,
      acknowledged: ["numberUnitSpace"],
    });
    expect(await within(german).findByText("Draft")).toBeVisible();

    // Publish: the English text stays as it is, so the server asks first.
    expect(screen.getByText("1 draft in this selection")).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Publish" }));
    const dialog = await screen.findByRole("dialog", { name: "The other language stays as it is" });
    expect(within(dialog).getByRole("listitem")).toHaveTextContent(`${heroName} (English)`);
    await userEvent.click(within(dialog).getByRole("button", { name: "Publish anyway" }));
    expect(await screen.findByText("The change is live.")).toBeVisible();
    expect(calls.filter((c) => c.path === "/content/publish").map((c) => c.body)).toEqual([
      { keys: [keys.de], otherLanguageConfirmed: false },
      { keys: [keys.de], otherLanguageConfirmed: true },
    ]);
    expect(await screen.findByText("No drafts in this selection.")).toBeVisible();
  });

  it("applies a warning's fix with one click", async () => {
    contentApi();
    renderAdmin("/en/admin/content?q=2,500");
    const text = await screen.findByRole("region", { name: heroName });
    const german = within(text).getByRole("group", { name: "German" });
    await userEvent.click(within(german).getByRole("button", { name: "Edit" }));
    const field = within(german).getByLabelText(`${heroName}, German`);
    await paste(field, `${shipped.de} Start in 10 Tagen.`);
    await userEvent.click(within(german).getByRole("button", { name: "Apply fix" }));
    expect(field).toHaveValue(`${shipped.de} Start in 10\u00a0Tagen.`);
    expect(within(german).getByRole("button", { name: "Save draft" })).toBeEnabled();
  });

  it("names a text's history by its readable label and language", async () => {
    contentApi();
    renderAdmin("/en/admin/content?q=2,500");
    const text = await screen.findByRole("region", { name: heroName });
    await userEvent.click(
      within(within(text).getByRole("group", { name: "English" })).getByRole("button", { name: "History" }),
    );
    expect(await screen.findByRole("dialog", { name: `History: ${heroName}, English` })).toBeVisible();
  });
});

describe("the content editor's areas and marks", () => {
  it("lists pages by title and path and the shared groups; shows a text's review mark, its changed default, and resets and discards", async () => {
    const place = "common › nav.contact";
    const de: ContentEntry = {
      key: "text:de:common:nav.contact",
      place,
      live: "Kontakt aufnehmen",
      shipped: "Kontakt",
      draft: "Schreiben Sie uns",
      needsReview: false,
      shippedWhenEdited: "Kontaktieren",
    };
    const en: ContentEntry = {
      key: "text:en:common:nav.contact",
      place,
      live: "Contact",
      shipped: "Contact",
      needsReview: true,
    };
    const { calls } = fakeAdminApi({
      "GET /auth/session": { body: testSession },
      "GET /content/areas": {
        body: {
          areas: [
            { id: "home", kind: "page", title: { de: "Startseite", en: "Home" }, path: { de: "/", en: "/en" } },
            { id: "shell", kind: "shell" },
            { id: "mails", kind: "mails" },
          ],
        },
      },
      "GET /content/texts": ({ query }) => ({
        body: {
          texts:
            query.get("area") === "shell"
              ? [{ de, en, label: { part: "header", field: "other", name: { de: "Kontakt", en: "Contact" } } }]
              : [],
          facts: [],
        },
      }),
      "POST /content/draft": { body: { entry: de, findings: [] } },
      "POST /content/draft/discard": { status: 204 },
    });
    const { router } = renderAdmin("/admin/content");
    const area = await screen.findByRole("combobox", { name: "Bereich" });
    await waitFor(() => expect(area).toHaveValue("home"));
    expect([...area.querySelectorAll("option")].map((o) => o.textContent)).toEqual([
      "Startseite (/)",
      "Kopf, Fuß und Cookie-Banner",
      "E-Mails",
    ]);
    expect(await screen.findByText("Keine Texte oder Fakten gefunden.")).toBeVisible();

    await userEvent.selectOptions(area, "shell");
    expect(router.state.location.search).toBe("?area=shell");
    // Named by its readable label; the locale key only as a line for developers.
    const text = await screen.findByRole("region", { name: "Kopfzeile › Text „Kontakt“" });
    expect(within(text).getByText(place).tagName).toBe("CODE");
    const german = within(text).getByRole("group", { name: "Deutsch" });
    expect(within(german).getByText("Entwurf")).toBeVisible();
    expect(within(german).getByText("Ausgeliefert:").nextSibling).toHaveTextContent("Kontakt");
    const changed = within(german).getByRole("note");
    expect(changed).toHaveTextContent("Die Auslieferung hat sich seit Ihrer Änderung geändert.");
    expect(changed).toHaveTextContent("Damals ausgeliefert: Kontaktieren");
    expect(changed).toHaveTextContent("Jetzt ausgeliefert: Kontakt");
    expect(within(within(text).getByRole("group", { name: "Englisch" })).getByText("Zu prüfen")).toBeVisible();

    await userEvent.click(within(german).getByRole("button", { name: "Auf Auslieferung zurücksetzen" }));
    await userEvent.click(within(german).getByRole("button", { name: "Verwerfen" }));
    await waitFor(() => expect(calls.some((c) => c.path === "/content/draft/discard")).toBe(true));
    expect(calls.filter((c) => c.method === "POST").map((c) => [c.path, c.body])).toEqual([
      ["/content/draft", { key: de.key, value: null }],
      ["/content/draft/discard", { key: de.key }],
    ]);
  });
});
