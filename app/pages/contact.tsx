import { useTranslation } from "react-i18next";
import { ChecklistCard } from "~/components/page/checklist-card";
import { DirectContactCard } from "~/components/page/direct-contact-card";
import { FormSection } from "~/components/page/form-section";
import { PageHero } from "~/components/page/page-hero";
import "~/features/forms/messages";
import { ContactForm } from "~/features/forms/deferred-form";
import { registerMessages } from "~/i18n/instances";
import de from "#common/locales/de/contact";
import en from "#common/locales/en/contact";

registerMessages("contact", { de, en });

export default function ContactPage() {
  const { t } = useTranslation("contact");
  const { t: tf } = useTranslation("forms");

  return (
    <>
      <PageHero ns="contact" />
      <FormSection
        title={tf("general.title")}
        form={<ContactForm />}
        aside={
          <>
            <DirectContactCard />
            <ChecklistCard title={t("expect.title")} points={t("expect.points", { returnObjects: true })} />
          </>
        }
      />
    </>
  );
}
