import { PageHero } from "~/components/page/page-hero";
import { ContactCta } from "~/components/page/contact-cta";
import { registerMessages } from "~/i18n/instances";
import { pageMeta } from "~/lib/seo";
import de from "~/locales/de/odoo-ams";
import en from "~/locales/en/odoo-ams";

registerMessages("odooAms", { de, en });

export const meta = pageMeta("odooAms");

export default function OdooAmsPage() {
  return (
    <>
      <PageHero ns="odooAms" />
      <ContactCta />
    </>
  );
}
