/**
 * The loading-speed figures are stored as histograms (docs/decisions/0062): per day, page,
 * language, device class and metric, how many page views fell into each bucket of fixed width.
 * No single measurement is kept, and the 75th percentile comes from the counts.
 *
 * A bucket is named by its upper edge, in the stored unit: milliseconds for LCP and INP,
 * thousandths for CLS. It holds the values above the next lower edge up to and including its own
 * (0 holds exactly 0). The percentile read from the buckets is the upper edge of the bucket the
 * true percentile lies in: never below it, and less than one bucket's width above it. Google's
 * thresholds are edges, so a figure's rating is exact.
 */
import type { VitalMetric } from "../../common/config/web-vitals";

/** Bucket widths up to an edge, in the stored unit: fine where the thresholds are, coarse beyond. */
export const bucketWidths: Record<VitalMetric, readonly (readonly [upTo: number, width: number])[]> = {
  // 50 ms up to 10 s (the thresholds are 2.5 s and 4 s), then whole seconds up to 60 s.
  LCP: [
    [10_000, 50],
    [60_000, 1_000],
  ],
  // 10 ms up to 1 s (200 ms and 500 ms), 100 ms up to 10 s, then whole seconds.
  INP: [
    [1_000, 10],
    [10_000, 100],
    [60_000, 1_000],
  ],
  // 0.005 up to 1 (0.1 and 0.25), then 0.1 up to 10.
  CLS: [
    [1_000, 5],
    [10_000, 100],
  ],
};

/** A metric's value (ms; CLS unitless) in the stored unit. */
const stored = (metric: VitalMetric, value: number) => (metric === "CLS" ? value * 1000 : value);

/** The stored unit back to the metric's own. */
export const fromStored = (metric: VitalMetric, bucket: number) => (metric === "CLS" ? bucket / 1000 : bucket);

/**
 * The bucket a valid value (0 up to the metric's maximum) falls into. Each width divides the edge
 * below it, so a bucket is a multiple of its width; a hair of float error above an edge (0.15 × 1000)
 * stays in the bucket below.
 */
export function bucketOf(metric: VitalMetric, value: number): number {
  const at = stored(metric, value);
  const widths = bucketWidths[metric];
  const [, width] = widths.find(([upTo]) => at <= upTo) ?? widths.at(-1)!;
  return Math.max(0, Math.ceil(at / width - 1e-9)) * width;
}

/**
 * The nearest-rank 75th percentile of a histogram (bucket -> page views), in the metric's own
 * unit, and the page views behind it; undefined for none.
 */
export function p75(metric: VitalMetric, buckets: Iterable<readonly [bucket: number, count: number]>) {
  const sorted = [...buckets].filter(([, count]) => count > 0).sort(([a], [b]) => a - b);
  const count = sorted.reduce((sum, [, n]) => sum + n, 0);
  if (!count) return undefined;
  const rank = Math.ceil(0.75 * count);
  let seen = 0;
  for (const [bucket, n] of sorted) {
    seen += n;
    if (seen >= rank) return { value: fromStored(metric, bucket), count };
  }
  return undefined;
}
