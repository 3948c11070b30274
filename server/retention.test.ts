import { randomUUID } from "node:crypto";
import { isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import privacyDe from "../common/locales/de/privacy";
import privacyEn from "../common/locales/en/privacy";
import { storedLead } from "../tests/support/payloads";
import { openTestDatabase, type TestDatabase } from "../tests/support/test-database";
import {
  adminAudit,
  adminChallenges,
  adminLinks,
  adminSessions,
  adminUsers,
  consentLog,
  deliveryAttempts,
  leads,
  mailOutbox,
  pageViewsDaily,
  webVitalsDaily,
  powSolutionsUsed,
  rateLimits,
  webhookDeliveries,
} from "./db/schema";
import { auditRetentionDays, oldestPageViewDay, purgeExpired, retentionDays } from "./retention";

const now = new Date("2026-11-22T12:00:00Z");
/** LEAD_RETENTION_DAYS and SPAM_RETENTION_DAYS at their defaults. */
const retention = { leadDays: 1095, spamDays: 30 };
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 3600 * 1000);
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3600 * 1000);
/** Every kind of record the purge counts, none deleted. */
const nothingPurged = {
  rateLimits: 0,
  consentLog: 0,
  leads: 0,
  powSolutions: 0,
  pageViews: 0,
  webVitals: 0,
  adminSessions: 0,
  adminLinks: 0,
  adminChallenges: 0,
  adminAudit: 0,
  adminMails: 0,
  erasureEvents: 0,
};

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

type Delivery = "sent" | "failed" | "pending" | "none";

