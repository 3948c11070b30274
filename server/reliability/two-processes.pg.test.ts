/**
 * Two server processes against one PostgreSQL, with a real SMTP sink and a webhook receiver: 500
 * leads sent to both in parallel are all stored, each mailed exactly once and each POSTed to the
 * webhook exactly once, with a valid signature (both queues are claimed with FOR UPDATE SKIP
 * LOCKED). One proof-of-work solution sent to both at the same moment is accepted by one only.
 * PostgreSQL only: the embedded database allows one process.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeStaticSite, startServerProcess, type ServerProcess } from "../../tests/support/server-process";
import { SmtpSink } from "../../tests/support/smtp-sink";
import { openTestDatabase, type TestDatabase } from "../../tests/support/test-database";
import { WebhookReceiver } from "../../tests/support/webhook-receiver";
import { inArray } from "drizzle-orm";
import { leads, mailOutbox, webhookDeliveries } from "../db/schema";
import { minimalContactLead } from "../../tests/support/payloads";
import { solvedPow } from "../../tests/support/pow";

const total = 500;
let sink: SmtpSink;
let receiver: WebhookReceiver;
let database: TestDatabase;
let dataDir: string;
let staticDir: string;
const servers: ServerProcess[] = [];

describe("two server processes, one PostgreSQL", () => {
  beforeAll(async () => {
    sink = new SmtpSink();
    const secret = `whsec_${randomBytes(32).toString("base64")}`;
    receiver = new WebhookReceiver(secret);
    database = await openTestDatabase();
    dataDir = mkdtempSync(path.join(tmpdir(), "neutra-two-"));
    staticDir = makeStaticSite();
    const env = {
      DATABASE_URL: database.url!,
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      SMTP_URL: await sink.start(),
      RATE_LIMIT: "off",
      MIN_FILL_MS: "0",
      WEBHOOK_URL: await receiver.start(),
      WEBHOOK_SECRET: secret,
    };
    servers.push(...(await Promise.all([startServerProcess(env), startServerProcess(env)])));
  });

  afterAll(async () => {
    for (const s of servers) await s.stop();
    await sink.stop();
    await receiver.stop();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(staticDir, { recursive: true, force: true });
  });

  it(`${total} leads sent to both in parallel: all stored, each mailed and posted exactly once`, async () => {
    const accepted: string[] = [];
    const failures: string[] = [];
    let next = 0;
    const worker = async () => {
      for (let i = next++; i < total; i = next++) {
        const server = servers[i % 2]!;
        const res = await fetch(`${server.baseUrl}/api/leads`, {
          method: "POST",
          body: JSON.stringify({
            ...minimalContactLead,
            company: `Firma ${i}`,
            email: `lead${i}@stadtwerke.example`,
          }),
          headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin" },
        });
        if (res.status === 201) accepted.push(((await res.json()) as { id: string }).id);
        else failures.push(`${res.status} ${await res.text()}`);
      }
    };
    await Promise.all(Array.from({ length: 16 }, worker));
    expect(failures).toEqual([]);
    expect(accepted).toHaveLength(total);

    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline && (sink.received.length < total || receiver.received.length < total)) {
      await new Promise((r) => setTimeout(r, 200));
    }
    // A little longer: a second copy of any mail would arrive now.
    await new Promise((r) => setTimeout(r, 1000));

    expect(await database.db.$count(leads)).toBe(total);
    const mails = await database.db.select().from(mailOutbox);
    expect(mails).toHaveLength(total);
    expect(mails.filter((m) => !m.sentAt)).toEqual([]);
    expect(sink.received).toHaveLength(total);
    expect(sink.duplicates()).toEqual([]);
    expect(new Set(sink.received.map((m) => m.messageId))).toEqual(new Set(mails.map((m) => `<${m.id}@neutra-web>`)));
    // No mail was claimed twice: each one went out on its first attempt, by one of the two.
    expect(mails.every((m) => m.attempts === 1)).toBe(true);

    const deliveries = await database.db.select().from(webhookDeliveries);
    expect(deliveries).toHaveLength(total);
    expect(deliveries.filter((d) => !d.sentAt)).toEqual([]);
    expect(receiver.received).toHaveLength(total);
    expect(receiver.received.every((r) => r.verified)).toBe(true);
    expect(new Set(receiver.received.map((r) => r.headers["webhook-id"]))).toEqual(
      new Set(deliveries.map((d) => d.id)),
    );
    expect(new Set(receiver.received.map((r) => (JSON.parse(r.body) as { data: { id: string } }).data.id))).toEqual(
      new Set(accepted),
    );
  }, 180_000);
  it("one solution posted to both processes at once: one lead verified, the other unverified", async () => {
    for (let round = 0; round < 10; round++) {
      // Both processes share DATA_DIR, so they sign and check with the same generated secret.
      const pow = await solvedPow({ request: (p, init) => fetch(`${servers[round % 2]!.baseUrl}${p}`, init) });
      const ids = await Promise.all(
        servers.map(async (server) => {
          const res = await fetch(`${server.baseUrl}/api/leads`, {
            method: "POST",
            body: JSON.stringify({ ...minimalContactLead, company: `Wettlauf ${round}`, pow }),
            headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin" },
          });
          expect(res.status).toBe(201);
          return ((await res.json()) as { id: string }).id;
        }),
      );
      const rows = await database.db.select().from(leads).where(inArray(leads.id, ids));
      expect(rows.map((row) => row.unverified).sort()).toEqual([false, true]);
    }
  });
});
