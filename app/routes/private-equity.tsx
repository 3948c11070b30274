import { headFromLoader, pageClientLoader, pageIsland } from "~/lib/page-route";
import { pageHead } from "~/lib/seo";
import { breadcrumbList, faqPage, jsonLdGraph, privateEquityTrail } from "~/lib/structured-data";
import de from "~/locales/de/private-equity";
import en from "~/locales/en/private-equity";

const Page = pageIsland(() => import("~/pages/private-equity"));

// Prerender-time only: the head (title, description, alternates, JSON-LD) travels as loader data,
// so the page's copy stays out of the first view's JavaScript.
export const loader = pageHead("privateEquity", { de, en }, (lang) => {
  const copy = lang === "de" ? de : en;
  return {
    jsonLd: jsonLdGraph(faqPage(copy.faq.items), breadcrumbList(privateEquityTrail(lang))),
  };
});
export const meta = headFromLoader;
export const clientLoader = pageClientLoader(Page);

export default Page;
