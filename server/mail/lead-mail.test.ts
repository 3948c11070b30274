/**
 * The visitor's confirmation is the company's first business mail: it makes the one promise of
 * the form that was sent and carries the company's mandatory details (§ 35a GmbHG) from the
 * company facts in effect, in the visitor's language.
 */
import { asc, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { companyFacts } from "../../common/content/fact-defaults";
import thankYouDe from "../../common/locales/de/thank-you";
import thankYouEn from "../../common/locales/en/thank-you";
import { contactLead, migrationLead, realLegalFacts, sapLead } from "../../tests/support/payloads";
import { postJson, testApp } from "../../tests/support/test-app";
import { openTestDatabase, testDatabaseKind, type TestDatabase } from "../../tests/support/test-database";
import { setPublishedContent } from "../content/published";
import { mailOutbox } from "../db/schema";
import { autoreplyMail } from "./lead-mail";

const company = companyFacts({
  ...realLegalFacts,
  SITE_LEGAL_SEAT: "Potsdam",
  SITE_LEGAL_MANAGING_DIRECTORS: "Anna Beispiel, Ben Muster",
});

describe("the confirmation mail", () => {
  it("makes the form's own promise: the migration enquirer hears of the code audit, not of the SAP 24 hours", () => {
    const migration = autoreplyMail("migration", "de", company);
    expect(migration.text).toContain(thankYouDe.text.migration);
    expect(migration.text).toContain("Code-Audit");
    expect(migration.text).not.toContain("24\u00a0Stunden");
    expect(migration.text).not.toContain("24 Stunden");
    expect(autoreplyMail("sap-contact", "de", company).text).toContain(thankYouDe.text["sap-contact"]);
    expect(autoreplyMail("contact", "de", company).text).toContain(thankYouDe.text.contact);
    expect(autoreplyMail("contact", "de", company).text).not.toContain("SAP");
    const english = autoreplyMail("migration", "en", company);
    expect(english.text).toContain(thankYouEn.text.migration);
    expect(english.text).not.toContain("24 hours");
  });

  it.each([
    ["de", "Sitz der Gesellschaft: Potsdam", "Registergericht: Amtsgericht Berlin-Charlottenburg, HRB 123456 B"],
    ["en", "Registered office: Potsdam", "Register court: Amtsgericht Berlin-Charlottenburg, HRB 123456 B"],
  ])(
    "names the legal form, seat, register and managing directors (%s), in the text and the HTML",
    (lang, seat, register) => {
      const mail = autoreplyMail("contact", lang, company);
      for (const part of [mail.text, mail.html]) {
        expect(part).toContain("Beispiel Consulting GmbH");
        expect(part).toContain(seat);
        expect(part).toContain(register);
        expect(part).toContain("Anna Beispiel, Ben Muster");
        expect(part).toContain("Friedrichstraße 100 · 10117 Berlin");
        expect(part).not.toMatch(/\{\{\w+\}\}/);
      }
      expect(mail.text).toContain(lang === "de" ? "Deutschland" : "Germany");
      expect(mail.html).toContain(`<html lang="${lang}">`);
    },
  );

  it("takes the seat from the postal address's city until it is set", () => {
    const mail = autoreplyMail("contact", "de", companyFacts(realLegalFacts));
    expect(mail.text).toContain("Sitz der Gesellschaft: Berlin ·");
  });
});

describe(`the confirmation as the server queues it (${testDatabaseKind})`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());
  afterEach(() => setPublishedContent({}));

  const replies = () =>
    database.db.select().from(mailOutbox).where(eq(mailOutbox.purpose, "autoreply")).orderBy(asc(mailOutbox.createdAt));

  it("carries the published company facts and the promise of the form that was sent", async () => {
    setPublishedContent({
      facts: { company: { name: "Neutra Tech Consulting GmbH", seat: "Hamburg", registerNumber: "HRB 98765" } },
    });
    const app = testApp(database, { leadConfig: { autoresponder: true } });
    expect((await postJson(app, "/api/leads", migrationLead)).status).toBe(201);
    expect((await postJson(app, "/api/send-contact-email", sapLead)).status).toBe(201);
    const english = { ...contactLead, email: "jane@example.test", pageContext: "/en/neutra-kontakt" };
    expect((await postJson(app, "/api/leads", english)).status).toBe(201);

    const [migration, sap, contact] = await replies();
    expect(migration!.toAddress).toBe(migrationLead.email);
    expect(migration!.textBody).toContain(thankYouDe.text.migration);
    expect(migration!.textBody).not.toContain(thankYouDe.text["sap-contact"]);
    expect(sap!.textBody).toContain(thankYouDe.text["sap-contact"]);
    expect(contact!.textBody).toContain(thankYouEn.text.contact);
    for (const mail of [migration!, sap!]) {
      expect(mail.textBody).toContain("Mit freundlichen Grüßen\nNeutra Tech Consulting GmbH");
      expect(mail.textBody).toContain("Sitz der Gesellschaft: Hamburg");
      expect(mail.textBody).toContain("HRB 98765");
      expect(mail.htmlBody).toContain("Sitz der Gesellschaft: Hamburg");
    }
    expect(contact!.textBody).toContain("Registered office: Hamburg");
  });
});
