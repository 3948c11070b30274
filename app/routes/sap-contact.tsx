import { PageHero } from "~/components/page/page-hero";
import { ContactCta } from "~/components/page/contact-cta";
import { registerMessages } from "~/i18n/instances";
import { pageMeta } from "~/lib/seo";
import de from "~/locales/de/sap-contact";
import en from "~/locales/en/sap-contact";

registerMessages("sapContact", { de, en });

export const meta = pageMeta("sapContact");

export default function SapContactPage() {
  return (
    <>
      <PageHero ns="sapContact" />
      <ContactCta />
    </>
  );
}
