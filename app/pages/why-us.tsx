import { ReasonPills, ReasonSections } from "~/features/company/why-us-reasons";
import { ContactCta } from "~/components/page/contact-cta";
import { PageHero } from "~/components/page/page-hero";
import { registerMessages } from "~/i18n/instances";
import de from "#common/locales/de/why-us";
import en from "#common/locales/en/why-us";

registerMessages("whyUs", { de, en });

export default function WhyUsPage() {
  return (
    <>
      <PageHero ns="whyUs">
        <ReasonPills />
      </PageHero>
      <ReasonSections />
      <ContactCta />
    </>
  );
}
