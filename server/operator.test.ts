import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testLinkSecret } from "../tests/support/test-app";
import { openTestDatabase, testDatabaseKind, type TestDatabase } from "../tests/support/test-database";
import { formFields, leadKinds, type LeadKind } from "../common/lead-schemas";
import { leads, mailOutbox, webhookDeliveries } from "./db/schema";
import { leadsToCsv } from "./leads/csv";
import { mailCommand, operatorCommand } from "./operator";

const lead = (payload: Record<string, unknown>, name = "Erika") => ({
  id: "1",
  kind: "contact",
  language: "de",
  pageContext: "/neutra-kontakt",
  name,
  company: "Stadtwerke",
  email: "erika@example.com",
  payload: { kind: "contact", name, company: "Stadtwerke", email: "erika@example.com", ...payload },
  spam: false,
  unverified: false,
  createdAt: new Date("2026-11-22T10:00:00Z"),
});

describe("lead export as CSV", () => {
  it("has one column per declared field, quotes every cell and doubles quotes", () => {
    const csv = leadsToCsv([lead({ serviceInterest: "ams", message: 'Er sagte "hallo",\nneue Zeile' })]);
    const [header = "", row] = csv.split("\r\n");
    const columns = header.split(",").map((cell) => JSON.parse(cell) as string);
    expect(columns.slice(0, 7)).toEqual(["id", "created_at", "kind", "language", "page", "spam", "unverified"]);
    const fields = columns.slice(7);
    const declared = (kind: LeadKind) => formFields(kind).map((field) => field.name);
    expect(fields.toSorted()).toEqual([...new Set(leadKinds.flatMap(declared))].sort());
    // A field added later finds its place by its declaration; these keep theirs.
    const today = [
      ...["name", "company", "email", "phone", "interest", "sapSystem", "timeframe", "message", "serviceInterest"],
      ...["companySize", "currentVersion", "edition", "activeUsers", "customizations", "datevIntegration", "modules"],
      ...["painPoints", "expectations", "countryCode"],
    ];
    expect(fields.filter((field) => today.includes(field))).toEqual(today);
    expect(row).toContain('"Er sagte ""hallo"",\nneue Zeile"');
  });

  it("leaves the payload's copies of a field out (a contact lead's interest and expectations)", () => {
    const csv = leadsToCsv([lead({ serviceInterest: "ams", interest: "ams", expectations: "ams" })]);
    const [header = [], row = []] = csv.split("\r\n").map((line) => line.split(","));
    const cell = (column: string) => row[header.indexOf(`"${column}"`)];
    expect(cell("serviceInterest")).toBe('"ams"');
    expect(cell("interest")).toBe('""');
    expect(cell("expectations")).toBe('""');
  });

  it("heads a column with the word given for it, else with its name, formulas neutralised there too", () => {
    const header = leadsToCsv([], { header: { company: "=Firma", id: "Lead-ID" } });
    expect(header).toBe(leadsToCsv([]).replace('"id"', '"Lead-ID"').replace('"company"', `"'=Firma"`));
  });

  it("neutralises spreadsheet formulas a visitor might type", () => {
    const csv = leadsToCsv([lead({}, '=HYPERLINK("http://evil.example")')]);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
  });
});

