import { PageHero } from "~/components/page/page-hero";
import { ContactCta } from "~/components/page/contact-cta";
import { registerMessages } from "~/i18n/instances";
import { pageMeta } from "~/lib/seo";
import de from "~/locales/de/sap-solutions";
import en from "~/locales/en/sap-solutions";

registerMessages("sapSolutions", { de, en });

export const meta = pageMeta("sapSolutions");

export default function SapSolutionsPage() {
  return (
    <>
      <PageHero ns="sapSolutions" />
      <ContactCta />
    </>
  );
}
