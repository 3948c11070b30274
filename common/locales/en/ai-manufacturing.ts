import { overlay } from "../../content/overlay";
import type { Messages } from "../types";
import type de from "../de/ai-manufacturing";

const aiManufacturing: Messages<typeof de> = {
  meta: {
    title: "AI use cases for manufacturing",
    description:
      "AI in manufacturing: quality inspection, predictive maintenance, production planning, procurement and documentation, connected to SAP PM/QM and MES.",
  },
  nav: "Manufacturing",
  hero: {
    eyebrow: "AI services · Manufacturing",
    title: "AI for manufacturing with less downtime and scrap",
    intro:
      "From visual quality inspection and predictive maintenance to production planning, we connect AI with SAP PM/QM and your MES so that insights land directly in orders and actions.",
    bookDemo: "Book a demo",
    toCases: "See the use cases",
  },
  cases: {
    title: "Five use cases from manufacturing",
    intro:
      "From the line to purchasing: choose a use case to see the starting point, the solution and the benefits in detail.",
  },
  integrations: {
    title: "Fits your system landscape",
    intro:
      "The AI connects data from machines, the MES and SAP and creates its results in the systems that maintenance, quality and planning already use.",
    items: {
      sap: {
        title: "SAP PM, QM and PP",
        text: "Read and create notifications, orders, inspection lots and production orders, in SAP ECC and S/4HANA.",
      },
      mes: {
        title: "MES",
        text: "Order status, confirmations and detailed scheduling from your manufacturing execution system.",
      },
      machines: {
        title: "Machines and sensors",
        text: "Controller data via OPC UA and MQTT, historians and retrofitted sensors.",
      },
      documents: {
        title: "Documents and PLM",
        text: "Manuals, work instructions and drawings from DMS, PLM and file shares.",
      },
    },
  },
};

export default overlay("en", "ai-manufacturing", aiManufacturing);
