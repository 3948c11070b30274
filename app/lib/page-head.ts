/**
 * The page head, in one place: title, description, canonical and hreflang links, Open Graph and
 * Twitter tags, and the schema.org JSON-LD. Page routes take their loader from here (pageHead and
 * its two variants); the head reaches meta() as loader data. It reads copy straight from the locale
 * files, never through i18next (see menuLabels).
 */
import type { MetaDescriptor } from "react-router";
import {
  defaultLang,
  langFromPath,
  languages,
  localizePath,
  ogImagePath,
  ogImageSize,
  pageForPath,
  pageUrl,
  type Lang,
  type PageId,
} from "#common/config/route-table";
import { shareImageOf } from "#common/config/share-images";
import { site } from "#common/config/site";
import { srcSetOf, type PageImage } from "#common/page-image";
import { shellCopy } from "~/i18n/shell-copy";
import { withFigures } from "./figure-variables";

// ---------------------------------------------------------------------------------------------
// Head tags
// ---------------------------------------------------------------------------------------------

const ogLocale = { de: "de_DE", en: "en_GB" } as const;

export function absoluteUrl(path: string): string {
  return `${site.url}${path}`;
}

interface HeadInput {
  pathname: string;
  title: string;
  description: string;
  /** Pages outside the route table (404) get no canonical or alternates and are not indexed. */
  indexable?: boolean;
  jsonLd?: JsonLdNode;
  /** The page's largest paint when it is an uploaded image: preloaded (app/components/ui/picture.tsx). */
  largestImage?: { image: PageImage; sizes: string };
}

/**
 * The whole head of a page. The tag order shows in the prerendered HTML, so new tags go at the end.
 * The copy's figure placeholders ("{{amsMonthlyFromEur}}") are filled here, JSON-LD included.
 */
export function buildHead({
  pathname,
  title,
  description,
  indexable = true,
  jsonLd,
  largestImage,
}: HeadInput): MetaDescriptor[] {
  const lang = langFromPath(pathname);
  const fullTitle = brandedTitle(title);
  const head = textTags(fullTitle, description, lang);
  const page = indexable ? pageForPath(pathname) : undefined;
  if (!page) {
    return withFigures(
      [...head, { name: "twitter:card", content: "summary" }, { name: "robots", content: "noindex" }],
      lang,
    );
  }
  return withFigures(
    [
      ...head,
      ...imageTags(page.id as PageId, lang, fullTitle),
      ...addressLinks(page.path, lang),
      ...(jsonLd ? [{ "script:ld+json": jsonLd }] : []),
      ...(largestImage ? [imagePreload(largestImage.image, largestImage.sizes)] : []),
    ],
    lang,
  );
}

/** Titles that already name the brand (the home page's) keep it once. */
export function brandedTitle(title: string): string {
  return title.startsWith(site.brand) ? title : `${title} | ${site.brand}`;
}

/** What every page has, the 404 included: title, description and their Open Graph twins. */
export function textTags(fullTitle: string, description: string, lang: Lang): MetaDescriptor[] {
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:site_name", content: site.brand },
    { property: "og:type", content: "website" },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:locale", content: ogLocale[lang] },
  ];
}

/**
 * The page's share image and the large card for it: the image the owner chose for the page (or
 * for the site), else the title card rendered for each page and language.
 */
function imageTags(id: PageId, lang: Lang, fullTitle: string): MetaDescriptor[] {
  const chosen = shareImageOf(id);
  return [
    { property: "og:image", content: absoluteUrl(chosen?.path ?? ogImagePath(id, lang)) },
    { property: "og:image:type", content: chosen ? "image/jpeg" : "image/png" },
    { property: "og:image:width", content: String(ogImageSize.width) },
    { property: "og:image:height", content: String(ogImageSize.height) },
    { property: "og:image:alt", content: chosen?.alt[lang] || fullTitle },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}

/**
 * The preload of a page's largest paint when it is an uploaded image (docs/decisions/0066): its
 * AVIF set with the layout's sizes, so the browser asks for the file the `<picture>` will choose
 * while it still parses the head. Only AVIF: a browser without it skips the hint (its `type`) and
 * finds the WebP in the picture itself, never fetching two formats.
 */
export function imagePreload(image: PageImage, sizes: string): MetaDescriptor {
  return {
    tagName: "link",
    rel: "preload",
    as: "image",
    type: "image/avif",
    imageSrcSet: srcSetOf(image.avif),
    imageSizes: sizes,
    fetchPriority: "high",
  };
}

/**
 * Canonical, og:url and one alternate per language plus x-default, all from the page's own path:
 * an alias (/cookie-policy) points search engines at the page it shows (ADR 0019).
 */
function addressLinks(pagePath: string, lang: Lang): MetaDescriptor[] {
  const canonical = absoluteUrl(localizePath(pagePath, lang));
  return [
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:url", content: canonical },
    ...languages.map((l) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: l,
      href: absoluteUrl(localizePath(pagePath, l)),
    })),
    {
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: absoluteUrl(localizePath(pagePath, defaultLang)),
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// Structured data (schema.org JSON-LD)
// ---------------------------------------------------------------------------------------------

type JsonLdNode = Record<string, unknown>;

const schemaOrg = "https://schema.org";

/** Copy text for machines: without the word joiners that keep ranges like "2–4" on one line. */
export function plainText(text: string): string {
  return text.replace(/\u2060/g, "");
}

/** schema.org FAQPage from question/answer pairs (the visible FAQ's text). */
export function faqPage(items: readonly { question: string; answer: string }[]): JsonLdNode {
  return {
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: plainText(item.question),
      acceptedAnswer: { "@type": "Answer", text: plainText(item.answer) },
    })),
  };
}

