import { render, screen, within } from "@testing-library/react";
import type { ComponentType } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { MetaDescriptor } from "react-router";
import { fictionalReferenceShown, shownCollections } from "../../tests/support/shown-collections";
import { collectionLinks } from "~/config/navigation";
import CollectionEntry, { meta as entryMeta } from "./collection-entry";
import CollectionIndex, { meta as indexMeta } from "./collection-index";
import Team, { meta as teamMeta } from "./team";

afterEach(() => {
  globalThis.__SITE_CONTENT__ = undefined;
});

function show(Page: ComponentType, path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Page />
    </MemoryRouter>,
  );
}

const links = (head: MetaDescriptor[], rel: string) =>
  head.filter((tag) => "tagName" in tag && tag.tagName === "link" && tag.rel === rel) as Record<string, string>[];
const jsonLd = (head: MetaDescriptor[]) =>
  (head.find((tag) => "script:ld+json" in tag) as { "script:ld+json": Record<string, unknown> })["script:ld+json"];

describe("a reference's page", () => {
  it("tells the case: client described, industry, areas linked to their pages, the story, figures, the consented quote, the contact", () => {
    globalThis.__SITE_CONTENT__ = { collections: shownCollections() };
    show(CollectionEntry, "/referenzen/monatsabschluss");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Größere Übersicht im Monatsabschluss (fiktives Beispiel)",
    );
    expect(screen.getByText("Mittelständischer Energieversorger, 1.200 Mitarbeitende (fiktiv)")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "SAP" })).toHaveAttribute("href", "/sap-services");
    for (const heading of ["Ausgangslage", "Vorgehen", "Ergebnisse", "Ergebnisse in Zahlen"]) {
      expect(screen.getByRole("heading", { name: heading })).toBeInTheDocument();
    }
    const figure = screen.getByText("Dauer des Monatsabschlusses").closest("li")!;
    // A true minus sign, the unit after a non-breaking space.
    expect(figure.textContent).toContain("\u221235\u00a0%");
    expect(figure.textContent).toContain("nach 6\u00a0Monaten");
    expect(screen.getByText("Ein erfundenes Zitat für Tests.")).toBeInTheDocument();
    expect(screen.getByText("Max Fiktiv")).toBeInTheDocument();
    const contact = screen.getByRole("complementary", { name: "Ihr Ansprechpartner für ähnliche Projekte" });
    expect(within(contact).getByRole("link", { name: "Erika Beispiel" })).toHaveAttribute(
      "href",
      "/team#erika-beispiel",
    );
    // The portrait is too small for its credit: the card names it beside the role, no figure around the photo.
    expect(within(contact).getByText("Foto: Fiktive Fotografin")).toBeInTheDocument();
    expect(contact.querySelector("figure")).toBeNull();
    // The lead image is the largest paint: fetched at once, not waiting for the first-view script.
    const lead = screen.getByAltText("Fiktives Bild einer Leitwarte");
    expect(lead).toHaveAttribute("fetchpriority", "high");
  });

  it("shows no quote the person did not agree to show", () => {
    const unconsented = fictionalReferenceShown({
      quote: {
        said: { text: "Nicht freigegeben (fiktiv).", person: "Max Fiktiv", role: "CFO" },
        consent: false,
        shown: false,
      },
    });
    globalThis.__SITE_CONTENT__ = { collections: shownCollections([unconsented]) };
    show(CollectionEntry, "/referenzen/monatsabschluss");
    expect(screen.queryByText("Nicht freigegeben (fiktiv).")).toBeNull();
  });

  it("has a head with both languages, an Article with its author, dates and image, the share crop and the preload", () => {
    globalThis.__SITE_CONTENT__ = { collections: shownCollections() };
    const head = entryMeta({ location: { pathname: "/referenzen/monatsabschluss" } });
    expect(head).toContainEqual({ title: "Größere Übersicht im Monatsabschluss (fiktives Beispiel) | Neutra Tech" });
    expect(links(head, "canonical")[0]!.href).toMatch(/\/referenzen\/monatsabschluss$/);
    expect(links(head, "alternate").map((link) => link.hrefLang)).toEqual(["de", "en", "x-default"]);
    expect(links(head, "alternate")[1]!.href).toMatch(/\/en\/references\/month-end-close$/);
    expect(head).toContainEqual({ property: "og:image", content: expect.stringMatching(/-og\.jpg$/) as string });
    expect(links(head, "preload")[0]).toMatchObject({ as: "image", fetchPriority: "high" });
    expect(jsonLd(head)).toMatchObject({
      "@type": "Article",
      datePublished: "2026-10-20",
      dateModified: "2026-11-25T10:00:00.000Z",
      image: expect.stringMatching(/-og\.jpg$/) as string,
      author: { "@type": "Person", name: "Erika Beispiel" },
      publisher: { "@type": "Organization", name: "Neutra Tech" },
    });
  });
});

