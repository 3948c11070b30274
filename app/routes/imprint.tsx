import { PageHero } from "~/components/page/page-hero";
import { ContactCta } from "~/components/page/contact-cta";
import { registerMessages } from "~/i18n/instances";
import { pageMeta } from "~/lib/seo";
import de from "~/locales/de/imprint";
import en from "~/locales/en/imprint";

registerMessages("imprint", { de, en });

export const meta = pageMeta("imprint");

export default function ImprintPage() {
  return (
    <>
      <PageHero ns="imprint" />
      <ContactCta />
    </>
  );
}