async function lead(company: string, createdAt: Date, mail: Delivery, webhook: Delivery = "none", spam = false) {
  const [row] = await database.db
    .insert(leads)
    .values({ ...storedLead, company, createdAt, spam })
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
    await db.insert(webVitalsDaily).values(
      ["2025-10-21", "2025-10-22"].map((day) => ({
        day,
        path: "/",
        language: "de",
        device: "phone",
        metric: "LCP",
        bucket: 2500,
        count: 3,
      })),
    );
    await lead("Alt und zugestellt", daysAgo(retention.leadDays + 1), "sent", "sent");
    await lead("Alt und aufgegeben", daysAgo(retention.leadDays + 1), "failed");
    await lead("Alt ohne Mail (Spam)", daysAgo(retention.leadDays + 1), "none");
    await lead("Alt und noch unterwegs", daysAgo(retention.leadDays + 1), "pending");
    await lead("Alt, Webhook noch unterwegs", daysAgo(retention.leadDays + 1), "sent", "pending");
    await lead("Jung", daysAgo(retention.leadDays - 1), "sent", "sent");
    // Attempts of mails without a lead (back-office links) go after the leads' retention too.
    const linkAttempt = (error: string, at: Date) => ({ queue: "mail", deliveryId: randomUUID(), at, error });
    await db
      .insert(deliveryAttempts)
      .values([
        linkAttempt("Link von gestern", daysAgo(1)),
        linkAttempt("Link von damals", daysAgo(retention.leadDays + 1)),
      ]);

    expect(await purgeExpired(db, retention, now)).toEqual({
      ...nothingPurged,
      rateLimits: 1,
      consentLog: 1,
      leads: 3,
      powSolutions: 1,
      pageViews: 1,
      webVitals: 1,
    });
    expect((await db.select().from(pageViewsDaily)).map((r) => r.day).sort()).toEqual(["2025-10-22", "2026-11-22"]);
    expect((await db.select().from(webVitalsDaily)).map((r) => r.day)).toEqual(["2025-10-22"]);
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
    expect(await purgeExpired(db, retention, now)).toEqual(nothingPurged);
  });

  it("deletes the back office's ended sessions, expired links and challenges, and audit entries older than a year", async () => {
    const { db } = database;
    const [user] = await db
      .insert(adminUsers)
      .values({ email: "owner@neutra.test", webauthnUserId: "handle-retention" })
      .returning({ id: adminUsers.id });
    const userId = user!.id;
    const later = new Date(now.getTime() + 3600_000);
    await db.insert(adminSessions).values([
      { tokenHash: "past-absolute", userId, lastSeenAt: hoursAgo(1), expiresAt: hoursAgo(0.5) },
      { tokenHash: "idle-too-long", userId, lastSeenAt: hoursAgo(13), expiresAt: later },
      { tokenHash: "live", userId, lastSeenAt: hoursAgo(11), expiresAt: later },
    ]);
    await db.insert(adminLinks).values([
      { tokenHash: "expired", userId, purpose: "signin", expiresAt: hoursAgo(1) },
      { tokenHash: "valid", userId, purpose: "signup", expiresAt: later },
    ]);
    await db.insert(adminChallenges).values([
      { challenge: "old", purpose: "authenticate", expiresAt: hoursAgo(1) },
      { challenge: "fresh", purpose: "authenticate", expiresAt: later },
    ]);
    await db.insert(adminAudit).values([
      { userId, action: "sign_in_link", at: daysAgo(auditRetentionDays + 1) },
      { userId, action: "sign_in_passkey", at: daysAgo(auditRetentionDays - 1) },
    ]);
    // The back office's own mails go a day after they were sent or failed; a waiting one stays.
    const adminMail = (subject: string, purpose: string, done: { sentAt?: Date; failedAt?: Date }) => ({
      subject,
      purpose,
      toAddress: "owner@neutra.test",
      textBody: "",
      htmlBody: "",
      ...done,
    });
    await db
      .insert(mailOutbox)
      .values([
        adminMail("link sent two days ago", "admin-link", { sentAt: daysAgo(2) }),
        adminMail("notice failed two days ago", "admin-notice", { failedAt: daysAgo(2) }),
        adminMail("link sent an hour ago", "admin-link", { sentAt: hoursAgo(1) }),
        adminMail("link waiting", "admin-link", {}),
      ]);

    // An erasure's event for the CRM, likewise.
    const event = (body: string, done: { sentAt?: Date; failedAt?: Date }) => ({ leadId: null, body, ...done });
    await db
      .insert(webhookDeliveries)
      .values([
        event("erasure sent two days ago", { sentAt: daysAgo(2) }),
        event("erasure failed two days ago", { failedAt: daysAgo(2) }),
        event("erasure sent an hour ago", { sentAt: hoursAgo(1) }),
        event("erasure waiting", {}),
      ]);

    const result = await purgeExpired(db, retention, now);
    expect(result).toMatchObject({
      adminSessions: 2,
      adminLinks: 1,
      adminChallenges: 1,
      adminAudit: 1,
      adminMails: 2,
      erasureEvents: 2,
    });
    const events = await db.select().from(webhookDeliveries).where(isNull(webhookDeliveries.leadId));
    expect(events.map((w) => w.body).sort()).toEqual(["erasure sent an hour ago", "erasure waiting"]);
    const adminMails = (await db.select().from(mailOutbox)).filter((m) => m.purpose.startsWith("admin-"));
    expect(adminMails.map((m) => m.subject).sort()).toEqual(["link sent an hour ago", "link waiting"]);
    expect((await db.select().from(adminSessions)).map((r) => r.tokenHash)).toEqual(["live"]);
    expect((await db.select().from(adminLinks)).map((r) => r.tokenHash)).toEqual(["valid"]);
    expect((await db.select().from(adminChallenges)).map((r) => r.challenge)).toEqual(["fresh"]);
    expect((await db.select().from(adminAudit)).map((r) => r.action)).toEqual(["sign_in_passkey"]);
  });

  it("deletes leads after LEAD_RETENTION_DAYS and spam after SPAM_RETENTION_DAYS, as configured", async () => {
    const { db } = database;
    for (const table of [deliveryAttempts, mailOutbox, webhookDeliveries, leads]) await db.delete(table);
    const configured = { leadDays: 200, spamDays: 10 };
    await lead("Spam, älter als die Spam-Frist", daysAgo(11), "none", "none", true);
    await lead("Spam, jünger", daysAgo(9), "none", "none", true);
    await lead("Anfrage, älter als die Frist", daysAgo(201), "sent");
    await lead("Anfrage, jünger", daysAgo(199), "sent");
    // A lead that stops being spam is kept as long as any other.
    await lead("Anfrage, älter als die Spam-Frist", daysAgo(11), "sent");

    expect((await purgeExpired(db, configured, now)).leads).toBe(2);
    expect((await db.select().from(leads)).map((r) => r.company).sort()).toEqual([
      "Anfrage, jünger",
      "Anfrage, älter als die Spam-Frist",
      "Spam, jünger",
    ]);
  });

  it("keeps page views for 13 calendar months", () => {
    expect(oldestPageViewDay(now)).toBe("2025-10-22");
    expect(oldestPageViewDay(new Date("2026-03-31T23:00:00Z"))).toBe("2025-02-28");
    expect(oldestPageViewDay(new Date("2026-01-01T00:00:00Z"))).toBe("2024-12-01");
  });

  it("keeps the audit log as long as the privacy policy says, in both languages", () => {
    expect(auditRetentionDays).toBe(365);
    const sentence = (blocks: readonly unknown[], word: string) =>
      blocks.find((block): block is string => typeof block === "string" && block.includes(word));
    expect(sentence(privacyDe.sections.hosting.blocks, "Audit-Log")).toMatch(/nach zwölf Monaten automatisch gelöscht/);
    expect(sentence(privacyEn.sections.hosting.blocks, "audit log")).toMatch(/deleted automatically after 12 months/);
  });
});
