import { headFromLoader, pageClientLoader, pageIsland } from "~/lib/page-route";
import { breadcrumbList, faqPage, jsonLdGraph, pageHead, privateEquityTrail } from "~/lib/page-head";
import de from "#common/locales/de/private-equity";
import en from "#common/locales/en/private-equity";

const Page = pageIsland(() => import("~/pages/private-equity"));

export const loader = pageHead({ de, en }, (lang) => {
  const copy = lang === "de" ? de : en;
  return {
    jsonLd: jsonLdGraph(faqPage(copy.faq.items), breadcrumbList(privateEquityTrail(lang))),
  };
});
export const meta = headFromLoader;
export const clientLoader = pageClientLoader(Page);

export default Page;
