import { describe, expect, it } from "vitest";
import { isSlug, maxSlugLength, slugify } from "./slug";

describe("an entry's slug", () => {
  it("writes German letters out and joins the words with hyphens", () => {
    expect(slugify("Größere Übersicht für Ämter")).toBe("groessere-uebersicht-fuer-aemter");
    expect(slugify("Straße & Maß: 35 % schneller")).toBe("strasse-mass-35-schneller");
    expect(slugify("  SAP S/4HANA – Migration in 6 Monaten  ")).toBe("sap-s-4hana-migration-in-6-monaten");
  });

  it("drops other accents and every sign that is not a letter or digit", () => {
    expect(slugify("Café Crème à la Öko")).toBe("cafe-creme-a-la-oeko");
    expect(slugify("../../etc/passwd")).toBe("etc-passwd");
    expect(slugify("„“ –…")).toBe("");
  });

  it("cuts a long title at a word's end within the bound", () => {
    const slug = slugify("Wort ".repeat(40));
    expect(slug.length).toBeLessThanOrEqual(maxSlugLength);
    expect(slug.endsWith("wort")).toBe(true);
    expect(slugify("a".repeat(200))).toHaveLength(maxSlugLength);
  });

  it("accepts only lower-case letters, digits and single inner hyphens, within the bound", () => {
    expect(isSlug("energieversorger-abschluss-2026")).toBe(true);
    for (const bad of ["../x", "a/b", "a.b", "A", "-a", "a-", "a--b", "", "ä", "a b", "x".repeat(maxSlugLength + 1)]) {
      expect(isSlug(bad), bad).toBe(false);
    }
  });
});
