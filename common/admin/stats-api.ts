/**
 * The statistics (/api/admin/stats): page views, leads and conversion of a period. The owner's;
 * common/admin-api.ts spreads the endpoint in.
 */
import * as z from "zod/mini";
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
});
export type AdminStats = z.infer<typeof adminStats>;

export const statsEndpoints = {
  stats: endpoint({
    method: "GET",
    path: "/stats",
    summary: "Page views, leads and conversion of the last 7, 30 or 90 days",
    query: statsQuery,
    answers: { 200: adminStats },
  }),
};
