import { PageHero } from "~/components/page/page-hero";
import { ContactCta } from "~/components/page/contact-cta";
import { registerMessages } from "~/i18n/instances";
import { pageMeta } from "~/lib/seo";
import de from "~/locales/de/vision-values";
import en from "~/locales/en/vision-values";

registerMessages("visionValues", { de, en });

export const meta = pageMeta("visionValues");

export default function VisionValuesPage() {
  return (
    <>
      <PageHero ns="visionValues" />
      <ContactCta toHomeContact />
    </>
  );
}
