/**
 * The loading-speed figures of the statistics (docs/decisions/0062) as the screen and its export
 * show them: one row per page and language for a device class, each metric's 75th percentile with
 * its rating; and the same figures as CSV and JSON, one line per page, language, device and metric.
 */
import type { AdminStats } from "#common/admin/stats-api";
import {
  vitalMetrics,
  vitalRating,
  type DeviceClass,
  type VitalMetric,
  type VitalRating,
} from "#common/config/web-vitals";

type Figure = AdminStats["vitals"][number];

export interface VitalsRow {
  path: string;
  language: string;
  figures: Partial<Record<VitalMetric, Figure & { rating: VitalRating }>>;
}

/** A device class's figures per page and language, in the order the server sends them (most measured first). */
export function vitalsRows(vitals: AdminStats["vitals"], device: DeviceClass): VitalsRow[] {
  const rows = new Map<string, VitalsRow>();
  for (const figure of vitals) {
    if (figure.device !== device) continue;
    const key = `${figure.language} ${figure.path}`;
    const row = rows.get(key) ?? { path: figure.path, language: figure.language, figures: {} };
    row.figures[figure.metric] = { ...figure, rating: vitalRating(figure.metric, figure.p75) };
    rows.set(key, row);
  }
  return [...rows.values()];
}

/** The unit a metric's figure is in: milliseconds, or none (CLS is a score). */
export const vitalUnit = (metric: VitalMetric) => (metric === "CLS" ? "" : "ms");

/** Every figure of the period, each with its unit and rating: what the export carries. */
export function vitalsExport(stats: Pick<AdminStats, "from" | "to" | "vitals">) {
  const figures = [...stats.vitals]
    .sort(
      (a, b) =>
        a.path.localeCompare(b.path) ||
        a.language.localeCompare(b.language) ||
        a.device.localeCompare(b.device) ||
        vitalMetrics.indexOf(a.metric) - vitalMetrics.indexOf(b.metric),
    )
    .map((figure) => ({
      ...figure,
      unit: vitalUnit(figure.metric),
      rating: vitalRating(figure.metric, figure.p75),
    }));
  return { from: stats.from, to: stats.to, vitals: figures };
}

/** Quoted like the lead export's cells (server/leads/csv.ts): comma-separated, CRLF line ends. */
const csvField = (value: string | number) => `"${String(value).replaceAll('"', '""')}"`;

/** The export as CSV: a header line, then one line per figure, the period's dates on each. */
export function vitalsCsv(stats: Pick<AdminStats, "from" | "to" | "vitals">): string {
  const { from, to, vitals } = vitalsExport(stats);
  const header = ["from", "to", "path", "language", "device", "metric", "p75", "unit", "count", "rating"];
  const lines = [
    header,
    ...vitals.map((f) => [from, to, f.path, f.language, f.device, f.metric, f.p75, f.unit, f.count, f.rating]),
  ];
  return lines.map((cells) => `${cells.map(csvField).join(",")}\r\n`).join("");
}
