import type { Lang } from "#common/config/route-table";
import type { NamespaceMessages } from "~/i18n/resources";
import { pageHead } from "~/lib/seo";
import { breadcrumbList, jsonLdGraph, privateEquityTrail } from "~/lib/structured-data";

type PhasePage = "preDeal" | "postDeal" | "exit";

/** The loader of a deal-phase page: title, description and the trail Home > Private Equity > the phase. */
export function phasePageHead<NS extends PhasePage>(ns: NS, messages: Record<Lang, NamespaceMessages<NS>>) {
  return pageHead(ns, messages, (lang) => ({
    jsonLd: jsonLdGraph(breadcrumbList(privateEquityTrail(lang, { page: ns, name: messages[lang].breadcrumb }))),
  }));
}
