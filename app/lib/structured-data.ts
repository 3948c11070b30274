import { pageUrl, type Lang, type PageId } from "#common/config/route-table";
import { i18nByLang } from "~/i18n/instances";
import { absoluteUrl } from "~/lib/head";

type Node = Record<string, unknown>;

/** Copy text for machines: without the word joiners that keep ranges like "2–4" on one line. */
export function plainText(text: string): string {
  return text.replace(/\u2060/g, "");
}

/** schema.org FAQPage from question/answer pairs (the visible FAQ's text). */
export function faqPage(items: readonly { question: string; answer: string }[]): Node {
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
export function breadcrumbList(trail: readonly { name: string; path: string }[]): Node {
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

/** One JSON-LD document holding several nodes (the head takes one object per page). */
export function jsonLdGraph(...nodes: Node[]): Node {
  return { "@context": "https://schema.org", "@graph": nodes };
}

/** Home > the given pages: a page's trail, starting at the home page named as in the menu. */
export function pageTrail(lang: Lang, ...crumbs: { page: PageId; name: string }[]): { name: string; path: string }[] {
  const t = i18nByLang[lang].getFixedT(lang, "common");
  return [
    { name: t("nav.home"), path: pageUrl("home", lang) },
    ...crumbs.map((crumb) => ({ name: crumb.name, path: pageUrl(crumb.page, lang) })),
  ];
}

/** Home > Private Equity [> sub-page]: the trail of a private-equity page, named as in the menu. */
export function privateEquityTrail(lang: Lang, current?: { page: PageId; name: string }) {
  const t = i18nByLang[lang].getFixedT(lang, "common");
  const overview = { page: "privateEquity" as const, name: t("nav.privateEquity") };
  return current ? pageTrail(lang, overview, current) : pageTrail(lang, overview);
}
