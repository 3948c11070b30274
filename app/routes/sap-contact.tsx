import { headFromLoader, pageClientLoader, pageIsland } from "~/lib/page-route";
import { breadcrumbList, jsonLdGraph, menuLabels, pageHead, pageTrail } from "~/lib/page-head";
import de from "#common/locales/de/sap-contact";
import en from "#common/locales/en/sap-contact";

const Page = pageIsland(() => import("~/pages/sap-contact"));

export const loader = pageHead({ de, en }, (lang) => {
  const trail = pageTrail(
    lang,
    { page: "sapSolutions", name: menuLabels(lang).sapSolutions },
    { page: "sapContact", name: (lang === "de" ? de : en).hero.title },
  );
  return { jsonLd: jsonLdGraph(breadcrumbList(trail)) };
});
export const meta = headFromLoader;
export const clientLoader = pageClientLoader(Page);

export default Page;