describe("an insight's page", () => {
  it("shows summary, author, date and reading time; a German-only article names no English page; the feeds are linked", () => {
    globalThis.__SITE_CONTENT__ = { collections: shownCollections() };
    show(CollectionEntry, "/insights/schneller-abschluss");
    expect(screen.getByText("Ein erfundener Artikel für Tests.")).toBeInTheDocument();
    const dateLine = screen.getByText(/Veröffentlicht am 2\. November 2026/).closest("p")!;
    expect(dateLine.textContent).toContain("4\u00a0Min. Lesezeit");
    expect(screen.getByRole("complementary", { name: "Autor" })).toHaveTextContent("Erika Beispiel");
    expect(screen.getByText(/Dieser Artikel ist erfunden/)).toBeInTheDocument();
    const head = entryMeta({ location: { pathname: "/insights/schneller-abschluss" } });
    expect(links(head, "alternate").filter((link) => link.hrefLang)).toEqual([]);
    expect(links(head, "alternate").map((link) => link.type)).toEqual(["application/rss+xml", "application/atom+xml"]);
  });

  it("answers a slug without an entry with the gone page, linking its index", () => {
    globalThis.__SITE_CONTENT__ = { collections: shownCollections() };
    show(CollectionEntry, "/insights/_gone");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Dieser Inhalt ist nicht mehr verfügbar");
    expect(screen.getByRole("link", { name: "Zu den Insights" })).toHaveAttribute("href", "/insights");
    expect(entryMeta({ location: { pathname: "/insights/_gone" } })).toContainEqual({
      name: "robots",
      content: "noindex",
    });
  });
});

describe("an index", () => {
  const thirteen = Array.from({ length: 13 }, (_, i) => fictionalReferenceShown({}, i + 1));

  it("shows twelve cards a page, the next page and the filters as plain links", () => {
    globalThis.__SITE_CONTENT__ = { collections: shownCollections(thirteen) };
    show(CollectionIndex, "/referenzen");
    expect(screen.getAllByRole("article")).toHaveLength(12);
    expect(screen.getByRole("link", { name: "Nächste Seite" })).toHaveAttribute("href", "/referenzen/seite/2");
    expect(screen.getByRole("link", { name: "Seite 2 von 2" })).toHaveAttribute("href", "/referenzen/seite/2");
    const head = indexMeta({ location: { pathname: "/referenzen" } });
    // Published in both languages: the start pages name each other.
    expect(links(head, "alternate").map((link) => link.hrefLang)).toEqual(["de", "en", "x-default"]);
  });

  it("loads the first card's image at once and preloads it (a phone's largest paint); the others wait for it", () => {
    globalThis.__SITE_CONTENT__ = { collections: shownCollections(thirteen) };
    show(CollectionIndex, "/referenzen");
    const images = screen.getAllByRole("article").map((card) => within(card).getAllByRole("img").at(-1)!);
    expect(images[0]).toHaveAttribute("loading", "eager");
    expect(images[0]).toHaveAttribute("fetchpriority", "high");
    for (const image of images.slice(1)) expect(image).toHaveAttribute("loading", "lazy");
    const head = indexMeta({ location: { pathname: "/referenzen" } });
    expect(links(head, "preload")).toEqual([
      expect.objectContaining({ as: "image", fetchPriority: "high", imageSizes: expect.stringContaining("100vw") }),
    ]);
  });

  it("shows the rest on its second page, titled with its number", () => {
    globalThis.__SITE_CONTENT__ = { collections: shownCollections(thirteen) };
    show(CollectionIndex, "/referenzen/seite/2");
    expect(screen.getAllByRole("article")).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Projekte und ihre Ergebnisse, Seite 2");
    expect(screen.getByRole("link", { name: "Vorherige Seite" })).toHaveAttribute("href", "/referenzen");
  });
});

describe("the team page and the menu", () => {
  it("shows each member's card and a Person for each in the head", () => {
    globalThis.__SITE_CONTENT__ = { collections: shownCollections() };
    show(Team, "/team");
    expect(screen.getByRole("heading", { name: "Erika Beispiel" })).toBeInTheDocument();
    expect(screen.getByText("Deutsch, Englisch")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Erika Beispiel auf LinkedIn" })).toHaveAttribute(
      "href",
      "https://www.linkedin.com/in/erika-beispiel-fiktiv",
    );
    const graph = jsonLd(teamMeta({ location: { pathname: "/team" } }))["@graph"];
    expect(graph).toEqual([expect.objectContaining({ "@type": "Person", name: "Erika Beispiel" })]);
  });

  it("names a collection in the menu only once something of it is published in the language", () => {
    expect(collectionLinks("de", "header")).toEqual([]);
    globalThis.__SITE_CONTENT__ = { collections: shownCollections() };
    expect(collectionLinks("de", "header").map((link) => link.href)).toEqual(["/referenzen", "/insights"]);
    expect(collectionLinks("en", "footer").map((link) => link.label)).toEqual(["References"]);
  });
});
