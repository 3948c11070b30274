import { overlay } from "../../content/overlay";
import type { Messages } from "../types";
import type de from "../de/ai-logistics";

const aiLogistics: Messages<typeof de> = {
  meta: {
    title: "AI use cases for logistics",
    description:
      "AI in logistics: automate freight orders, delivery, tickets, inventory and returns, connected to SAP, TMS and WMS.",
  },
  nav: "Logistics",
  hero: {
    eyebrow: "AI services · Logistics",
    title: "AI that takes routine work off your dispatchers",
    intro:
      "Capture freight orders from emails, anticipate delivery problems, pre-sort tickets, balance inventory and speed up returns: five use cases that build on the systems you already run and show results in weeks, not years.",
    bookDemo: "Book a demo",
    toCases: "See the use cases",
  },
  cases: {
    title: "Five use cases from logistics",
    intro:
      "From order entry to returns: choose a use case to see the starting point, the solution and the benefits in detail.",
  },
  integrations: {
    title: "Fits your system landscape",
    intro:
      "You do not have to replace any system. The AI works with the data that already flows today and writes results back to where your team works.",
    items: {
      files: {
        title: "Excel, CSV and email",
        text: "Orders, lists and attachments exactly as they arrive today. No customer has to change their format.",
      },
      sap: {
        title: "SAP ECC and S/4HANA",
        text: "Reading and posting through standard interfaces such as BAPI, IDoc and OData, including SAP TM and EWM.",
      },
      tms: {
        title: "TMS and WMS",
        text: "Connection to your transport and warehouse management systems, whether off the shelf or built in-house.",
      },
      api: {
        title: "APIs and file shares",
        text: "REST interfaces, SFTP and network drives for telematics, partners and legacy systems.",
      },
    },
  },
};

export default overlay("en", "ai-logistics", aiLogistics);
