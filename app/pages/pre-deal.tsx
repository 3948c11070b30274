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
import { KeyQuestions } from "~/features/private-equity/key-questions";
import { Section } from "~/features/private-equity/section";
import { DealPhasePage } from "~/features/private-equity/deal-phase-page";
import { registerMessages } from "~/i18n/instances";
import de from "#common/locales/de/pre-deal";
import en from "#common/locales/en/pre-deal";
import { keyedIcons } from "~/lib/keyed-icons";

registerMessages("preDeal", { de, en });

const services = keyedIcons<keyof typeof de.services.items>({
  itDueDiligence: FileSearch,
  carveOut: Scissors,
  valueCreation: TrendingUp,
});

const questions = keyedIcons<keyof typeof de.questions.items>({
  scalability: ChartNoAxesCombined,
  erp: Layers,
  investment: Wallet,
  security: ShieldCheck,
  dependencies: Users,
  separation: Split,
  valueLevers: Blocks,
});

export default function PreDealPage() {
  const { t } = useTranslation("preDeal");
  const questionCopy = t("questions.items", { returnObjects: true });
  return (
    <DealPhasePage page="preDeal" services={services} steps={{ id: "vorgehen", testId: "week-plan" }}>
      <Section id="kernfragen" tone="sand" aside heading={t("questions", { returnObjects: true })}>
        <KeyQuestions items={questions.map(({ key, icon }) => ({ key, icon, question: questionCopy[key] }))} />
      </Section>
    </DealPhasePage>
  );
}
