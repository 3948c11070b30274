import { describe, expect, it } from "vitest";
import { pages } from "../../common/config/route-table";
import { formatKey } from "../../common/content/keys";
import adminDe from "../../common/locales/de/admin";
import adminEn from "../../common/locales/en/admin";
import { loadCatalogue } from "./catalogue";
import { factPlaces, placeholderPlaces, shownByComponents } from "./fact-places";

const catalogue = await loadCatalogue({});
const places = factPlaces(catalogue);
const figure = (name: string) => places.get(formatKey({ kind: "fact", group: "figures", name }));

describe("which pages a fact changes (the back office says it under each fact)", () => {
  it("names the places of every fact the editor offers, and of nothing else", () => {
    expect([...places.keys()]).toEqual(catalogue.facts);
    const written = Object.keys(shownByComponents).map((path) => `fact:${path.replace(".", ":")}`);
    expect(written.filter((key) => !catalogue.facts.includes(key))).toEqual([]);
  });

  it("finds a figure's pages in the copy: those whose texts name its placeholder", () => {
    expect(figure("amsMonthlyFromEur")).toEqual(["home", "services", "sapSolutions"]);
    expect(figure("odooAmsMonthlyFromEur")).toEqual(["services", "odooAms"]);
    expect(figure("odooMigrationFixedPriceEur")).toEqual(["services", "odooAms", "odooMigration"]);
    expect(figure("odooTargetSupportedUntil")).toEqual(["odooMigration"]);
    // Passed by a component as a plural text's count, not named by the copy.
    expect(figure("odooMigrationHypercareWeeks")).toEqual(["odooMigration"]);
  });

  it("shows every figure somewhere", () => {
    const figures = catalogue.facts.filter((key) => key.startsWith("fact:figures:"));
    expect(figures.length).toBeGreaterThanOrEqual(6);
    for (const key of figures) expect(places.get(key)?.length, `${key} is shown nowhere`).toBeGreaterThan(0);
  });

  it("reads a placeholder in the shell's or the forms' copy as every page's or the forms'", () => {
    const found = placeholderPlaces(catalogue);
    expect(found.get("amsMonthlyFromEur")).not.toContain("odooAms");
    // The contact address is named in the shell's copy (common.ts) and in the forms'.
    expect(found.get("email")).toEqual(expect.arrayContaining(["allPages", "forms"]));
  });

  it("names every shared place in both languages; a page by its title", () => {
    const pageIds = new Set<string>(pages.map((page) => page.id));
    for (const place of new Set([...places.values()].flat())) {
      if (pageIds.has(place)) continue;
      for (const copy of [adminDe, adminEn]) {
        expect(copy.content.places[place as keyof typeof copy.content.places], place).toBeTruthy();
      }
    }
  });
});
