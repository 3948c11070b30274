/**
 * SMTP failures lose nothing: whatever the mail server does (refuses, hangs up at once, is not
 * there, drops the connection mid-message, never answers), the lead stays stored, its mail is
 * retried with backoff and delivered exactly once when SMTP is healthy again; after three days of
 * failure it is marked failed and `npm run mail -- status` reports it.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { freePort } from "../../scripts/lib/local";
import { minimalContactLead as lead } from "../../tests/support/payloads";
import { SmtpSink, type SinkMode } from "../../tests/support/smtp-sink";
import { postJson, testApp } from "../../tests/support/test-app";
import { openTestDatabase, testDatabaseKind, type TestDatabase } from "../../tests/support/test-database";
import { deliveryAttempts, leads, mailOutbox } from "../db/schema";
import { createLogger, type Logger } from "../logger";
import { leadDetail } from "../admin/leads";
import { mailCommand } from "../operator";
import { retryDelayMs } from "../delivery/queue";
import { createOutboxWorker } from "./outbox";
import { createMailTransport, type MailTransport } from "./transport";

const logger = createLogger("silent");
const day = 24 * 3600 * 1000;
let database: TestDatabase;
let sink: SmtpSink;
let smtpUrl: string;
let clock: number;
const transports: MailTransport[] = [];

async function submit(company = lead.company, { autoresponder = false } = {}) {
  const app = testApp(database, {
    leadConfig: {
      recipients: { "sap-contact": "sap@neutra.example", contact: "kontakt@neutra.example", migration: "o@n.example" },
      minFillMs: 3000,
      autoresponder,
    },
    consentEnabled: false,
  });
  const res = await postJson(app, "/api/leads", { ...lead, company });
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: string };
  const [mail] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.leadId, id));
  return { leadId: id, mailId: mail!.id };
}

function worker(url = smtpUrl, options: { sendTimeoutMs?: number; logger?: Logger } = {}) {
  const transport = createMailTransport({ smtpUrl: url, mailDir: "unused" });
  transports.push(transport);
  return createOutboxWorker({
    db: database.db,
    transport,
    from: "Website <web@neutra.example>",
    logger,
    now: () => new Date(clock),
    ...options,
  });
}

const mailRow = async (id: string) => (await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;

beforeAll(async () => {
  database = await openTestDatabase();
  sink = new SmtpSink();
  smtpUrl = await sink.start();
});

afterAll(async () => {
  for (const t of transports) t.close();
  await sink.stop();
  await database.close();
});

beforeEach(async () => {
  await database.db.delete(deliveryAttempts);
  await database.db.delete(mailOutbox);
  await database.db.delete(leads);
  sink.received = [];
  sink.mode = "ok";
  sink.attempts = 0;
  clock = Date.now() + 1000;
});

describe(`SMTP faults (${testDatabaseKind})`, () => {
  it.each<[string, SinkMode]>([
    ["refuses the message (451)", "refuse"],
    ["hangs up at the greeting (421)", "reject-connection"],
    ["drops the connection in the middle of the message", "drop"],
    ["never answers (the attempt times out)", "stall"],
  ])("SMTP %s: the lead stays, the mail is retried with backoff and delivered once", async (_, mode) => {
    sink.mode = mode;
    const outbox = worker(smtpUrl, { sendTimeoutMs: 1500 });
    const { leadId, mailId } = await submit();

    expect(await outbox.runOnce()).toBe(0);
    expect(sink.attempts).toBe(1);
    let row = await mailRow(mailId);
    expect(row).toMatchObject({ attempts: 1, sentAt: null, failedAt: null });
    expect(row.lastError).toBeTruthy();
    expect(row.nextAttemptAt.getTime() - clock).toBe(retryDelayMs(1)); // 30 s

    // Not due yet: nothing is tried.
    clock += retryDelayMs(1) - 1000;
    expect(await outbox.runOnce()).toBe(0);
    expect((await mailRow(mailId)).attempts).toBe(1);

    // Due and still failing: the delay doubles.
    clock += 2000;
    expect(await outbox.runOnce()).toBe(0);
    row = await mailRow(mailId);
    expect(row.attempts).toBe(2);
    expect(row.nextAttemptAt.getTime() - clock).toBe(retryDelayMs(2)); // 60 s

    // SMTP is healthy again: delivered once, and never again.
    sink.mode = "ok";
    clock += retryDelayMs(2) + 1000;
    expect(await outbox.runOnce()).toBe(1);
    clock += 3600_000;
    expect(await outbox.runOnce()).toBe(0);
    expect(sink.received.map((m) => m.messageId)).toEqual([`<${mailId}@neutra-web>`]);
    expect(await mailRow(mailId)).toMatchObject({ attempts: 3, lastError: null });
    expect(await database.db.select().from(leads).where(eq(leads.id, leadId))).toHaveLength(1);
  });

  it("SMTP refuses the recipient for good (550): failed at once, the delivery log says why, no address logged or stored", async () => {
    sink.mode = "reject";
    const lines: string[] = [];
    const outbox = worker(smtpUrl, {
      logger: createLogger("info", { write: (line: string) => void lines.push(line) }),
    });
    // The visitor's confirmation goes to the visitor's address, which the refusal quotes.
    const { leadId } = await submit(lead.company, { autoresponder: true });
    expect(await outbox.runOnce()).toBe(0);
    const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.leadId, leadId));
    expect(mails.map((m) => m.purpose).sort()).toEqual(["autoreply", "lead"]);
    for (const mail of mails) {
      expect(mail).toMatchObject({ attempts: 1, sentAt: null });
      expect(mail.failedAt).toBeInstanceOf(Date);
    }
    // Nothing more is tried, however long one waits.
    clock += 3600_000;
    expect(await outbox.runOnce()).toBe(0);
    expect(sink.attempts).toBe(2);

    const { deliveries } = (await leadDetail(database.db, leadId, {}))!;
    const autoreply = deliveries.find((d) => d.purpose === "autoreply")!;
    expect(autoreply.state).toBe("failed");
    expect(autoreply.attempts).toEqual([
      {
        at: expect.any(String),
        error: "permanently refused by the mail server: 550 5.1.1 <address>: Recipient address rejected: User unknown",
      },
    ]);
    const stored =
      JSON.stringify(await database.db.select().from(deliveryAttempts)) + JSON.stringify(mails.map((m) => m.lastError));
    expect(stored).not.toContain(lead.email);
    expect(stored).not.toContain("erika");

    const logged = lines.map((line) => JSON.parse(line) as { msg: string; smtp?: unknown });
    expect(lines.join("\n")).not.toMatch(/erika|Recipient address rejected/i);
    expect(logged.filter((l) => l.msg === "mail failed for good").map((l) => l.smtp)).toEqual([
      { code: "EENVELOPE", command: "RCPT TO", reply: 550, enhanced: "5.1.1", class: "permanent" },
      { code: "EENVELOPE", command: "RCPT TO", reply: 550, enhanced: "5.1.1", class: "permanent" },
    ]);
  });

  it("SMTP refuses for now (451): retried, the log names the code without the server's text", async () => {
    sink.mode = "refuse";
    const lines: string[] = [];
    const outbox = worker(smtpUrl, {
      logger: createLogger("info", { write: (line: string) => void lines.push(line) }),
    });
    const { mailId } = await submit();
    expect(await outbox.runOnce()).toBe(0);
    const row = await mailRow(mailId);
    expect(row).toMatchObject({
      attempts: 1,
      failedAt: null,
      lastError: "mail server answered DATA: 451 4.7.1 try again later",
    });
    const [warning] = lines.map((line) => JSON.parse(line) as { msg: string; smtp?: unknown; err?: unknown });
    expect(warning).toMatchObject({
      msg: "mail delivery failed, will retry",
      smtp: { code: "EMESSAGE", command: "DATA", reply: 451, enhanced: "4.7.1", class: "transient" },
    });
    expect(warning!.err).toBeUndefined();
  });

  it("SMTP server not there at all (connection refused): retried, delivered once it listens", async () => {
    const port = await freePort();
    const outbox = worker(`smtp://127.0.0.1:${port}`);
    const { mailId } = await submit();
    expect(await outbox.runOnce()).toBe(0);
    expect((await mailRow(mailId)).lastError).toMatch(/ECONNREFUSED|connect/i);

    const late = new SmtpSink();
    await late.start(port);
    try {
      clock += retryDelayMs(1) + 1000;
      expect(await outbox.runOnce()).toBe(1);
      expect(late.received.map((m) => m.messageId)).toEqual([`<${mailId}@neutra-web>`]);
    } finally {
      for (const t of transports.splice(0)) t.close();
      await late.stop();
    }
  });

  it("a stalled SMTP server does not hold up the other mails: each attempt ends at the timeout", async () => {
    sink.mode = "stall";
    const outbox = worker(smtpUrl, { sendTimeoutMs: 1000 });
    await submit("Firma A");
    await submit("Firma B");
    const started = performance.now();
    expect(await outbox.runOnce()).toBe(0);
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it("fails for three days: marked failed, reported by `mail status`, the lead kept; `mail retry` sends it", async () => {
    sink.mode = "refuse";
    const outbox = worker();
    const { leadId, mailId } = await submit();
    const created = (await mailRow(mailId)).createdAt.getTime();
    const delays: number[] = [];
    for (let i = 0; i < 200; i++) {
      await outbox.runOnce();
      const row = await mailRow(mailId);
      if (row.failedAt) break;
      delays.push(row.nextAttemptAt.getTime() - clock);
      clock = row.nextAttemptAt.getTime();
    }
    const row = await mailRow(mailId);
    expect(row.failedAt).toBeInstanceOf(Date);
    expect(row.failedAt!.getTime() - created).toBeGreaterThanOrEqual(3 * day);
    expect(row.failedAt!.getTime() - created).toBeLessThan(3 * day + 3600_000);
    // 30 s doubling to one hour, then hourly.
    expect(delays.slice(0, 9)).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600].map((s) => s * 1000));
    expect(row.attempts).toBe(delays.length + 1);
    clock += 3600_000;
    expect(await outbox.runOnce()).toBe(0);
    expect(await database.db.select().from(leads).where(eq(leads.id, leadId))).toHaveLength(1);

    const lines: string[] = [];
    await mailCommand(database.db, ["status"], (line) => lines.push(line));
    expect(lines[0]).toBe("mail: sent: 0, waiting: 0, failed: 1");
    expect(lines[1]).toMatch(
      new RegExp(`^FAILED +mail +${mailId} +to kontakt@neutra.example +attempts ${row.attempts} .*451`),
    );

    sink.mode = "ok";
    await mailCommand(database.db, ["retry", mailId], () => {});
    clock = Date.now() + 1000;
    expect(await outbox.runOnce()).toBe(1);
    expect(sink.received.map((m) => m.messageId)).toEqual([`<${mailId}@neutra-web>`]);
    const after: string[] = [];
    await mailCommand(database.db, ["status"], (line) => after.push(line));
    expect(after).toEqual(["mail: sent: 1, waiting: 0, failed: 0", "webhook: sent: 0, waiting: 0, failed: 0"]);
  });
});
