import { PageHero } from "~/components/page/page-hero";
import { ContactCta } from "~/components/page/contact-cta";
import { registerMessages } from "~/i18n/instances";
import { pageMeta } from "~/lib/seo";
import de from "~/locales/de/ai-logistics";
import en from "~/locales/en/ai-logistics";

registerMessages("aiLogistics", { de, en });

export const meta = pageMeta("aiLogistics");

export default function AiLogisticsPage() {
  return (
    <>
      <PageHero ns="aiLogistics" />
      <ContactCta />
    </>
  );
}
