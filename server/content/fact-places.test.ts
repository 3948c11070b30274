import { describe, expect, it } from "vitest";
import { factPlaces, type FactPath, type Place } from "../../common/content/fact-places";
import { parseKey } from "../../common/content/keys";
import { contentAreas } from "./areas";
import { loadCatalogue } from "./catalogue";

const catalogue = await loadCatalogue({});
const areas = contentAreas(catalogue);

/** The editor's groups as places: the shell is on every page. */
const placeOf = (id: string): Place =>
  id === "shell" ? "allPages" : id === "forms" ? "forms" : id === "mails" ? "mails" : (id as Place);

/** Where a figure's placeholder stands in the copy, as places in the site's order. */
function placesInCopy(name: string): Place[] {
  const placeholder = new RegExp(`\\{\\{\\s*${name}\\s*\\}\\}`);
  const namespaces = new Set(catalogue.texts.filter((t) => placeholder.test(t.shipped)).map((t) => t.ns));
  return areas.filter(({ namespaces: shown }) => shown.some((ns) => namespaces.has(ns))).map((a) => placeOf(a.area.id));
}

/** Figures a component passes to a text (a count picks the plural form), not named by a placeholder. */
const passedByComponents: Record<string, Place[]> = { odooMigrationHypercareWeeks: ["odooMigration"] };

describe("which pages a fact changes (the back office says it under each fact)", () => {
  it("names every fact the editor offers, and nothing else", () => {
    const facts = catalogue.facts.map((key) => {
      const fact = parseKey(key);
      return fact?.kind === "fact" ? `${fact.group}.${fact.name}` : key;
    });
    expect(Object.keys(factPlaces).sort()).toEqual([...facts].sort());
  });

  it("names, for each figure, exactly the pages whose copy shows it", () => {
    const figures = Object.keys(factPlaces).filter((path) => path.startsWith("figures."));
    expect(figures.length).toBeGreaterThanOrEqual(6);
    for (const path of figures) {
      const name = path.slice("figures.".length);
      const shown = [...placesInCopy(name), ...(passedByComponents[name] ?? [])];
      expect(shown.length, `${name} is shown nowhere`).toBeGreaterThan(0);
      expect([...factPlaces[path as FactPath]].sort(), name).toEqual([...new Set(shown)].sort());
    }
  });

  it("would notice a page that shows a figure but is not named", () => {
    expect(placesInCopy("amsMonthlyFromEur")).toEqual(expect.arrayContaining(["home", "services", "sapSolutions"]));
    expect(placesInCopy("amsMonthlyFromEur")).not.toContain("odooAms");
    expect(placesInCopy("odooAmsMonthlyFromEur")).toContain("odooAms");
  });
});
