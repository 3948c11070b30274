import { Database, Headset, Receipt, ShoppingCart } from "lucide-react";
import retailDe from "~/content/ai-use-cases/retail.de";
import retailEn from "~/content/ai-use-cases/retail.en";
import { UseCasePage } from "~/features/ai-use-cases/use-case-page";
import { registerMessages } from "~/i18n/instances";
import de from "~/locales/de/ai-retail";
import en from "~/locales/en/ai-retail";

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
