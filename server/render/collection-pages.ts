/**
 * Which pages the published collections make, what each of them carries, and which must be
 * rendered again when the collections change (docs/decisions/0069). A page's share is exactly
 * what it shows of the collections (the entry, its team members and images, an index view's
 * cards, a listing page's newest entries, and on every page which collections the menu lists),
 * so a page is rendered again exactly when its share differs: the entry's pages, the index views
 * that list it, the listing pages that show it; every page when the menu changes.
 */
import { collectionOf } from "../../common/collections";
import { imagesOf, membersOf } from "../../common/collections/collection";
import {
  entriesOf,
  indexModel,
  indexViews,
  listedOn,
  listingPages,
  membersNamed,
  type CollectionsContent,
  type ListingPage,
  type ShownEntry,
} from "../../common/collections/shown";
import {
  collectionPath,
  indexPath,
  listedCollectionIds,
  parseCollectionPath,
  type ListedCollection,
  type SiteCollection,
} from "../../common/collections/site-paths";
import { internalLinkTargets } from "../../common/rich-text/read";
import type { RichTextDocument } from "../../common/rich-text/document";
import { languages, localizePath, pageById, type Lang } from "../../common/config/route-table";

/** The document a slug that is gone answers with (410): one per collection and language, never a slug's own path. */
export const goneDocumentPath = (collection: ListedCollection, lang: Lang) =>
  `${collectionPath(collection, lang)}/_gone`;

const listingPaths = new Map(
  (Object.keys(listingPages) as ListingPage[]).flatMap((page) =>
    languages.map((lang) => [localizePath(pageById(page).path, lang), { page, lang }] as const),
  ),
);

/**
 * Every page of the collections to render: index views, entry pages, the team page, and once the
 * collections were read at all, the documents gone slugs answer with.
 */
export function collectionPagePaths(content: CollectionsContent | undefined): string[] {
  if (!content) return [];
  return languages.flatMap((lang) => [
    ...listedCollectionIds.flatMap((collection) => [
      ...indexViews(content, collection, lang).map(indexPath),
      ...entriesOf(content, collection, lang).map((entry) => entry.path),
      goneDocumentPath(collection, lang),
    ]),
    ...(entriesOf(content, "team", lang).length ? [collectionPath("team", lang)] : []),
  ]);
}

function entryShare(content: CollectionsContent, collection: ListedCollection, lang: Lang, slug: string) {
  const entry = entriesOf(content, collection, lang).find((shown) => shown.slug === slug);
  if (!entry) return { entries: {} };
  const data = entry.data;
  const members = membersNamed(
    content,
    lang,
    membersOf(collectionOf(collection), data).map(({ id }) => id),
  );
  const body = data.body as RichTextDocument | null | undefined;
  const targets = body ? internalLinkTargets(body) : [];
  const keys = targets.flatMap((target) => (target.kind === "entry" ? [`${target.collection}/${target.id}`] : []));
  const known = content.links[lang] ?? {};
  return {
    entries: { [collection]: { [lang]: [entry] }, ...(members.length && { team: { [lang]: members } }) },
    links: { [lang]: Object.fromEntries(keys.filter((key) => known[key]).map((key) => [key, known[key]!])) },
    shown: [entry, ...members],
  };
}

type Share = Omit<CollectionsContent, "images" | "shareCrops" | "links" | "present"> &
  Partial<CollectionsContent> & { shown?: ShownEntry[] };

function shareParts(content: CollectionsContent, path: string): Share {
  const listing = listingPaths.get(path);
  if (listing) {
    const { references, insights } = listedOn(content, listing.page, listing.lang);
    const entries = {
      ...(references.length && { references: { [listing.lang]: references } }),
      ...(insights.length && { insights: { [listing.lang]: insights } }),
    };
    return { entries, shown: [...references, ...insights] };
  }
  const at = parseCollectionPath(path);
  if (at?.kind === "entry") return entryShare(content, at.collection, at.lang, at.slug);
  if (at?.kind === "team") {
    const team = entriesOf(content, "team", at.lang);
    return { entries: { team: { [at.lang]: team } }, shown: team };
  }
  if (at?.kind === "index") {
    const model = indexModel(content, at.view);
    return model ? { entries: {}, views: { [path]: model }, shown: model.cards } : { entries: {} };
  }
  return { entries: {} };
}

const collectionOfEntry = (content: CollectionsContent, entry: ShownEntry): SiteCollection =>
  (Object.keys(content.entries) as SiteCollection[]).find((collection) =>
    languages.some((lang) => entriesOf(content, collection, lang).some((shown) => shown.id === entry.id)),
  ) ?? "team";

/** What a page carries of the collections: nothing while nothing is published, so the build's pages stay as built. */
export function collectionsShare(
  content: CollectionsContent | undefined,
  path: string,
): CollectionsContent | undefined {
  if (!content || !languages.some((lang) => content.present[lang]?.length)) return undefined;
  const { shown = [], ...share } = shareParts(content, path);
  const images = shown.flatMap((entry) => imagesOf(collectionOf(collectionOfEntry(content, entry)), entry.data));
  const ids = [...new Set(images.map(({ id }) => id))].sort();
  const pick = (from: Record<string, string | object>) =>
    Object.fromEntries(ids.filter((id) => from[id]).map((id) => [id, from[id]]));
  return {
    present: content.present,
    entries: share.entries,
    images: pick(content.images) as CollectionsContent["images"],
    shareCrops: pick(content.shareCrops) as CollectionsContent["shareCrops"],
    links: share.links ?? {},
    ...(share.views && { views: share.views }),
  };
}

/**
 * Each snapshot's pages' shares as JSON, kept with the snapshot: the one served now was the "after"
 * of the last publish, so each publish cuts the shares of the new snapshot only.
 */
const shareJsons = new WeakMap<CollectionsContent, Map<string, string>>();
function shareJson(content: CollectionsContent | undefined, path: string): string {
  if (!content) return ""; // as a snapshot that shows nothing: no share
  let jsons = shareJsons.get(content);
  if (!jsons) shareJsons.set(content, (jsons = new Map()));
  let json = jsons.get(path);
  if (json === undefined) jsons.set(path, (json = JSON.stringify(collectionsShare(content, path)) ?? ""));
  return json;
}

/**
 * The pages to render again after the collections changed from `before` to `after`, among the
 * site's own pages (`sitePaths`) and the collections' pages of either; and the collections'
 * pages that are gone (their entry or view no longer shown).
 */
export function changedPages(
  before: CollectionsContent | undefined,
  after: CollectionsContent | undefined,
  sitePaths: readonly string[],
): { render: string[]; removed: string[] } {
  const old = new Set(collectionPagePaths(before));
  const now = collectionPagePaths(after);
  const removed = [...old].filter((path) => !now.includes(path));
  const differs = (path: string) => shareJson(before, path) !== shareJson(after, path);
  const render = [...sitePaths.filter(differs), ...now.filter((path) => !old.has(path) || differs(path))];
  return { render: [...new Set(render)], removed };
}
