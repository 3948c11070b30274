import { PageHero } from "~/components/page/page-hero";
import { ContactCta } from "~/components/page/contact-cta";
import { registerMessages } from "~/i18n/instances";
import { pageMeta } from "~/lib/seo";
import de from "~/locales/de/pre-deal";
import en from "~/locales/en/pre-deal";

registerMessages("preDeal", { de, en });

export const meta = pageMeta("preDeal");

export default function PreDealPage() {
  return (
    <>
      <PageHero ns="preDeal" />
      <ContactCta />
    </>
  );
}
