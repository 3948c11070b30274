import {
  ClipboardCheck,
  Database,
  FileText,
  Handshake,
  Layers,
  Presentation,
  ShieldCheck,
  Workflow,
} from "lucide-react";
import { useTranslation } from "react-i18next";
import { PageHero } from "~/components/page/page-hero";
import { BackLink } from "~/features/private-equity/back-link";
import { BookingCta } from "~/features/private-equity/booking-cta";
import { Section } from "~/features/private-equity/section";
import { ServiceCards } from "~/features/private-equity/service-cards";
import { Timeline } from "~/features/private-equity/timeline";
import { ValueDrivers } from "~/features/private-equity/value-drivers";
import { registerMessages } from "~/i18n/instances";
import de from "#common/locales/de/exit";
import en from "#common/locales/en/exit";

registerMessages("exit", { de, en });

const services = [
  { key: "readiness", icon: ClipboardCheck },
  { key: "vendorDueDiligence", icon: FileText },
  { key: "equityStory", icon: Presentation },
  { key: "transaction", icon: Handshake },
] as const satisfies readonly { key: keyof typeof de.services.items; icon: unknown }[];

const drivers = [
  { key: "platform", icon: Layers },
  { key: "automation", icon: Workflow },
  { key: "data", icon: Database },
  { key: "security", icon: ShieldCheck },
] as const satisfies readonly { key: keyof typeof de.drivers.items; icon: unknown }[];

export default function ExitPage() {
  const { t } = useTranslation("exit");
  const serviceCopy = t("services.items", { returnObjects: true });
  const driverCopy = t("drivers.items", { returnObjects: true });
  return (
    <>
      <PageHero ns="exit" before={<BackLink label={t("backLink")} />} />
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
        id="werttreiber"
        tone="sand"
        eyebrow={t("drivers.eyebrow")}
        title={t("drivers.title")}
        intro={t("drivers.intro")}
      >
        <ValueDrivers
          impactLabel={t("drivers.impactLabel")}
          items={drivers.map(({ key, icon }) => ({ key, icon, ...driverCopy[key] }))}
        />
      </Section>
      <Section id="zeitplan" eyebrow={t("timeline.eyebrow")} title={t("timeline.title")} intro={t("timeline.intro")}>
        <Timeline
          testId="exit-timeline"
          steps={t("timeline.steps", { returnObjects: true }).map((step) => ({
            marker: step.phase,
            title: step.title,
            description: step.description,
          }))}
        />
      </Section>
      <BookingCta title={t("cta.title")} text={t("cta.text")} button={t("cta.button")} newTab={t("newTab")} />
    </>
  );
}
