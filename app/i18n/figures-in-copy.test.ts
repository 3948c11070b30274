import { describe, expect, it, vi } from "vitest";
import { site } from "#common/config/site";
import sapDe from "#common/locales/de/sap-solutions";
import sapEn from "#common/locales/en/sap-solutions";
import type { Figures } from "~/lib/figure-variables";
import { loader as migrationHead } from "~/routes/odoo-migration";
import { loader as sapHead } from "~/routes/sap-solutions";
import { i18nByLang, registerMessages } from "./instances";

// Another price than the shipped one: every text that names the figure must follow it.
vi.mock("#common/config/figures", async (original) => {
  const { figures } = await original<{ figures: Figures }>();
  return { figures: { ...figures, amsMonthlyFromEur: 3100, odooMigrationFixedPriceEur: 12000 } };
});

registerMessages("sapSolutions", { de: sapDe, en: sapEn });

const nbsp = "\u00a0";

function head(loader: typeof sapHead, path: string): string {
  return JSON.stringify(loader({ request: new Request(`${site.url}${path}`) }).head);
}

describe("a changed figure reaches the copy", () => {
  it("in every text i18next gives, objects included, in the language's format", () => {
    const de = i18nByLang.de.getFixedT("de", "sapSolutions");
    const en = i18nByLang.en.getFixedT("en", "sapSolutions");
    expect(de("solutions.items.ams.price")).toBe(`ab${nbsp}3.100${nbsp}EUR/Monat zzgl.${nbsp}USt.`);
    expect(en("solutions.items.ams.price")).toBe(`from${nbsp}EUR${nbsp}3,100/month excl.${nbsp}VAT`);
    expect(de("packages.rows", { returnObjects: true })[0]!.price).toBe(
      `ab${nbsp}3.100${nbsp}EUR/Monat zzgl.${nbsp}USt.`,
    );
  });

  it("in the head: title and description, in both languages", () => {
    expect(head(sapHead, "/sap-services")).toContain(`ab 3.100${nbsp}EUR/Monat`);
    expect(head(sapHead, "/en/sap-services")).toContain(`from EUR${nbsp}3,100/month`);
    expect(head(migrationHead, "/odoo-migration")).toContain(
      `Odoo-Migration auf Version 17: 12.000${nbsp}EUR Festpreis`,
    );
    expect(head(migrationHead, "/en/odoo-migration")).toContain(`fixed price of EUR${nbsp}12,000 excl.`);
    expect(head(migrationHead, "/odoo-migration")).not.toContain("{{");
  });
});
