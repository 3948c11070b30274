import { Database, FileSpreadsheet, Plug, Warehouse } from "lucide-react";
import logisticsDe from "#common/locales/de/use-cases/logistics";
import logisticsEn from "#common/locales/en/use-cases/logistics";
import { industryPage } from "~/features/ai-use-cases/use-case-page";
import de from "#common/locales/de/ai-logistics";
import en from "#common/locales/en/ai-logistics";

const integrationIcons = { files: FileSpreadsheet, sap: Database, tms: Warehouse, api: Plug };

export default industryPage("aiLogistics", { de, en }, { de: logisticsDe, en: logisticsEn }, integrationIcons);
