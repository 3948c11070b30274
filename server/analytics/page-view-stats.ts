import { parseArgs } from "node:util";
import { and, desc, gte, lte, ne, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { pageViewsDaily } from "../db/schema";

interface PageViewStats {
  /** The period, UTC dates, both included. */
  from: string;
  to: string;
  total: number;
  /** Views per page and language, most viewed first. */
  pages: { path: string; language: string; views: number }[];
  /** Referring hosts other than our own, most views first (at most `topReferrers`). */
  referrers: { host: string; views: number }[];
}

const dayMs = 24 * 3600 * 1000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The last `days` UTC days up to `now` (today included), as dates, both included. */
function statsPeriod(days: number, now = new Date()): { from: string; to: string } {
  return { from: isoDay(new Date(now.getTime() - (days - 1) * dayMs)), to: isoDay(now) };
}

/** The page views of the last `days` days up to `now` (today included). */
export async function pageViewStats(
  db: Db,
  { days, now = new Date(), topReferrers = 20 }: { days: number; now?: Date; topReferrers?: number },
): Promise<PageViewStats> {
  const { from, to } = statsPeriod(days, now);
  const period = and(gte(pageViewsDaily.day, from), lte(pageViewsDaily.day, to));
  const views = sql<number>`sum(${pageViewsDaily.views})::int`;
  const pages = await db
    .select({ path: pageViewsDaily.path, language: pageViewsDaily.language, views })
    .from(pageViewsDaily)
    .where(period)
    .groupBy(pageViewsDaily.path, pageViewsDaily.language)
    .orderBy(desc(views), pageViewsDaily.path);
  const referrers = await db
    .select({ host: pageViewsDaily.referrerHost, views })
    .from(pageViewsDaily)
    .where(and(period, ne(pageViewsDaily.referrerHost, "")))
    .groupBy(pageViewsDaily.referrerHost)
    .orderBy(desc(views), pageViewsDaily.referrerHost)
    .limit(topReferrers);
  return { from, to, total: pages.reduce((sum, page) => sum + page.views, 0), pages, referrers };
}

/** Views per UTC day and language from `from` to `to`: every day present, zeros included. */
export async function dailyViews(
  db: Db,
  { from, to }: { from: string; to: string },
): Promise<{ day: string; de: number; en: number }[]> {
  const rows = await db
    .select({
      day: pageViewsDaily.day,
      language: pageViewsDaily.language,
      views: sql<number>`sum(${pageViewsDaily.views})::int`,
    })
    .from(pageViewsDaily)
    .where(and(gte(pageViewsDaily.day, from), lte(pageViewsDaily.day, to)))
    .groupBy(pageViewsDaily.day, pageViewsDaily.language);
  const days = new Map<string, { day: string; de: number; en: number }>();
  for (let at = new Date(`${from}T00:00:00Z`); isoDay(at) <= to; at = new Date(at.getTime() + dayMs)) {
    days.set(isoDay(at), { day: isoDay(at), de: 0, en: 0 });
  }
  for (const row of rows) {
    const day = days.get(row.day);
    if (day && (row.language === "de" || row.language === "en")) day[row.language] += row.views;
  }
  return [...days.values()];
}

/** `npm run stats -- [--days 30]`: views per page and language and the top referring hosts. */
export async function statsCommand(
  db: Db,
  args: string[],
  print: (line: string) => void = console.log,
  now = new Date(),
): Promise<void> {
  const { values } = parseArgs({ args, options: { days: { type: "string", default: "30" } } });
  const days = Number(values.days);
  if (!Number.isInteger(days) || days < 1 || days > 400) {
    throw new Error(`--days must be a whole number from 1 to 400, not ${values.days}`);
  }
  const stats = await pageViewStats(db, { days, now });
  print(`Page views ${stats.from} to ${stats.to} (UTC): ${stats.total}`);
  for (const page of stats.pages) print(`${String(page.views).padStart(8)}  ${page.language}  ${page.path}`);
  print(
    stats.referrers.length ? "Top referring hosts:" : "No referring hosts (direct visits, or hidden by the browser).",
  );
  for (const referrer of stats.referrers) print(`${String(referrer.views).padStart(8)}  ${referrer.host}`);
}
