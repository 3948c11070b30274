import { describe, expect, it } from "vitest";
import { formatKey, parseKey } from "../../common/content/keys";
import { loadCatalogue } from "./catalogue";

const catalogue = await loadCatalogue({});

describe("the catalogue of what the owner can edit", () => {
  it("holds every text of the site's locale files in both languages, the same paths in each", () => {
    const de = catalogue.texts.filter((t) => t.lang === "de").map((t) => `${t.ns}:${t.path}`);
    const en = catalogue.texts.filter((t) => t.lang === "en").map((t) => `${t.ns}:${t.path}`);
    expect(de.length).toBeGreaterThan(1500);
    expect(en).toEqual(de);
    expect(de).toContain("sap-solutions:hero.title");
    // The back office's own copy is not the site's; identifiers the code matches are not texts.
    expect(de.some((p) => p.startsWith("admin:"))).toBe(false);
    expect(de.filter((p) => /\.(id|icon|image|when|cookies|key)$/.test(p))).toEqual([]);
    // A use case's illustration file is no text: a draft for it names nothing and is refused.
    expect(catalogue.shipped("text:de:use-cases/energy:1.image")).toBeUndefined();
  });

  it("names every text and fact by a key that parses back to it", () => {
    for (const text of catalogue.texts) expect(formatKey(parseKey(text.key)!)).toBe(text.key);
    for (const key of catalogue.facts) expect(parseKey(key), key).toMatchObject({ kind: "fact" });
    expect(catalogue.shipped("fact:figures:amsMonthlyFromEur")).toBe(2500);
    expect(catalogue.shipped("fact:leadForms:sap-contact")).toMatchObject({ confirmation: false });
    // No data protection officer configured: still a fact the owner can set.
    expect(catalogue.shipped("fact:company:dpo")).toBeNull();
  });
});
