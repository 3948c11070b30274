import type { Messages } from "~/i18n/messages";
import type de from "../de/ai-energy";

const aiEnergy: Messages<typeof de> = {
  meta: {
    title: "AI use cases for the energy sector",
    description:
      "AI for utilities and grid operators: grid-asset inspection, outage reports, meter data, maintenance planning and regulatory reporting, connected to SAP IS-U.",
  },
  hero: {
    eyebrow: "AI services · Energy",
    title: "AI for grids, assets and billing",
    intro:
      "Grid operators and utilities work under cost and regulatory pressure. We use AI where it brings immediate relief: asset inspection, outage handling, meter data validation, maintenance planning and regulatory reporting.",
  },
};

export default aiEnergy;
