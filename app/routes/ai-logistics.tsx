import { PageHero } from "~/components/page/page-hero";
import { ContactCta } from "~/components/page/contact-cta";
import { useTranslation } from "react-i18next";
import { BookDemoButton } from "~/features/scheduling/book-demo-button";
import { registerMessages } from "~/i18n/instances";
import { pageMeta } from "~/lib/seo";
import de from "~/locales/de/ai-logistics";
import en from "~/locales/en/ai-logistics";

registerMessages("aiLogistics", { de, en });

export const meta = pageMeta("aiLogistics");

export default function AiLogisticsPage() {
  const { t } = useTranslation("aiLogistics");
  return (
    <>
      <PageHero ns="aiLogistics">
        <BookDemoButton className="mt-8">{t("hero.bookDemo")}</BookDemoButton>
      </PageHero>
      <ContactCta />
    </>
  );
}
