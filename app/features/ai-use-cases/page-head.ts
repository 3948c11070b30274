import type { HeroNamespace } from "~/components/page/page-hero";
import type { Lang, PageId } from "#common/config/route-table";
import { i18nByLang } from "~/i18n/instances";
import type { NamespaceMessages } from "~/i18n/resources";
import { pageHead } from "~/lib/seo";
import { breadcrumbList, jsonLdGraph, pageTrail } from "~/lib/structured-data";

/** The loader of a use-case page: title, description and the trail Home > the page. */
export function industryPageHead<NS extends HeroNamespace & PageId>(
  ns: NS,
  messages: Record<Lang, NamespaceMessages<NS>>,
) {
  return pageHead(ns, messages, (lang) => {
    const name = i18nByLang[lang].getFixedT(lang, ns)("hero.title" as never) as string;
    return { jsonLd: jsonLdGraph(breadcrumbList(pageTrail(lang, { page: ns, name }))) };
  });
}
