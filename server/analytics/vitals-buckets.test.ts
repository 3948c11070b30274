/** The loading-speed histograms: which bucket a figure goes into, and the 75th percentile read back from bucket counts. */
import { describe, expect, it } from "vitest";
import { vitalMaximum, vitalMetrics, vitalRating, vitalThresholds } from "../../common/config/web-vitals";
import { bucketOf, bucketWidths, fromStored, p75 } from "./vitals-buckets";

describe("bucketOf", () => {
  it("names a bucket by its upper edge, the edge itself included", () => {
    expect(
      [0, 0.4, 50, 50.01, 2450.5, 2500, 2500.1, 9999, 10_000, 10_000.5, 60_000].map((v) => bucketOf("LCP", v)),
    ).toEqual([0, 50, 50, 100, 2500, 2500, 2550, 10_000, 10_000, 11_000, 60_000]);
    expect([8, 200, 200.5, 496, 504, 1_001, 10_001].map((v) => bucketOf("INP", v))).toEqual([
      10, 200, 210, 500, 510, 1_100, 11_000,
    ]);
    // CLS in thousandths; 0.15 × 1000 is 150.00000000000003 in floating point and stays in 150.
    expect([0, 0.0001, 0.1, 0.15, 0.25, 0.2501, 1.05, 10].map((v) => bucketOf("CLS", v))).toEqual([
      0, 5, 100, 150, 250, 255, 1_100, 10_000,
    ]);
  });

  it("puts every threshold of Google's on an edge, so a percentile's rating is exact", () => {
    for (const metric of vitalMetrics) {
      for (const threshold of vitalThresholds[metric]) {
        expect(fromStored(metric, bucketOf(metric, threshold)), `${metric} ${threshold}`).toBe(threshold);
      }
    }
  });

  it("keeps any value within one bucket's width below its edge, and the widths as documented", () => {
    for (const metric of vitalMetrics) {
      for (let i = 0; i <= 1000; i++) {
        const value = (vitalMaximum[metric] * i) / 1000;
        const edge = fromStored(metric, bucketOf(metric, value));
        const [, width] = bucketWidths[metric].find(([upTo]) => bucketOf(metric, value) <= upTo)!;
        expect(edge).toBeGreaterThanOrEqual(value);
        expect(edge - value).toBeLessThan(fromStored(metric, width));
      }
    }
    expect(bucketWidths.LCP[0]).toEqual([10_000, 50]);
    expect(bucketWidths.INP[0]).toEqual([1_000, 10]);
    expect(bucketWidths.CLS[0]).toEqual([1_000, 5]);
  });
});

describe("p75", () => {
  it("is the upper edge of the bucket holding the nearest-rank 75th percentile", () => {
    // 100 page views: 50 at 1.2 s, 25 at 2.5 s, 20 at 3 s, 5 at 8 s. The 75th is the last at 2.5 s.
    const lcp: [number, number][] = [
      [3_000, 20],
      [1_200, 50],
      [8_000, 5],
      [2_500, 25],
    ];
    expect(p75("LCP", lcp)).toEqual({ value: 2_500, count: 100 });
    // One more view at 3 s: the 76th of 101 (rank ⌈75.75⌉) is in the 3 s bucket.
    expect(p75("LCP", [...lcp, [3_000, 1]])).toEqual({ value: 3_000, count: 101 });
  });

  it("reads CLS in its own unit, and a single view or an all-zero histogram as it is", () => {
    expect(
      p75("CLS", [
        [45, 3],
        [0, 1],
      ]),
    ).toEqual({ value: 0.045, count: 4 });
    expect(p75("CLS", [[0, 9]])).toEqual({ value: 0, count: 9 });
    expect(p75("INP", [[510, 1]])).toEqual({ value: 510, count: 1 });
    expect(
      p75("INP", [
        [200, 3],
        [510, 1],
      ]),
    ).toEqual({ value: 200, count: 4 });
  });

  it("has no figure without page views", () => {
    expect(p75("LCP", [])).toBeUndefined();
    expect(p75("LCP", [[2_500, 0]])).toBeUndefined();
  });

  it("rates a percentile by Google's thresholds, the threshold itself on the better side", () => {
    expect([2_500, 2_550, 4_000, 4_050].map((v) => vitalRating("LCP", v))).toEqual([
      "good",
      "needs-improvement",
      "needs-improvement",
      "poor",
    ]);
    expect([200, 210, 500, 510].map((v) => vitalRating("INP", v))).toEqual([
      "good",
      "needs-improvement",
      "needs-improvement",
      "poor",
    ]);
    expect([0.1, 0.105, 0.25, 0.255].map((v) => vitalRating("CLS", v))).toEqual([
      "good",
      "needs-improvement",
      "needs-improvement",
      "poor",
    ]);
  });
});
