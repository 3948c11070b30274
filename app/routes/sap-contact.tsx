import { headFromLoader, pageClientLoader, pageIsland } from "~/lib/page-route";
import { pageHead } from "~/lib/seo";
import { i18nByLang } from "~/i18n/instances";
import { breadcrumbList, jsonLdGraph, pageTrail } from "~/lib/structured-data";
import de from "#common/locales/de/sap-contact";
import en from "#common/locales/en/sap-contact";

const Page = pageIsland(() => import("~/pages/sap-contact"));

export const loader = pageHead("sapContact", { de, en }, (lang) => {
  const nav = i18nByLang[lang].getFixedT(lang, "common");
  const trail = pageTrail(
    lang,
    { page: "sapSolutions", name: nav("nav.erpSap") },
    { page: "sapContact", name: (lang === "de" ? de : en).hero.title },
  );
  return { jsonLd: jsonLdGraph(breadcrumbList(trail)) };
});
export const meta = headFromLoader;
export const clientLoader = pageClientLoader(Page);

export default Page;
