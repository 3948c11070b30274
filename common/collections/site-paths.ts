/**
 * Where the collections' pages live (docs/decisions/0069). An index is paged and filtered in its
 * path, never in a query string, so every view is a file the server holds in memory:
 * /referenzen, /referenzen/seite/2, /referenzen/bereich/sap, /referenzen/branche/energie/seite/2
 * (English: /en/references/page/2, …/area/sap, …/industry/energy). An entry is one segment below
 * its index (/referenzen/<slug>); a slug never holds a slash, so the two never meet.
 */
import { defaultLang, langFromPath, languages, type Lang } from "../config/route-table";
import { insights } from "./insights";
import { references } from "./references";
import { serviceAreas, type ServiceArea } from "./service-areas";
import { slugify } from "./slug";
import { team } from "./team";

/** The collections with pages of their own per entry, and the team's single page. */
export const listedCollections = { references, insights } as const;
export type ListedCollection = keyof typeof listedCollections;
export type SiteCollection = ListedCollection | "team";
export const listedCollectionIds = Object.keys(listedCollections) as ListedCollection[];
export const siteCollectionIds: SiteCollection[] = [...listedCollectionIds, "team"];

/** An index page shows this many cards; the rest follow on its next pages. */
export const perPage = 12;

/** The words of an index's paths per language. */
export const pathWords = {
  de: { page: "seite", area: "bereich", industry: "branche" },
  en: { page: "page", area: "area", industry: "industry" },
} as const satisfies Record<Lang, Record<string, string>>;

/** A service area's part of a path, per language (AI is "ki" in German). */
export const areaSlugs: Record<Lang, Record<ServiceArea, string>> = {
  de: { sap: "sap", odoo: "odoo", ai: "ki", privateEquity: "private-equity" },
  en: { sap: "sap", odoo: "odoo", ai: "ai", privateEquity: "private-equity" },
};

/** Which filters an index offers: references by service area and industry, insights by service area. */
export const filtersOf: Record<ListedCollection, readonly ("area" | "industry")[]> = {
  references: ["area", "industry"],
  insights: ["area"],
};

export type IndexFilter = { kind: "area"; value: ServiceArea } | { kind: "industry"; value: string };

/** One page of an index: its collection, language, filter (an industry by its slug) and page number from 1. */
export interface IndexView {
  collection: ListedCollection;
  lang: Lang;
  filter?: IndexFilter;
  page: number;
}

const basePath = (collection: SiteCollection, lang: Lang) =>
  (collection === "team" ? team : listedCollections[collection]).paths[lang];

export const collectionPath = basePath;

export function indexPath({ collection, lang, filter, page }: IndexView): string {
  const words = pathWords[lang];
  let path = basePath(collection, lang);
  if (filter?.kind === "area") path += `/${words.area}/${areaSlugs[lang][filter.value]}`;
  if (filter?.kind === "industry") path += `/${words.industry}/${filter.value}`;
  return page > 1 ? `${path}/${words.page}/${page}` : path;
}

export const entryPagePath = (collection: ListedCollection, lang: Lang, slug: string) =>
  `${basePath(collection, lang)}/${slug}`;

/** An industry's part of a path: its name as a slug ("Energie & Versorgung" → "energie-versorgung"). */
export const industrySlug = (industry: string) => slugify(industry) || "andere";

/** The route patterns of a collection's index views, for the router (app/routes.ts). */
export function indexPatterns(collection: ListedCollection, lang: Lang): string[] {
  const base = basePath(collection, lang);
  const words = pathWords[lang];
  const filtered = filtersOf[collection].map((kind) => `${base}/${words[kind]}/:${kind}`);
  return [base, ...[base, ...filtered].map((path) => `${path}/${words.page}/:page`), ...filtered];
}

export type CollectionPath =
  | { kind: "index"; view: IndexView }
  | { kind: "entry"; collection: ListedCollection; lang: Lang; slug: string }
  | { kind: "team"; lang: Lang };

const areaOf = (lang: Lang, slug: string) =>
  serviceAreas.find((area) => areaSlugs[lang][area] === slug) satisfies ServiceArea | undefined;

/** What a path of the collections shows, or undefined for any other path (or a malformed view). */
export function parseCollectionPath(pathname: string): CollectionPath | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const lang = langFromPath(path);
  if (path === basePath("team", lang)) return { kind: "team", lang };
  for (const collection of listedCollectionIds) {
    const base = basePath(collection, lang);
    if (path !== base && !path.startsWith(`${base}/`)) continue;
    const parts = path === base ? [] : path.slice(base.length + 1).split("/");
    if (parts.length === 1) return { kind: "entry", collection, lang, slug: parts[0]! };
    const view = viewOf(collection, lang, parts);
    return view && { kind: "index", view };
  }
  return undefined;
}

function viewOf(collection: ListedCollection, lang: Lang, parts: string[]): IndexView | undefined {
  const words = pathWords[lang];
  let rest = parts;
  let filter: IndexFilter | undefined;
  const [kind, value] = rest;
  if (kind === words.area && value && filtersOf[collection].includes("area")) {
    const area = areaOf(lang, value);
    if (!area) return undefined;
    filter = { kind: "area", value: area };
    rest = rest.slice(2);
  } else if (kind === words.industry && value && filtersOf[collection].includes("industry")) {
    filter = { kind: "industry", value };
    rest = rest.slice(2);
  }
  let page = 1;
  if (rest.length === 2 && rest[0] === words.page && /^[1-9]\d{0,3}$/.test(rest[1]!)) {
    page = Number(rest[1]);
    if (page === 1) return undefined; // page 1 is the view's own path
    rest = [];
  }
  return rest.length ? undefined : { collection, lang, ...(filter && { filter }), page };
}

/** The same view in the other language is another set of entries: an index links its counterpart's start. */
export const otherLanguage = (lang: Lang): Lang => languages.find((l) => l !== lang) ?? defaultLang;

/** The insights' feeds per language: RSS 2.0 and Atom, beside their index. */
export const feedPaths = (lang: Lang) => {
  const base = listedCollections.insights.paths[lang];
  return { rss: `${base}/feed.xml`, atom: `${base}/atom.xml` };
};
