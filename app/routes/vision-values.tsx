import { headFromLoader, pageClientLoader, pageIsland } from "~/lib/page-route";
import { absoluteUrl, jsonLdDocument, pageHead } from "~/lib/page-head";
import { pageUrl } from "#common/config/route-table";
import { site } from "#common/config/site";
import de from "#common/locales/de/vision-values";
import en from "#common/locales/en/vision-values";

const Page = pageIsland(() => import("~/pages/vision-values"));

export const loader = pageHead({ de, en }, (lang) => ({
  jsonLd: jsonLdDocument({
    "@type": "AboutPage",
    name: (lang === "de" ? de : en).meta.title,
    url: absoluteUrl(pageUrl("visionValues", lang)),
    inLanguage: lang,
    about: { "@type": "Organization", name: site.brand, url: site.url },
  }),
}));
export const meta = headFromLoader;
export const clientLoader = pageClientLoader(Page);

export default Page;
