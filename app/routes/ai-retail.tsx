import { PageHero } from "~/components/page/page-hero";
import { ContactCta } from "~/components/page/contact-cta";
import { registerMessages } from "~/i18n/instances";
import { pageMeta } from "~/lib/seo";
import de from "~/locales/de/ai-retail";
import en from "~/locales/en/ai-retail";

registerMessages("aiRetail", { de, en });

export const meta = pageMeta("aiRetail");

export default function AiRetailPage() {
  return (
    <>
      <PageHero ns="aiRetail" />
      <ContactCta />
    </>
  );
}
