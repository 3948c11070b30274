import type { Messages } from "~/i18n/messages";
import type de from "../de/private-equity";

const privateEquity: Messages<typeof de> = {
  meta: {
    title: "Private equity: IT due diligence, value creation and exit readiness",
    description:
      "IT and ERP expertise for private-equity investors: technical due diligence before the deal, value creation after closing and a robust equity story for the exit.",
  },
  hero: {
    eyebrow: "Private Equity",
    title: "IT as a value driver across the entire investment cycle",
    intro:
      "We support investors and their portfolio companies from the first look at the IT landscape through to the exit: solid findings before signing, fast ERP and AI levers after closing, and a technology base that convinces buyers.",
  },
};

export default privateEquity;
