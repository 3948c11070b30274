/** The loading-speed figures as the statistics screen groups them and as its CSV and JSON export carry them. */
import { describe, expect, it } from "vitest";
import type { AdminStats } from "#common/admin/stats-api";
import { vitalsCsv, vitalsExport, vitalsRows } from "./vitals-figures";

const vitals: AdminStats["vitals"] = [
  { path: "/odoo-ams", language: "de", device: "phone", metric: "CLS", p75: 0.105, count: 40 },
  { path: "/", language: "de", device: "phone", metric: "LCP", p75: 4_050, count: 30 },
  { path: "/odoo-ams", language: "de", device: "desktop", metric: "INP", p75: 96, count: 12 },
  { path: "/odoo-ams", language: "de", device: "phone", metric: "LCP", p75: 1_250, count: 9 },
];
const stats = { from: "2026-11-22", to: "2026-11-28", vitals };

describe("vitalsRows", () => {
  it("puts a device class's metrics of one page and language in one row, rated, most measured page first", () => {
    expect(vitalsRows(vitals, "phone")).toEqual([
      {
        path: "/odoo-ams",
        language: "de",
        figures: {
          CLS: { ...vitals[0], rating: "needs-improvement" },
          LCP: { ...vitals[3], rating: "good" },
        },
      },
      { path: "/", language: "de", figures: { LCP: { ...vitals[1], rating: "poor" } } },
    ]);
    expect(vitalsRows(vitals, "desktop")).toEqual([
      { path: "/odoo-ams", language: "de", figures: { INP: { ...vitals[2], rating: "good" } } },
    ]);
  });
});

describe("the export", () => {
  it("carries every figure with the period, its unit and its rating, by page, language, device and metric", () => {
    expect(vitalsExport(stats)).toEqual({
      from: "2026-11-22",
      to: "2026-11-28",
      vitals: [
        { ...vitals[1], unit: "ms", rating: "poor" },
        { ...vitals[2], unit: "ms", rating: "good" },
        { ...vitals[3], unit: "ms", rating: "good" },
        { ...vitals[0], unit: "", rating: "needs-improvement" },
      ],
    });
  });

  it("writes the same figures as CSV, every cell quoted, CRLF line ends", () => {
    expect(vitalsCsv(stats).split("\r\n")).toEqual([
      '"from","to","path","language","device","metric","p75","unit","count","rating"',
      '"2026-11-22","2026-11-28","/","de","phone","LCP","4050","ms","30","poor"',
      '"2026-11-22","2026-11-28","/odoo-ams","de","desktop","INP","96","ms","12","good"',
      '"2026-11-22","2026-11-28","/odoo-ams","de","phone","LCP","1250","ms","9","good"',
      '"2026-11-22","2026-11-28","/odoo-ams","de","phone","CLS","0.105","","40","needs-improvement"',
      "",
    ]);
  });
});
