/**
 * The published collections as the renderer takes them (docs/decisions/0069), read through the
 * collections' read functions (server/collections/reads.ts): every published entry per collection
 * and language with its page in the other language, the images they name as pages show them and
 * each one's share crop, and where a body's link to an entry leads.
 */
import { and, eq, inArray } from "drizzle-orm";
import { collectionOf } from "../../common/collections";
import { imagesOf } from "../../common/collections/collection";
import { emptyCollections, type CollectionsContent, type ShownEntry } from "../../common/collections/shown";
import { siteCollectionIds } from "../../common/collections/site-paths";
import { languages, type Lang } from "../../common/config/route-table";
import { mediaPath } from "../../common/media";
import type { Db } from "../db/client";
import { media, mediaVariants } from "../db/schema";
import { pageImages } from "../media/page-images";
import { publishedEntries, type DraftInPlace, type PublishedEntry } from "../collections/reads";

const shown = (entry: PublishedEntry, other: PublishedEntry | undefined): ShownEntry => ({
  id: entry.id,
  slug: entry.slug,
  path: entry.path,
  data: entry.data as Record<string, unknown>,
  publishedAt: entry.publishedAt.toISOString(),
  ...(other && { otherPath: other.path }),
  ...(entry.readingMinutes !== undefined && { readingMinutes: entry.readingMinutes }),
});

/** Each image's share crop (/media/<hash>-og.jpg), by media id. */
async function shareCrops(db: Db, ids: string[]): Promise<Record<string, string>> {
  if (ids.length === 0) return {};
  const rows = await db
    .select({ id: media.id, hash: mediaVariants.hash })
    .from(media)
    .innerJoin(mediaVariants, and(eq(mediaVariants.mediaId, media.id), eq(mediaVariants.size, "og")))
    .where(inArray(media.id, ids));
  return Object.fromEntries(rows.map(({ id, hash }) => [id, mediaPath(hash, "og", "jpg")]));
}

/** The snapshot; with `draft`, as the site would show it with that draft published (the preview). */
export async function collectionsSnapshot(db: Db, draft?: DraftInPlace): Promise<CollectionsContent> {
  const content = emptyCollections();
  const imageIds = new Set<string>();
  for (const collection of siteCollectionIds) {
    const [de, en] = await Promise.all(languages.map((lang) => publishedEntries(db, collection, lang, draft)));
    const byLang: Record<Lang, PublishedEntry[]> = { de: de!, en: en! };
    for (const lang of languages) {
      const other = new Map(byLang[lang === "de" ? "en" : "de"].map((entry) => [entry.id, entry]));
      const entries = byLang[lang].map((entry) => shown(entry, other.get(entry.id)));
      if (entries.length === 0) continue;
      (content.entries[collection] ??= {})[lang] = entries;
      (content.present[lang] ??= []).push(collection);
      for (const entry of byLang[lang]) {
        for (const { id } of imagesOf(collectionOf(collection), entry.data as Record<string, unknown>))
          imageIds.add(id);
        if (collection !== "team") (content.links[lang] ??= {})[`${collection}/${entry.id}`] = entry.path;
      }
    }
  }
  const ids = [...imageIds].sort();
  content.images = Object.fromEntries(await pageImages(db, ids));
  content.shareCrops = await shareCrops(db, ids);
  return content;
}
