/**
 * The back office's API behind the session check (server/admin/back-office.ts), mounted here
 * with a signed-in principal set directly: the inbox (order, pages, filters, search), a lead's
 * detail with its delivery log, status and note, "not spam", the export, retries and the audit.
 */
import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { LeadDetail, LeadPage } from "../../common/admin/leads-api";
import { adminUser, backOfficeAs } from "../../tests/support/admin-session";
import { postJson } from "../../tests/support/test-app";
import { openTestDatabase, testDatabaseKind, type TestDatabase } from "../../tests/support/test-database";
import { adminAudit, deliveryAttempts, leads, mailOutbox, webhookDeliveries } from "../db/schema";
import { filterCondition, leadBatches } from "./leads";

let database: TestDatabase;
let app: ReturnType<typeof backOfficeAs>;
let userId: string;
let queued = 0;
const ids: Record<string, string> = {};

const recipients = { "sap-contact": "sap@neutra.test", contact: "kontakt@neutra.test", migration: "odoo@neutra.test" };

/** The leads every test sees; each test that changes one puts it back. */
const seeds = {
  mueller: {
    kind: "contact",
    language: "de",
    pageContext: "/neutra-kontakt",
    name: "Jürgen Müller",
    company: "Stadtwerke Ölberg",
    email: "j.mueller@stadtwerke-oelberg.de",
    payload: { message: "Wir planen die Migration nach S/4HANA.", serviceInterest: "ams", phone: "+49 30 1" },
    createdAt: new Date("2026-11-20T10:00:00.123Z"),
  },
  smith: {
    kind: "sap-contact",
    language: "en",
    pageContext: "/en/sap/contact",
    name: "John Smith",
    company: "Acme Energy",
    email: "john@acme.example",
    payload: { message: "Looking for AMS support" },
    createdAt: new Date("2026-11-21T09:00:00Z"),
    status: "in_progress",
  },
  // The same instant as smith: the id breaks the tie.
  tie: {
    kind: "contact",
    language: "de",
    pageContext: "/neutra-kontakt",
    name: "Tina Tie",
    company: "Gleichzeit GmbH",
    email: "tina@gleichzeit.example",
    payload: {},
    createdAt: new Date("2026-11-21T09:00:00Z"),
    unverified: true,
  },
  muster: {
    kind: "migration",
    language: "de",
    pageContext: "/odoo-migration",
    name: "Max Muster",
    company: '=HYPERLINK("http://evil.example")',
    email: "max@muster.example",
    payload: { painPoints: "Langsame Berichte" },
    createdAt: new Date("2026-11-19T23:59:59Z"),
    status: "done",
    unverified: true,
  },
  bot: {
    kind: "contact",
    language: "de",
    pageContext: "/neutra-kontakt",
    name: "Spam Bot",
    company: "Cheap Pills",
    email: "bot@spam.example",
    payload: { message: "buy now" },
    createdAt: new Date("2026-11-22T08:00:00Z"),
    spam: true,
  },
};

const get = (path: string) => app.request(`/api/admin${path}`);
const patch = (path: string, body: unknown) =>
  app.request(`/api/admin${path}`, {
    method: "PATCH",
    body: JSON.stringify(body),
    headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin" },
  });
const post = (path: string) => postJson(app, `/api/admin${path}`, {});
/** The inbox's selection, written here as a query string for brevity, as the JSON body the client sends. */
const selection = (query: string) => {
  const body: Record<string, unknown> = Object.fromEntries(new URLSearchParams(query));
  if (body.limit !== undefined) body.limit = Number(body.limit);
  return body;
};
const search = (query: string) => postJson(app, "/api/admin/leads/search", selection(query));
const exportLeads = (format: "csv" | "json", query = "") =>
  postJson(app, `/api/admin/leads/export.${format}`, selection(query));
