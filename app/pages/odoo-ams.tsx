import { useTranslation } from "react-i18next";
import { ClosingCta } from "~/features/erp/closing-cta";
import { ErpConsultationButton } from "~/features/erp/erp-consultation-button";
import { OdooServiceCards, OdooWhyUs } from "~/features/erp/odoo-services";
import { PageHero } from "~/components/page/page-hero";
import { registerMessages } from "~/i18n/instances";
import { useLang, usePageUrl } from "~/lib/use-lang";
import de from "#common/locales/de/odoo-ams";
import en from "#common/locales/en/odoo-ams";
import { ArrowLinkButton } from "~/components/page/arrow-link-button";
import { ListedEntries } from "~/features/collections/listed-entries";

registerMessages("odooAms", { de, en });

export default function OdooAmsPage() {
  const { t } = useTranslation("odooAms");
  const url = usePageUrl();
  return (
    <>
      <PageHero ns="odooAms">
        <p className="mt-4 max-w-3xl leading-relaxed text-ink-600">{t("hero.description")}</p>
        <ArrowLinkButton to={url("contact")} size="lgWrap" className="mt-10">
          {t("hero.cta")}
        </ArrowLinkButton>
      </PageHero>
      <OdooServiceCards />
      <OdooWhyUs />
      <ListedEntries page="odooAms" lang={useLang()} />
      <ClosingCta id="odoo-closing-title" title={t("closing.title")} text={t("closing.text")}>
        <ArrowLinkButton to={url("contact")} variant="inverse" size="lg">
          {t("closing.button")}
        </ArrowLinkButton>
      </ClosingCta>
      <ErpConsultationButton label={t("floating")} />
    </>
  );
}
