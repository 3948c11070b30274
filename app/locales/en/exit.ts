import type { Messages } from "~/i18n/messages";
import type de from "../de/exit";

const exit: Messages<typeof de> = {
  meta: {
    title: "Exit preparation: technology as part of the equity story",
    description:
      "Exit readiness for portfolio companies: clean up the IT and ERP landscape, evidence the value drivers and prepare the vendor due diligence.",
  },
  hero: {
    eyebrow: "Private Equity · Exit",
    title: "A technology base that raises the exit value",
    intro:
      "Buyers scrutinise IT and data as closely as the financials. We prepare your portfolio company with a clean system landscape, documented efficiency gains and a vendor due diligence that answers questions before they are asked.",
  },
};

export default exit;
