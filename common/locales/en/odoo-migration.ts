import { overlay } from "../../content/overlay";
import type { Messages } from "../types";
import type de from "../de/odoo-migration";

const odooMigration: Messages<typeof de> = {
  meta: {
    title: "Odoo migration to version 17 at a fixed price of {{odooMigrationFixedPriceEur}} excl.\u00a0VAT",
    description:
      "Migration from any Odoo version (7.0 to 16.0) to Odoo 17 at a fixed price of {{odooMigrationFixedPriceEur}} excl.\u00a0VAT for standard modules and data, with a free code audit beforehand, go-live preparation, a one-day workshop and hypercare.",
  },
  hero: {
    eyebrow: "Odoo migration",
    title: "From any Odoo version to Odoo 17, at a fixed price of {{odooMigrationFixedPriceEur}} excl.\u00a0VAT",
    intro:
      "Whether you run 7.0 or 16.0, we migrate your system to Odoo 17. The fixed price covers the standard modules, data transfer, go-live preparation, a one-day business workshop and hypercare after go-live. You go live 3 to 4\u00a0weeks after you approve the upgrade plan.",
    cta: "Request a free code audit",
    facts: [
      { value: "{{odooMigrationFixedPriceEur}}", label: "fixed price excl.\u00a0VAT for standard modules and data" },
      { value: "3–\u20604\u00a0weeks", label: "from approving the upgrade plan to go-live, followed by hypercare" },
      { value: "7.0 → 17", label: "any version from 7.0 to 16.0" },
    ],
    includesTitle: "Included in the fixed price",
    includes: [
      "Migration of the Odoo standard modules",
      "Data transfer with reconciliation of balances and stock levels",
      "Go-live preparation with a test migration",
      "One-day business workshop on your premises",
    ],
    hypercare_one: "{{count}}\u00a0week of hypercare after go-live",
    hypercare_other: "{{count}}\u00a0weeks of hypercare after go-live",
    audit:
      "Free and in advance, whether or not you go ahead with the migration: the code audit of your modules and customisations.",
    customCode:
      "Not in the fixed price: customisations and third-party modules (Odoo Apps, OCA) that have to be rebuilt for Odoo 17; after the code audit you receive a separate fixed-price offer for them. Odoo Enterprise licence fees are not included either.",
    targetSupport:
      "Vendor support for Odoo 17: until {{odooTargetSupportedUntil}}, according to Odoo. Odoo supports its three latest major versions.",
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
        text: "We analyse your modules, customisations and database and show you the risks and effort before you commit. The audit is free, whether or not you go ahead.",
      },
      {
        title: "One-day business workshop",
        text: "On site with your key users, we work out which processes stay, which can be simplified and what Odoo 17 covers as standard. The workshop is part of the fixed price; if you do not go ahead with the migration afterwards, we do not charge for it. Travel within Germany is included.",
      },
      {
        title: "Upgrade plan with a fixed-price offer",
        text: "You receive a binding plan with dates and the fixed price of {{odooMigrationFixedPriceEur}} excl.\u00a0VAT for standard modules, data and hypercare. Customisations and third-party modules that need rebuilding are quoted separately, at a fixed price, in advance.",
      },
      {
        title: "Go-live and hypercare in 3 to 4\u00a0weeks",
        text: "After a test migration and your sign-off, you go live. During the hypercare that follows, included in the fixed price, we deal with any issues as a priority and resolve them within the scope of hypercare.",
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
        text: "Experienced Odoo developers from our partner team migrate code and data. We manage them and review every result.",
      },
      {
        title: "Go-live support",
        text: "On cut-over day and throughout hypercare, your users can reach us directly.",
      },
    ],
  },
  audience: {
    eyebrow: "Who it is for",
    title: "The fixed-price migration suits you if…",
    items: [
      "you run Odoo 7.0 to 16.0 and the vendor no longer supports your version, or will soon stop doing so",
      "your accounting uses DATEV, or will in future",
      "customisations have so far made every update expensive and risky",
      "you need a fixed budget and a dependable date",
      "you use Community or Enterprise and want to know what lies ahead before you switch",
    ],
  },
  floating: "Free ERP consultation",
};

export default overlay("en", "odoo-migration", odooMigration);
