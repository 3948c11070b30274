import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactLead, migrationLead, sapLead } from "../../tests/support/payloads";
import { SmtpSink } from "../../tests/support/smtp-sink";
import { openTestDatabase, type TestDatabase } from "../../tests/support/test-database";
import { postJson, testApp } from "../../tests/support/test-app";
import { WebhookReceiver } from "../../tests/support/webhook-receiver";
import { audit } from "../services/audit";
import { adminAudit, deliveryAttempts, leads, mailOutbox, webhookDeliveries } from "../db/schema";
import { createLogger } from "../logger";
import { createOutboxWorker } from "../mail/outbox";
import { createMailTransport } from "../mail/transport";
import { createWebhookWorker } from "../webhooks/webhook";
import { eraseAndLog, erasedSubjects, reapplyErasures } from "./erasure-log";
import { findSubject, subjectHash } from "./subject";

const key = "test-secret-of-the-erasures-0123456789abcdef";
const webhookSecret = `whsec_${randomBytes(32).toString("base64")}`;
const logger = createLogger("silent");
/** The person who asks, as they wrote their address on two of three forms. */
const person = "Erika.Person@Example.test";
const other = "someone.else@example.test";

let database: TestDatabase;
let sink: SmtpSink;
let receiver: WebhookReceiver;
let smtpUrl: string;
let webhookUrl: string;
let dir: string;

