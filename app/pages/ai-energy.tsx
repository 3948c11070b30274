import { Database, Gauge, Map as MapIcon, RadioTower } from "lucide-react";
import energyDe from "~/content/ai-use-cases/energy.de";
import energyEn from "~/content/ai-use-cases/energy.en";
import { UseCasePage } from "~/features/ai-use-cases/use-case-page";
import { registerMessages } from "~/i18n/instances";
import de from "~/locales/de/ai-energy";
import en from "~/locales/en/ai-energy";

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
