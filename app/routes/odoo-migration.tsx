import { PageHero } from "~/components/page/page-hero";
import { ContactCta } from "~/components/page/contact-cta";
import { registerMessages } from "~/i18n/instances";
import { pageMeta } from "~/lib/seo";
import de from "~/locales/de/odoo-migration";
import en from "~/locales/en/odoo-migration";

registerMessages("odooMigration", { de, en });

export const meta = pageMeta("odooMigration");

export default function OdooMigrationPage() {
  return (
    <>
      <PageHero ns="odooMigration" />
      <ContactCta />
    </>
  );
}
