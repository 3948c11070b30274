/**
 * The published collections as the pages show them (docs/decisions/0069): the server reads them
 * when it renders (server/render/collections-snapshot.ts) and lays them into the content the
 * renderer gets; each page then carries only what it shows (server/render/collection-pages.ts).
 * What a page shows is worked out here, from the whole snapshot while rendering and from the
 * page's own share in the browser, by the same functions: both give the same page.
 */
import type { Lang, PageId } from "../config/route-table";
import type { PageImage } from "../page-image";
import type { ServiceArea } from "./service-areas";
import {
  collectionPath,
  filtersOf,
  indexPath,
  industrySlug,
  perPage,
  type IndexView,
  parseCollectionPath,
  type ListedCollection,
  type SiteCollection,
} from "./site-paths";

/** One published version as a page shows it. */
export interface ShownEntry {
  id: string;
  slug: string;
  /** Its page in this language (a member's place on the team page: /team#<slug>). */
  path: string;
  /** The published data (cards carry it without the long parts: `cardOf`). */
  data: Record<string, unknown>;
  /** When this version went live (ISO): the page's dateModified and the sitemap's lastmod. */
  publishedAt: string;
  /** Its page in the other language, when published there: hreflang and the language switcher. */
  otherPath?: string;
  readingMinutes?: number;
}

export interface CollectionsContent {
  /** The collections with anything published, per language: the menu and the footer list them. */
  present: Partial<Record<Lang, SiteCollection[]>>;
  /** Per collection and language, in the collection's order. */
  entries: Partial<Record<SiteCollection, Partial<Record<Lang, ShownEntry[]>>>>;
  /** The images the entries name, by media id (server/media/page-images.ts). */
  images: Record<string, PageImage>;
  /** Each image's share crop (1200 × 630 around its focal point), by media id. */
  shareCrops: Record<string, string>;
  /** Where a body's link to an entry leads, per language: "references/<id>" → path. */
  links: Partial<Record<Lang, Record<string, string>>>;
  /** An index view's cards and filters, worked out for the page that carries them. */
  views?: Record<string, IndexModel>;
}

declare module "../content/overlay" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the shape this module declares
  interface SiteCollections extends CollectionsContent {}
}

export const emptyCollections = (): CollectionsContent => ({
  present: {},
  entries: {},
  images: {},
  shareCrops: {},
  links: {},
});

export const entriesOf = (content: CollectionsContent | undefined, collection: SiteCollection, lang: Lang) =>
  content?.entries[collection]?.[lang] ?? [];

export const isPresent = (content: CollectionsContent | undefined, collection: SiteCollection, lang: Lang) =>
  content?.present[lang]?.includes(collection) ?? false;

/** The fields a card needs: the long texts and the body stay on the entry's page. */
const longFields = new Set(["body", "situation", "approach", "results", "quote", "bio"]);
export const cardOf = (entry: ShownEntry): ShownEntry => ({
  ...entry,
  data: Object.fromEntries(Object.entries(entry.data).filter(([name]) => !longFields.has(name))),
});

const areasOf = (entry: ShownEntry) => (entry.data.serviceAreas as ServiceArea[] | undefined) ?? [];
const industryOf = (entry: ShownEntry) => (entry.data.industry as string | undefined) ?? "";

function matches(entry: ShownEntry, view: IndexView): boolean {
  if (view.filter?.kind === "area") return areasOf(entry).includes(view.filter.value);
  if (view.filter?.kind === "industry") return industrySlug(industryOf(entry)) === view.filter.value;
  return true;
}

/** What an index page shows: its cards, where it stands among the view's pages, the filters offered. */
export interface IndexModel {
  cards: ShownEntry[];
  page: number;
  pageCount: number;
  /** The service areas with entries, and the industries (name and slug), for the filter links. */
  areas: ServiceArea[];
  industries: { name: string; slug: string }[];
}

/** The model of an index view, or undefined when it shows nothing (a filter without entries, a page past the end). */
export function indexModel(content: CollectionsContent | undefined, view: IndexView): IndexModel | undefined {
  const carried = content?.views?.[indexPath(view)];
  if (carried) return carried;
  const all = entriesOf(content, view.collection, view.lang);
  const shown = all.filter((entry) => matches(entry, view));
  const pageCount = Math.ceil(shown.length / perPage);
  if (view.page > pageCount) return undefined;
  const areas = [...new Set(all.flatMap(areasOf))].sort();
  const industries = new Map<string, string>();
  if (filtersOf[view.collection].includes("industry")) {
    for (const entry of all) industries.set(industrySlug(industryOf(entry)), industryOf(entry));
  }
  return {
    cards: shown.slice((view.page - 1) * perPage, view.page * perPage).map(cardOf),
    page: view.page,
    pageCount,
    areas,
    industries: [...industries].map(([slug, name]) => ({ name, slug })).sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/** Every view of a collection's index in a language that shows something: the pages to render. */
export function indexViews(content: CollectionsContent | undefined, collection: ListedCollection, lang: Lang) {
  const first = indexModel(content, { collection, lang, page: 1 });
  if (!first) return [];
  const filters = [
    undefined,
    ...first.areas.map((value) => ({ kind: "area" as const, value })),
    ...first.industries.map(({ slug }) => ({ kind: "industry" as const, value: slug })),
  ];
  return filters.flatMap((filter) => {
    const base = { collection, lang, ...(filter && { filter }), page: 1 };
    const pages = indexModel(content, base)?.pageCount ?? 0;
    return Array.from({ length: pages }, (_, i): IndexView => ({ ...base, page: i + 1 }));
  });
}

/** The pages that list entries beside their own content: the home page the newest references, each service page its area's. */
export const listingPages = {
  home: { references: undefined },
  sapSolutions: { area: "sap" },
  odooAms: { area: "odoo" },
  services: { area: "ai" },
  privateEquity: { area: "privateEquity" },
} as const satisfies Partial<Record<PageId, { area?: ServiceArea; references?: undefined }>>;
export type ListingPage = keyof typeof listingPages;

/** How many entries of each collection a listing page shows. */
export const listedCount = 3;

/** The newest entries a listing page shows, per collection (the home page: references only). */
export function listedOn(content: CollectionsContent | undefined, page: ListingPage, lang: Lang) {
  const place = listingPages[page];
  const area = "area" in place ? place.area : undefined;
  const pick = (collection: ListedCollection) =>
    entriesOf(content, collection, lang)
      .filter((entry) => !area || areasOf(entry).includes(area))
      .slice(0, listedCount)
      .map(cardOf);
  return { references: pick("references"), insights: area ? pick("insights") : [], area };
}

/** The team members among `ids`, as the author or contact cards show them. */
export const membersNamed = (content: CollectionsContent | undefined, lang: Lang, ids: readonly string[]) =>
  entriesOf(content, "team", lang).filter((member) => ids.includes(member.id));

/**
 * Where the language switcher leads from a collection's page: the entry in the other language,
 * else that language's index (or team page) while it has one, else its home; undefined for any
 * other path.
 */
export function collectionCounterpart(content: CollectionsContent | undefined, pathname: string, target: Lang) {
  const at = parseCollectionPath(pathname);
  if (!at) return undefined;
  const collection = at.kind === "team" ? "team" : at.kind === "entry" ? at.collection : at.view.collection;
  if (at.kind === "entry") {
    const entry = entriesOf(content, collection, at.lang).find((shown) => shown.slug === at.slug);
    if (entry?.otherPath) return entry.otherPath;
  }
  return isPresent(content, collection, target) ? collectionPath(collection, target) : target === "de" ? "/" : "/en";
}
