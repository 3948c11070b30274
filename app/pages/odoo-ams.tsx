import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { ClosingCta } from "~/features/erp/closing-cta";
import { ErpConsultationButton } from "~/features/erp/erp-consultation-button";
import { OdooServiceCards, OdooWhyUs } from "~/features/erp/odoo-services";
import { PageHero } from "~/components/page/page-hero";
import { Button } from "~/components/ui/button";
import { registerMessages } from "~/i18n/instances";
import { usePageUrl } from "~/lib/use-lang";
import de from "#common/locales/de/odoo-ams";
import en from "#common/locales/en/odoo-ams";

registerMessages("odooAms", { de, en });

export default function OdooAmsPage() {
  const { t } = useTranslation("odooAms");
  const url = usePageUrl();
  return (
    <>
      <PageHero ns="odooAms">
        <p className="mt-4 max-w-3xl leading-relaxed text-ink-600">{t("hero.description")}</p>
        <Button asChild size="lgWrap" className="mt-10">
          <Link to={url("contact")}>
            {t("hero.cta")}
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </PageHero>
      <OdooServiceCards />
      <OdooWhyUs />
      <ClosingCta id="odoo-closing-title" title={t("closing.title")} text={t("closing.text")}>
        <Button asChild variant="inverse" size="lg">
          <Link to={url("contact")}>
            {t("closing.button")}
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </ClosingCta>
      <ErpConsultationButton label={t("floating")} />
    </>
  );
}
