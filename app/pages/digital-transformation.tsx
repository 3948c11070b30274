import { ContactCta } from "~/components/page/contact-cta";
import { PageHero } from "~/components/page/page-hero";
import { LifecycleSection } from "~/features/erp/lifecycle";
import { registerMessages } from "~/i18n/instances";
import de from "#common/locales/de/digital-transformation";
import en from "#common/locales/en/digital-transformation";

registerMessages("digitalTransformation", { de, en });

export default function DigitalTransformationPage() {
  return (
    <>
      <PageHero ns="digitalTransformation" />
      <LifecycleSection />
      <ContactCta />
    </>
  );
}
