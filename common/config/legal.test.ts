import { afterEach, describe, expect, it, vi } from "vitest";
import { countryName, legal, legalSamples, phoneHref, sampleLegalFacts } from "./legal";
import { realLegalFacts } from "../../tests/support/payloads";
import { site } from "./site";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("legal config", () => {
  it("has sample defaults and reuses the site's contact address", () => {
    expect(legal.companyName).toBe("Neutra Tech GmbH");
    expect(legal.street).toBe("Musterstraße 1");
    expect(legal.postalCity).toBe("10115 Berlin");
    expect(legal.email).toBe(site.contactEmail);
    expect(legal.contentResponsible.address).toBe("Musterstraße 1, 10115 Berlin");
    expect(legal.authority.url).toBe("https://www.datenschutz-berlin.de");
  });

  it("takes every fact from SITE_LEGAL_* variables; lists are comma-separated; bad dates fall back", async () => {
    vi.stubEnv("SITE_LEGAL_COMPANY", "  Beispiel AG ");
    vi.stubEnv("SITE_LEGAL_STREET", "Hauptstraße 5");
    vi.stubEnv("SITE_LEGAL_MANAGING_DIRECTORS", "Erika Muster, Hans Beispiel,");
    vi.stubEnv("SITE_LEGAL_COUNTRY", "at");
    vi.stubEnv("SITE_LEGAL_AUTHORITY_NAME", "Datenschutzbehörde");
    vi.stubEnv("SITE_LEGAL_PRIVACY_DATE", "2026-13-45");
    vi.stubEnv("SITE_LEGAL_VAT_ID", "");
    const { legal: overridden } = await import("./legal");
    expect(overridden.companyName).toBe("Beispiel AG");
    expect(overridden.contentResponsible.address).toBe("Hauptstraße 5, 10115 Berlin");
    expect(overridden.managingDirectors).toEqual(["Erika Muster", "Hans Beispiel"]);
    expect(overridden.country).toBe("AT");
    expect(overridden.authority.name).toBe("Datenschutzbehörde");
    expect(overridden.privacyPolicyDate).toBe(legalSamples.PRIVACY_DATE);
    expect(overridden.vatId).toBe("DE000000000");
  });

  it("names every fact still at the sample: unset, blank or the sample itself; country and date may stay", () => {
    expect(sampleLegalFacts(realLegalFacts)).toEqual([]);
    expect(
      sampleLegalFacts({ ...realLegalFacts, SITE_LEGAL_STREET: legalSamples.STREET, SITE_LEGAL_VAT_ID: "  " }),
    ).toEqual(["STREET", "VAT_ID"]);
    expect(sampleLegalFacts({})).toHaveLength(Object.keys(legalSamples).length - 2);
    expect(sampleLegalFacts({ ...realLegalFacts, SITE_LEGAL_COUNTRY: "DE", SITE_LEGAL_PRIVACY_DATE: "" })).toEqual([]);
  });

  it("flags a build with any sample fact for the legal pages, and a build with real facts not", async () => {
    expect(legal.showsSamples).toBe(true);
    for (const [name, value] of Object.entries(realLegalFacts)) vi.stubEnv(name, value);
    expect((await import("./legal")).legal.showsSamples).toBe(false);
    vi.resetModules();
    vi.stubEnv("SITE_LEGAL_MANAGING_DIRECTORS", legalSamples.MANAGING_DIRECTORS);
    expect((await import("./legal")).legal.showsSamples).toBe(true);
  });

  it("names the country in the page's language and makes a dialable phone link", () => {
    expect(countryName("DE", "de")).toBe("Deutschland");
    expect(countryName("DE", "en")).toBe("Germany");
    expect(phoneHref("+49 (0)30 23125-000")).toBe("tel:+493023125000");
  });
});
