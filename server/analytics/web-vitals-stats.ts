import { and, gte, lte, sql } from "drizzle-orm";
import { deviceClasses, vitalMetrics, type DeviceClass, type VitalMetric } from "../../common/config/web-vitals";
import type { Db } from "../db/client";
import { webVitalsDaily } from "../db/schema";
import { p75 } from "./vitals-buckets";

/** One figure: the 75th percentile of a page's metric in one language and device class, and the page views behind it. */
export interface VitalFigure {
  path: string;
  language: string;
  device: DeviceClass;
  metric: VitalMetric;
  /** In the metric's unit: milliseconds for LCP and INP, unitless for CLS. */
  p75: number;
  count: number;
}

const known = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/**
 * The loading-speed figures of the period (UTC dates, both included, docs/decisions/0062): the
 * histograms of its days summed per page, language, device class and metric, each read as its
 * 75th percentile. The figures with the most page views behind them come first.
 */
export async function webVitalStats(db: Db, { from, to }: { from: string; to: string }): Promise<VitalFigure[]> {
  const count = sql<number>`sum(${webVitalsDaily.count})::int`;
  const rows = await db
    .select({
      path: webVitalsDaily.path,
      language: webVitalsDaily.language,
      device: webVitalsDaily.device,
      metric: webVitalsDaily.metric,
      bucket: webVitalsDaily.bucket,
      count,
    })
    .from(webVitalsDaily)
    .where(and(gte(webVitalsDaily.day, from), lte(webVitalsDaily.day, to)))
    .groupBy(
      webVitalsDaily.path,
      webVitalsDaily.language,
      webVitalsDaily.device,
      webVitalsDaily.metric,
      webVitalsDaily.bucket,
    );
  const histograms = new Map<string, { figure: Omit<VitalFigure, "p75" | "count">; buckets: [number, number][] }>();
  for (const { path, language, device, metric, bucket, count: n } of rows) {
    if (!known(deviceClasses, device) || !known(vitalMetrics, metric)) continue;
    const key = JSON.stringify([path, language, device, metric]);
    const histogram = histograms.get(key) ?? { figure: { path, language, device, metric }, buckets: [] };
    histogram.buckets.push([bucket, n]);
    histograms.set(key, histogram);
  }
  const figures: VitalFigure[] = [];
  for (const { figure, buckets } of histograms.values()) {
    const percentile = p75(figure.metric, buckets);
    if (percentile) figures.push({ ...figure, p75: percentile.value, count: percentile.count });
  }
  return figures.sort(
    (a, b) =>
      b.count - a.count ||
      a.path.localeCompare(b.path) ||
      a.language.localeCompare(b.language) ||
      a.device.localeCompare(b.device) ||
      vitalMetrics.indexOf(a.metric) - vitalMetrics.indexOf(b.metric),
  );
}
