import { headFromLoader, pageClientLoader, pageIsland } from "~/lib/page-route";
import { absoluteUrl, jsonLdDocument, pageHead } from "~/lib/page-head";
import { site } from "#common/config/site";
import de from "#common/locales/de/home";
import en from "#common/locales/en/home";

const Page = pageIsland(() => import("~/pages/home"));

export const loader = pageHead({ de, en }, (lang) => ({
  jsonLd: jsonLdDocument({
    "@type": "ProfessionalService",
    name: site.brand,
    url: absoluteUrl(lang === "de" ? "/" : "/en"),
    logo: absoluteUrl("/favicon.svg"),
    email: site.contactEmail,
    areaServed: ["DE", "AT", "CH", "EU"],
    knowsAbout: ["SAP S/4HANA", "Odoo", "Managed Application Services", "Artificial Intelligence", "IT Due Diligence"],
  }),
}));
export const meta = headFromLoader;
export const clientLoader = pageClientLoader(Page);

export default Page;
