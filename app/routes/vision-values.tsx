import { CompanyStatements, ValuesList } from "~/components/company/vision-values";
import { ContactCta } from "~/components/page/contact-cta";
import { PageHero } from "~/components/page/page-hero";
import { pageUrl } from "~/config/route-table";
import { site } from "~/config/site";
import { registerMessages } from "~/i18n/instances";
import { absoluteUrl, pageMeta } from "~/lib/seo";
import de from "~/locales/de/vision-values";
import en from "~/locales/en/vision-values";

registerMessages("visionValues", { de, en });

export const meta = pageMeta("visionValues", (lang) => ({
  jsonLd: {
    "@context": "https://schema.org",
    "@type": "AboutPage",
    name: (lang === "de" ? de : en).meta.title,
    url: absoluteUrl(pageUrl("visionValues", lang)),
    inLanguage: lang,
    about: { "@type": "Organization", name: site.brand, url: site.url },
  },
}));

export default function VisionValuesPage() {
  return (
    <>
      <PageHero ns="visionValues" />
      <CompanyStatements />
      <ValuesList />
      <ContactCta toHomeContact />
    </>
  );
}
