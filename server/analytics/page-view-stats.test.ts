import { afterAll, describe, expect, it } from "vitest";
import { pageViewRow } from "../../tests/support/payloads";
import { openTestDatabase, testDatabaseKind } from "../../tests/support/test-database";
import { pageViewsDaily } from "../db/schema";
import { pageViewStats, statsCommand } from "./page-view-stats";

const now = new Date("2026-11-22T12:00:00Z");
const database = await openTestDatabase();

await database.db.insert(pageViewsDaily).values([
  pageViewRow("2026-11-22", "/", "", 5),
  pageViewRow("2026-11-22", "/", "www.google.com", 3),
  pageViewRow("2026-11-10", "/", "www.bing.com", 1),
  pageViewRow("2026-11-10", "/en/odoo-ams", "www.google.com", 4),
  // Before a 7-day period; inside 30 days only from the 24th of October on.
  pageViewRow("2026-10-23", "/odoo-ams", "old.example", 100),
  pageViewRow("2026-11-23", "/", "tomorrow.example", 7),
]);
afterAll(() => database.close());

describe(`page view statistics (${testDatabaseKind})`, () => {
  it("sums views per page and language and per referring host within the period", async () => {
    expect(await pageViewStats(database.db, { days: 30, now })).toEqual({
      from: "2026-10-24",
      to: "2026-11-22",
      total: 13,
      pages: [
        { path: "/", language: "de", views: 9 },
        { path: "/en/odoo-ams", language: "en", views: 4 },
      ],
      referrers: [
        { host: "www.google.com", views: 7 },
        { host: "www.bing.com", views: 1 },
      ],
    });
    expect((await pageViewStats(database.db, { days: 7, now })).total).toBe(8);
  });

  it("npm run stats prints the period, the pages and the top referring hosts", async () => {
    const lines: string[] = [];
    await statsCommand(database.db, ["--days", "31"], (line) => lines.push(line), now);
    expect(lines).toEqual([
      "Page views 2026-10-23 to 2026-11-22 (UTC): 113",
      "     100  de  /odoo-ams",
      "       9  de  /",
      "       4  en  /en/odoo-ams",
      "Top referring hosts:",
      "     100  old.example",
      "       7  www.google.com",
      "       1  www.bing.com",
    ]);
    await expect(statsCommand(database.db, ["--days", "0"], () => {}, now)).rejects.toThrow(/--days/);
  });
});
