import { PageHero } from "~/components/page/page-hero";
import { ContactCta } from "~/components/page/contact-cta";
import { registerMessages } from "~/i18n/instances";
import { pageMeta } from "~/lib/seo";
import de from "~/locales/de/privacy";
import en from "~/locales/en/privacy";

registerMessages("privacy", { de, en });

export const meta = pageMeta("privacy");

export default function PrivacyPage() {
  return (
    <>
      <PageHero ns="privacy" />
      <ContactCta />
    </>
  );
}
