import { Bot, Layers, Users, Workflow } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PageHero } from "~/components/page/page-hero";
import { BackLink } from "~/features/private-equity/back-link";
import { BookingCta } from "~/features/private-equity/booking-cta";
import { ResultMetrics } from "~/features/private-equity/result-metrics";
import { Section } from "~/features/private-equity/section";
import { ServiceCards } from "~/features/private-equity/service-cards";
import { Timeline } from "~/features/private-equity/timeline";
import { registerMessages } from "~/i18n/instances";
import de from "#common/locales/de/post-deal";
import en from "#common/locales/en/post-deal";

registerMessages("postDeal", { de, en });

const services = [
  { key: "erp", icon: Layers },
  { key: "process", icon: Workflow },
  { key: "ai", icon: Bot },
  { key: "change", icon: Users },
] as const satisfies readonly { key: keyof typeof de.services.items; icon: unknown }[];

export default function PostDealPage() {
  const { t } = useTranslation("postDeal");
  const serviceCopy = t("services.items", { returnObjects: true });
  return (
    <>
      <PageHero ns="postDeal" before={<BackLink label={t("backLink")} />} />
      <Section id="leistungen" eyebrow={t("services.eyebrow")} title={t("services.title")} intro={t("services.intro")}>
        <ServiceCards
          pointsTitle={t("services.detailsTitle")}
          items={services.map(({ key, icon }) => ({
            key,
            icon,
            title: serviceCopy[key].title,
            description: serviceCopy[key].description,
            points: serviceCopy[key].details,
          }))}
        />
      </Section>
      <Section
        id="ergebnisse"
        tone="ink"
        eyebrow={t("results.eyebrow")}
        title={t("results.title")}
        intro={t("results.intro")}
      >
        <ResultMetrics metrics={t("results.metrics", { returnObjects: true })} timeframe={t("results.timeframe")} />
      </Section>
      <Section id="vorgehen" eyebrow={t("phases.eyebrow")} title={t("phases.title")} intro={t("phases.intro")}>
        <Timeline
          testId="phases"
          steps={t("phases.items", { returnObjects: true }).map((phase) => ({
            marker: phase.duration,
            title: phase.title,
            description: phase.description,
          }))}
        />
      </Section>
      <BookingCta title={t("cta.title")} text={t("cta.text")} button={t("cta.button")} newTab={t("newTab")} />
    </>
  );
}
