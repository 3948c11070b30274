import type { Messages } from "~/i18n/messages";
import type de from "../de/ai-logistics";

const aiLogistics: Messages<typeof de> = {
  meta: {
    title: "AI use cases for logistics",
    description:
      "AI in logistics: automate freight orders, delivery, tickets, inventory and returns, connected to SAP, TMS and WMS.",
  },
  hero: {
    eyebrow: "AI services · Logistics",
    title: "AI that takes routine work off your dispatchers",
    intro:
      "Capture freight orders from emails, anticipate delivery problems, pre-sort tickets, balance inventory and speed up returns: five use cases that build on the systems you already run and show results in weeks, not years.",
    bookDemo: "Book a demo",
  },
};

export default aiLogistics;
