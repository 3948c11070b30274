import {
  Blocks,
  ChartNoAxesCombined,
  FileSearch,
  Layers,
  Scissors,
  ShieldCheck,
  Split,
  TrendingUp,
  Users,
  Wallet,
} from "lucide-react";
import { useTranslation } from "react-i18next";
import { PageHero } from "~/components/page/page-hero";
import { BackLink } from "~/features/private-equity/back-link";
import { BookingCta } from "~/features/private-equity/booking-cta";
import { KeyQuestions } from "~/features/private-equity/key-questions";
import { Section } from "~/features/private-equity/section";
import { ServiceCards } from "~/features/private-equity/service-cards";
import { Timeline } from "~/features/private-equity/timeline";
import { registerMessages } from "~/i18n/instances";
import de from "#common/locales/de/pre-deal";
import en from "#common/locales/en/pre-deal";

registerMessages("preDeal", { de, en });

const services = [
  { key: "itDueDiligence", icon: FileSearch },
  { key: "carveOut", icon: Scissors },
  { key: "valueCreation", icon: TrendingUp },
] as const satisfies readonly { key: keyof typeof de.services.items; icon: unknown }[];

const questions = [
  { key: "scalability", icon: ChartNoAxesCombined },
  { key: "erp", icon: Layers },
  { key: "investment", icon: Wallet },
  { key: "security", icon: ShieldCheck },
  { key: "dependencies", icon: Users },
  { key: "separation", icon: Split },
  { key: "valueLevers", icon: Blocks },
] as const satisfies readonly { key: keyof typeof de.questions.items; icon: unknown }[];

export default function PreDealPage() {
  const { t } = useTranslation("preDeal");
  const serviceCopy = t("services.items", { returnObjects: true });
  const questionCopy = t("questions.items", { returnObjects: true });
  return (
    <>
      <PageHero ns="preDeal" before={<BackLink label={t("backLink")} />} />
      <Section id="leistungen" eyebrow={t("services.eyebrow")} title={t("services.title")} intro={t("services.intro")}>
        <ServiceCards
          pointsTitle={t("services.deliverablesTitle")}
          items={services.map(({ key, icon }) => ({
            key,
            icon,
            title: serviceCopy[key].title,
            description: serviceCopy[key].description,
            points: serviceCopy[key].deliverables,
          }))}
        />
      </Section>
      <Section
        id="kernfragen"
        tone="sand"
        aside
        eyebrow={t("questions.eyebrow")}
        title={t("questions.title")}
        intro={t("questions.intro")}
      >
        <KeyQuestions items={questions.map(({ key, icon }) => ({ key, icon, question: questionCopy[key] }))} />
      </Section>
      <Section id="vorgehen" eyebrow={t("plan.eyebrow")} title={t("plan.title")} intro={t("plan.intro")}>
        <Timeline
          testId="week-plan"
          steps={t("plan.weeks", { returnObjects: true }).map((week) => ({
            marker: week.label,
            title: week.title,
            description: week.description,
          }))}
        />
      </Section>
      <BookingCta title={t("cta.title")} text={t("cta.text")} button={t("cta.button")} newTab={t("newTab")} />
    </>
  );
}
