import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { leads, mailOutbox, rateLimits } from "../db/schema";
import { createLogger } from "../logger";
import { createOutboxWorker, type OutboxWorker } from "../mail/outbox";
import { createMailTransport, type MailTransport } from "../mail/transport";
import { createLeadRateLimit } from "../rate-limit";
import type { LeadConfig } from "./routes";
import { openTestDatabase, testDatabaseKind } from "../../tests/support/test-database";
import { sapLead, contactLead, migrationLead } from "../../tests/support/payloads";
import { solvedPow } from "../../tests/support/pow";
import { postJson, testApp, type Requestable } from "../../tests/support/test-app";

/** A real SMTP server in this process; it keeps what it receives, or refuses while `down`. */
class SmtpSink {
  received: ParsedMail[] = [];
  down = false;
  private server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData: (stream, _session, callback) => {
      if (this.down) {
        stream.resume();
        stream.on("end", () => callback(new Error("451 try again later")));
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          this.received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  async start(): Promise<string> {
    this.server.listen(0, "127.0.0.1");
    await once(this.server.server, "listening");
    return `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }
  stop() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

const config: Partial<LeadConfig> = {
  recipients: {
    "sap-contact": "sap@neutra.example",
    contact: "kontakt@neutra.example",
    migration: "odoo@neutra.example",
  },
  minFillMs: 3000,
};

const sap = sapLead;
const contact = contactLead;
const migration = migrationLead;

let database: Database;
let sink: SmtpSink;
let transport: MailTransport;
let outbox: OutboxWorker;
const logger = createLogger("silent");

function appWith(overrides: { config?: Partial<LeadConfig>; rateLimit?: boolean; db?: Database } = {}) {
  return testApp(overrides.db ?? database, {
    leadConfig: { ...config, ...overrides.config },
    rateLimit: createLeadRateLimit(database.db, overrides.rateLimit ?? false),
    consentEnabled: false,
  });
}

const post = (app: Requestable, path: string, body: unknown, headers?: Record<string, string>) =>
  postJson(app, `/api${path}`, body, headers);

beforeAll(async () => {
  database = await openTestDatabase();
  sink = new SmtpSink();
  transport = createMailTransport({ smtpUrl: await sink.start(), mailDir: "unused" });
  outbox = createOutboxWorker({ db: database.db, transport, from: "Website <web@neutra.example>", logger });
});

afterAll(async () => {
  transport.close();
  await sink.stop();
  await database.close();
});

beforeEach(async () => {
  await database.db.delete(mailOutbox);
  await database.db.delete(leads);
  await database.db.delete(rateLimits);
  sink.received = [];
  sink.down = false;
});

describe(`a valid lead of each kind (${testDatabaseKind})`, () => {
  it("SAP: one row, one delivered mail with labels, Reply-To and the company in the subject", async () => {
    const app = appWith();
    const res = await post(app, "/send-contact-email", { ...sap, pow: await solvedPow(app) });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const [row] = await database.db.select().from(leads).where(eq(leads.id, id));
    expect(row).toMatchObject({
      kind: "sap-contact",
      language: "de",
      spam: false,
      unverified: false,
      company: sap.company,
    });
    expect(row!.payload).not.toHaveProperty("website");
    expect(row!.payload).not.toHaveProperty("pow");
    expect(row!.payload).toMatchObject({ currentVersion: "ecc", expectations: "migration" });

    expect(await outbox.runOnce()).toBe(1);
    expect(sink.received).toHaveLength(1);
    const mail = sink.received[0]!;
    expect(mail.to).toMatchObject({ text: "sap@neutra.example" });
    expect(mail.replyTo?.text).toBe("erika@stadtwerke.example");
    expect(mail.from?.text).toContain("web@neutra.example");
    expect(mail.subject).toBe("Neue SAP-Anfrage: Stadtwerke Musterstadt");
    expect(mail.text).toContain("Interesse: SAP Migration & S/4HANA");
    expect(mail.text).toContain("Aktuelles SAP-System: SAP ECC");
    expect(mail.text).toContain("Gewünschter Zeitpunkt: Dieses Quartal");
    expect(mail.html).toContain("SAP Migration &amp; S/4HANA");
    expect(await outbox.runOnce()).toBe(0); // sent once, not again
  });

  it("general inquiry (English page): labels, language and recipient", async () => {
    const res = await post(appWith(), "/leads", contact);
    expect(res.status).toBe(201);
    const [row] = await database.db.select().from(leads);
    expect(row).toMatchObject({ kind: "contact", language: "en", pageContext: "/en/neutra-kontakt" });
    await outbox.runOnce();
    const mail = sink.received[0]!;
    expect(mail.to).toMatchObject({ text: "kontakt@neutra.example" });
    expect(mail.text).toContain("Gewünschte Leistung: ERP-Auswahl");
    expect(mail.text).toContain("Unternehmensgröße: 50–249 Mitarbeitende");
    expect(mail.text).toContain("Telefon: –");
    expect(mail.text).toContain("Sprache: Englisch");
  });

  it("migration lead: every field with its label, phone with country code", async () => {
    const app = appWith();
    expect((await post(app, "/leads", { ...migration, pow: await solvedPow(app) })).status).toBe(201);
    await outbox.runOnce();
    const mail = sink.received[0]!;
    expect(mail.to).toMatchObject({ text: "odoo@neutra.example" });
    expect(mail.subject).toBe("Neue Odoo-Migrationsanfrage: Muster AG");
    for (const line of [
      "Aktuelle Odoo-Version: Odoo 12.0",
      "Edition: Community",
      "Aktive Benutzer: 16 bis 30",
      "Eingesetzte Module: Sales, Inventory",
      "Umfang der Eigenentwicklungen: Einige eigene Module",
      "DATEV-Anbindung: Geplant",
      "Gewünschter Zeitpunkt: 1. Quartal 2026",
      "Telefon: +43 660 1234567",
    ]) {
      expect(mail.text).toContain(line);
    }
  });
});

describe("bad input", () => {
  it.each([
    ["name", ""],
    ["company", " "],
    ["email", "not-an-address"],
    ["interest", "sales"],
    ["phone", "call me"],
    ["message", "x".repeat(5001)],
    ["pageContext", "https://evil.example"],
  ])("SAP %s = %j: 400 with the field's code, no row", async (field, value) => {
    const res = await post(appWith(), "/send-contact-email", { ...sap, [field]: value });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { fields: Record<string, string> };
    expect(body.fields[field]).toBeTruthy();
    expect(await database.db.select().from(leads)).toHaveLength(0);
  });

  it("rejects CRLF header injection in the name and a second address after a comma", async () => {
    const crlf = await post(appWith(), "/send-contact-email", { ...sap, name: "Eve\r\nBcc: all@example.com" });
    expect(((await crlf.json()) as { fields: Record<string, string> }).fields.name).toBe("invalidCharacters");
    const two = await post(appWith(), "/leads", { ...contact, email: "a@b.example, c@d.example" });
    expect(((await two.json()) as { fields: Record<string, string> }).fields.email).toBe("emailInvalid");
    expect(await database.db.select().from(leads)).toHaveLength(0);
  });

  it("escapes HTML the visitor typed in the mail", async () => {
    const evil = '<script>alert("x")</script><a href="https://evil.example">Klick</a>';
    expect(
      (await post(appWith(), "/send-contact-email", { ...sap, message: evil, company: "<b>ACME</b>" })).status,
    ).toBe(201);
    await outbox.runOnce();
    const html = String(sink.received[0]!.html);
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<a ");
    // Escaped, and URL-like parts split into spans so mail clients do not link them.
    const shown = html.replaceAll(/<\/?span>/g, "");
    expect(shown).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(shown).toContain("&lt;a href=&quot;https://evil.example&quot;&gt;Klick&lt;/a&gt;");
    expect(shown).toContain("&lt;b&gt;ACME&lt;/b&gt;");
  });

  it("answers 400 to malformed JSON and an unknown kind, never 500", async () => {
    expect((await post(appWith(), "/leads", "{not json")).status).toBe(400);
    expect((await post(appWith(), "/leads", { ...contact, kind: "newsletter" })).status).toBe(400);
    expect((await post(appWith(), "/leads", [])).status).toBe(400);
    expect((await post(appWith(), "/leads", "null")).status).toBe(400);
    expect((await post(appWith(), "/leads", { ...contact, phone: 42, message: { x: 1 } })).status).toBe(400);
    expect((await post(appWith(), "/send-contact-email", { ...sap, sapSystem: ["ecc"] })).status).toBe(400);
  });

  it("413 for a body over 32 KB, 415 for anything but JSON", async () => {
    const big = JSON.stringify({ ...sap, message: "x".repeat(40_000) });
    expect((await post(appWith(), "/send-contact-email", big)).status).toBe(413);
    const form = await post(appWith(), "/send-contact-email", "name=x", {
      "Content-Type": "application/x-www-form-urlencoded",
    });
    expect(form.status).toBe(415);
  });

  it("403 for cross-site posts, by Sec-Fetch-Site or by Origin", async () => {
    const bySite = await post(appWith(), "/leads", contact, { "Sec-Fetch-Site": "cross-site" });
    expect(bySite.status).toBe(403);
    const byOrigin = await appWith().request("/api/leads", {
      method: "POST",
      body: JSON.stringify(contact),
      headers: { "Content-Type": "application/json", Origin: "https://evil.example", Host: "www.neutra-tech.de" },
    });
    expect(byOrigin.status).toBe(403);
    expect(await database.db.select().from(leads)).toHaveLength(0);
  });
});

describe("abuse", () => {
  it("429 with Retry-After after 5 leads from one client within 10 minutes", async () => {
    const app = appWith({ rateLimit: true });
    for (let i = 0; i < 5; i++) expect((await post(app, "/leads", contact)).status).toBe(201);
    const limited = await post(app, "/leads", contact);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(500);
    expect(await limited.json()).toMatchObject({ error: "rate_limited" });
    expect(await database.db.select().from(leads)).toHaveLength(5);
    // Another form has its own budget.
    expect((await post(app, "/send-contact-email", sap)).status).toBe(201);
  });

  it("stores honeypot and too-fast submissions flagged, answers like success, mails nothing", async () => {
    expect((await post(appWith(), "/leads", { ...contact, website: "https://spam.example" })).status).toBe(201);
    expect((await post(appWith(), "/leads", { ...migration, elapsedMs: 800 })).status).toBe(201);
    expect((await post(appWith(), "/send-contact-email", { ...sap, elapsedMs: undefined })).status).toBe(201);
    const rows = await database.db.select().from(leads);
    expect(rows.map((r) => r.spam)).toEqual([true, true, true]);
    expect(await database.db.select().from(mailOutbox)).toHaveLength(0);
    expect(await outbox.runOnce()).toBe(0);
  });
});

describe("delivery", () => {
  it("keeps the lead when SMTP is down and delivers the mail once it is back", async () => {
    sink.down = true;
    expect((await post(appWith(), "/leads", contact)).status).toBe(201);
    expect(await outbox.runOnce()).toBe(0);
    const [failed] = await database.db.select().from(mailOutbox);
    expect(failed).toMatchObject({ attempts: 1, sentAt: null });
    expect(failed!.lastError).toMatch(/451/);
    expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000); // backoff

    sink.down = false;
    // Time passes: the retry is due.
    await database.db.update(mailOutbox).set({ nextAttemptAt: new Date(Date.now() - 1000) });
    expect(await outbox.runOnce()).toBe(1);
    expect(sink.received).toHaveLength(1);
    const [sent] = await database.db.select().from(mailOutbox);
    expect(sent).toMatchObject({ attempts: 2, lastError: null });
    expect(sent!.sentAt).toBeInstanceOf(Date);
  });

  it("gives up after three days and marks the mail failed", async () => {
    sink.down = true;
    await post(appWith(), "/leads", contact);
    await database.db.update(mailOutbox).set({ createdAt: new Date(Date.now() - 3 * 24 * 3600 * 1000 - 1000) });
    await outbox.runOnce();
    const [mail] = await database.db.select().from(mailOutbox);
    expect(mail!.failedAt).toBeInstanceOf(Date);
    expect(await outbox.runOnce()).toBe(0);
    expect(await database.db.select().from(leads)).toHaveLength(1); // the lead itself stays
  });

  it("two workers on one database send each mail exactly once", async () => {
    const app = appWith();
    for (let i = 0; i < 12; i++) await post(app, "/leads", { ...contact, company: `Firma ${i}` });
    const second = createOutboxWorker({ db: database.db, transport, from: "web@neutra.example", logger });
    const [a, b] = await Promise.all([outbox.runOnce(), second.runOnce()]);
    expect(a + b).toBe(12);
    expect(sink.received).toHaveLength(12);
    expect(new Set(sink.received.map((m) => m.subject)).size).toBe(12);
  });

  it("answers 503 and writes nothing when the database is unavailable", async () => {
    const broken: Database = {
      ...database,
      db: {
        ...database.db,
        transaction: () => Promise.reject(new Error("connection refused")),
      } as unknown as Database["db"],
    };
    const res = await post(appWith({ db: broken }), "/leads", contact);
    expect(res.status).toBe(503);
    expect(await database.db.select().from(leads)).toHaveLength(0);
  });

  it("sends one confirmation per address and day in the visitor's language, never echoing the message", async () => {
    const app = appWith({ config: { autoresponder: true } });
    await post(app, "/leads", { ...contact, message: "Bitte rufen Sie mich an: geheim" });
    await post(app, "/leads", { ...contact, company: "Acme Two" });
    await outbox.runOnce();
    const replies = sink.received.filter((m) => m.to && "text" in m.to && m.to.text === contact.email);
    expect(replies).toHaveLength(1);
    expect(replies[0]!.subject).toBe("Your enquiry to Neutra Tech");
    expect(replies[0]!.text).not.toContain("geheim");
    expect(replies[0]!.text).not.toContain(contact.name);
    expect(sink.received).toHaveLength(3);
  });
});
