import { headFromLoader, pageClientLoader, pageIsland } from "~/lib/page-route";
import { pageHead } from "~/lib/seo";
import { breadcrumbList, jsonLdGraph, privateEquityTrail } from "~/lib/structured-data";
import de from "~/locales/de/pre-deal";
import en from "~/locales/en/pre-deal";

const Page = pageIsland(() => import("~/pages/pre-deal"));

export const loader = pageHead("preDeal", { de, en }, (lang) => {
  const copy = lang === "de" ? de : en;
  return {
    jsonLd: jsonLdGraph(breadcrumbList(privateEquityTrail(lang, { page: "preDeal", name: copy.breadcrumb }))),
  };
});
export const meta = headFromLoader;
export const clientLoader = pageClientLoader(Page);

export default Page;
