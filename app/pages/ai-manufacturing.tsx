import { Cpu, Database, Factory, FileText } from "lucide-react";
import manufacturingDe from "#common/locales/de/use-cases/manufacturing";
import manufacturingEn from "#common/locales/en/use-cases/manufacturing";
import { UseCasePage } from "~/features/ai-use-cases/use-case-page";
import { registerMessages } from "~/i18n/instances";
import de from "#common/locales/de/ai-manufacturing";
import en from "#common/locales/en/ai-manufacturing";

registerMessages("aiManufacturing", { de, en });

const integrationIcons = { sap: Database, mes: Factory, machines: Cpu, documents: FileText };

export default function AiManufacturingPage() {
  return (
    <UseCasePage
      ns="aiManufacturing"
      copy={{ de, en }}
      useCases={{ de: manufacturingDe, en: manufacturingEn }}
      integrationIcons={integrationIcons}
    />
  );
}
