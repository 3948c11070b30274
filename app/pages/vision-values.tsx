import { CompanyStatements, ValuesList } from "~/features/company/vision-values";
import { ContactCta } from "~/components/page/contact-cta";
import { PageHero } from "~/components/page/page-hero";
import { registerMessages } from "~/i18n/instances";
import de from "#common/locales/de/vision-values";
import en from "#common/locales/en/vision-values";

registerMessages("visionValues", { de, en });

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
