import { overlay } from "../../content/overlay";
import type { Messages } from "../types";
import type de from "../de/odoo-ams";

const odooAms: Messages<typeof de> = {
  meta: {
    title: "Odoo application management, migration and industry solutions",
    description:
      "Odoo operations with dedicated contacts, fixed-price migration and industry solutions: Odoo services for mid-sized companies, with consulting in Germany.",
  },
  nav: "Odoo services",
  hero: {
    eyebrow: "Odoo services",
    title: "Odoo that runs reliably and grows with you",
    intro:
      "We look after your Odoo in day-to-day operation, upgrade older versions to Odoo 17 at a fixed price and tailor industry solutions to your processes.",
    description:
      "Consulting takes place on site in Germany; technical delivery comes from our experienced partner team. You get the reliability of a contact based in Germany at a cost that suits a mid-sized business.",
    cta: "Arrange a free initial call",
  },
  services: {
    eyebrow: "Services",
    title: "Three routes to an Odoo system that supports your business",
    learnMore: "Learn more",
    showLess: "Show less",
    items: {
      migration: {
        title: "Odoo migration",
        price: "Fixed price {{odooMigrationFixedPriceEur}} excl.\u00a0VAT",
        description:
          "From version 7.0 or later to Odoo 17: standard modules and data, go-live preparation, a one-day business workshop and hypercare, live 3 to 4\u00a0weeks after you approve the upgrade plan. The code audit beforehand is free; custom code and third-party modules are quoted separately.",
      },
      ams: {
        title: "Odoo application management",
        price: "from {{odooAmsMonthlyFromEur}}/month excl.\u00a0VAT",
        description:
          "Operation, updates, bug fixing and enhancement of your Odoo, with contractually agreed response times and an allowance of hours you can use for support or improvements.",
        details: [
          "Monitoring, backups and security updates",
          "Support by ticket, email and phone with agreed response times",
          "Changes and new modules drawn from your allowance of hours",
          "Monthly reporting on tickets and effort",
        ],
      },
      industry: {
        title: "Odoo industry solutions",
        price: "Fixed-price offer after the workshop",
        description:
          "Preconfigured Odoo solutions for trade, manufacturing and services, adapted to the way you work instead of built from scratch.",
        details: [
          "Wholesale and e-commerce with warehouse and shipping logic",
          "Manufacturing with bills of materials, routings and quality checks",
          "Service companies with project billing and time tracking",
          "DATEV integration for financial accounting",
        ],
      },
    },
  },
  why: {
    eyebrow: "Why Neutra Tech",
    title: "Five reasons to put your Odoo in our hands",
    points: [
      {
        title: "Senior consultants with Big Four experience",
        text: "Our projects are led by senior consultants, some of them with Big Four experience, each working with a small, well-established team.",
      },
      {
        title: "Agile and pragmatic",
        text: "Short iterations, visible interim results every two weeks and decisions without endless rounds of sign-off.",
      },
      {
        title: "One contract for everything",
        text: "You commission consulting, development, migration and operations under one contract with us, and your contact manages our partner team. You never have to coordinate vendors yourself.",
      },
      {
        title: "One dedicated contact",
        text: "A German-speaking consultant knows your system and your processes and remains available after the project ends.",
      },
      {
        title: "Starting with a workshop",
        text: "A one-day business workshop on your premises clarifies processes, priorities and effort before you commit.",
      },
    ],
  },
  closing: {
    title: "Where does your Odoo stand today?",
    text: "In a free initial call we work out whether operations, migration or an industry solution is the right next step, with clear answers on effort and cost.",
    button: "Get in touch",
  },
  floating: "Free ERP consultation",
};

export default overlay("en", "odoo-ams", odooAms);
