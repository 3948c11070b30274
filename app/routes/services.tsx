import { PageHero } from "~/components/page/page-hero";
import { ContactCta } from "~/components/page/contact-cta";
import { registerMessages } from "~/i18n/instances";
import { pageMeta } from "~/lib/seo";
import de from "~/locales/de/services";
import en from "~/locales/en/services";

registerMessages("services", { de, en });

export const meta = pageMeta("services");

export default function ServicesPage() {
  return (
    <>
      <PageHero ns="services" />
      <ContactCta />
    </>
  );
}