const page = async (query: string) => {
  const res = await search(query);
  expect(res.status).toBe(200);
  return (await res.json()) as LeadPage;
};
/** What a change is based on: the lead's status and note version as loaded now. */
const loaded = async (leadId: string) => {
  const { status, noteVersion } = (await (await get(`/leads/${leadId}`)).json()) as LeadDetail;
  return { statusWas: status, noteVersion };
};
const names = async (query: string) => (await page(query)).leads.map((lead) => lead.name);
const auditOf = (action: string) =>
  database.db.select().from(adminAudit).where(eq(adminAudit.action, action)).orderBy(asc(adminAudit.at));

beforeAll(async () => {
  database = await openTestDatabase();
  userId = await adminUser(database, "owner@neutra.test");
  for (const [key, seed] of Object.entries(seeds)) {
    // The payload holds every field as sent, the contact fields included.
    const { name, company, email, pageContext } = seed;
    const payload = { name, company, email, pageContext, ...seed.payload };
    const [row] = await database.db
      .insert(leads)
      .values({ ...seed, payload })
      .returning();
    ids[key] = row!.id;
  }
  app = backOfficeAs(database, userId, {
    config: { leads: { recipients, webhooks: true }, webhookHost: "crm.example" },
    onQueued: () => queued++,
  });
});
afterAll(() => database.close());
beforeEach(async () => {
  queued = 0;
  for (const table of [adminAudit, deliveryAttempts, mailOutbox, webhookDeliveries]) await database.db.delete(table);
});

const pick = <T extends object, K extends keyof T>(from: T, ...keys: K[]) =>
  Object.fromEntries(keys.map((key) => [key, from[key]]));

/** smith and tie share an instant: the higher id comes first. */
const tiePair = () => (ids.smith! > ids.tie! ? ["John Smith", "Tina Tie"] : ["Tina Tie", "John Smith"]);

