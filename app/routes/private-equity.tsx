import { PageHero } from "~/components/page/page-hero";
import { ContactCta } from "~/components/page/contact-cta";
import { registerMessages } from "~/i18n/instances";
import { pageMeta } from "~/lib/seo";
import de from "~/locales/de/private-equity";
import en from "~/locales/en/private-equity";

registerMessages("privateEquity", { de, en });

export const meta = pageMeta("privateEquity");

export default function PrivateEquityPage() {
  return (
    <>
      <PageHero ns="privateEquity" />
      <ContactCta />
    </>
  );
}
