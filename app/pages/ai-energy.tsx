import { Database, Gauge, Map as MapIcon, RadioTower } from "lucide-react";
import energyDe from "#common/locales/de/use-cases/energy";
import energyEn from "#common/locales/en/use-cases/energy";
import { UseCasePage } from "~/features/ai-use-cases/use-case-page";
import { registerMessages } from "~/i18n/instances";
import de from "#common/locales/de/ai-energy";
import en from "#common/locales/en/ai-energy";

registerMessages("aiEnergy", { de, en });

const integrationIcons = { isu: Database, pm: MapIcon, scada: RadioTower, meter: Gauge };

export default function AiEnergyPage() {
  return (
    <UseCasePage
      ns="aiEnergy"
      copy={{ de, en }}
      useCases={{ de: energyDe, en: energyEn }}
      integrationIcons={integrationIcons}
    />
  );
}
