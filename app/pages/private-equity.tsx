import { ArrowDown } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PageHero } from "~/components/page/page-hero";
import { BookingLink } from "~/features/private-equity/booking-link";
import { ContactBlock } from "~/features/private-equity/contact-block";
import { FaqSection } from "~/features/private-equity/faq-section";
import { PhaseTabs } from "~/features/private-equity/phase-tabs";
import { Section } from "~/features/private-equity/section";
import { TrackRecord } from "~/features/private-equity/track-record";
import { Button } from "~/components/ui/button";
import { registerMessages } from "~/i18n/instances";
import de from "#common/locales/de/private-equity";
import en from "#common/locales/en/private-equity";
import { ListedEntries } from "~/features/collections/listed-entries";
import { useLang } from "~/lib/use-lang";

registerMessages("privateEquity", { de, en });

export default function PrivateEquityPage() {
  const { t } = useTranslation("privateEquity");
  return (
    <>
      <PageHero ns="privateEquity">
        <div className="mt-10 flex flex-wrap items-center gap-3">
          <BookingLink label={t("hero.primaryCta")} newTab={t("newTab")} />
          <Button asChild size="lg" variant="secondary">
            <a href="#phasen">
              {t("hero.secondaryCta")}
              <ArrowDown aria-hidden />
            </a>
          </Button>
        </div>
        <p className="mt-4 text-sm text-ink-600">{t("hero.note")}</p>
      </PageHero>
      <Section id="phasen" heading={t("phases", { returnObjects: true })}>
        <PhaseTabs />
      </Section>
      <TrackRecord />
      <ListedEntries page="privateEquity" lang={useLang()} />
      <FaqSection />
      <ContactBlock />
    </>
  );
}
