import { Database, Headset, Receipt, ShoppingCart } from "lucide-react";
import retailDe from "#common/locales/de/use-cases/retail";
import retailEn from "#common/locales/en/use-cases/retail";
import { UseCasePage } from "~/features/ai-use-cases/use-case-page";
import { registerMessages } from "~/i18n/instances";
import de from "#common/locales/de/ai-retail";
import en from "#common/locales/en/ai-retail";

registerMessages("aiRetail", { de, en });

const integrationIcons = { pos: Receipt, erp: Database, commerce: ShoppingCart, service: Headset };

export default function AiRetailPage() {
  return (
    <UseCasePage
      ns="aiRetail"
      copy={{ de, en }}
      useCases={{ de: retailDe, en: retailEn }}
      integrationIcons={integrationIcons}
    />
  );
}
