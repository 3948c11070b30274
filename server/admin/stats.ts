import { and, desc, eq, sql } from "drizzle-orm";
import type { AdminStats } from "../../common/admin/stats-api";
import { formOnPage, languages, localizePath, pageById, type PageWithLeadForm } from "../../common/config/route-table";
import { dailyViews, pageViewStats } from "../analytics/page-view-stats";
import { webVitalStats } from "../analytics/web-vitals-stats";
import type { Db } from "../db/client";
import { consentLog, leads } from "../db/schema";

const dayMs = 24 * 3600 * 1000;

/** The pages with a lead form, in both languages. */
const formPages = (Object.keys(formOnPage) as PageWithLeadForm[]).flatMap((id) =>
  languages.map((lang) => localizePath(pageById(id).path, lang)),
);

/**
 * The back office's statistics for the last `days` days: the page views the server counted
 * (server/analytics/page-view-stats.ts), the leads (spam excluded) per form and per source page with that
 * page's conversion, when the consent log is on, the banner's answers, and the visitors' loading
 * speed (server/analytics/web-vitals-stats.ts).
 */
export async function adminStats(
  db: Db,
  { days, now = new Date(), consentLogged }: { days: number; now?: Date; consentLogged: boolean },
): Promise<AdminStats> {
  const views = await pageViewStats(db, { days, now });
  const { from, to } = views;
  const start = `${from}T00:00:00Z`;
  const end = new Date(Date.parse(`${to}T00:00:00Z`) + dayMs).toISOString();
  const inPeriod = (column: typeof leads.createdAt | typeof consentLog.createdAt) =>
    sql`${column} >= ${start}::timestamptz and ${column} < ${end}::timestamptz`;
  const count = sql<number>`count(*)::int`;

  const leadsInPeriod = and(eq(leads.spam, false), inPeriod(leads.createdAt));
  /** The period's leads counted per value of `column`, most first. */
  const leadsPer = <C extends typeof leads.kind | typeof leads.pageContext>(column: C) =>
    db
      .select({ value: column, leads: count })
      .from(leads)
      .where(leadsInPeriod)
      .groupBy(column)
      .orderBy(desc(count), column);
  const leadsByForm = (await leadsPer(leads.kind)).map(({ value, leads: n }) => ({ kind: value, leads: n }));
  const leadsByPage = (await leadsPer(leads.pageContext)).map(({ value, leads: n }) => ({ path: value, leads: n }));
  const viewsByPath = new Map<string, number>();
  for (const page of views.pages) viewsByPath.set(page.path, (viewsByPath.get(page.path) ?? 0) + page.views);
  // Every page that holds a form is listed, a page viewed without a lead too (0 %): that is the one
  // the owner most needs to see.
  const leadsOf = new Map(leadsByPage.map(({ path, leads: n }) => [path, n]));
  for (const path of formPages) if (!leadsOf.has(path)) leadsOf.set(path, 0);
  const conversion = [...leadsOf]
    .map(([path, count]) => {
      const pageViews = viewsByPath.get(path) ?? 0;
      return { path, leads: count, views: pageViews, rate: pageViews ? count / pageViews : null };
    })
    .sort((a, b) => b.leads - a.leads || b.views - a.views || a.path.localeCompare(b.path));

  let consent: AdminStats["consent"] = null;
  if (consentLogged) {
    const answers = await db
      .select({ action: consentLog.action, count })
      .from(consentLog)
      .where(inPeriod(consentLog.createdAt))
      .groupBy(consentLog.action);
    const of = (action: string) => answers.find((answer) => answer.action === action)?.count ?? 0;
    consent = { acceptAll: of("accept_all"), rejectAll: of("reject_all"), customise: of("save") };
  }

  return {
    from,
    to,
    daily: await dailyViews(db, { from, to }),
    pages: views.pages,
    referrers: views.referrers,
    leadsByForm,
    conversion,
    consent,
    vitals: await webVitalStats(db, { from, to }),
  };
}
