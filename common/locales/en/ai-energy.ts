import { overlay } from "../../content/overlay";
import type { Messages } from "../types";
import type de from "../de/ai-energy";

const aiEnergy: Messages<typeof de> = {
  meta: {
    title: "AI use cases for the energy sector",
    description:
      "AI for utilities and grid operators: grid-asset inspection, outage reports, meter data, maintenance planning and regulatory reporting, connected to SAP IS-U.",
  },
  nav: "Energy",
  hero: {
    eyebrow: "AI services · Energy",
    title: "AI for grids, assets and billing",
    intro:
      "Grid operators and utilities work under cost and regulatory pressure. We use AI where it takes routine work off your teams: asset inspection, outage handling, meter data validation, maintenance planning and regulatory reporting.",
    bookDemo: "Book a demo",
    toCases: "See the use cases",
  },
  cases: {
    title: "Five use cases from the energy sector",
    intro:
      "From the grid to the bill: choose a use case to see the starting point, the solution and the benefits in detail.",
  },
  integrations: {
    title: "Fits your system landscape",
    intro:
      "The AI works with your existing systems of record in grid operations and sales, and creates its results there directly as notifications, orders or corrections.",
    items: {
      isu: {
        title: "SAP IS-U and S/4HANA Utilities",
        text: "Metering points, readings, devices and billing, including energy data management.",
      },
      pm: {
        title: "SAP PM and GIS",
        text: "Functional locations, equipment, notifications and orders, linked to the grid geometry from the GIS.",
      },
      scada: {
        title: "Control system and workforce management",
        text: "Alarms and switching states from the control system, and dispatching of the repair crews.",
      },
      meter: {
        title: "Smart meters and meter data",
        text: "Readings and events from gateway administration and meter data management, plus market communication.",
      },
    },
  },
};

export default overlay("en", "ai-energy", aiEnergy);
