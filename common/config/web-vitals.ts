/**
 * The visitors' own loading-speed measurements in the cookieless statistics
 * (docs/decisions/0062): which figures, what a browser may report, and how the back office rates
 * them. No zod here: the back office's bundle imports this, and the beacon's chunk names its types.
 */

/** Largest Contentful Paint, Interaction to Next Paint (both in ms) and Cumulative Layout Shift (unitless). */
export const vitalMetrics = ["LCP", "INP", "CLS"] as const;
export type VitalMetric = (typeof vitalMetrics)[number];

/**
 * The two device classes the figures are told apart by: what the visitor's viewport shows, not
 * what the browser says it is (no user agent is read).
 */
export const deviceClasses = ["phone", "desktop"] as const;
export type DeviceClass = (typeof deviceClasses)[number];

/**
 * Below this viewport width (CSS px, as media queries count it) a visit counts as a phone's: where
 * the site switches to its narrow layout (Tailwind's `md`, 48rem), so each figure is one layout's.
 */
export const phoneBelowWidth = 768;

/** The largest value a browser may report: beyond it a figure is a broken clock, not a slow page. */
export const vitalMaximum: Record<VitalMetric, number> = { LCP: 60_000, INP: 60_000, CLS: 10 };

/** Google's thresholds: up to the first is good, up to the second needs improvement, beyond it poor. */
export const vitalThresholds: Record<VitalMetric, readonly [good: number, poor: number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
};

export type VitalRating = "good" | "needs-improvement" | "poor";

/** How a 75th percentile rates: Google judges a page by the figure three in four visits reach. */
export function vitalRating(metric: VitalMetric, value: number): VitalRating {
  const [good, poor] = vitalThresholds[metric];
  return value <= good ? "good" : value <= poor ? "needs-improvement" : "poor";
}

/** What the beacon posts once per metric and page view: nothing that tells one visitor from another. */
export interface VitalsBeacon {
  path: string;
  lang: string;
  device: DeviceClass;
  metric: VitalMetric;
  value: number;
}
