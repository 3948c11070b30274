import { describe, expect, it } from "vitest";
import { figures } from "../config/figures";
import { leadConfig, parseEnv } from "../../server/env";
import { legal } from "../config/legal";
import { site } from "../config/site";
import { readEnvFile } from "../env-file.mjs";
import { factDefaults, legalSamples } from "./fact-defaults";
import { checkFact, factsSchema } from "./facts";

describe("factDefaults", () => {
  it("gives facts that pass factsSchema on the test environment (the e2e build's site.env)", () => {
    const env = readEnvFile({ ENV_FILE: "tests/e2e/site.env" });
    expect(env.SITE_URL).toBeDefined();
    const result = factsSchema.safeParse(factDefaults(env));
    expect(result.success ? [] : result.error.issues).toEqual([]);
    expect(factsSchema.safeParse(factDefaults({})).success).toBe(true);
  });

  it("are what the site's modules show while nothing is published (they read them from here)", () => {
    const { figures: shippedFigures, company, contact } = factDefaults(process.env);
    expect(figures).toEqual(shippedFigures);
    expect([legal.companyName, legal.vatId, legal.hostingProvider]).toEqual([
      company.name,
      company.vatId,
      company.hostingProvider,
    ]);
    expect([site.contactEmail, site.schedulingUrl]).toEqual([contact.email, contact.schedulingUrl]);
  });

  it("gives each form the recipient and confirmation the server uses today", () => {
    for (const env of [
      {},
      { CONTACT_TO: "leads@example.de", AUTORESPONDER: "on" },
      {
        CONTACT_TO: "leads@example.de",
        CONTACT_TO_SAP: "sap@example.de",
        CONTACT_TO_MIGRATION: "",
        AUTORESPONDER: "0",
      },
    ]) {
      const server = leadConfig(parseEnv(env));
      const forms = factDefaults(env).leadForms;
      for (const [kind, recipient] of Object.entries(server.recipients)) {
        expect(forms[kind as keyof typeof forms], `${kind} ${JSON.stringify(env)}`).toEqual({
          recipients: [recipient],
          confirmation: server.autoresponder,
        });
      }
    }
  });

  it("reads the company facts as SITE_LEGAL_* write them", () => {
    const { company } = factDefaults({
      SITE_LEGAL_MANAGING_DIRECTORS: "Erika Beispiel, Max Beispiel,",
      SITE_LEGAL_COUNTRY: "at",
      SITE_LEGAL_HOSTING_PROVIDER: "Hosting AG, Weg 2, 1010 Wien, at",
      SITE_LEGAL_MAIL_PROVIDER: "Mail GmbH, Weg 3, 10115 Berlin",
      SITE_LEGAL_DPO: "Dr. Erika Beispiel, Datenschutz GmbH, dsb@example.de",
      SITE_LEGAL_PRIVACY_DATE: "22.11.2026",
    });
    expect(company.managingDirectors).toEqual(["Erika Beispiel", "Max Beispiel"]);
    expect(company.country).toBe("AT");
    expect(company.hostingProvider).toEqual({ name: "Hosting AG", address: "Weg 2, 1010 Wien", country: "AT" });
    expect(company.dpo).toEqual({ name: "Dr. Erika Beispiel", contact: "Datenschutz GmbH, dsb@example.de" });
    // Not a date: the sample's, as the legal pages fall back today.
    expect(company.privacyPolicyDate).toBe(legalSamples.PRIVACY_DATE);
    // A processor without its country code: the value in effect, which the owner is asked to complete.
    expect(company.mailProvider).toEqual({ name: "Mail GmbH", address: "Weg 3, 10115 Berlin", country: "" });
    expect(checkFact("company.mailProvider", company.mailProvider).map((f) => f.path)).toEqual(["country"]);
  });
});
