import type { Messages } from "~/i18n/messages";
import type de from "../de/sap-solutions";

const sapSolutions: Messages<typeof de> = {
  meta: {
    title: "SAP solutions: AMS, S/4HANA migration, industries and AI",
    description:
      "SAP application management from EUR 2,500/month, S/4HANA migration, industry solutions, SAP with AI and management consulting, delivered with certified SAP partners.",
  },
  hero: {
    eyebrow: "SAP services",
    title: "SAP solutions with strategic clarity and dependable delivery",
    intro:
      "We combine management consulting with the delivery strength of certified SAP partners: from application management starting at EUR 2,500 per month and the move to S/4HANA to AI applications on your SAP data, at up to 40% lower cost than purely German teams.",
  },
};

export default sapSolutions;
