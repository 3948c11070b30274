import type { Messages } from "~/i18n/messages";
import type de from "../de/pre-deal";

const preDeal: Messages<typeof de> = {
  meta: {
    title: "Pre-deal: IT due diligence in four weeks",
    description:
      "Technical and ERP due diligence before signing: risks, investment needs and value-creation potential of the IT landscape assessed in four weeks.",
  },
  hero: {
    eyebrow: "Private Equity · Pre-deal",
    title: "IT due diligence that supports your investment decision",
    intro:
      "In four weeks we assess the target's IT landscape, ERP systems and organisation. You get clear answers on risks, required investment and the value-creation potential you can build into the business case.",
  },
};

export default preDeal;
