import { useTranslation } from "react-i18next";
import { ChecklistCard } from "~/components/page/checklist-card";
import { DirectContactCard } from "~/components/page/direct-contact-card";
import { FormSection } from "~/components/page/form-section";
import { PageHero } from "~/components/page/page-hero";
import "~/features/forms/messages";
import { SapContactForm } from "~/features/forms/deferred-form";
import { registerMessages } from "~/i18n/instances";
import de from "#common/locales/de/sap-contact";
import en from "#common/locales/en/sap-contact";

registerMessages("sapContact", { de, en });

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
