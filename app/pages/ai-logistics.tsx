import { Database, FileSpreadsheet, Plug, Warehouse } from "lucide-react";
import logisticsDe from "#common/locales/de/use-cases/logistics";
import logisticsEn from "#common/locales/en/use-cases/logistics";
import { UseCasePage } from "~/features/ai-use-cases/use-case-page";
import { registerMessages } from "~/i18n/instances";
import de from "#common/locales/de/ai-logistics";
import en from "#common/locales/en/ai-logistics";

registerMessages("aiLogistics", { de, en });

const integrationIcons = { files: FileSpreadsheet, sap: Database, tms: Warehouse, api: Plug };

export default function AiLogisticsPage() {
  return (
    <UseCasePage
      ns="aiLogistics"
      copy={{ de, en }}
      useCases={{ de: logisticsDe, en: logisticsEn }}
      integrationIcons={integrationIcons}
    />
  );
}
