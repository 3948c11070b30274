import { PageHero } from "~/components/page/page-hero";
import { ContactCta } from "~/components/page/contact-cta";
import { registerMessages } from "~/i18n/instances";
import { pageMeta } from "~/lib/seo";
import de from "~/locales/de/why-us";
import en from "~/locales/en/why-us";

registerMessages("whyUs", { de, en });

export const meta = pageMeta("whyUs");

export default function WhyUsPage() {
  return (
    <>
      <PageHero ns="whyUs" />
      <ContactCta />
    </>
  );
}
