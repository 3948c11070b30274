/**
 * The statistics (/api/admin/stats): page views, leads, conversion and loading speed of a period.
 * The owner's; common/admin-api.ts spreads the endpoint in.
 */
import * as z from "zod/mini";
import { deviceClasses, vitalMetrics } from "../config/web-vitals";
import { endpoint } from "../contract";
import { day } from "./base";

/** GET /stats?days= */
export const statsPeriods = [7, 30, 90] as const;
const statsQuery = z.object({ days: z.coerce.number().check(z.refine((d) => [7, 30, 90].includes(d))) });

const count = z.int().check(z.minimum(0));
/** GET /stats?days=7|30|90 */
const adminStats = z.object({
  from: day,
  to: day,
  /** Views per UTC day and language, every day of the period present (zeros included). */
  daily: z.array(z.object({ day, de: count, en: count })),
  /** Views per page and language, most viewed first. */
  pages: z.array(z.object({ path: z.string(), language: z.string(), views: count })),
  referrers: z.array(z.object({ host: z.string(), views: count })),
  leadsByForm: z.array(z.object({ kind: z.string(), leads: count })),
  /** Leads (spam excluded) per source page, with that page's views and leads / views. */
  conversion: z.array(z.object({ path: z.string(), leads: count, views: count, rate: z.nullable(z.number()) })),
  /** CONSENT_LOG=on: the banner's answers in the period; null when the log is off. */
  consent: z.nullable(z.object({ acceptAll: count, rejectAll: count, customise: count })),
  /**
   * The visitors' loading-speed figures (docs/decisions/0062): per page, language, device class
   * and metric, the 75th percentile (ms for LCP and INP, unitless for CLS) and the page views
   * behind it, most page views first.
   */
  vitals: z.array(
    z.object({
      path: z.string(),
      language: z.string(),
      device: z.enum(deviceClasses),
      metric: z.enum(vitalMetrics),
      p75: z.number().check(z.minimum(0)),
      count,
    }),
  ),
});
export type AdminStats = z.infer<typeof adminStats>;

export const statsEndpoints = {
  stats: endpoint({
    method: "GET",
    path: "/stats",
    summary: "Page views, leads, conversion and loading speed of the last 7, 30 or 90 days",
    query: statsQuery,
    answers: { 200: adminStats },
  }),
};