beforeAll(async () => {
  database = await openTestDatabase();
  sink = new SmtpSink();
  smtpUrl = await sink.start();
  receiver = new WebhookReceiver(webhookSecret);
  webhookUrl = await receiver.start();
  dir = mkdtempSync(path.join(tmpdir(), "erasure-"));
});
afterAll(async () => {
  await receiver.stop();
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

const app = () => testApp(database, { leadConfig: { webhooks: true, autoresponder: true } });
const workers = () => ({
  mail: createOutboxWorker({
    db: database.db,
    transport: createMailTransport({ smtpUrl, mailDir: "unused" }),
    from: "website@neutra.test",
    logger,
  }),
  webhook: createWebhookWorker({ db: database.db, url: webhookUrl, secret: webhookSecret, logger }),
});

async function submit(payload: Record<string, unknown>, email: string): Promise<string> {
  const res = await postJson(app(), payload === sapLead ? "/api/send-contact-email" : "/api/leads", {
    ...payload,
    email,
    name: email === other ? "Otto Other" : "Erika Person",
  });
  const body = (await res.json()) as { id: string };
  expect([res.status, body]).toEqual([201, expect.anything()]);
  return body.id;
}

/** Every row of every table as text, lower-cased: what a reader of the database or a dump sees. */
async function everyTableAsText(): Promise<string> {
  const { rows: tables } = (await database.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  )) as unknown as { rows: { table_name: string }[] };
  let text = "";
  for (const { table_name } of tables) {
    const { rows } = (await database.db.execute(sql`select * from ${sql.identifier(table_name)}`)) as unknown as {
      rows: unknown[];
    };
    text += `${table_name}: ${JSON.stringify(rows)}\n`;
  }
  return text.toLowerCase();
}

describe("a data subject's access and erasure (Art. 15 and 17 GDPR)", () => {
  let ids: string[];
  let otherId: string;

  it("exports every lead, mail, webhook delivery, confirmation and audit entry of the address, matched case-insensitively", async () => {
    ids = [
      await submit(sapLead, person),
      await submit(contactLead, person.toLowerCase()),
      await submit(migrationLead, person.toUpperCase()),
    ];
    otherId = await submit(contactLead, other);
    const { db } = database;
    // The provider's mail of the first lead failed for good; the webhook of the second backs off.
    const [failed] = await db.select().from(mailOutbox).where(eq(mailOutbox.leadId, ids[0]!));
    await db
      .update(mailOutbox)
      .set({ failedAt: new Date(), lastError: "550", attempts: 1 })
      .where(eq(mailOutbox.id, failed!.id));
    await db.insert(deliveryAttempts).values({ queue: "mail", deliveryId: failed!.id, leadId: ids[0]!, error: "550" });
    const [backingOff] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.leadId, ids[1]!));
    await db
      .update(webhookDeliveries)
      .set({ attempts: 2, lastError: "HTTP 503", nextAttemptAt: new Date(Date.now() + 3600_000) })
      .where(eq(webhookDeliveries.id, backingOff!.id));
    await db.update(leads).set({ status: "in_progress", note: "Rückruf am Montag" }).where(eq(leads.id, ids[2]!));
    await audit(db, { userId: null, action: "lead_note", detail: { leadId: ids[2] } });
    await audit(db, { userId: null, action: "lead_note", detail: { leadId: otherId } });

    const held = await findSubject(db, ` ${person.toUpperCase()} `);
    expect(held.leads.map((lead) => lead.kind).sort()).toEqual(["contact", "migration", "sap-contact"]);
    expect(held.leads.find((lead) => lead.id === ids[2])).toMatchObject({
      status: "in_progress",
      note: "Rückruf am Montag",
    });
    expect(held.mails.map((mail) => [mail.purpose, mail.state]).sort()).toEqual([
      ["autoreply", "waiting"],
      ["lead", "failed"],
      ["lead", "waiting"],
      ["lead", "waiting"],
    ]);
    expect(held.webhooks.map((delivery) => delivery.state)).toEqual(["waiting", "waiting", "waiting"]);
    expect(held.webhooks.find((delivery) => delivery.id === backingOff!.id)).toMatchObject({
      attempts: 2,
      lastError: "HTTP 503",
    });
    expect(held.audit).toEqual([expect.objectContaining({ action: "lead_note", detail: { leadId: ids[2] } })]);
    expect(JSON.stringify(held)).not.toContain(other);
  });

  it("erases all of it: no table holds the address or a lead id, the audit entry only a keyed hash, and nothing due is sent afterwards", async () => {
    const log = path.join(dir, "erasure-log");
    const result = await eraseAndLog(database.db, person, {
      key,
      file: log,
      mailDir: path.join(dir, "mail"),
      userId: null,
      via: "cli",
    });
    expect(result).toMatchObject({ leads: 3, mails: 4, webhooks: 3, deliveryLog: 1, audit: 1 });

    const text = await everyTableAsText();
    for (const trace of [person.toLowerCase(), "erika person", ...ids]) expect(text).not.toContain(trace);
    expect(text).toContain(other);
    expect(text).toContain(otherId);
    const [entry] = await database.db.select().from(adminAudit).where(eq(adminAudit.action, "subject_erased"));
    expect(entry!.detail).toMatchObject({ subject: subjectHash(key, person), via: "cli", leads: 3 });
    expect([...erasedSubjects(log).keys()]).toEqual([subjectHash(key, person)]);
    expect(readFileSync(log, "utf8").toLowerCase()).not.toContain("erika");
    expect(await findSubject(database.db, person)).toMatchObject({ leads: [], mails: [], webhooks: [], audit: [] });

    // The workers run after the erasure: only the other person's mail and webhook go out.
    const { mail, webhook } = workers();
    await mail.runOnce();
    await webhook.runOnce();
    expect(sink.received.map((m) => m.raw.toLowerCase()).filter((raw) => raw.includes("erika"))).toEqual([]);
    expect(sink.received.length).toBeGreaterThan(0);
    expect(receiver.received.map((r) => r.body.toLowerCase()).filter((body) => body.includes("erika"))).toEqual([]);
    expect(receiver.received.length).toBe(1);
  });

  it("wins over a worker holding the claim on the person's webhook: the attempt is abandoned and nothing is written back", async () => {
    const id = await submit(contactLead, person);
    receiver.received = [];
    receiver.script = ["hang"];
    const worker = createWebhookWorker({
      db: database.db,
      url: webhookUrl,
      secret: webhookSecret,
      logger,
      leaseMs: 900,
    });
    const running = worker.runOnce();
    await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBe(1);
    const result = await eraseAndLog(database.db, person, {
      key,
      file: path.join(dir, "erasure-log"),
      mailDir: path.join(dir, "mail"),
      userId: null,
      via: "cli",
    });
    expect(result).toMatchObject({ leads: 1, webhooks: 1, inFlight: 1 });
    // The heartbeat finds the row gone and aborts the attempt: the run ends, no answer awaited.
    expect(await running).toBe(0);
    expect(receiver.received[0]!.status).toBeUndefined();
    expect(await everyTableAsText()).not.toContain(id);
    await worker.runOnce();
    expect(receiver.received).toHaveLength(1);
  });

  it("erases the person again when a restored backup brings them back", async () => {
    const log = path.join(dir, "erasure-log");
    // The backup's rows, as they were before the erasure.
    const restored = await submit(sapLead, person);
    await submit(contactLead, other);
    const beforeErasure = new Date(Date.now() - 3600_000);
    await database.db.update(leads).set({ createdAt: beforeErasure }).where(eq(leads.id, restored));
    await database.db.update(mailOutbox).set({ createdAt: beforeErasure }).where(eq(mailOutbox.leadId, restored));
    expect(await reapplyErasures(database.db, () => key, log, path.join(dir, "mail"))).toBe(1);
    expect(await everyTableAsText()).not.toContain(person.toLowerCase());
    expect((await findSubject(database.db, other)).leads.length).toBeGreaterThan(0);
    expect(await reapplyErasures(database.db, () => key, log, path.join(dir, "mail"))).toBe(0);
  });

  it("keeps what the person sends after their erasure: a restore re-applies only what it erased", async () => {
    const log = path.join(dir, "erasure-log");
    const id = await submit(contactLead, person);
    expect(await reapplyErasures(database.db, () => key, log, path.join(dir, "mail"))).toBe(0);
    expect((await findSubject(database.db, person)).leads.map((lead) => lead.id)).toEqual([id]);
  });
});

