/**
 * The head of a collection's page (docs/decisions/0069): title, description, canonical, and the
 * hreflang pair only when the page exists in both languages (a German-only entry has no English
 * page to name); its share image (the lead image's crop around its focal point, else the site's
 * image or the home page's title card), the feeds' links on the insights' pages, JSON-LD.
 */
import type { MetaDescriptor } from "react-router";
import { defaultLang, langFromPath, ogImagePath, ogImageSize, type Lang } from "#common/config/route-table";
import { shareImageOf } from "#common/config/share-images";
import type { PageImage } from "#common/page-image";
import { absoluteUrl, brandedTitle, imagePreload, textTags } from "./page-head";
import { withFigures } from "./figure-variables";

export interface CollectionHeadInput {
  pathname: string;
  title: string;
  description: string;
  /** The page in each language it exists in (its own included). */
  alternates: Partial<Record<Lang, string>>;
  /** The crop for shared links (/media/<hash>-og.jpg) and its alt text, when the page has a lead image. */
  shareImage?: { path: string; alt: string };
  jsonLd?: Record<string, unknown>;
  largestImage?: { image: PageImage; sizes: string };
  /** The feeds a reader can subscribe to from this page. */
  feeds?: { rss: string; atom: string; title: string };
  /** "article" for an entry's page. */
  type?: "article" | "website";
}

function shareImageTags(lang: Lang, fullTitle: string, own: CollectionHeadInput["shareImage"]): MetaDescriptor[] {
  const site = shareImageOf("home");
  const chosen = own ?? (site && { path: site.path, alt: site.alt[lang] });
  return [
    { property: "og:image", content: absoluteUrl(chosen?.path ?? ogImagePath("home", lang)) },
    { property: "og:image:type", content: chosen ? "image/jpeg" : "image/png" },
    { property: "og:image:width", content: String(ogImageSize.width) },
    { property: "og:image:height", content: String(ogImageSize.height) },
    { property: "og:image:alt", content: chosen?.alt || fullTitle },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}

function addressTags(lang: Lang, alternates: CollectionHeadInput["alternates"]): MetaDescriptor[] {
  const canonical = absoluteUrl(alternates[lang]!);
  const pair = alternates.de && alternates.en;
  return [
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:url", content: canonical },
    ...(pair
      ? [
          ...(["de", "en"] as const).map((l) => ({
            tagName: "link",
            rel: "alternate",
            hrefLang: l,
            href: absoluteUrl(alternates[l]!),
          })),
          { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(alternates[defaultLang]!) },
        ]
      : []),
  ];
}

export function collectionHead(input: CollectionHeadInput): MetaDescriptor[] {
  const lang = langFromPath(input.pathname);
  const fullTitle = brandedTitle(input.title);
  const head = textTags(fullTitle, input.description, lang).map((tag) =>
    "property" in tag && tag.property === "og:type" ? { ...tag, content: input.type ?? "website" } : tag,
  );
  const feeds = input.feeds
    ? [
        {
          tagName: "link",
          rel: "alternate",
          type: "application/rss+xml",
          title: input.feeds.title,
          href: input.feeds.rss,
        },
        {
          tagName: "link",
          rel: "alternate",
          type: "application/atom+xml",
          title: input.feeds.title,
          href: input.feeds.atom,
        },
      ]
    : [];
  return withFigures(
    [
      ...head,
      ...shareImageTags(lang, fullTitle, input.shareImage),
      ...addressTags(lang, input.alternates),
      ...feeds,
      ...(input.jsonLd ? [{ "script:ld+json": input.jsonLd }] : []),
      ...(input.largestImage ? [imagePreload(input.largestImage.image, input.largestImage.sizes)] : []),
    ],
    lang,
  );
}

/** A page that does not exist (yet, or any more): not indexed, nothing to share but its title. */
export function unlistedHead(pathname: string, title: string, description: string): MetaDescriptor[] {
  const lang = langFromPath(pathname);
  return [
    ...textTags(brandedTitle(title), description, lang),
    { name: "twitter:card", content: "summary" },
    { name: "robots", content: "noindex" },
  ];
}
