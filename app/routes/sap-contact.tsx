import { useTranslation } from "react-i18next";
import { ChecklistCard } from "~/components/page/checklist-card";
import { DirectContactCard } from "~/components/page/direct-contact-card";
import { FormSection } from "~/components/page/form-section";
import { PageHero } from "~/components/page/page-hero";
import "~/features/forms/messages";
import { SapContactForm } from "~/features/forms/deferred-form";
import { i18nByLang, registerMessages } from "~/i18n/instances";
import { breadcrumbList, jsonLdGraph, pageTrail } from "~/lib/structured-data";
import { pageMeta } from "~/lib/seo";
import de from "~/locales/de/sap-contact";
import en from "~/locales/en/sap-contact";

registerMessages("sapContact", { de, en });

export const meta = pageMeta("sapContact", (lang) => {
  const nav = i18nByLang[lang].getFixedT(lang, "common");
  const trail = pageTrail(
    lang,
    { page: "sapSolutions", name: nav("nav.erpSap") },
    { page: "sapContact", name: (lang === "de" ? de : en).hero.title },
  );
  return { jsonLd: jsonLdGraph(breadcrumbList(trail)) };
});

export default function SapContactPage() {
  const { t } = useTranslation("sapContact");
  const { t: tf } = useTranslation("forms");
  return (
    <>
      <PageHero ns="sapContact" />
      <FormSection
        title={tf("sap.title")}
        form={<SapContactForm />}
        aside={
          <>
            <DirectContactCard />
            <ChecklistCard
              title={t("expect.title")}
              points={t("expect.points", { returnObjects: true })}
              footer={t("expect.promise")}
            />
          </>
        }
      />
    </>
  );
}
