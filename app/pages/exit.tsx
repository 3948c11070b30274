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
import { Section } from "~/features/private-equity/section";
import { DealPhasePage } from "~/features/private-equity/deal-phase-page";
import { ValueDrivers } from "~/features/private-equity/value-drivers";
import { registerMessages } from "~/i18n/instances";
import de from "#common/locales/de/exit";
import en from "#common/locales/en/exit";
import { keyedIcons } from "~/lib/keyed-icons";

registerMessages("exit", { de, en });

const services = keyedIcons<keyof typeof de.services.items>({
  readiness: ClipboardCheck,
  vendorDueDiligence: FileText,
  equityStory: Presentation,
  transaction: Handshake,
});

const drivers = keyedIcons<keyof typeof de.drivers.items>({
  platform: Layers,
  automation: Workflow,
  data: Database,
  security: ShieldCheck,
});

export default function ExitPage() {
  const { t } = useTranslation("exit");
  const driverCopy = t("drivers.items", { returnObjects: true });
  return (
    <DealPhasePage page="exit" services={services} steps={{ id: "zeitplan", testId: "exit-timeline" }}>
      <Section id="werttreiber" tone="sand" heading={t("drivers", { returnObjects: true })}>
        <ValueDrivers
          impactLabel={t("drivers.impactLabel")}
          basis={t("drivers.basis")}
          items={drivers.map(({ key, icon }) => ({ key, icon, ...driverCopy[key] }))}
        />
      </Section>
    </DealPhasePage>
  );
}