describe(`back office: the inbox (${testDatabaseKind})`, () => {
  it("lists everything but spam, newest first, the id breaking ties, with the total", async () => {
    const result = await page("");
    expect(result.leads.map((lead) => lead.name)).toEqual([...tiePair(), "Jürgen Müller", "Max Muster"]);
    expect(result.total).toBe(4);
    expect(result.nextCursor).toBeNull();
    expect(result.leads[2]).toEqual({
      id: ids.mueller,
      createdAt: "2026-11-20T10:00:00.123Z",
      ...pick(seeds.mueller, "kind", "language", "pageContext", "name", "company", "email"),
      status: "new",
      spam: false,
      unverified: false,
    });
  });

  it("pages with a cursor: no lead twice, none left out, across a tie", async () => {
    const first = await page("?limit=1");
    expect(first.leads).toHaveLength(1);
    expect(first.total).toBe(4);
    const seen = first.leads.map((lead) => lead.name);
    let cursor = first.nextCursor;
    while (cursor) {
      const next = await page(`?limit=1&cursor=${cursor}`);
      expect(next.total).toBe(4);
      seen.push(...next.leads.map((lead) => lead.name));
      cursor = next.nextCursor;
    }
    expect(seen).toEqual([...tiePair(), "Jürgen Müller", "Max Muster"]);
    const two = await page("?limit=2");
    expect((await page(`?limit=2&cursor=${two.nextCursor}`)).leads.map((lead) => lead.name)).toEqual([
      "Jürgen Müller",
      "Max Muster",
    ]);
  });

  it("filters by status (spam only in its folder), form and UTC days, both included", async () => {
    expect(await names("?status=spam")).toEqual(["Spam Bot"]);
    expect(await names("?status=unverified")).toEqual(["Tina Tie", "Max Muster"]);
    expect(await names("?status=new")).toEqual(["Tina Tie", "Jürgen Müller"]);
    expect(await names("?status=in_progress")).toEqual(["John Smith"]);
    expect(await names("?status=done")).toEqual(["Max Muster"]);
    expect(await names("?kind=sap-contact")).toEqual(["John Smith"]);
    expect(await names("?kind=contact&status=new")).toEqual(["Tina Tie", "Jürgen Müller"]);
    expect(await names("?from=2026-11-20&to=2026-11-20")).toEqual(["Jürgen Müller"]);
    // 23:59:59 UTC on the 19th belongs to the 19th.
    expect(await names("?to=2026-11-19")).toEqual(["Max Muster"]);
    expect(await names("?from=2026-11-21")).toEqual(tiePair());
    expect((await page("?from=2026-11-21")).total).toBe(2);
  });

  it("searches name, company, e-mail (also a part of its domain) and message, by word prefixes", async () => {
    expect(await names("?q=M%C3%BCller")).toEqual(["Jürgen Müller"]);
    expect(await names("?q=m%C3%BCller")).toEqual(["Jürgen Müller"]);
    // As written: a cluster initialised with the C locale (the test suite's) lower-cases ASCII only.
    expect(await names("?q=%C3%96lberg")).toEqual(["Jürgen Müller"]);
    expect(await names("?q=oelberg")).toEqual(["Jürgen Müller"]);
    expect(await names("?q=acme")).toEqual(["John Smith"]);
    expect(await names("?q=gleichzeit")).toEqual(["Tina Tie"]);
    expect(await names("?q=max%40muster.example")).toEqual(["Max Muster"]);
    expect(await names("?q=migra")).toEqual(["Jürgen Müller"]);
    expect(await names("?q=john%20ams")).toEqual(["John Smith"]);
    expect(await names("?q=john%20nobody")).toEqual([]);
    expect((await page("?q=stadtwerke")).total).toBe(1);
    // Spam is found in the spam folder only.
    expect(await names("?q=pills")).toEqual([]);
    expect(await names("?q=pills&status=spam")).toEqual(["Spam Bot"]);
  });

  it("a hostile search is words or nothing, never an error", async () => {
    for (const q of ["'):* | !", "\\", "a & | b", "::*", "'';--", "(", "müller ) !( x", "-", "@.", "%00"]) {
      const res = await search(`?q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
    }
    expect(await names(`?q=${encodeURIComponent("müller ) !(")}`)).toEqual(["Jürgen Müller"]);
    expect((await page(`?q=${encodeURIComponent("'):* | !")}`)).total).toBe(4);
  });

  it("answers 400 to a query it cannot read", async () => {
    for (const query of [
      "?status=archived",
      "?kind=newsletter",
      "?from=2026-02-31",
      "?to=20261120",
      "?limit=0",
      "?limit=101",
      "?cursor=bm9uc2Vuc2U",
      `?cursor=${Buffer.from(`2026-11-20T10:00:00.000000Z|${"x".repeat(36)}`).toString("base64url")}`,
      `?q=${"a".repeat(201)}`,
      // Beyond the dates PostgreSQL and the inbox know: refused before any query.
      "?to=9999-12-31",
      "?from=0000-01-01",
      "?from=1999-12-31",
      "?to=2100-01-01",
      "?limit=1e309",
      "?limit=1.5",
      "?q=a%00b",
      `?cursor=${Buffer.from(`9999-99-99T99:99:99.999999Z|${randomUUID()}`).toString("base64url")}`,
      `?cursor=${Buffer.from(`2026-13-01T10:00:00.000000Z|${randomUUID()}`).toString("base64url")}`,
      `?cursor=${Buffer.from(`1970-01-01T00:00:00.000000Z|${randomUUID()}`).toString("base64url")}`,
    ]) {
      const res = await search(query);
      expect(res.status, query).toBe(400);
      expect(await res.json()).toEqual({ error: "invalid" });
    }
    expect((await postJson(app, "/api/admin/leads/search", { limit: "5" })).status).toBe(400);
  });

  it("takes the selection in a POST body only: a search term never travels in an address", async () => {
    for (const path of ["/leads?q=M%C3%BCller", "/leads/search?q=M%C3%BCller", "/leads/export.csv?q=M%C3%BCller"]) {
      expect((await get(path)).status, path).toBe(404);
    }
    const res = await postJson(app, "/api/admin/leads/search", { q: "Müller" }, { "Sec-Fetch-Site": "cross-site" });
    expect(res.status).toBe(403);
  });
});

describe(`back office: a lead (${testDatabaseKind})`, () => {
  it("shows every field as sent and each delivery with its attempts, oldest first", async () => {
    const leadId = ids.mueller!;
    const [mail] = await database.db
      .insert(mailOutbox)
      .values({
        leadId,
        toAddress: "kontakt@neutra.test",
        subject: "Lead",
        textBody: "-",
        htmlBody: "-",
        attempts: 2,
        sentAt: new Date("2026-11-20T10:01:00Z"),
        createdAt: new Date("2026-11-20T10:00:00.200Z"),
      })
      .returning();
    const [webhook] = await database.db
      .insert(webhookDeliveries)
      .values({
        leadId,
        body: "{}",
        attempts: 1,
        lastError: "HTTP 500 from https://crm.example/hook",
        failedAt: new Date("2026-11-23T10:00:00Z"),
        createdAt: new Date("2026-11-20T10:00:00.300Z"),
      })
      .returning();
    await database.db.insert(deliveryAttempts).values([
      { queue: "mail", deliveryId: mail!.id, leadId, at: new Date("2026-11-20T10:01:00Z"), error: null },
      { queue: "mail", deliveryId: mail!.id, leadId, at: new Date("2026-11-20T10:00:01Z"), error: "421 busy" },
      {
        queue: "webhook",
        deliveryId: webhook!.id,
        leadId,
        at: new Date("2026-11-23T10:00:00Z"),
        error: "HTTP 500 from https://crm.example/hook",
      },
    ]);
    const res = await get(`/leads/${leadId}`);
    expect(res.status).toBe(200);
    const lead = (await res.json()) as LeadDetail;
    expect(lead).toMatchObject({ id: leadId, name: "Jürgen Müller", note: "", status: "new" });
    expect(lead.payload).toEqual({
      name: "Jürgen Müller",
      company: "Stadtwerke Ölberg",
      email: "j.mueller@stadtwerke-oelberg.de",
      pageContext: "/neutra-kontakt",
      message: "Wir planen die Migration nach S/4HANA.",
      serviceInterest: "ams",
      phone: "+49 30 1",
    });
    expect(lead.deliveries).toEqual([
      {
        queue: "mail",
        id: mail!.id,
        purpose: "lead",
        target: "kontakt@neutra.test",
        state: "sent",
        attempts: [
          { at: "2026-11-20T10:00:01.000Z", error: "421 busy" },
          { at: "2026-11-20T10:01:00.000Z", error: null },
        ],
        nextAttemptAt: null,
        sentAt: "2026-11-20T10:01:00.000Z",
        failedAt: null,
      },
      {
        queue: "webhook",
        id: webhook!.id,
        purpose: "webhook",
        target: "crm.example",
        state: "failed",
        attempts: [{ at: "2026-11-23T10:00:00.000Z", error: "HTTP 500 from https://crm.example/hook" }],
        nextAttemptAt: null,
        sentAt: null,
        failedAt: "2026-11-23T10:00:00.000Z",
      },
    ]);
  });

  it("answers 404 to an unknown or malformed id, on every route that takes one", async () => {
    for (const id of ["not-a-uuid", "00000000-0000-0000-0000-00000000000g", "'; drop table leads;--", randomUUID()]) {
      const path = `/leads/${encodeURIComponent(id)}`;
      expect((await get(path)).status, id).toBe(404);
      expect((await patch(path, { status: "done", statusWas: "new" })).status, id).toBe(404);
      expect((await post(`${path}/not-spam`)).status, id).toBe(404);
      expect((await post(`/deliveries/mail/${encodeURIComponent(id)}/retry`)).status, id).toBe(404);
    }
    expect((await post(`/deliveries/sms/${randomUUID()}/retry`)).status).toBe(404);
    expect(await (await get("/leads/not-a-uuid")).json()).toEqual({ error: "not_found" });
  });

  it("changes status and note, and the audit log records both without the note's text", async () => {
    const leadId = ids.smith!;
    const res = await patch(`/leads/${leadId}`, {
      status: "done",
      note: "Rückruf Dienstag, Herr Schmidt",
      ...(await loaded(leadId)),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: leadId, status: "done", note: "Rückruf Dienstag, Herr Schmidt" });
    expect(await names("?status=done")).toEqual(["John Smith", "Max Muster"]);
    expect((await auditOf("lead_status")).map((entry) => [entry.userId, entry.detail])).toEqual([
      [userId, { leadId, from: "in_progress", to: "done" }],
    ]);
    const notes = await auditOf("lead_note");
    expect(notes.map((entry) => entry.detail)).toEqual([{ leadId }]);
    expect(JSON.stringify(notes)).not.toContain("Schmidt");
    // The same values again change nothing and record nothing.
    expect((await patch(`/leads/${leadId}`, { status: "done", statusWas: "done" })).status).toBe(200);
    expect(await auditOf("lead_status")).toHaveLength(1);
    await patch(`/leads/${leadId}`, { status: "in_progress", note: "", ...(await loaded(leadId)) });
    expect((await database.db.select().from(leads).where(eq(leads.id, leadId)))[0]).toMatchObject({
      status: "in_progress",
      note: "",
    });
  });

  it("refuses an update it cannot read", async () => {
    const path = `/leads/${ids.smith}`;
    const { statusWas, noteVersion } = await loaded(ids.smith!);
    for (const body of [
      {},
      { status: "spam", statusWas },
      { note: 5, noteVersion },
      { note: "x".repeat(5001), noteVersion },
      [],
      // What the change was based on is part of every change.
      { status: "done" },
      { note: "Rückruf" },
      { statusWas, noteVersion },
      // NUL cannot be stored; other control characters have no place in a note either.
      { note: "Rückruf\u0000Dienstag", noteVersion },
      { note: "bell\u0007", noteVersion },
    ]) {
      expect((await patch(path, body)).status, JSON.stringify(body)).toBe(400);
    }
    const text = await app.request(`/api/admin${path}`, {
      method: "PATCH",
      body: "status=done",
      headers: { "Content-Type": "text/plain", "Sec-Fetch-Site": "same-origin" },
    });
    expect(text.status).toBe(415);
    expect(await auditOf("lead_status")).toEqual([]);
  });

  it("a save over another one in between is refused with 409 and the lead as it is now; nothing is written", async () => {
    const leadId = ids.smith!;
    const first = await loaded(leadId);
    // Two people opened the lead; the first saves a note and a status.
    const saved = await patch(`/leads/${leadId}`, { note: "Angebot geschickt", status: "done", ...first });
    expect(saved.status).toBe(200);
    // The second saves over what they loaded: both refused, with the first one's note to show.
    for (const change of [
      { note: "Rückruf Dienstag", noteVersion: first.noteVersion },
      { status: "new", statusWas: first.statusWas },
    ]) {
      const stale = await patch(`/leads/${leadId}`, change);
      expect(stale.status, JSON.stringify(change)).toBe(409);
      const answer = (await stale.json()) as { error: string; lead: LeadDetail };
      expect(answer.error).toBe("conflict");
      expect(answer.lead).toMatchObject({ id: leadId, note: "Angebot geschickt", status: "done" });
      expect(answer.lead.noteVersion).not.toBe(first.noteVersion);
    }
    expect((await database.db.select().from(leads).where(eq(leads.id, leadId)))[0]).toMatchObject({
      note: "Angebot geschickt",
      status: "done",
    });
    expect(await auditOf("lead_note")).toHaveLength(1);
    // Based on what is there now, the save goes through; invisible formatters are dropped.
    const now = await loaded(leadId);
    const merged = await patch(`/leads/${leadId}`, { note: "Angebot\u200b geschickt; Rückruf Dienstag", ...now });
    expect(merged.status).toBe(200);
    expect(await merged.json()).toMatchObject({ note: "Angebot geschickt; Rückruf Dienstag" });
    await patch(`/leads/${leadId}`, { status: "in_progress", note: "", ...(await loaded(leadId)) });
  });

  it('"not spam" queues the provider\'s mail and the webhook once, no confirmation, and refuses twice', async () => {
    const leadId = ids.bot!;
    const res = await post(`/leads/${leadId}/not-spam`);
    expect(res.status).toBe(200);
    const lead = (await res.json()) as LeadDetail;
    expect(lead).toMatchObject({ spam: false, status: "new" });
    expect(lead.deliveries.map(({ queue, purpose, target, state }) => ({ queue, purpose, target, state }))).toEqual([
      { queue: "mail", purpose: "lead", target: "kontakt@neutra.test", state: "waiting" },
      { queue: "webhook", purpose: "webhook", target: "crm.example", state: "waiting" },
    ]);
    const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.leadId, leadId));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ toAddress: "kontakt@neutra.test", replyTo: "bot@spam.example" });
    expect(mails[0]!.subject).toContain("Cheap Pills");
    const [webhook] = await database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.leadId, leadId));
    expect(JSON.parse(webhook!.body)).toMatchObject({ type: "lead.created", data: { id: leadId, kind: "contact" } });
    expect(queued).toBe(1);
    expect((await auditOf("lead_not_spam")).map((entry) => entry.detail)).toEqual([{ leadId }]);

    const again = await post(`/leads/${leadId}/not-spam`);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: "not_spam" });
    expect(await database.db.$count(mailOutbox, eq(mailOutbox.leadId, leadId))).toBe(1);
    expect(queued).toBe(1);
    await database.db.update(leads).set({ spam: true }).where(eq(leads.id, leadId));
  });

  it('"mark as spam" withdraws the unsent deliveries and refuses twice; "delete" removes the lead with its deliveries; both audited', async () => {
    const [lead] = await database.db
      .insert(leads)
      .values({ ...seeds.tie, name: "Sam Spam", email: "sam@spam.example", createdAt: new Date() })
      .returning();
    const leadId = lead!.id;
    const mail = { leadId, toAddress: "kontakt@neutra.test", subject: "L", textBody: "-", htmlBody: "-" };
    await database.db.insert(mailOutbox).values([mail, { ...mail, sentAt: new Date() }]);
    await database.db.insert(webhookDeliveries).values({ leadId, body: "{}" });

    const res = await post(`/leads/${leadId}/spam`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ spam: true });
    // The sent mail stays in the delivery log; the waiting mail and webhook are not sent any more.
    expect(
      (await database.db.select().from(mailOutbox).where(eq(mailOutbox.leadId, leadId))).map((m) => Boolean(m.sentAt)),
    ).toEqual([true]);
    expect(await database.db.$count(webhookDeliveries, eq(webhookDeliveries.leadId, leadId))).toBe(0);
    expect((await auditOf("lead_spam")).map((entry) => entry.detail)).toEqual([{ leadId, withdrawn: 2 }]);
    const again = await post(`/leads/${leadId}/spam`);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: "spam" });

    const remove = () =>
      app.request(`/api/admin/leads/${leadId}`, { method: "DELETE", headers: { "Sec-Fetch-Site": "same-origin" } });
    expect((await remove()).status).toBe(204);
    expect(await database.db.$count(leads, eq(leads.id, leadId))).toBe(0);
    expect(await database.db.$count(mailOutbox, eq(mailOutbox.leadId, leadId))).toBe(0);
    expect((await auditOf("lead_deleted")).map((entry) => entry.detail)).toEqual([{ leadId }]);
    expect((await remove()).status).toBe(404);
    expect((await post("/leads/not-a-uuid/spam")).status).toBe(404);
  });

  it("retries a failed delivery: due now, audited; a sent one is refused", async () => {
    const leadId = ids.mueller!;
    const failedAt = new Date("2026-11-23T10:00:00Z");
    const [failed, sent] = await database.db
      .insert(mailOutbox)
      .values([
        { leadId, toAddress: "kontakt@neutra.test", subject: "L", textBody: "-", htmlBody: "-", failedAt },
        { leadId, toAddress: "kontakt@neutra.test", subject: "L", textBody: "-", htmlBody: "-", sentAt: failedAt },
      ])
      .returning();
    const before = Date.now();
    const res = await post(`/deliveries/mail/${failed!.id}/retry`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, failed!.id));
    expect(row!.failedAt).toBeNull();
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(queued).toBe(1);
    expect((await auditOf("delivery_retry")).map((entry) => entry.detail)).toEqual([
      { queue: "mail", id: failed!.id, leadId },
    ]);

    const refused = await post(`/deliveries/mail/${sent!.id}/retry`);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: "not_failed" });
    // A mail id is no webhook id.
    expect((await post(`/deliveries/webhook/${failed!.id}/retry`)).status).toBe(404);
    expect(queued).toBe(1);
  });
});

describe(`back office: the export (${testDatabaseKind})`, () => {
  it("CSV: BOM, header, CRLF, every cell quoted, formulas neutralised, umlauts, as an attachment; audited", async () => {
    const res = await exportLeads("csv");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.split("\r\n");
    expect(lines.at(-1)).toBe("");
    expect(lines).toHaveLength(6);
    // Headed in German without a language asked for (copy-routes.test.ts: the published labels).
    expect(lines[0]).toMatch(
      /^"Lead-ID","Eingang","Formular","Sprache","Seite","Spam","Ungeprüft","Status","Interne Notiz",/,
    );
    expect(lines[0]).toContain('"Name","Unternehmen","E-Mail"');
    expect(lines.slice(1, 5).map((line) => line.slice(1, 37))).toEqual(
      [...tiePair(), "Jürgen Müller", "Max Muster"].map(
        (name) => ids[Object.entries(seeds).find(([, seed]) => seed.name === name)![0]],
      ),
    );
    expect(lines[3]).toContain('"Jürgen Müller","Stadtwerke Ölberg"');
    expect(lines[4]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(lines[4]).toContain('"done"');
    expect(text).not.toContain("Spam Bot");
    expect((await auditOf("leads_export")).map((entry) => [entry.userId, entry.detail])).toEqual([
      [userId, { format: "csv", filter: { search: false }, rows: 4 }],
    ]);
  });

  it("JSON: a streamed array of the filtered leads; the audit says a search was used, not what", async () => {
    const res = await exportLeads("json", "?q=M%C3%BCller&kind=contact");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.json"$/);
    const rows = (await res.json()) as Record<string, unknown>[];
    expect(rows).toEqual([
      {
        id: ids.mueller,
        createdAt: "2026-11-20T10:00:00.123Z",
        kind: "contact",
        language: "de",
        pageContext: "/neutra-kontakt",
        spam: false,
        unverified: false,
        status: "new",
        note: "",
        payload: expect.objectContaining({ name: "Jürgen Müller", message: seeds.mueller.payload.message }),
      },
    ]);
    const empty = await exportLeads("json", "?status=spam&kind=migration");
    expect(await empty.json()).toEqual([]);
    const entries = await auditOf("leads_export");
    expect(entries.map((entry) => entry.detail)).toEqual([
      { format: "json", filter: { kind: "contact", search: true }, rows: 1 },
      { format: "json", filter: { kind: "migration", status: "spam", search: false }, rows: 0 },
    ]);
    expect(JSON.stringify(entries)).not.toContain("ller");
    expect((await exportLeads("csv", "?from=2026-13-01")).status).toBe(400);
    expect((await exportLeads("csv", "?to=9999-12-31")).status).toBe(400);
  });

  it("reads in keyset batches: small batches give every lead once, ties included", async () => {
    const filter = filterCondition({});
    const batches = [];
    for await (const batch of leadBatches(database.db, filter, 1)) batches.push(batch.map((row) => row.name));
    expect(batches).toEqual([...tiePair(), "Jürgen Müller", "Max Muster"].map((name) => [name]));
  });
});
