import type { Messages } from "~/i18n/messages";
import type de from "../de/services";

const services: Messages<typeof de> = {
  meta: {
    title: "Services: strategy, ERP and AI implementation, operations",
    description:
      "From strategy through SAP, Odoo and AI implementation to operations: an overview of our services for energy, industry and mid-sized companies.",
  },
  hero: {
    eyebrow: "Services",
    title: "From strategy to stable operations",
    intro:
      "We support your transformation end to end: we clarify goals and architecture, implement ERP and AI solutions, then run and improve your systems, with one accountable contact across every phase.",
  },
};

export default services;
