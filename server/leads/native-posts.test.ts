import { eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { formFields, type LeadKind } from "../../common/lead-schemas";
import formsDe from "../../common/locales/de/forms";
import formsEn from "../../common/locales/en/forms";
import thankYouDe from "../../common/locales/de/thank-you";
import thankYouEn from "../../common/locales/en/thank-you";
import { leads, mailOutbox, rateLimits } from "../db/schema";
import { createLeadRateLimit } from "../rate-limit";
import { migrationLead, minimalContactLead, sapLead } from "../../tests/support/payloads";
import { solvedPow } from "../../tests/support/pow";
import { openTestDatabase, testDatabaseKind } from "../../tests/support/test-database";
import { postJson, testApp, type Requestable } from "../../tests/support/test-app";

const database = await openTestDatabase();
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(mailOutbox);
  await database.db.delete(leads);
  await database.db.delete(rateLimits);
});

/** The fields a browser posts from a form of `kind`: its declared fields and the honeypot. */
function formBody(kind: LeadKind, lead: Record<string, unknown>, extra: Record<string, string> = {}) {
  const body = new URLSearchParams();
  for (const { name } of formFields(kind)) body.set(name, String(lead[name] ?? ""));
  body.set("website", "");
  for (const [name, value] of Object.entries(extra)) body.set(name, value);
  return body;
}

/** A native form post, as a browser sends it from our page with JavaScript off. */
function postForm(
  app: Requestable,
  path: string,
  body: URLSearchParams | string,
  headers: Record<string, string> = {},
) {
  return app.request(path, {
    method: "POST",
    body: body.toString(),
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "Sec-Fetch-Site": "same-origin",
      Origin: "http://localhost",
      ...headers,
    },
  });
}

const forms: { path: string; kind: LeadKind; lead: Record<string, unknown>; thankYou: string }[] = [
  { path: "/sap/kontakt", kind: "sap-contact", lead: sapLead, thankYou: "/sap/kontakt/danke" },
  { path: "/neutra-kontakt", kind: "contact", lead: minimalContactLead, thankYou: "/neutra-kontakt/danke" },
  { path: "/", kind: "contact", lead: minimalContactLead, thankYou: "/danke" },
  { path: "/odoo-migration", kind: "migration", lead: migrationLead, thankYou: "/odoo-migration/danke" },
  { path: "/en/sap/kontakt", kind: "sap-contact", lead: sapLead, thankYou: "/en/sap/kontakt/danke" },
  { path: "/en/neutra-kontakt", kind: "contact", lead: minimalContactLead, thankYou: "/en/neutra-kontakt/danke" },
  { path: "/en", kind: "contact", lead: minimalContactLead, thankYou: "/en/danke" },
  { path: "/en/odoo-migration", kind: "migration", lead: migrationLead, thankYou: "/en/odoo-migration/danke" },
];

