import { readFileSync } from "node:fs";
import { eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SubjectErased, SubjectSummary } from "../../common/admin/subjects-api";
import { adminUser, backOfficeAs, cookieHeader, signIn } from "../../tests/support/admin-session";
import { postJson, testApp, testErasures } from "../../tests/support/test-app";
import { openTestDatabase, testDatabaseKind, type TestDatabase } from "../../tests/support/test-database";
import { adminAudit, adminUsers, deliveryAttempts, leads, mailOutbox, webhookDeliveries } from "../db/schema";
import subjectAccessDe from "../../common/locales/de/subject-access";
import subjectAccessEn from "../../common/locales/en/subject-access";
import { subjectHash } from "../privacy/subject";
import { audit } from "../services/audit";
import { erasedSubjectHash } from "../webhooks/webhook";

let database: TestDatabase;
let app: ReturnType<typeof backOfficeAs>;

const address = "Erika.Muster@Example.test";
const lower = address.toLowerCase();
const post = (path: string, body: unknown) => postJson(app, `/api/admin/subjects/${path}`, body);

beforeAll(async () => {
  database = await openTestDatabase();
  app = backOfficeAs(database, await adminUser(database, "owner@neutra.test"));
  const rows = await database.db
    .insert(leads)
    .values([
      lead("contact", address, "Erika Muster"),
      lead("migration", lower, "Erika Muster"),
      lead("contact", "other@example.test", "Otto"),
    ])
    .returning();
  const mail = { leadId: rows[0]!.id, toAddress: "kontakt@neutra.test", subject: "L", textBody: "-", htmlBody: "-" };
  await database.db.insert(mailOutbox).values([mail, { ...mail, leadId: rows[2]!.id }]);
  await database.db.insert(webhookDeliveries).values({ leadId: rows[1]!.id, body: "{}" });
});
afterAll(() => database.close());

/** A lead as the forms store it (their addresses are plain ASCII). */
const lead = (kind: string, email: string, name: string) => ({
  kind,
  language: "de",
  pageContext: "/neutra-kontakt",
  name,
  company: "Muster AG",
  email,
  payload: { name, email, message: "Bitte melden Sie sich." },
});