/** schema.org BreadcrumbList with absolute URLs, positions from 1. */
export function breadcrumbList(trail: readonly { name: string; path: string }[]): JsonLdNode {
  return {
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

/** A JSON-LD document of one node: the context first, then the node's own keys in their order. */
export function jsonLdDocument(node: JsonLdNode): JsonLdNode {
  return { "@context": schemaOrg, ...node };
}

/** One JSON-LD document holding several nodes (the head takes one object per page). */
export function jsonLdGraph(...nodes: JsonLdNode[]): JsonLdNode {
  return { "@context": schemaOrg, "@graph": nodes };
}

/** Home > the given pages: a page's trail, starting at the home page named as in the menu. */
export function pageTrail(lang: Lang, ...crumbs: { page: PageId; name: string }[]): { name: string; path: string }[] {
  return [
    { name: menuLabels(lang).home, path: pageUrl("home", lang) },
    ...crumbs.map((crumb) => ({ name: crumb.name, path: pageUrl(crumb.page, lang) })),
  ];
}

/** Home > Private Equity [> sub-page]: the trail of a private-equity page, named as in the menu. */
export function privateEquityTrail(lang: Lang, current?: { page: PageId; name: string }) {
  const overview = { page: "privateEquity" as const, name: menuLabels(lang).privateEquity };
  return current ? pageTrail(lang, overview, current) : pageTrail(lang, overview);
}

/**
 * The menu's labels, read from the copy itself rather than through i18next: the 404 route's meta()
 * imports this module in the browser, and i18next must stay out of the first view (ADR 0015).
 */
export function menuLabels(lang: Lang) {
  return shellCopy[lang].nav;
}

// ---------------------------------------------------------------------------------------------
// Loaders of page routes
// ---------------------------------------------------------------------------------------------

/** What a page's head takes from its copy (every page namespace has it). */
interface MetaCopy {
  meta: { title: string; description: string };
}

/**
 * The loader of a page route: its head (title and description from the page's copy, plus extras
 * such as JSON-LD). It runs when the page is prerendered; the head reaches the client as loader
 * data, so no copy has to travel in JavaScript for meta().
 */
export function pageHead(copy: Record<Lang, MetaCopy>, extra?: (lang: Lang) => Partial<HeadInput>) {
  return ({ request }: { request: Request }): { head: MetaDescriptor[] } => {
    const pathname = pagePathname(request);
    const lang = langFromPath(pathname);
    const { title, description } = copy[lang].meta;
    return { head: buildHead({ pathname, title, description, ...extra?.(lang) }) };
  };
}

/** Prerendering runs the loader for the page's data request ("/odoo-ams.data"); the head is the page's. */
function pagePathname(request: Request): string {
  return new URL(request.url).pathname.replace(/(\/_root|\/_)?\.data$/, "") || "/";
}

/** The loader of a deal-phase page: title, description and the trail Home > Private Equity > the phase. */
export function phasePageHead(
  page: "preDeal" | "postDeal" | "exit",
  copy: Record<Lang, MetaCopy & { breadcrumb: string }>,
) {
  return pageHead(copy, (lang) => ({
    jsonLd: jsonLdGraph(breadcrumbList(privateEquityTrail(lang, { page, name: copy[lang].breadcrumb }))),
  }));
}

/**
 * The loader of an AI use-case page: title, description and the trail Home > the page. The last
 * crumb is the page's hero title, so its copy must have one.
 */
export function industryPageHead(page: PageId, copy: Record<Lang, MetaCopy & { hero: { title: string } }>) {
  return pageHead(copy, (lang) => ({
    jsonLd: jsonLdGraph(breadcrumbList(pageTrail(lang, { page, name: copy[lang].hero.title }))),
  }));
}
