import type { Messages } from "~/i18n/messages";
import type de from "../de/odoo-ams";

const odooAms: Messages<typeof de> = {
  meta: {
    title: "Odoo application management, migration and industry solutions",
    description:
      "Odoo operations with dedicated contacts, fixed-price migration and industry solutions: Odoo services for mid-sized companies, with consulting in Germany.",
  },
  hero: {
    eyebrow: "Odoo services",
    title: "Odoo that runs reliably and grows with you",
    intro:
      "We look after your Odoo in day-to-day operation, upgrade older versions to Odoo 17 at a fixed price and tailor industry solutions to your processes. Consulting happens on site in Germany; technical delivery comes from our well-established partner team.",
  },
};

export default odooAms;