describe(`mail status and retry: mails and webhook deliveries (${testDatabaseKind})`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const run = async (...args: string[]) => {
    const lines: string[] = [];
    await mailCommand(database.db, args, (line) => lines.push(line));
    return lines;
  };

  it("lists both queues with their last error; retry makes either due again; an unknown id is an error", async () => {
    const { db } = database;
    const [stored] = await db
      .insert(leads)
      .values({ ...lead({}), id: randomUUID() })
      .returning({ id: leads.id });
    const leadId = stored!.id;
    const failedAt = new Date("2026-11-25T10:00:00Z");
    const [mail] = await db
      .insert(mailOutbox)
      .values({
        leadId,
        toAddress: "kontakt@neutra.test",
        subject: "-",
        textBody: "-",
        htmlBody: "-",
        attempts: 80,
        lastError: "451 try again later",
        failedAt,
      })
      .returning();
    const [webhook] = await db
      .insert(webhookDeliveries)
      .values({ leadId, body: "{}", attempts: 2, lastError: "HTTP 503 from https://crm.example/hook" })
      .returning();
    await db.insert(webhookDeliveries).values({ leadId, body: "{}", attempts: 1, sentAt: failedAt });

    const status = await run("status");
    expect(status).toEqual([
      "mail: sent: 0, waiting: 0, failed: 1",
      expect.stringMatching(new RegExp(`^FAILED +mail +${mail!.id} +to kontakt@neutra.test +attempts 80 .*451`)),
      "webhook: sent: 1, waiting: 1, failed: 0",
      expect.stringMatching(new RegExp(`^waiting +webhook +${webhook!.id} +lead ${leadId} +attempts 2 .*HTTP 503`)),
    ]);

    expect(await run("retry", webhook!.id)).toEqual([
      `Webhook delivery ${webhook!.id} is due again; the running server sends it within seconds.`,
    ]);
    expect(await run("retry", mail!.id)).toEqual([
      `Mail ${mail!.id} is due again; the running server sends it within seconds.`,
    ]);
    const [retried] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, mail!.id));
    expect(retried!.failedAt).toBeNull();
    expect(retried!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect((await run("status"))[0]).toBe("mail: sent: 0, waiting: 1, failed: 0");

    await expect(run("retry", randomUUID())).rejects.toThrow(/No unsent mail or webhook delivery/);
    // One a worker is sending right now is left alone: due again, a second worker would send it too.
    await db
      .update(webhookDeliveries)
      .set({ claimToken: randomUUID(), nextAttemptAt: new Date(Date.now() + 30_000) })
      .where(eq(webhookDeliveries.id, webhook!.id));
    await expect(run("retry", webhook!.id)).rejects.toThrow(/not being sent right now/);
    await expect(run("retry", "not-an-id")).rejects.toThrow(/No unsent mail or webhook delivery/);
    await expect(run("resend")).rejects.toThrow(/usage/);
  });
});

describe(`leads list and export, read in batches (${testDatabaseKind})`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const run = async (...args: string[]) => {
    let text = "";
    const out = {
      print: (line: string) => void (text += `${line}\n`),
      write: async (piece: string) => void (text += piece),
    };
    const secrets = {
      links: { url: "https://www.neutra-tech.test/", linkSecret: testLinkSecret },
      erasures: { key: "test-erasure-key", logFile: "/nonexistent/erasure-log", mailDir: "/nonexistent/mail" },
    };
    await operatorCommand(database.db, secrets, "leads", args, out);
    return text;
  };

  it("gives every lead once, newest first, across batches, as one CSV, one JSON array and one list", async () => {
    expect(await run("export", "--format", "json")).toBe("[]\n");
    // More than one batch of 1,000, one second apart; every tenth one unverified, one spam.
    const rows = Array.from({ length: 1_005 }, (_, i) => ({
      ...lead({}, `Person ${i}`),
      id: randomUUID(),
      unverified: i % 10 === 0,
      spam: i === 7,
      createdAt: new Date(Date.UTC(2026, 10, 1) + i * 1000),
    }));
    await database.db.insert(leads).values(rows);
    const newestFirst = rows.filter((r) => !r.spam).reverse();

    const json = await run("export", "--format", "json");
    const exported = JSON.parse(json) as { id: string; name: string }[];
    expect(exported.map((r) => r.id)).toEqual(newestFirst.map((r) => r.id));
    // The layout JSON.stringify(rows, null, 2) has.
    expect(json).toBe(`${JSON.stringify(exported, null, 2)}\n`);

    const csv = (await run("export")).split("\r\n");
    expect(csv.slice(1, -1).map((line) => line.slice(1, 37))).toEqual(newestFirst.map((r) => r.id));

    const list = (await run("list", "--spam")).trimEnd().split("\n");
    expect(list).toHaveLength(1_006);
    expect(list.at(-1)).toBe("1005 lead(s), 101 unverified");
    expect(list.find((line) => line.includes(rows[7]!.id))).toMatch(/\[spam\]/);
    await expect(run("export", "--format", "xml")).rejects.toThrow("--format must be csv or json, not xml");
  });
});
