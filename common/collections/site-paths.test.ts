import { describe, expect, it } from "vitest";
import { collectionCounterpart } from "./shown";
import { indexPath, indexPatterns, parseCollectionPath } from "./site-paths";
import { shownCollections } from "../../tests/support/shown-collections";

describe("the collections' paths", () => {
  it("names every index view by its path, in each language's words, page 1 without a number", () => {
    expect(indexPath({ collection: "references", lang: "de", page: 1 })).toBe("/referenzen");
    expect(indexPath({ collection: "references", lang: "de", filter: { kind: "area", value: "ai" }, page: 2 })).toBe(
      "/referenzen/bereich/ki/seite/2",
    );
    expect(
      indexPath({ collection: "references", lang: "en", filter: { kind: "industry", value: "energy" }, page: 1 }),
    ).toBe("/en/references/industry/energy");
    expect(indexPatterns("insights", "en")).toEqual([
      "/en/insights",
      "/en/insights/page/:page",
      "/en/insights/area/:area/page/:page",
      "/en/insights/area/:area",
    ]);
  });

  it("reads a path back, and refuses views that do not exist", () => {
    expect(parseCollectionPath("/referenzen/bereich/private-equity/seite/3")).toEqual({
      kind: "index",
      view: { collection: "references", lang: "de", filter: { kind: "area", value: "privateEquity" }, page: 3 },
    });
    expect(parseCollectionPath("/en/insights/some-article")).toEqual({
      kind: "entry",
      collection: "insights",
      lang: "en",
      slug: "some-article",
    });
    expect(parseCollectionPath("/team")).toEqual({ kind: "team", lang: "de" });
    // Page 1 is the view's own path; insights have no industry filter; an unknown area is no view.
    for (const path of [
      "/referenzen/seite/1",
      "/insights/branche/energie",
      "/referenzen/bereich/sales",
      "/referenzen/a/b/c",
    ]) {
      expect(parseCollectionPath(path)).toBeUndefined();
    }
    expect(parseCollectionPath("/sap-services")).toBeUndefined();
  });

  it("leads the language switch to the entry's other language, else that language's index or home", () => {
    const content = shownCollections();
    expect(collectionCounterpart(content, "/referenzen/monatsabschluss", "en")).toBe("/en/references/month-end-close");
    // A German-only insight: no English insights at all, so the English home.
    expect(collectionCounterpart(content, "/insights/schneller-abschluss", "en")).toBe("/en");
    expect(collectionCounterpart(content, "/en/references", "de")).toBe("/referenzen");
    expect(collectionCounterpart(content, "/neutra-kontakt", "en")).toBeUndefined();
  });
});
