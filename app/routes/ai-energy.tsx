import { PageHero } from "~/components/page/page-hero";
import { ContactCta } from "~/components/page/contact-cta";
import { registerMessages } from "~/i18n/instances";
import { pageMeta } from "~/lib/seo";
import de from "~/locales/de/ai-energy";
import en from "~/locales/en/ai-energy";

registerMessages("aiEnergy", { de, en });

export const meta = pageMeta("aiEnergy");

export default function AiEnergyPage() {
  return (
    <>
      <PageHero ns="aiEnergy" />
      <ContactCta />
    </>
  );
}