describe(`a lead form posted without JavaScript (${testDatabaseKind})`, () => {
  for (const { path, kind, lead, thankYou } of forms) {
    it(`${path}: stored and mailed as unverified, then 303 to ${thankYou}`, async () => {
      const res = await postForm(testApp(database), path, formBody(kind, lead));
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe(thankYou);
      const [row] = await database.db.select().from(leads);
      expect(row).toMatchObject({ kind, pageContext: path, spam: false, unverified: true });
      expect(row!.language).toBe(path.startsWith("/en") ? "en" : "de");
      expect(row!.payload).toMatchObject({ name: lead.name, email: lead.email });
      const [mail] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.leadId, row!.id));
      expect(mail!.subject).toMatch(/^\[Ungeprüft\] /);
      expect(mail!.textBody).toContain("Ungeprüft: Diese Anfrage kam ohne gültige Lösung");
    });
  }

  it("builds the payload's copies as the script does (SAP system and interest, the inquiry's service)", async () => {
    const app = testApp(database);
    await postForm(app, "/sap/kontakt", formBody("sap-contact", sapLead));
    await postForm(app, "/neutra-kontakt", formBody("contact", minimalContactLead));
    const rows = await database.db.select().from(leads);
    const sap = rows.find((r) => r.kind === "sap-contact")!.payload;
    const contact = rows.find((r) => r.kind === "contact")!.payload;
    expect(sap).toMatchObject({ currentVersion: sapLead.currentVersion, expectations: sapLead.interest });
    expect(contact).toMatchObject({ kind: "contact", interest: "ams", expectations: "ams" });
  });

  it("takes only the form's own fields: a posted kind, elapsedMs or unknown name changes nothing", async () => {
    const body = formBody("contact", minimalContactLead, { kind: "migration", elapsedMs: "abc", admin: "1" });
    const res = await postForm(testApp(database), "/neutra-kontakt", body);
    expect(res.status).toBe(303);
    const [row] = await database.db.select().from(leads);
    expect(row!.kind).toBe("contact");
    expect(row!.payload).not.toHaveProperty("admin");
  });

  it("a solution sent along counts: verified, no mark", async () => {
    const app = testApp(database);
    const body = formBody("contact", minimalContactLead, { pow: await solvedPow(app) });
    expect((await postForm(app, "/neutra-kontakt", body)).status).toBe(303);
    const [row] = await database.db.select().from(leads);
    expect(row!.unverified).toBe(false);
    const [mail] = await database.db.select().from(mailOutbox);
    expect(mail!.subject).toBe(`Neue Kontaktanfrage: ${minimalContactLead.company}`);
  });

  it("the honeypot: the same 303, stored as spam, nothing mailed", async () => {
    const body = formBody("contact", minimalContactLead, { website: "https://spam.example" });
    const res = await postForm(testApp(database), "/neutra-kontakt", body);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/neutra-kontakt/danke");
    const [row] = await database.db.select().from(leads);
    expect(row!.spam).toBe(true);
    expect(await database.db.select().from(mailOutbox)).toEqual([]);
  });

  it("POW_REQUIRED=on: without a solution the lead is stored for review, not mailed, and the page says so instead of the thank-you page's promise", async () => {
    const app = testApp(database, { leadConfig: { powRequired: true } });
    for (const [path, copy, back] of [
      ["/odoo-migration", thankYouDe, thankYouDe.back.odooMigration],
      ["/en/odoo-migration", thankYouEn, thankYouEn.back.odooMigration],
    ] as const) {
      const res = await postForm(app, path, formBody("migration", migrationLead));
      expect(res.status).toBe(202);
      expect(res.headers.get("location")).toBeNull();
      expect(res.headers.get("Cache-Control")).toBe("no-store");
      const page = await res.text();
      expect(page).toContain(`<h1>${copy.review.title}</h1>`);
      expect(page).toContain(copy.review.text.split("{email}")[0]);
      expect(page).toContain('<a href="mailto:kontakt@neutra-tech.de">kontakt@neutra-tech.de</a>');
      expect(page).toContain(back);
      expect(page).not.toContain(copy.text.migration);
    }
    const rows = await database.db.select().from(leads);
    expect(rows.map((row) => [row.spam, row.unverified])).toEqual([
      [true, true],
      [true, true],
    ]);
    expect(await database.db.select().from(mailOutbox)).toEqual([]);
    // The honeypot changes nothing of the answer: it depends only on the solution the sender knows it did not send.
    const trapped = await postForm(app, "/odoo-migration", formBody("migration", migrationLead, { website: "x" }));
    expect(trapped.status).toBe(202);
    // A solution sent along: the thank-you page, as ever.
    const solved = formBody("migration", migrationLead, { pow: await solvedPow(app) });
    expect((await postForm(app, "/odoo-migration", solved)).headers.get("location")).toBe("/odoo-migration/danke");
  });

  it("POW_REQUIRED=on: the script's send without a solution is answered 201 with review, one with a solution without", async () => {
    const app = testApp(database, { leadConfig: { powRequired: true } });
    const unsolved = await postJson(app, "/api/leads", migrationLead);
    expect([unsolved.status, await unsolved.json()]).toEqual([201, { id: expect.any(String), review: true }]);
    const solved = await postJson(app, "/api/leads", { ...migrationLead, pow: await solvedPow(app) });
    expect([solved.status, await solved.json()]).toEqual([201, { id: expect.any(String) }]);
    const off = await postJson(testApp(database), "/api/leads", migrationLead);
    expect([off.status, await off.json()]).toEqual([201, { id: expect.any(String) }]);
  });

  it("invalid input: 422, a page in the visitor's language naming each field and what is wrong, nothing echoed", async () => {
    const cases = [
      { path: "/neutra-kontakt", forms: formsDe, lang: "de" },
      { path: "/en/neutra-kontakt", forms: formsEn, lang: "en" },
    ];
    for (const { path, forms: copy, lang } of cases) {
      const body = formBody("contact", {
        ...minimalContactLead,
        name: "",
        email: "erika(at)example",
        message: "<b>Hallo</b>",
      });
      const res = await postForm(testApp(database), path, body);
      expect(res.status, path).toBe(422);
      expect(res.headers.get("content-type"), path).toMatch(/^text\/html/);
      expect(res.headers.get("cache-control"), path).toBe("no-store");
      expect(res.headers.get("content-security-policy"), path).toMatch(/^default-src 'none'; style-src 'sha256-/);
      const html = await res.text();
      expect(html).toContain(`<html lang="${lang}">`);
      expect(html).toContain(`<li>${copy.fields.name}: ${copy.neutraContact.validation.nameRequired}</li>`);
      expect(html).toContain(`<li>${copy.fields.email}: ${copy.neutraContact.validation.emailInvalid}</li>`);
      // The copies the payload carries never show up as fields of their own.
      expect(html.match(/<li>/g)).toHaveLength(2);
      expect(html).toContain(`href="${path}"`);
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).not.toMatch(/erika\(at\)|<b>Hallo/);
    }
    expect(await database.db.select().from(leads)).toEqual([]);
  });

  it("a cross-site post: 403 page, nothing stored; another content type: 415 page", async () => {
    const app = testApp(database);
    const body = formBody("contact", minimalContactLead);
    const crossSite = await postForm(app, "/neutra-kontakt", body, { "Sec-Fetch-Site": "cross-site" });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.text()).toContain("Ihre Anfrage wurde nicht angenommen");
    const forged = await postForm(app, "/en/neutra-kontakt", body, {
      "Sec-Fetch-Site": "",
      Origin: "https://evil.example",
    });
    expect(forged.status).toBe(403);
    expect(await forged.text()).toContain("Your enquiry was not accepted");
    const multipart = await postForm(app, "/neutra-kontakt", body, {
      "Content-Type": "multipart/form-data; boundary=x",
    });
    expect(multipart.status).toBe(415);
    expect(multipart.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await database.db.select().from(leads)).toEqual([]);
  });

  it("an oversized body: 413 page, not read", async () => {
    const body = formBody("contact", minimalContactLead, { message: "x".repeat(40_000) });
    const res = await postForm(testApp(database), "/neutra-kontakt", body);
    expect(res.status).toBe(413);
    expect(await res.text()).toContain("Ihre Angaben sind zu umfangreich");
    expect(await database.db.select().from(leads)).toEqual([]);
  });

  it("the rate limit: 429 page with Retry-After, in the visitor's language", async () => {
    const app = testApp(database, { rateLimit: createLeadRateLimit(database.db, true) });
    const body = formBody("contact", minimalContactLead);
    for (let i = 0; i < 5; i++) expect((await postForm(app, "/en/neutra-kontakt", body)).status).toBe(303);
    const res = await postForm(app, "/en/neutra-kontakt", body);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await res.text()).toMatch(
      /Too many enquiries in a short time[\s\S]*Send it again in (?:a minute|\d+\sminutes)/,
    );
  });

  it("a page without a form still answers 405 to a POST", async () => {
    const res = await postForm(testApp(database), "/impressum", formBody("contact", minimalContactLead));
    expect(res.status).toBe(405);
  });
});
