import { headFromLoader, pageClientLoader, pageIsland } from "~/lib/page-route";
import { pageHead } from "~/lib/seo";
import { breadcrumbList, jsonLdGraph, privateEquityTrail } from "~/lib/structured-data";
import de from "~/locales/de/post-deal";
import en from "~/locales/en/post-deal";

const Page = pageIsland(() => import("~/pages/post-deal"));

export const loader = pageHead("postDeal", { de, en }, (lang) => {
  const copy = lang === "de" ? de : en;
  return {
    jsonLd: jsonLdGraph(breadcrumbList(privateEquityTrail(lang, { page: "postDeal", name: copy.breadcrumb }))),
  };
});
export const meta = headFromLoader;
export const clientLoader = pageClientLoader(Page);

export default Page;
