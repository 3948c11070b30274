import { headFromLoader, pageClientLoader, pageIsland } from "~/lib/page-route";
import { absoluteUrl } from "~/lib/head";
import { pageHead } from "~/lib/seo";
import { site } from "#common/config/site";
import de from "#common/locales/de/home";
import en from "#common/locales/en/home";

const Page = pageIsland(() => import("~/pages/home"));

export const loader = pageHead("home", { de, en }, (lang) => ({
  jsonLd: {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    name: site.brand,
    url: absoluteUrl(lang === "de" ? "/" : "/en"),
    logo: absoluteUrl("/favicon.svg"),
    email: site.contactEmail,
    areaServed: ["DE", "AT", "CH", "EU"],
    knowsAbout: [
      "SAP S/4HANA",
      "Odoo",
      "Application Management Services",
      "Artificial Intelligence",
      "IT Due Diligence",
    ],
  },
}));
export const meta = headFromLoader;
export const clientLoader = pageClientLoader(Page);

export default Page;
