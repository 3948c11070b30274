import type { Messages } from "../types";
import type de from "../de/odoo-migration";

const odooMigration: Messages<typeof de> = {
  meta: {
    title: "Odoo migration to version 17 at a fixed price of EUR\u00a05,000 excl.\u00a0VAT",
    description:
      "Migration from any Odoo version (7.0 to 16.0) to Odoo 17 at a fixed price of EUR\u00a05,000 excl.\u00a0VAT, including code audit, data transfer, go-live preparation and a one-day workshop.",
  },
  hero: {
    eyebrow: "Odoo migration",
    title: "From any Odoo version to Odoo 17, at a fixed price of EUR\u00a05,000 excl.\u00a0VAT",
    intro:
      "Whether you run 7.0 or 16.0, we migrate your system to Odoo 17, including a code audit, data transfer, go-live preparation and a one-day business workshop. You go live in 3 to 4 weeks, and we stay with you through hypercare.",
    cta: "Request a free code audit",
    facts: [
      { value: "{{price}}", label: "fixed price for the migration, excl.\u00a0VAT" },
      { value: "3–4 weeks", label: "to go-live, followed by hypercare" },
      { value: "7.0 → 17", label: "any version from 7.0 to 16.0" },
    ],
    includesTitle: "Included in the fixed price",
    includes: [
      "Code audit of your modules and customisations",
      "Data transfer with reconciliation of balances and stock levels",
      "Go-live preparation with a test migration",
      "One-day business workshop on your premises",
    ],
  },
  benefits: {
    eyebrow: "Your benefit",
    title: "What Odoo 17 does for your business",
    items: [
      {
        title: "Accounting & DATEV integration",
        text: "Odoo 17 comes with much more mature financial accounting. We set up the DATEV export so that your tax adviser can carry on without rework.",
      },
      {
        title: "A better user interface",
        text: "Faster forms, better search and an interface that also works on tablets: your staff get routine tasks done noticeably faster.",
      },
      {
        title: "Less legacy code",
        text: "We review every customisation. Wherever Odoo 17 does the job out of the box, we retire the custom code. That cuts maintenance effort and makes future updates less risky.",
      },
    ],
  },
  process: {
    eyebrow: "Process",
    title: "Four steps to Odoo 17",
    steps: [
      {
        title: "Free code audit",
        text: "We analyse your modules, customisations and database and show you the risks and effort before you commit.",
      },
      {
        title: "One-day process workshop",
        text: "On site with your key users, we work out which processes stay, which can be simplified and what Odoo 17 covers as standard.",
      },
      {
        title: "Upgrade plan with a fixed-price offer",
        text: "You receive a binding plan with dates and the fixed price of EUR\u00a05,000 excl.\u00a0VAT. Any customisations that need rebuilding are itemised separately in advance.",
      },
      {
        title: "Go-live and hypercare in 3 to 4 weeks",
        text: "After a test migration and your sign-off, you go live. During the hypercare period that follows, we fix any issues straight away.",
      },
    ],
  },
  delivery: {
    eyebrow: "Delivery model",
    title: "Consulting in Germany, delivery by our partner team",
    items: [
      {
        title: "On-site consulting in Germany",
        text: "You discuss the workshop, process questions and sign-off in person with your consultant, in German and on your premises.",
      },
      {
        title: "Technical delivery by a partner team",
        text: "Experienced Odoo developers from our partner team migrate code and data. We steer them and review every result.",
      },
      {
        title: "Go-live support",
        text: "On cut-over day and in the weeks after, your users can reach us directly until everything runs smoothly.",
      },
    ],
  },
  audience: {
    eyebrow: "Who it is for",
    title: "The fixed-price migration suits you if …",
    items: [
      "you run Odoo 7.0 to 16.0 and the vendor no longer supports your version, or soon will not",
      "your accounting uses DATEV, or will in future",
      "customisations have made every update expensive and risky until now",
      "you need a fixed budget and a dependable date",
      "you use Community or Enterprise and want an honest assessment before you switch",
    ],
  },
  floating: "Free ERP consultation",
};

export default odooMigration;
