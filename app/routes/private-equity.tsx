import { headFromLoader, pageClientLoader, pageIsland } from "~/lib/page-route";
import { pageHead } from "~/lib/seo";
import { breadcrumbList, faqPage, jsonLdGraph, privateEquityTrail } from "~/lib/structured-data";
import de from "#common/locales/de/private-equity";
import en from "#common/locales/en/private-equity";

const Page = pageIsland(() => import("~/pages/private-equity"));

export const loader = pageHead("privateEquity", { de, en }, (lang) => {
  const copy = lang === "de" ? de : en;
  return {
    jsonLd: jsonLdGraph(faqPage(copy.faq.items), breadcrumbList(privateEquityTrail(lang))),
  };
});
export const meta = headFromLoader;
export const clientLoader = pageClientLoader(Page);

export default Page;
