import type { Messages } from "~/i18n/messages";
import type de from "../de/ai-manufacturing";

const aiManufacturing: Messages<typeof de> = {
  meta: {
    title: "AI use cases for manufacturing",
    description:
      "AI in manufacturing: quality inspection, predictive maintenance, production planning, procurement and documentation, connected to SAP PM/QM and MES.",
  },
  hero: {
    eyebrow: "AI services · Manufacturing",
    title: "AI for manufacturing with less downtime and scrap",
    intro:
      "From visual quality inspection and predictive maintenance to production planning, we connect AI with SAP PM/QM and your MES so that insights land directly in orders and actions.",
  },
};

export default aiManufacturing;