describe(`back office: a data subject's requests (${testDatabaseKind})`, () => {
  it("finds what is held about an address, whatever its case, and only that", async () => {
    const res = await post("find", { email: "ERIKA.muster@example.test" });
    expect(res.status).toBe(200);
    const found = (await res.json()) as SubjectSummary;
    expect(found).toMatchObject({ email: lower, mails: 1, webhooks: 1 });
    expect(found.leads.map((lead) => [lead.kind, lead.name])).toEqual([
      ["contact", "Erika Muster"],
      ["migration", "Erika Muster"],
    ]);
    expect((await post("find", { email: "not an address" })).status).toBe(400);
  });

  it("exports as JSON or as the readable answer, audited by the address's keyed hash only", async () => {
    const json = await post("export", { email: address, format: "json" });
    expect(json.status).toBe(200);
    expect(json.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(json.headers.get("Content-Disposition")).toMatch(/^attachment; filename="data-subject-.+\.json"$/);
    const records = (await json.json()) as { email: string; leads: unknown[]; mails: unknown[]; webhooks: unknown[] };
    expect([records.email, records.leads.length, records.mails.length, records.webhooks.length]).toEqual([
      lower,
      2,
      1,
      1,
    ]);

    const text = await post("export", { email: address, format: "en" });
    expect(text.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    const answer = await text.text();
    expect(answer).toContain("Bitte melden Sie sich.");
    // It says what it covers, and that the copies elsewhere are not in it: a CRM copy, as one went there.
    expect(answer).toMatch(/As of .+, our website’s database holds the following about it:/);
    expect(answer).toContain(subjectAccessEn.scope.crm);

    const entries = await database.db.select().from(adminAudit).where(eq(adminAudit.action, "subject_exported"));
    expect(entries.map((entry) => entry.detail)).toEqual([
      { subject: subjectHash(testErasures.key, lower), via: "back-office", format: "json" },
      { subject: subjectHash(testErasures.key, lower), via: "back-office", format: "text" },
    ]);
    expect(JSON.stringify(entries).toLowerCase()).not.toContain(lower);
  });

  it("erases only when the address typed again matches, says what was deleted, keeps no address", async () => {
    const mismatch = await post("erase", { email: address, confirm: "erika@example.test" });
    expect(mismatch.status).toBe(400);
    expect(await mismatch.json()).toEqual({ error: "confirm_mismatch" });
    expect(await database.db.$count(leads)).toBe(3);

    const res = await post("erase", { email: address, confirm: ` ${lower.toUpperCase()} ` });
    expect(res.status).toBe(200);
    const erased = (await res.json()) as SubjectErased;
    expect(erased).toMatchObject({ leads: 2, mails: 1, webhooks: 1 });
    // The other person's lead and mail stay; nothing of hers does, in any table or an export.
    expect((await database.db.select().from(leads)).map((lead) => lead.email)).toEqual(["other@example.test"]);
    expect(await database.db.$count(mailOutbox)).toBe(1);
    expect(await database.db.$count(webhookDeliveries)).toBe(0);
    const found = (await (await post("find", { email: address })).json()) as SubjectSummary;
    expect([found.leads.length, found.mails, found.webhooks]).toEqual([0, 0, 0]);

    const audit = await database.db.select().from(adminAudit);
    expect(audit.filter((entry) => entry.action === "subject_erased").map((entry) => entry.detail)).toEqual([
      expect.objectContaining({ subject: subjectHash(testErasures.key, lower) }),
    ]);
    expect(JSON.stringify(audit).toLowerCase()).not.toContain(lower);
    // The erasure log, re-applied after a restore, has the hash too, never the address.
    const log = readFileSync(testErasures.logFile, "utf8");
    expect(log).toContain(subjectHash(testErasures.key, lower));
    expect(log.toLowerCase()).not.toContain(lower);
  });
});

describe(`back office: a data subject's requests, as an attacker sends them (${testDatabaseKind})`, () => {
  const jo = "jo.berg@example.test";
  const emails = async () => (await database.db.select({ email: leads.email }).from(leads)).map((row) => row.email);
  beforeAll(async () => {
    await database.db.insert(leads).values([lead("contact", jo, "Jo Berg"), lead("contact", "n@example.test", "N")]);
  });

  it("takes an address in any case, with blanks and invisible characters, never a look-alike", async () => {
    const found = async (email: string) => ((await (await post("find", { email })).json()) as SubjectSummary).leads;
    // No-break spaces around it, a zero-width space and a soft hyphen inside (pasted from a mail).
    expect(await found("\u00a0 JO.\u200bBERG@Exam\u00adple.TEST \u00a0")).toHaveLength(1);
    // Look-alikes are other addresses: a Cyrillic "а", fullwidth letters, a combining accent.
    for (const lookAlike of ["jo.berg@exаmple.test", "ｊｏ.berg@example.test", "jo.berg@exa\u0301mple.test"]) {
      expect([lookAlike, await found(lookAlike)]).toEqual([lookAlike, []]);
    }
    // The confirmation is read as the address is: the same invisible characters, pasted again, match.
    const erased = await post("erase", { email: "jo.berg@example.test", confirm: "Jo.\u200bBerg@Exam\u00adple.test" });
    expect([erased.status, await erased.json()]).toEqual([200, expect.objectContaining({ leads: 1 })]);
    expect(await emails()).not.toContain(jo);
  });

  it("refuses a 10 kB address or confirmation with 400 and erases nothing", async () => {
    const long = `${"a".repeat(10_000)}@example.test`;
    const before = await emails();
    for (const [path, body] of [
      ["find", { email: long }],
      ["export", { email: long, format: "json" }],
      ["erase", { email: long, confirm: long }],
      ["erase", { email: "n@example.test", confirm: `n@example.test${"x".repeat(10_000)}` }],
    ] as const) {
      const res = await post(path, body);
      expect([path, res.status, await res.json()]).toEqual([path, 400, { error: "invalid" }]);
    }
    expect(await emails()).toEqual(before);
  });

  it("matches whole addresses in the audit log: a short one neither exports nor erases another's entry", async () => {
    // n@example.test is the tail of ann@example.test and the head of n@example.test.eu; it is named
    // where a sentence ends after it or a word follows.
    for (const name of [
      "Laptop ann@example.test",
      "n@example.test.eu",
      "Telefon von N@example.test.",
      "n@example.test privat",
    ])
      await audit(database.db, { userId: null, action: "passkey_added", detail: { name } });
    const found = (await (await post("find", { email: "n@example.test" })).json()) as SubjectSummary;
    expect(found.audit).toBe(2);
    const json = await (await post("export", { email: "n@example.test", format: "json" })).text();
    expect(json).toContain("Telefon von N@example.test.");
    expect(json).toContain("n@example.test privat");
    expect(json).not.toContain("ann@example.test");
    expect(json).not.toContain("n@example.test.eu");

    const res = await post("erase", { email: "n@example.test", confirm: "n@example.test" });
    expect(await res.json()).toMatchObject({ leads: 1, audit: 2 });
    const names = (await database.db.select().from(adminAudit).where(eq(adminAudit.action, "passkey_added"))).map(
      (entry) => entry.detail.name,
    );
    expect(names.sort()).toEqual(["Laptop ann@example.test", "n@example.test.eu"]);
  });

  it("a replayed erase deletes nothing more, answers what it found (nothing) and is audited again", async () => {
    await database.db.insert(leads).values(lead("contact", "rita@example.test", "Rita"));
    const before = await emails();
    const body = { email: "rita@example.test", confirm: "rita@example.test" };
    expect(await (await post("erase", body)).json()).toMatchObject({ leads: 1 });
    const again = await post("erase", body);
    expect([again.status, await again.json()]).toEqual([
      200,
      { leads: 0, mails: 0, webhooks: 0, deliveryLog: 0, audit: 0, crmNotified: false },
    ]);
    expect(await emails()).toEqual(before.filter((email) => email !== "rita@example.test"));
    const hash = subjectHash(testErasures.key, "rita@example.test");
    const entries = await database.db.select().from(adminAudit).where(eq(adminAudit.action, "subject_erased"));
    expect(entries.filter((entry) => entry.detail.subject === hash)).toHaveLength(2);
  });

  it("refuses a cross-site post with a valid session and body, and one without a live session: nothing found or erased", async () => {
    await database.db.insert(leads).values(lead("contact", "kim@example.test", "Kim"));
    const full = testApp(database);
    const owner = cookieHeader(await signIn(full, database, "owner@neutra.test"));
    const revoked = cookieHeader(await signIn(full, database, "gone@neutra.test"));
    await database.db.update(adminUsers).set({ revokedAt: new Date() }).where(eq(adminUsers.email, "gone@neutra.test"));
    const body = JSON.stringify({ email: "kim@example.test", confirm: "kim@example.test", format: "json" });
    const send = (path: string, headers: Record<string, string>) =>
      full.request(`/api/admin/subjects/${path}`, { method: "POST", body, headers });
    const json = { "Content-Type": "application/json" };
    for (const [headers, status] of [
      // A page of another site: fetch() with credentials, or a form posting text/plain.
      [{ ...owner, ...json, "Sec-Fetch-Site": "cross-site" }, 403],
      [{ ...owner, "Content-Type": "text/plain", "Sec-Fetch-Site": "cross-site" }, 403],
      // A script on the public site's host (www.), a sibling of the back office's.
      [{ ...owner, ...json, "Sec-Fetch-Site": "same-site" }, 403],
      [{ ...owner, ...json, Origin: "https://evil.example" }, 403],
      // A browser that sends neither header: its form can post no JSON.
      [{ ...owner, "Content-Type": "text/plain" }, 415],
      [{ ...json, "Sec-Fetch-Site": "same-origin" }, 401],
      [{ ...revoked, ...json, "Sec-Fetch-Site": "same-origin" }, 401],
    ] as const) {
      for (const path of ["find", "export", "erase"]) {
        const res = await send(path, headers);
        const text = await res.text();
        expect([path, headers, res.status]).toEqual([path, headers, status]);
        expect(text).not.toContain("kim@");
      }
    }
    expect(await emails()).toContain("kim@example.test");
    const exported = await database.db.select().from(adminAudit).where(eq(adminAudit.action, "subject_exported"));
    expect(exported.map((entry) => entry.detail.subject)).not.toContain(
      subjectHash(testErasures.key, "kim@example.test"),
    );
    // The same request from the back office's own page does it.
    const own = await send("erase", { ...owner, ...json, "Sec-Fetch-Site": "same-origin" });
    expect([own.status, await own.json()]).toEqual([200, expect.objectContaining({ leads: 1 })]);
  });
});

describe(`back office: a request for a staff address, the recipient of lead mails (${testDatabaseKind})`, () => {
  const staff = "Vertrieb@Neutra.test";
  const ana = "ana@example.test";
  let anaLead: string;
  let anaMails: string[];

  beforeAll(async () => {
    const [row] = await database.db
      .insert(leads)
      .values(lead("contact", ana, "Ana"))
      .returning();
    anaLead = row!.id;
    const mail = { leadId: anaLead, subject: "L", textBody: "Ana schreibt", htmlBody: "-" };
    anaMails = (
      await database.db
        .insert(mailOutbox)
        .values([
          // The provider's mail of Ana's lead goes to the staff address and answers to Ana.
          { ...mail, purpose: "lead", toAddress: staff, replyTo: ana },
          { ...mail, purpose: "autoreply", toAddress: ana },
        ])
        .returning()
    ).map((row) => row.id);
    await database.db
      .insert(deliveryAttempts)
      .values({ queue: "mail", deliveryId: anaMails[0]!, leadId: anaLead, error: "451" });
    await database.db.insert(webhookDeliveries).values({ leadId: anaLead, body: "{}" });
  });

  it("finds, exports and erases none of another person's lead mails, their delivery log or webhooks", async () => {
    const found = (await (await post("find", { email: staff })).json()) as SubjectSummary;
    expect(found).toMatchObject({ leads: [], mails: 0, webhooks: 0, audit: 0 });
    const exported = await (await post("export", { email: staff, format: "json" })).text();
    expect(exported).not.toContain(anaLead);
    expect(exported).not.toContain("Ana");

    const res = await post("erase", { email: staff, confirm: staff.toLowerCase() });
    expect([res.status, await res.json()]).toEqual([
      200,
      { leads: 0, mails: 0, webhooks: 0, deliveryLog: 0, audit: 0, crmNotified: false },
    ]);
    const kept = (await database.db.select().from(mailOutbox).where(eq(mailOutbox.leadId, anaLead))).map((m) => m.id);
    expect(kept.sort()).toEqual([...anaMails].sort());
    expect(await database.db.$count(deliveryAttempts, eq(deliveryAttempts.leadId, anaLead))).toBe(1);
    expect(await database.db.$count(webhookDeliveries, eq(webhookDeliveries.leadId, anaLead))).toBe(1);
    // Ana's own request still finds all of it.
    expect(((await (await post("find", { email: ana })).json()) as SubjectSummary).mails).toBe(2);
  });
});

describe(`back office: what an answer and an erasure cover, with and without a CRM (${testDatabaseKind})`, () => {
  const secret = `whsec_${Buffer.alloc(32, 7).toString("base64")}`;
  const lea = "Lea.Stein@Example.test";
  let withCrm: ReturnType<typeof backOfficeAs>;
  const postTo = (target: ReturnType<typeof backOfficeAs>, path: string, body: unknown) =>
    postJson(target, `/api/admin/subjects/${path}`, body);

  beforeAll(async () => {
    const [user] = await database.db.select().from(adminUsers).where(eq(adminUsers.email, "owner@neutra.test"));
    withCrm = backOfficeAs(database, user!.id, { config: { erasures: { ...testErasures, webhookSecret: secret } } });
  });

  it("answers for the website's database and says the mailboxes (and the CRM, when connected) are checked apart", async () => {
    const nobody = await (await post("export", { email: "nobody@example.test", format: "de" })).text();
    expect(nobody).toMatch(
      /In der Datenbank unserer Website speichern wir zu dieser Adresse mit Stand vom .+ keine Daten\./,
    );
    expect(nobody).toContain(subjectAccessDe.scope.mailbox);
    expect(nobody).not.toContain("CRM");
    const withCopy = await (await postTo(withCrm, "export", { email: "nobody@example.test", format: "de" })).text();
    expect(withCopy).toContain(subjectAccessDe.scope.crm);
  });

  it("tells the CRM of an erasure with a signed subject.erased event that names the address only by its keyed hash", async () => {
    const [row] = await database.db
      .insert(leads)
      .values(lead("contact", lea, "Lea Stein"))
      .returning();
    await database.db.insert(webhookDeliveries).values({ leadId: row!.id, body: "{}" });

    const res = await postTo(withCrm, "erase", { email: lea, confirm: lea.toLowerCase() });
    expect([res.status, await res.json()]).toEqual([
      200,
      expect.objectContaining({ leads: 1, webhooks: 1, crmNotified: true }),
    ]);

    const events = await database.db.select().from(webhookDeliveries).where(isNull(webhookDeliveries.leadId));
    expect(events).toHaveLength(1);
    const event = JSON.parse(events[0]!.body) as { type: string; timestamp: string; data: Record<string, unknown> };
    expect(event).toEqual({
      type: "subject.erased",
      timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      data: { subject: erasedSubjectHash(secret, lea) },
    });
    // The CRM computes the same from the address it holds, in any case; the event holds nothing else of her.
    expect(erasedSubjectHash(secret, " LEA.STEIN@example.test ")).toBe(event.data.subject);
    expect(event.data.subject).not.toBe(subjectHash(testErasures.key, lea.toLowerCase()));
    expect(events[0]!.body.toLowerCase()).not.toContain("lea");
    // It outlives the erasure it reports: a later erasure's query for her finds no delivery of hers.
    const found = (await (await postTo(withCrm, "find", { email: lea })).json()) as SubjectSummary;
    expect(found).toMatchObject({ leads: [], webhooks: 0 });
  });

  it("without WEBHOOK_URL queues no event and says so", async () => {
    await database.db.insert(leads).values(lead("contact", "max@example.test", "Max"));
    const before = await database.db.$count(webhookDeliveries, isNull(webhookDeliveries.leadId));
    const res = await post("erase", { email: "max@example.test", confirm: "max@example.test" });
    expect(await res.json()).toMatchObject({ leads: 1, crmNotified: false });
    expect(await database.db.$count(webhookDeliveries, isNull(webhookDeliveries.leadId))).toBe(before);
  });
});
