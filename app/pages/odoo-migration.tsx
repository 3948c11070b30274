import { useTranslation } from "react-i18next";
import "~/features/forms/messages";
import { ErpConsultationButton } from "~/features/erp/erp-consultation-button";
import {
  MigrationBenefits,
  MigrationDeliveryAndAudience,
  MigrationHeroDetails,
  MigrationProcess,
  migrationFormId,
} from "~/features/erp/migration-sections";
import { PageHero } from "~/components/page/page-hero";
import { MigrationForm } from "~/features/forms/deferred-form";
import { registerMessages } from "~/i18n/instances";
import de from "#common/locales/de/odoo-migration";
import en from "#common/locales/en/odoo-migration";
import { card } from "~/components/ui/card";
import { cn } from "~/lib/cn";

registerMessages("odooMigration", { de, en });

export default function OdooMigrationPage() {
  const { t } = useTranslation("forms");
  const { t: tp } = useTranslation("odooMigration");
  return (
    <>
      <PageHero ns="odooMigration">
        <MigrationHeroDetails />
      </PageHero>
      <MigrationBenefits />
      <MigrationProcess />
      <MigrationDeliveryAndAudience />
      <section
        id={migrationFormId}
        tabIndex={-1}
        aria-labelledby="migration-form-title"
        className="border-t border-sand-200 bg-sand-50 outline-none"
      >
        <div className="container-page py-14 md:py-20">
          <div className={cn(card({ shadow: true }), "mx-auto max-w-3xl p-6 md:p-10")}>
            <h2 id="migration-form-title" className="text-2xl font-semibold text-ink-950 md:text-3xl">
              {t("migration.title")}
            </h2>
            <p className="mt-3 mb-8 text-ink-700">{t("migration.intro")}</p>
            <MigrationForm />
          </div>
        </div>
      </section>
      <ErpConsultationButton label={tp("floating")} scrollTo={migrationFormId} />
    </>
  );
}
