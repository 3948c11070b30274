import { Bot, Layers, Users, Workflow } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ResultMetrics } from "~/features/private-equity/result-metrics";
import { Section } from "~/features/private-equity/section";
import { DealPhasePage } from "~/features/private-equity/deal-phase-page";
import { registerMessages } from "~/i18n/instances";
import de from "#common/locales/de/post-deal";
import en from "#common/locales/en/post-deal";
import { keyedIcons } from "~/lib/keyed-icons";

registerMessages("postDeal", { de, en });

const services = keyedIcons<keyof typeof de.services.items>({ erp: Layers, process: Workflow, ai: Bot, change: Users });

export default function PostDealPage() {
  const { t } = useTranslation("postDeal");

  return (
    <DealPhasePage page="postDeal" services={services} steps={{ id: "vorgehen", testId: "phases" }}>
      <Section id="ergebnisse" tone="ink" heading={t("results", { returnObjects: true })}>
        <ResultMetrics metrics={t("results.metrics", { returnObjects: true })} timeframe={t("results.timeframe")} />
      </Section>
    </DealPhasePage>
  );
}
