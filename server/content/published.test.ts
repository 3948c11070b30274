import { asc, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { contactLead, sapLead } from "../../tests/support/payloads";
import { postJson, testApp } from "../../tests/support/test-app";
import { openTestDatabase, testDatabaseKind, type TestDatabase } from "../../tests/support/test-database";
import { mailOutbox } from "../db/schema";
import { setPublishedContent } from "./published";

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
afterEach(() => setPublishedContent({}));

async function mailsOf(kind: string) {
  return database.db.select().from(mailOutbox).where(eq(mailOutbox.purpose, kind)).orderBy(asc(mailOutbox.createdAt));
}

describe(`what the server writes follows the published content (${testDatabaseKind})`, () => {
  it("mails an SAP lead to both of the form's published recipients, a general enquiry only to its own", async () => {
    setPublishedContent({
      facts: {
        leadForms: { "sap-contact": { recipients: ["sap@neutra.test", "vertrieb@neutra.test"], confirmation: true } },
      },
    });
    const app = testApp(database);
    expect((await postJson(app, "/api/send-contact-email", sapLead)).status).toBe(201);
    expect((await postJson(app, "/api/leads", contactLead)).status).toBe(201);
    const [sap, contact] = (await mailsOf("lead")).slice(-2);
    expect(sap!.toAddress).toBe("sap@neutra.test, vertrieb@neutra.test");
    expect(contact!.toAddress).toBe("kontakt@neutra.test");
    // The SAP form's confirmation is on, the contact form's as the environment says (off).
    const replies = (await mailsOf("autoreply")).map((m) => m.toAddress);
    expect(replies).toEqual([sapLead.email.toLowerCase()]);
  });

  it("writes the lead mail and the confirmation with the published texts, escaped in the HTML part", async () => {
    setPublishedContent({
      texts: {
        de: { mail: { "lead.subject.contact": "Anfrage <b>über</b> die Website" } },
        en: { mail: { "autoreply.subject": "We have your message" } },
      },
      facts: { leadForms: { contact: { recipients: ["kontakt@neutra.test"], confirmation: true } } },
    });
    const app = testApp(database);
    const english = { ...contactLead, email: "jane@example.test", pageContext: "/en/neutra-kontakt" };
    expect((await postJson(app, "/api/leads", english)).status).toBe(201);
    const lead = (await mailsOf("lead")).at(-1)!;
    expect(lead.subject).toContain("Anfrage <b>über</b> die Website");
    expect(lead.htmlBody).toContain("Anfrage &lt;b&gt;über&lt;/b&gt; die Website");
    expect(lead.htmlBody).not.toContain("<b>über</b>");
    const reply = (await mailsOf("autoreply")).at(-1)!;
    expect(reply.subject).toBe("We have your message");
  });
});
