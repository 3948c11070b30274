import type { Messages } from "~/i18n/messages";
import type de from "../de/odoo-migration";

const odooMigration: Messages<typeof de> = {
  meta: {
    title: "Odoo migration to version 17 at a fixed price of EUR 5,000",
    description:
      "Migration from any Odoo version (7.0 to 16.0) to Odoo 17 at a fixed price of EUR 5,000, including code audit, data transfer, go-live preparation and a one-day workshop.",
  },
  hero: {
    eyebrow: "Odoo migration",
    title: "From any Odoo version to Odoo 17, at a fixed price of EUR 5,000",
    intro:
      "Whether you run 7.0 or 16.0, we migrate your system to Odoo 17, including a code audit, data transfer, go-live preparation and a one-day business workshop. You go live in 3 to 4 weeks, and we stay with you through hypercare.",
  },
};

export default odooMigration;
