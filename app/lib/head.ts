import type { MetaDescriptor } from "react-router";
import {
  langFromPath,
  languages,
  localizePath,
  ogImagePath,
  ogImageSize,
  pageForPath,
  defaultLang,
  type PageId,
} from "#common/config/route-table";
import { site } from "#common/config/site";

const ogLocale = { de: "de_DE", en: "en_GB" } as const;

export function absoluteUrl(path: string): string {
  return `${site.url}${path}`;
}

export interface HeadInput {
  pathname: string;
  title: string;
  description: string;
  /** Pages outside the route table (404) get no canonical or alternates and are not indexed. */
  indexable?: boolean;
  jsonLd?: Record<string, unknown>;
}

export function buildHead({ pathname, title, description, indexable = true, jsonLd }: HeadInput): MetaDescriptor[] {
  const lang = langFromPath(pathname);
  const fullTitle = title.startsWith(site.brand) ? title : `${title} | ${site.brand}`;
  const head: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:site_name", content: site.brand },
    { property: "og:type", content: "website" },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:locale", content: ogLocale[lang] },
  ];
  const page = indexable ? pageForPath(pathname) : undefined;
  if (!page) return [...head, { name: "twitter:card", content: "summary" }, { name: "robots", content: "noindex" }];
  head.push(
    { property: "og:image", content: absoluteUrl(ogImagePath(page.id as PageId, lang)) },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(ogImageSize.width) },
    { property: "og:image:height", content: String(ogImageSize.height) },
    { property: "og:image:alt", content: fullTitle },
    { name: "twitter:card", content: "summary_large_image" },
  );

  // An alias (/cookie-policy) names its page's own path as canonical and alternates (ADR 0019).
  const base = page.path;
  const canonical = absoluteUrl(localizePath(base, lang));
  head.push(
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:url", content: canonical },
    ...languages.map((l) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: l,
      href: absoluteUrl(localizePath(base, l)),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(localizePath(base, defaultLang)) },
  );
  if (jsonLd) head.push({ "script:ld+json": jsonLd });
  return head;
}
