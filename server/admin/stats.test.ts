/** The back office's statistics (GET /api/admin/stats): views, leads per form and page, conversion, consent. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminStats } from "../../common/admin/stats-api";
import { backOfficeAs } from "../../tests/support/admin-session";
import { pageViewRow, storedLead } from "../../tests/support/payloads";
import { openTestDatabase, testDatabaseKind } from "../../tests/support/test-database";
import { consentLog, leads, pageViewsDaily, webVitalsDaily } from "../db/schema";
import { adminStats } from "./stats";

const now = new Date("2026-11-22T12:00:00Z");
const database = await openTestDatabase();

beforeAll(async () => {
  await database.db.insert(pageViewsDaily).values([
    pageViewRow("2026-11-22", "/", "", 5),
    pageViewRow("2026-11-22", "/", "www.google.com", 3),
    pageViewRow("2026-11-20", "/neutra-kontakt", "", 40),
    pageViewRow("2026-11-20", "/en/odoo-migration", "www.bing.com", 10),
    pageViewRow("2026-11-16", "/neutra-kontakt", "", 10),
    // The day before a 7-day period.
    pageViewRow("2026-11-15", "/neutra-kontakt", "", 1000),
  ]);
  // Loading-speed histograms: the phone's LCP on "/" over two days of the period and one before it.
  const vital = (day: string, device: string, metric: string, bucket: number, count: number, path = "/") => ({
    day,
    path,
    language: path.startsWith("/en") ? "en" : "de",
    device,
    metric,
    bucket,
    count,
  });
  await database.db
    .insert(webVitalsDaily)
    .values([
      vital("2026-11-16", "phone", "LCP", 1_800, 2),
      vital("2026-11-22", "phone", "LCP", 1_800, 1),
      vital("2026-11-22", "phone", "LCP", 4_200, 2),
      vital("2026-11-22", "desktop", "LCP", 900, 1),
      vital("2026-11-22", "phone", "CLS", 0, 4),
      vital("2026-11-22", "phone", "CLS", 130, 1),
      vital("2026-11-20", "desktop", "INP", 120, 2, "/en/odoo-migration"),
      vital("2026-11-15", "phone", "LCP", 9_000, 1_000),
    ]);
  const lead = (kind: string, pageContext: string, createdAt: string, spam = false) => ({
    ...storedLead,
    kind,
    pageContext,
    createdAt: new Date(createdAt),
    spam,
  });
  await database.db
    .insert(leads)
    .values([
      lead("contact", "/neutra-kontakt", "2026-11-20T10:00:00Z"),
      lead("contact", "/neutra-kontakt", "2026-11-20T11:00:00Z"),
      lead("contact", "/neutra-kontakt", "2026-11-21T10:00:00Z", true),
      lead("migration", "/en/odoo-migration", "2026-11-22T11:00:00Z"),
      lead("sap-contact", "/sap/kontakt", "2026-11-16T00:00:00Z"),
      lead("contact", "/neutra-kontakt", "2026-11-15T23:59:59Z"),
    ]);
  const answer = (action: string, createdAt: string) => ({
    consentId: `c-${action}-${createdAt}`,
    revision: 1,
    functional: true,
    analytics: action === "accept_all",
    marketing: action === "accept_all",
    action,
    createdAt: new Date(createdAt),
  });
  await database.db
    .insert(consentLog)
    .values([
      answer("accept_all", "2026-11-16T08:00:00Z"),
      answer("accept_all", "2026-11-20T08:00:00Z"),
      answer("accept_all", "2026-11-22T08:00:00Z"),
      answer("reject_all", "2026-11-21T08:00:00Z"),
      answer("save", "2026-11-21T09:00:00Z"),
      answer("save", "2026-11-22T09:00:00Z"),
      answer("accept_all", "2026-11-15T08:00:00Z"),
    ]);
});
afterAll(() => database.close());

describe(`back office statistics (${testDatabaseKind})`, () => {
  it("sums the period's views per day (zeros included), page and referrer, leads per form and page, conversion and consent", async () => {
    const stats = await adminStats(database.db, { days: 7, now, consentLogged: true });
    expect(stats).toEqual({
      from: "2026-11-16",
      to: "2026-11-22",
      daily: [
        { day: "2026-11-16", de: 10, en: 0 },
        { day: "2026-11-17", de: 0, en: 0 },
        { day: "2026-11-18", de: 0, en: 0 },
        { day: "2026-11-19", de: 0, en: 0 },
        { day: "2026-11-20", de: 40, en: 10 },
        { day: "2026-11-21", de: 0, en: 0 },
        { day: "2026-11-22", de: 8, en: 0 },
      ],
      pages: [
        { path: "/neutra-kontakt", language: "de", views: 50 },
        { path: "/en/odoo-migration", language: "en", views: 10 },
        { path: "/", language: "de", views: 8 },
      ],
      referrers: [
        { host: "www.bing.com", views: 10 },
        { host: "www.google.com", views: 3 },
      ],
      leadsByForm: [
        { kind: "contact", leads: 2 },
        { kind: "migration", leads: 1 },
        { kind: "sap-contact", leads: 1 },
      ],
      // Every page with a form, without a lead too; "/" was viewed eight times and sent nothing.
      conversion: [
        { path: "/neutra-kontakt", leads: 2, views: 50, rate: 0.04 },
        { path: "/en/odoo-migration", leads: 1, views: 10, rate: 0.1 },
        { path: "/sap/kontakt", leads: 1, views: 0, rate: null },
        { path: "/", leads: 0, views: 8, rate: 0 },
        { path: "/en", leads: 0, views: 0, rate: null },
        { path: "/en/neutra-kontakt", leads: 0, views: 0, rate: null },
        { path: "/en/sap/kontakt", leads: 0, views: 0, rate: null },
        { path: "/odoo-migration", leads: 0, views: 0, rate: null },
      ],
      consent: { acceptAll: 3, rejectAll: 1, customise: 2 },
      // Summed over the period's days: five phone LCPs, the 4th (⌈0.75 × 5⌉) in the 4.2 s bucket.
      vitals: [
        { path: "/", language: "de", device: "phone", metric: "LCP", p75: 4_200, count: 5 },
        { path: "/", language: "de", device: "phone", metric: "CLS", p75: 0, count: 5 },
        { path: "/en/odoo-migration", language: "en", device: "desktop", metric: "INP", p75: 120, count: 2 },
        { path: "/", language: "de", device: "desktop", metric: "LCP", p75: 900, count: 1 },
      ],
    } satisfies AdminStats);
  });

  it("30 days reach further back; without the consent log there is no consent share", async () => {
    const stats = await adminStats(database.db, { days: 30, now, consentLogged: false });
    expect(stats.daily).toHaveLength(30);
    expect(stats.daily.reduce((sum, day) => sum + day.de + day.en, 0)).toBe(1068);
    expect(stats.leadsByForm).toEqual([
      { kind: "contact", leads: 3 },
      { kind: "migration", leads: 1 },
      { kind: "sap-contact", leads: 1 },
    ]);
    expect(stats.conversion[0]).toEqual({ path: "/neutra-kontakt", leads: 3, views: 1050, rate: 3 / 1050 });
    expect(stats.consent).toBeNull();
    // The day before the 7 days is in: a thousand slow phone views of "/" outweigh the period's five.
    expect(stats.vitals[0]).toEqual({
      path: "/",
      language: "de",
      device: "phone",
      metric: "LCP",
      p75: 9_000,
      count: 1005,
    });
  });

  it("GET /stats answers for 7, 30 and 90 days and 400 for any other period", async () => {
    const app = backOfficeAs(database, "00000000-0000-4000-8000-000000000000", { config: { consentLog: false } });
    for (const days of [7, 30, 90]) {
      const res = await app.request(`/api/admin/stats?days=${days}`);
      expect(res.status).toBe(200);
      const stats = (await res.json()) as AdminStats;
      expect(stats.daily).toHaveLength(days);
      expect(stats.consent).toBeNull();
    }
    for (const query of ["", "?days=14", "?days=abc", "?days=7.5"]) {
      expect((await app.request(`/api/admin/stats${query}`)).status, query).toBe(400);
    }
  });
});
