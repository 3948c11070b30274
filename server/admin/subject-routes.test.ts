import { readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SubjectErased, SubjectSummary } from "../../common/admin-api";
import { backOfficeAs } from "../../tests/support/admin-session";
import { postJson, testErasures } from "../../tests/support/test-app";
import { openTestDatabase, testDatabaseKind, type TestDatabase } from "../../tests/support/test-database";
import { adminAudit, adminUsers, leads, mailOutbox, webhookDeliveries } from "../db/schema";
import { subjectHash } from "../privacy/subject";

let database: TestDatabase;
let app: ReturnType<typeof backOfficeAs>;

const address = "Erika.Muster@Example.test";
const lower = address.toLowerCase();
const post = (path: string, body: unknown) => postJson(app, `/api/admin/subjects/${path}`, body);

beforeAll(async () => {
  database = await openTestDatabase();
  const [user] = await database.db
    .insert(adminUsers)
    .values({ email: "owner@neutra.test", webauthnUserId: "handle" })
    .returning();
  app = backOfficeAs(database, user!.id);
  const lead = (kind: string, email: string, name: string) => ({
    kind,
    language: "de",
    pageContext: "/neutra-kontakt",
    name,
    company: "Muster AG",
    email,
    payload: { name, email, message: "Bitte melden Sie sich." },
  });
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
    expect(await text.text()).toContain("Bitte melden Sie sich.");

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
