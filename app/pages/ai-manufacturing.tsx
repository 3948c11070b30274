import { Cpu, Database, Factory, FileText } from "lucide-react";
import manufacturingDe from "~/content/ai-use-cases/manufacturing.de";
import manufacturingEn from "~/content/ai-use-cases/manufacturing.en";
import { UseCasePage } from "~/features/ai-use-cases/use-case-page";
import { registerMessages } from "~/i18n/instances";
import de from "~/locales/de/ai-manufacturing";
import en from "~/locales/en/ai-manufacturing";

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