describe("a request for a staff address, the recipient of every lead mail", () => {
  const staff = "Kontakt@Neutra.test";

  it("holds and erases the staff member's own mails only, never the people's lead mails or their delivery log", async () => {
    const { db } = database;
    const leadId = await submit(contactLead, other);
    const leadMails = await db.select().from(mailOutbox).where(eq(mailOutbox.leadId, leadId));
    expect(leadMails.find((mail) => mail.purpose === "lead")!.toAddress).toBe(staff.toLowerCase());
    await db.insert(deliveryAttempts).values({ queue: "mail", deliveryId: leadMails[0]!.id, leadId, error: "451" });
    // A sign-in link to the same address is the staff member's own.
    const [link] = await db
      .insert(mailOutbox)
      .values({ purpose: "admin-link", toAddress: staff, subject: "Anmelden", textBody: "-", htmlBody: "-" })
      .returning();
    const before = { mails: await db.$count(mailOutbox), log: await db.$count(deliveryAttempts) };

    const held = await findSubject(db, staff);
    expect(held).toMatchObject({ leads: [], webhooks: [], audit: [] });
    expect(held.mails.map((mail) => mail.id)).toEqual([link!.id]);

    const result = await eraseAndLog(db, staff, {
      key,
      file: path.join(dir, "erasure-log"),
      mailDir: path.join(dir, "mail"),
      userId: null,
      via: "cli",
    });
    expect(result).toMatchObject({ leads: 0, mails: 1, webhooks: 0, deliveryLog: 0, audit: 0 });
    expect(await db.$count(mailOutbox)).toBe(before.mails - 1);
    expect(await db.$count(deliveryAttempts)).toBe(before.log);
    expect((await db.select().from(mailOutbox).where(eq(mailOutbox.leadId, leadId))).length).toBe(leadMails.length);
  });
});

describe("without SMTP_URL: the mails as .eml files in DATA_DIR/mail", () => {
  it("erases the person's mail files with their mails, and leaves everyone else's", async () => {
    const mailDir = path.join(dir, "mail");
    const frieda = "Frieda.File@Example.test";
    const ids = [await submit(sapLead, frieda), await submit(contactLead, frieda)];
    await submit(contactLead, other);
    const files = createOutboxWorker({
      db: database.db,
      transport: createMailTransport({ mailDir }),
      from: "website@neutra.test",
      logger,
    });
    await files.runOnce();
    const theirs = (await database.db.select().from(mailOutbox).where(inArray(mailOutbox.leadId, ids))).map(
      (mail) => mail.id,
    );
    const written = () => readdirSync(mailDir);
    // Two mails to the provider and the confirmation; the others are the earlier tests' mails.
    expect(theirs).toHaveLength(3);
    for (const id of theirs) expect(written()).toContain(`${id}.eml`);
    const others = written().filter((file) => !theirs.includes(file.replace(/\.eml$/, "")));
    expect(others.length).toBeGreaterThan(0);

    const result = await eraseAndLog(database.db, frieda, {
      key,
      file: path.join(dir, "erasure-log"),
      mailDir,
      userId: null,
      via: "cli",
    });
    expect(result).toMatchObject({ leads: 2, mails: 3, mailFiles: 3 });
    for (const id of theirs) expect(written()).not.toContain(`${id}.eml`);
    expect(written().sort()).toEqual(others.sort());
    const left = written().map((file) => readFileSync(path.join(mailDir, file), "utf8").toLowerCase());
    expect(left.filter((raw) => raw.includes("frieda.file"))).toEqual([]);
  });
});
