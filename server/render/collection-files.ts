/**
 * What the published collections add to the site beside their pages (docs/decisions/0069): their
 * lines in the sitemap, the insights' feeds per language (RSS 2.0 and Atom), and the answers of
 * earlier and removed slugs (301 to the entry's page, 410 with the collection's gone page).
 */
import { Feed } from "feed";
import { entriesOf, type CollectionsContent } from "../../common/collections/shown";
import {
  collectionPath,
  entryPagePath,
  feedPaths,
  listedCollectionIds,
  siteCollectionIds,
  type ListedCollection,
} from "../../common/collections/site-paths";
import { languages, type Lang } from "../../common/config/route-table";
import { site } from "../../common/config/site";
import de from "../../common/locales/de/collections";
import en from "../../common/locales/en/collections";
import { and, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { collectionSlugs } from "../db/schema";
import { goneSlugs, redirectFor } from "../collections/reads";
import { goneDocumentPath } from "./collection-pages";
import type { SitemapEntry } from "./sitemap";

const day = (iso: string) => iso.slice(0, 10);
const newest = (days: string[]) => days.sort().at(-1) ?? "";

/** Each entry's page and each collection's start page, dated by the newest publish they show. */
export function collectionSitemapEntries(content: CollectionsContent | undefined): SitemapEntry[] {
  if (!content) return [];
  return siteCollectionIds.flatMap((collection) =>
    languages.flatMap((lang): SitemapEntry[] => {
      const entries = entriesOf(content, collection, lang);
      if (entries.length === 0) return [];
      const both = languages.every((l) => entriesOf(content, collection, l).length > 0);
      const start: SitemapEntry = {
        path: collectionPath(collection, lang),
        lastmod: newest(entries.map((entry) => day(entry.publishedAt))),
        ...(both && { alternates: { de: collectionPath(collection, "de"), en: collectionPath(collection, "en") } }),
      };
      if (collection === "team") return [start];
      return [
        start,
        ...entries.map((entry) => ({
          path: entry.path,
          lastmod: day(entry.publishedAt),
          ...(entry.otherPath && {
            alternates:
              lang === "de" ? { de: entry.path, en: entry.otherPath } : { de: entry.otherPath, en: entry.path },
          }),
        })),
      ];
    }),
  );
}

/** How many articles a feed names: the newest. */
export const feedLength = 20;

/** The insights' feeds of each language with published insights: path → XML. */
export function insightFeeds(content: CollectionsContent | undefined): Map<string, string> {
  const files = new Map<string, string>();
  for (const lang of languages) {
    const entries = entriesOf(content, "insights", lang).slice(0, feedLength);
    if (entries.length === 0) continue;
    const copy = (lang === "de" ? de : en).insights;
    const paths = feedPaths(lang);
    const members = new Map(entriesOf(content, "team", lang).map((member) => [member.id, member]));
    const feed = new Feed({
      title: copy.feedTitle,
      description: copy.feedDescription,
      id: `${site.url}${collectionPath("insights", lang)}`,
      link: `${site.url}${collectionPath("insights", lang)}`,
      language: lang,
      updated: new Date(newest(entries.map((entry) => entry.publishedAt))),
      feedLinks: { rss: `${site.url}${paths.rss}`, atom: `${site.url}${paths.atom}` },
      copyright: site.brand,
      generator: false,
    });
    for (const entry of entries) {
      const data = entry.data as { title: string; summary: string; date: string; author: string };
      const author = members.get(data.author)?.data.name;
      feed.addItem({
        title: data.title,
        id: `${site.url}${entry.path}`,
        link: `${site.url}${entry.path}`,
        description: data.summary,
        date: new Date(entry.publishedAt),
        published: new Date(`${data.date}T00:00:00Z`),
        ...(typeof author === "string" && { author: [{ name: author }] }),
      });
    }
    files.set(paths.rss, feed.rss2());
    files.set(paths.atom, feed.atom1());
  }
  return files;
}

/** An address the collections answer without a page of its own: 410 with a gone page, or 301. */
export type SlugAnswerFile = { path: string; gone: string } | { path: string; location: string };

/** Every earlier slug (301) and every removed one (410) of the entries with pages, in both languages. */
export async function slugAnswerFiles(db: Db): Promise<SlugAnswerFile[]> {
  const answers: SlugAnswerFile[] = [];
  for (const collection of listedCollectionIds) {
    for (const lang of languages) {
      for (const slug of await goneSlugs(db, collection, lang)) {
        answers.push({ path: entryPagePath(collection, lang, slug), gone: goneDocumentPath(collection, lang) });
      }
      for (const slug of await earlierSlugs(db, collection, lang)) {
        const location = await redirectFor(db, collection, lang, slug);
        if (location) answers.push({ path: entryPagePath(collection, lang, slug), location });
      }
    }
  }
  return answers;
}

/** The slugs of a collection in a language that are no longer their entry's current one. */
async function earlierSlugs(db: Db, collection: ListedCollection, lang: Lang): Promise<string[]> {
  const rows = await db
    .select({ slug: collectionSlugs.slug })
    .from(collectionSlugs)
    .where(
      and(
        eq(collectionSlugs.collection, collection),
        eq(collectionSlugs.lang, lang),
        eq(collectionSlugs.current, false),
        isNotNull(collectionSlugs.entryId),
      ),
    );
  return rows.map((row) => row.slug);
}
