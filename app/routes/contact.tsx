import { PageHero } from "~/components/page/page-hero";
import { ContactCta } from "~/components/page/contact-cta";
import { registerMessages } from "~/i18n/instances";
import { pageMeta } from "~/lib/seo";
import de from "~/locales/de/contact";
import en from "~/locales/en/contact";

registerMessages("contact", { de, en });

export const meta = pageMeta("contact");

export default function ContactPage() {
  return (
    <>
      <PageHero ns="contact" />
      <ContactCta />
    </>
  );
}
