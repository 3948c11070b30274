import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { textLabels, type TextLabel } from "#common/content/labels";
import adminDe from "#common/locales/de/admin";
import adminEn from "#common/locales/en/admin";
import { contentAreas } from "../../../server/content/areas";
import { loadCatalogue, type Catalogue } from "../../../server/content/catalogue";
import type { AdminT } from "../../lib/i18n";
import { textLabel } from "./text-label";

/** The back office's copy in one language, as its screens have it. */
async function copy(lang: "de" | "en"): Promise<AdminT> {
  const instance = i18next.createInstance();
  await instance.init({
    lng: lang,
    defaultNS: "admin",
    resources: { de: { admin: adminDe }, en: { admin: adminEn } },
    interpolation: { escapeValue: false },
  });
  return instance.getFixedT(lang, "admin");
}

let catalogue: Catalogue;
const t = {} as Record<"de" | "en", AdminT>;
beforeAll(async () => {
  catalogue = await loadCatalogue();
  t.de = await copy("de");
  t.en = await copy("en");
});

/** Every area with its texts' labels, built from the shipped values as the server builds them. */
function areaLabels() {
  const shipped = (lang: string, ns: string, path: string) => String(catalogue.shipped(`text:${lang}:${ns}:${path}`));
  return contentAreas(catalogue).map(({ area, namespaces }) => {
    const texts = namespaces.flatMap((ns) => catalogue.texts.filter((text) => text.ns === ns && text.lang === "de"));
    const sources = texts.map(({ ns, path }) => ({
      ns,
      path,
      value: { de: shipped("de", ns, path), en: shipped("en", ns, path) },
    }));
    return { area: area.id, texts: sources, labels: textLabels(sources) };
  });
}

function labelOf(area: string, name: string): TextLabel {
  return areaLabels()
    .find((a) => a.area === area)!
    .labels.get(name)!;
}
const word = (label: TextLabel, lang: "de" | "en") => textLabel(label, t[lang], lang);

describe("a text's readable label", () => {
  it("names a hero's title by its heading as visitors read it, in the editor's language", () => {
    const label = labelOf("sapSolutions", "sap-solutions:hero.title");
    expect(word(label, "de")).toBe("SAP-Lösungen mit strategischer Klarheit… › Überschrift");
    expect(word(label, "en")).toBe("SAP solutions with strategic clarity… › Heading");
    expect(word(labelOf("sapSolutions", "sap-solutions:hero.intro"), "de")).toBe(
      "SAP-Lösungen mit strategischer Klarheit… › Einleitung",
    );
  });

  it("counts a list's items, a section's paragraphs below a block heading and a form's choices", () => {
    expect(word(labelOf("home", "home:hero.taglines.2"), "de")).toMatch(/ › Punkt\u00a03$/);
    expect(word(labelOf("home", "home:hero.taglines.2"), "en")).toMatch(/ › Item\u00a03$/);
    expect(word(labelOf("home", "home:figures.items.0.value"), "de")).toBe(
      "Das Wichtigste in Zahlen › Punkt\u00a01, Wert",
    );
    // The privacy policy's subheading heads the blocks after it.
    expect(word(labelOf("privacy", "privacy:sections.kontaktformulare.blocks.5"), "de")).toBe(
      "Zwecke und Rechtsgrundlagen › Absatz\u00a01",
    );
    expect(word(labelOf("forms", "forms:options.sapSystem.s4hana"), "de")).toBe(
      "Aktuelles SAP-System › Auswahl\u00a02",
    );
    expect(word(labelOf("forms", "forms:neutraContact.validation.emailInvalid"), "en")).toMatch(
      /^Email › Error message \(\d\)$/,
    );
  });

  it("names the search result's title and description, and the shared groups' parts", () => {
    expect(word(labelOf("home", "home:meta.title"), "de")).toBe("Seitentitel (Suchergebnis)");
    expect(word(labelOf("odooAms", "odoo-ams:nav"), "de")).toBe("Eintrag im Menü");
    expect(word(labelOf("odooAms", "odoo-ams:nav"), "en")).toBe("Menu entry");
    expect(word(labelOf("home", "home:meta.description"), "en")).toBe("Search result description");
    expect(word(labelOf("shell", "common:footer.copyright"), "de")).toBe(
      "Fußzeile › Text „© … Neutra Tech. Alle Rechte…“",
    );
    expect(word(labelOf("shell", "common:nav.openMenu"), "en")).toBe("Header › Text “Open menu”");
  });

  it("gives every text of the catalogue a label, unique within its area, in both languages of the editor", () => {
    const areas = areaLabels();
    expect(areas.reduce((sum, a) => sum + a.texts.length, 0)).toBeGreaterThan(1700);
    for (const lang of ["de", "en"] as const) {
      for (const { area, texts, labels } of areas) {
        const worded = texts.map(({ ns, path }) => word(labels.get(`${ns}:${path}`)!, lang));
        for (const label of worded) {
          expect(label.trim(), area).not.toBe("");
          // A missing word would show its copy key.
          expect(label, area).not.toMatch(/content\.labels|undefined|\{\{/);
        }
        const seen = new Set<string>();
        const twice = worded.filter((label) => seen.size === seen.add(label).size);
        expect(twice, `${area} (${lang})`).toEqual([]);
      }
    }
  });
});
