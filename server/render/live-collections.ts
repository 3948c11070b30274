/**
 * The published collections on the live site (docs/decisions/0069): which snapshot the pages are
 * rendered with, which pages a change makes render again (./collection-pages.ts), and, once the
 * pages are swapped in, what goes with them: the pages no longer shown are dropped (404), removed
 * slugs answer 410 with their collection's gone page, earlier slugs 301, the feeds are written.
 */
import type { CollectionsContent } from "../../common/collections/shown";
import { listedCollectionIds } from "../../common/collections/site-paths";
import { languages, prerenderPaths } from "../../common/config/route-table";
import type { Db } from "../db/client";
import { collectionsStamp } from "../collections/reads";
import { precompressed, staticFile, type StaticFile } from "../static-site";
import { changedPages, goneDocumentPath } from "./collection-pages";
import { collectionSitemapEntries, insightFeeds, slugAnswerFiles } from "./collection-files";
import { collectionsSnapshot } from "./collections-snapshot";

const compressed = (path: string, text: string) => staticFile(path, precompressed(text));

export function liveCollections(db: Db, files: Map<string, StaticFile>) {
  /** The snapshot the served pages show; undefined while they are the build's (nothing ever published). */
  let shown: CollectionsContent | undefined;
  /** The addresses answered with 410 or 301, and the feeds, as last written. */
  let written = new Set<string>();

  return {
    /** What to render with: nothing while nothing was ever published and the pages are the build's. */
    async read(): Promise<CollectionsContent | undefined> {
      if (!shown && (await collectionsStamp(db)) === 0) return undefined;
      return collectionsSnapshot(db);
    },
    /** The pages a change to `after` renders again (when nothing else changed), and those it drops. */
    changed: (after: CollectionsContent | undefined) => changedPages(shown, after, prerenderPaths()),
    /** After the rendered pages are swapped in: drops `removed`, writes the answers and the feeds. */
    async settle(after: CollectionsContent | undefined, removed: readonly string[]) {
      for (const path of removed) {
        files.delete(path);
        files.delete(`${path}.data`);
      }
      for (const path of written) files.delete(path);
      written = new Set();
      const put = (path: string, file: StaticFile) => {
        files.set(path, file);
        written.add(path);
      };
      if (after) {
        for (const collection of listedCollectionIds) {
          for (const lang of languages) {
            const gone = files.get(goneDocumentPath(collection, lang));
            // The gone page itself answers 410 too: it is no page of its own.
            if (gone) files.set(goneDocumentPath(collection, lang), { ...gone, answer: { status: 410 } });
          }
        }
        for (const answer of await slugAnswerFiles(db)) {
          if ("location" in answer) {
            put(answer.path, { ...compressed(answer.path, ""), answer: { status: 301, location: answer.location } });
          } else {
            const page = files.get(answer.gone);
            if (page) put(answer.path, { ...page, answer: { status: 410 } });
          }
        }
        for (const [path, xml] of insightFeeds(after)) put(path, compressed(path, xml));
      }
      shown = after;
    },
    /** The collections' lines of the sitemap, as the served pages show them. */
    sitemapEntries: () => collectionSitemapEntries(shown),
    /** The snapshot the served pages show. */
    shown: () => shown,
  };
}

export type LiveCollections = ReturnType<typeof liveCollections>;
