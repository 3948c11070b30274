import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storedLead } from "../tests/support/payloads";
import { openTestDatabase, type TestDatabase } from "../tests/support/test-database";
import {
  consentLog,
  deliveryAttempts,
  leads,
  mailOutbox,
  pageViewsDaily,
  powSolutionsUsed,
  rateLimits,
  webhookDeliveries,
} from "./db/schema";
import { oldestPageViewDay, purgeExpired, retentionDays } from "./retention";

const now = new Date("2026-11-22T12:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 3600 * 1000);

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

type Delivery = "sent" | "failed" | "pending" | "none";

async function lead(company: string, createdAt: Date, mail: Delivery, webhook: Delivery = "none") {
  const [row] = await database.db
    .insert(leads)
    .values({ ...storedLead, company, createdAt })
    .returning({ id: leads.id });
  if (mail !== "none") {
    const [queued] = await database.db
      .insert(mailOutbox)
      .values({
        leadId: row!.id,
        toAddress: "leads@neutra.test",
        subject: company,
        textBody: "-",
        htmlBody: "-",
        sentAt: mail === "sent" ? createdAt : null,
        failedAt: mail === "failed" ? createdAt : null,
      })
      .returning({ id: mailOutbox.id });
    // The delivery log names the lead by its company here.
    await database.db
      .insert(deliveryAttempts)
      .values({ queue: "mail", deliveryId: queued!.id, leadId: row!.id, at: createdAt, error: company });
  }
  if (webhook !== "none") {
    await database.db.insert(webhookDeliveries).values({
      leadId: row!.id,
      body: company,
      sentAt: webhook === "sent" ? createdAt : null,
      failedAt: webhook === "failed" ? createdAt : null,
    });
  }
}

describe("retention (privacy policy: three years at the latest)", () => {
  it("deletes expired counters, old consent entries and old delivered leads; keeps the rest and any lead still waiting for its mail or webhook", async () => {
    const { db } = database;
    await db.insert(rateLimits).values([
      { key: "lead10m:expired", points: 3, expire: daysAgo(1) },
      { key: "lead10m:current", points: 1, expire: new Date(now.getTime() + 60_000) },
    ]);
    await db.insert(consentLog).values(
      [retentionDays.consentLog + 1, retentionDays.consentLog - 1].map((age) => ({
        consentId: `c-${age}`,
        revision: 1,
        functional: true,
        analytics: false,
        marketing: false,
        action: "save",
        createdAt: daysAgo(age),
      })),
    );
    await db.insert(powSolutionsUsed).values([
      { challengeId: "used-two-days-ago", usedAt: daysAgo(2) },
      { challengeId: "used-just-now", usedAt: now },
    ]);
    await db
      .insert(pageViewsDaily)
      .values(["2025-10-21", "2025-10-22", "2026-11-22"].map((day) => ({ day, path: "/", language: "de", views: 3 })));
    await lead("Alt und zugestellt", daysAgo(retentionDays.leads + 1), "sent", "sent");
    await lead("Alt und aufgegeben", daysAgo(retentionDays.leads + 1), "failed");
    await lead("Alt ohne Mail (Spam)", daysAgo(retentionDays.leads + 1), "none");
    await lead("Alt und noch unterwegs", daysAgo(retentionDays.leads + 1), "pending");
    await lead("Alt, Webhook noch unterwegs", daysAgo(retentionDays.leads + 1), "sent", "pending");
    await lead("Jung", daysAgo(retentionDays.leads - 1), "sent", "sent");
    // Attempts of mails without a lead (back-office links) go after the leads' retention too.
    const linkAttempt = (error: string, at: Date) => ({ queue: "mail", deliveryId: randomUUID(), at, error });
    await db
      .insert(deliveryAttempts)
      .values([
        linkAttempt("Link von gestern", daysAgo(1)),
        linkAttempt("Link von damals", daysAgo(retentionDays.leads + 1)),
      ]);

    expect(await purgeExpired(db, now)).toEqual({
      rateLimits: 1,
      consentLog: 1,
      leads: 3,
      powSolutions: 1,
      pageViews: 1,
    });
    expect((await db.select().from(pageViewsDaily)).map((r) => r.day).sort()).toEqual(["2025-10-22", "2026-11-22"]);
    expect((await db.select().from(powSolutionsUsed)).map((r) => r.challengeId)).toEqual(["used-just-now"]);

    expect((await db.select().from(rateLimits)).map((r) => r.key)).toEqual(["lead10m:current"]);
    expect((await db.select().from(consentLog)).map((r) => r.consentId)).toEqual([`c-${retentionDays.consentLog - 1}`]);
    expect((await db.select().from(leads)).map((r) => r.company).sort()).toEqual([
      "Alt und noch unterwegs",
      "Alt, Webhook noch unterwegs",
      "Jung",
    ]);
    expect((await db.select().from(mailOutbox)).map((m) => m.subject).sort()).toEqual([
      "Alt und noch unterwegs",
      "Alt, Webhook noch unterwegs",
      "Jung",
    ]);
    expect((await db.select().from(webhookDeliveries)).map((w) => w.body).sort()).toEqual([
      "Alt, Webhook noch unterwegs",
      "Jung",
    ]);
    expect((await db.select().from(deliveryAttempts)).map((a) => a.error).sort()).toEqual([
      "Alt und noch unterwegs",
      "Alt, Webhook noch unterwegs",
      "Jung",
      "Link von gestern",
    ]);

    // A second run finds nothing more.
    expect(await purgeExpired(db, now)).toEqual({
      rateLimits: 0,
      consentLog: 0,
      leads: 0,
      powSolutions: 0,
      pageViews: 0,
    });
  });

  it("keeps page views for 13 calendar months", () => {
    expect(oldestPageViewDay(now)).toBe("2025-10-22");
    expect(oldestPageViewDay(new Date("2026-03-31T23:00:00Z"))).toBe("2025-02-28");
    expect(oldestPageViewDay(new Date("2026-01-01T00:00:00Z"))).toBe("2024-12-01");
  });
});
