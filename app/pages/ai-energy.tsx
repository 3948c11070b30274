import { Database, Gauge, Map as MapIcon, RadioTower } from "lucide-react";
import energyDe from "#common/locales/de/use-cases/energy";
import energyEn from "#common/locales/en/use-cases/energy";
import { industryPage } from "~/features/ai-use-cases/use-case-page";
import de from "#common/locales/de/ai-energy";
import en from "#common/locales/en/ai-energy";

const integrationIcons = { isu: Database, pm: MapIcon, scada: RadioTower, meter: Gauge };

export default industryPage("aiEnergy", { de, en }, { de: energyDe, en: energyEn }, integrationIcons);
