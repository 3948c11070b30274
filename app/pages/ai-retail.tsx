import { Database, Headset, Receipt, ShoppingCart } from "lucide-react";
import retailDe from "#common/locales/de/use-cases/retail";
import retailEn from "#common/locales/en/use-cases/retail";
import { industryPage } from "~/features/ai-use-cases/use-case-page";
import de from "#common/locales/de/ai-retail";
import en from "#common/locales/en/ai-retail";

const integrationIcons = { pos: Receipt, erp: Database, commerce: ShoppingCart, service: Headset };

export default industryPage("aiRetail", { de, en }, { de: retailDe, en: retailEn }, integrationIcons);
