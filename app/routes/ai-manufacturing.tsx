import { PageHero } from "~/components/page/page-hero";
import { ContactCta } from "~/components/page/contact-cta";
import { registerMessages } from "~/i18n/instances";
import { pageMeta } from "~/lib/seo";
import de from "~/locales/de/ai-manufacturing";
import en from "~/locales/en/ai-manufacturing";

registerMessages("aiManufacturing", { de, en });

export const meta = pageMeta("aiManufacturing");

export default function AiManufacturingPage() {
  return (
    <>
      <PageHero ns="aiManufacturing" />
      <ContactCta />
    </>
  );
}
