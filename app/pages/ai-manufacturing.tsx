import { Cpu, Database, Factory, FileText } from "lucide-react";
import manufacturingDe from "#common/locales/de/use-cases/manufacturing";
import manufacturingEn from "#common/locales/en/use-cases/manufacturing";
import { industryPage } from "~/features/ai-use-cases/use-case-page";
import de from "#common/locales/de/ai-manufacturing";
import en from "#common/locales/en/ai-manufacturing";

const integrationIcons = { sap: Database, mes: Factory, machines: Cpu, documents: FileText };

export default industryPage(
  "aiManufacturing",
  { de, en },
  { de: manufacturingDe, en: manufacturingEn },
  integrationIcons,
);
