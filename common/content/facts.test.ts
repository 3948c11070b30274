import { describe, expect, it } from "vitest";
import adminDe from "../locales/de/admin";
import adminEn from "../locales/en/admin";
import { factDefaults } from "./fact-defaults";
import { checkFact, factCodes, factSchemas, factsSchema } from "./facts";
import { figureDeclarations } from "./figures";

/** A complete, valid set of facts, as a real company would enter them. */
const facts = factDefaults({
  SITE_LEGAL_COMPANY: "Neutra Tech GmbH",
  SITE_LEGAL_VAT_ID: "DE123456789",
  SITE_LEGAL_DPO: "Dr. Erika Beispiel, dsb@example.de",
});

/** The codes (with where) of a fact's findings. */
const codes = (name: string, value: unknown) =>
  checkFact(name, value).map((f) => (f.path ? `${f.path}: ${f.code}` : f.code));

describe("facts", () => {
  it("a complete set passes factsSchema and every fact's check", () => {
    expect(factsSchema.safeParse(facts).success).toBe(true);
    for (const [name, value] of Object.entries(facts)) expect(codes(name, value), name).toEqual([]);
  });

  it("checks a fact or one of its parts by name; a name that is no fact cannot be saved", () => {
    expect(codes("company.vatId", "DE123456789")).toEqual([]);
    expect(codes("company.hostingProvider.country", "DE")).toEqual([]);
    expect(codes("company.dpo.contact", "")).toEqual(["required"]);
    expect(codes("leadForms.contact", { recipients: ["a@example.de"], confirmation: false })).toEqual([]);
    for (const name of [
      "company.nothing",
      "nothing.at.all",
      "company.name.length",
      "constructor",
      "company.constructor",
      "__proto__",
    ]) {
      expect(codes(name, "x"), name).toEqual(["invalid"]);
    }
  });

  describe("figures: whole euros and weeks in a sane range", () => {
    const price = (value: unknown) => codes("figures.amsMonthlyFromEur", value);
    it("refuses what is not a whole amount", () => {
      expect(price(2900)).toEqual([]);
      expect(price(2500.5)).toEqual(["wholeNumber"]);
      expect(price(Number.NaN)).toEqual(["wholeNumber"]);
      expect(price(Number.POSITIVE_INFINITY)).toEqual(["wholeNumber"]);
      expect(price("2.500 EUR")).toEqual(["wholeNumber"]);
      expect(price(undefined)).toEqual(["required"]);
    });
    it("refuses amounts out of range", () => {
      expect(price(0)).toEqual(["tooSmall"]);
      expect(checkFact("figures.amsMonthlyFromEur", 0)[0]!.values).toEqual({ min: 1 });
      expect(price(100_001)).toEqual(["tooBig"]);
      expect(codes("figures.odooMigrationFixedPriceEur", 5000)).toEqual([]);
      expect(codes("figures.odooMigrationHypercareWeeks", 53)).toEqual(["tooBig"]);
    });
  });

  describe("company", () => {
    const company = (part: string, value: unknown) => codes(`company.${part}`, value);
    it("lines: filled, one line, not too long, without invisible characters", () => {
      expect(company("name", "  Neutra Tech GmbH ")).toEqual([]);
      expect(company("name", "   ")).toEqual(["required"]);
      expect(company("name", "\u200b")).toEqual(["required"]);
      expect(company("street", "Musterstraße 1\nHinterhaus")).toEqual(["invalidCharacters"]);
      expect(company("postalCity", "x".repeat(201))).toEqual(["tooLong"]);
      expect(company("name", 42)).toEqual(["invalid"]);
    });
    it("managing directors: one to ten, each once", () => {
      expect(company("managingDirectors", ["Max Beispiel", "Erika Beispiel"])).toEqual([]);
      expect(company("managingDirectors", [])).toEqual(["tooFew"]);
      expect(
        company(
          "managingDirectors",
          Array.from({ length: 11 }, (_, i) => `Person ${i}`),
        ),
      ).toEqual(["tooMany"]);
      expect(company("managingDirectors", ["Max", "Max"])).toEqual(["duplicate"]);
      expect(company("managingDirectors", ["Max", ""])).toEqual(["1: required"]);
    });
    it("the phone number with its country code", () => {
      expect(company("phone", "+49 (0)30 23125-000")).toEqual([]);
      expect(company("phone", "+1 212 555 0100")).toEqual([]);
      expect(company("phone", "030 23125000")).toEqual(["phone"]);
      expect(company("phone", "+49 30")).toEqual(["phone"]);
    });
    it("a German VAT ID", () => {
      expect(company("vatId", "DE123456789")).toEqual([]);
      expect(company("vatId", "DE 123 456 789")).toEqual(["vatId"]);
      expect(company("vatId", "ATU12345678")).toEqual(["vatId"]);
      expect(company("vatId", "")).toEqual(["required"]);
    });
    it("the privacy e-mail address", () => {
      expect(company("privacyEmail", "datenschutz@example.de")).toEqual([]);
      expect(company("privacyEmail", "datenschutz(at)example.de")).toEqual(["email"]);
    });
    it("the authority's page over https", () => {
      expect(company("authority.url", "https://www.datenschutz-berlin.de")).toEqual([]);
      expect(company("authority.url", "http://www.datenschutz-berlin.de")).toEqual(["httpsUrl"]);
      expect(company("authority.url", "javascript:alert(1)")).toEqual(["httpsUrl"]);
      expect(company("authority.url", "https://user:pw@example.de")).toEqual(["httpsUrl"]);
    });
    it("processors as name, address and an ISO country code", () => {
      const hosting = { name: "Hosting AG", address: "Weg 2, 10115 Berlin", country: "DE" };
      expect(company("hostingProvider", hosting)).toEqual([]);
      expect(company("hostingProvider", { ...hosting, country: "de" })).toEqual(["country: countryCode"]);
      expect(company("hostingProvider", { ...hosting, country: "XX" })).toEqual(["country: countryCode"]);
      expect(company("mailProvider", { name: "Mail AG", country: "IE" })).toEqual(["address: required"]);
    });
    it("a data protection officer, when appointed, with name and contact", () => {
      expect(company("dpo", undefined)).toEqual([]);
      expect(company("dpo", { name: "Dr. Erika Beispiel", contact: "dsb@example.de" })).toEqual([]);
      expect(company("dpo", { name: "Dr. Erika Beispiel", contact: "" })).toEqual(["contact: required"]);
    });
    it("the privacy policy's date", () => {
      expect(company("privacyPolicyDate", "2026-11-22")).toEqual([]);
      expect(company("privacyPolicyDate", "22.11.2026")).toEqual(["date"]);
      expect(company("privacyPolicyDate", "2026-13-45")).toEqual(["date"]);
    });
  });

  describe("contact details", () => {
    it("addresses and https pages", () => {
      expect(codes("contact.email", "kontakt@example.de")).toEqual([]);
      expect(codes("contact.email", "kontakt")).toEqual(["email"]);
      expect(codes("contact.schedulingUrl", "https://calendly.com/neutra-tech/30min")).toEqual([]);
      expect(codes("contact.schedulingUrl", "http://calendly.com/neutra-tech/30min")).toEqual(["httpsUrl"]);
      expect(codes("contact.bookingUrl", "https://localhost/book")).toEqual(["httpsUrl"]);
    });
  });

  describe("lead forms", () => {
    const form = (recipients: unknown, confirmation: unknown = true) =>
      codes("leadForms.sap-contact", { recipients, confirmation });
    it("one to ten valid recipients, each once, and whether the visitor is confirmed", () => {
      expect(form(["sap@example.de", "vertrieb@example.de"])).toEqual([]);
      expect(form([])).toEqual(["recipients: tooFew"]);
      expect(form(Array.from({ length: 11 }, (_, i) => `r${i}@example.de`))).toEqual(["recipients: tooMany"]);
      expect(form(["sap@example.de", "sap@example.de"])).toEqual(["recipients: duplicate"]);
      expect(form(["sap@example.de", "Max <max@example.de>"])).toEqual(["recipients.1: email"]);
      expect(form(["sap@example.de"], "yes")).toEqual(["confirmation: invalid"]);
    });
  });

  it("every code has its message in both languages, filled with the values it gives", () => {
    const names = (text: string) => [...text.matchAll(/\{\{(\w+)/g)].map((m) => m[1]).sort();
    for (const copy of [adminDe, adminEn]) {
      expect(Object.keys(copy.contentRules.fact).sort()).toEqual([...factCodes].sort());
    }
    const bounded = [
      ...checkFact("company.name", "x".repeat(201)),
      ...checkFact("figures.amsMonthlyFromEur", 0),
      ...checkFact("figures.amsMonthlyFromEur", 100_001),
      ...checkFact(
        "company.managingDirectors",
        Array.from({ length: 11 }, (_, i) => `P${i}`),
      ),
    ];
    expect(bounded.map((f) => f.code)).toEqual(["tooLong", "tooSmall", "tooBig", "tooMany"]);
    for (const finding of bounded) {
      for (const copy of [adminDe, adminEn]) {
        expect(names(copy.contentRules.fact[finding.code]), finding.code).toEqual(Object.keys(finding.values ?? {}));
      }
    }
  });

  it("every fact the back office shows has a label in both languages", () => {
    for (const lang of ["de", "en"] as const) {
      const copy = { de: adminDe, en: adminEn }[lang];
      for (const [group, schema] of Object.entries(factSchemas)) {
        // Labelled by the form's name (forms.ts `names`), and by the page's title (the content areas').
        if (group === "leadForms" || group === "shareImages") continue;
        const labels: Record<string, string> =
          group === "figures"
            ? Object.fromEntries(Object.entries(figureDeclarations).map(([name, { label }]) => [name, label[lang]]))
            : copy.content.facts[group as "company"];
        for (const name of Object.keys(schema.shape)) expect(labels[name], `${group}.${name}`).toBeTruthy();
        expect(Object.keys(labels).sort(), group).toEqual(Object.keys(schema.shape).sort());
      }
    }
  });

  it("takes each figure's bounds from its declaration", () => {
    for (const [name, { schema, shipped }] of Object.entries(figureDeclarations)) {
      expect(codes(`figures.${name}`, shipped), name).toEqual([]);
      if (schema.kind === "whole") {
        expect(codes(`figures.${name}`, schema.min - 1), name).toEqual(["tooSmall"]);
        expect(codes(`figures.${name}`, schema.max + 1), name).toEqual(["tooBig"]);
        expect(codes(`figures.${name}`, schema.min + 0.5), name).toEqual(["wholeNumber"]);
      } else expect(codes(`figures.${name}`, "2026-13"), name).toEqual(["month"]);
    }
  });
});
