import { headFromLoader, pageClientLoader, pageIsland } from "~/lib/page-route";
import { pageHead } from "~/lib/seo";
import { breadcrumbList, jsonLdGraph, privateEquityTrail } from "~/lib/structured-data";
import de from "~/locales/de/exit";
import en from "~/locales/en/exit";

const Page = pageIsland(() => import("~/pages/exit"));

export const loader = pageHead("exit", { de, en }, (lang) => {
  const copy = lang === "de" ? de : en;
  return {
    jsonLd: jsonLdGraph(breadcrumbList(privateEquityTrail(lang, { page: "exit", name: copy.breadcrumb }))),
  };
});
export const meta = headFromLoader;
export const clientLoader = pageClientLoader(Page);

export default Page;
