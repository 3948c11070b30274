import { overlay } from "../../content/overlay";
import type { Messages } from "../types";
import type de from "../de/ai-retail";

const aiRetail: Messages<typeof de> = {
  meta: {
    title: "AI use cases for retail",
    description:
      "AI in retail: demand forecasting, pricing, assortment, customer service and returns, connected to POS, ERP and e-commerce.",
  },
  nav: "Retail",
  hero: {
    eyebrow: "AI services · Retail",
    title: "AI for retail that understands demand",
    intro:
      "More accurate forecasts per store, faster answers in customer service, fewer markdowns and returns: we bring AI to where your data already lives, in point-of-sale systems, ERP and your online shop.",
    bookDemo: "Book a demo",
    toCases: "See the use cases",
  },
  cases: {
    title: "Five use cases from retail",
    intro:
      "From store replenishment to returns: choose a use case to see the starting point, the solution and the benefits in detail.",
  },
  integrations: {
    title: "Fits your system landscape",
    intro:
      "The AI builds on the tills, merchandise management and online shop you already run. Results such as order proposals, prices and replies land directly in those systems.",
    items: {
      pos: {
        title: "Point of sale",
        text: "Receipt data and sales per store and item, continuously or as an end-of-day file.",
      },
      erp: {
        title: "ERP and merchandise management",
        text: "SAP S/4HANA, SAP Retail, Odoo and other merchandise management systems for stock, orders and prices.",
      },
      commerce: {
        title: "Online shop and marketplaces",
        text: "Shopware, Shopify, Salesforce Commerce Cloud or SAP Commerce, plus marketplace connections.",
      },
      service: {
        title: "CRM and customer service",
        text: "Ticket systems, chat and CRM such as Zendesk, Freshdesk or Salesforce Service Cloud.",
      },
    },
  },
};

export default overlay("en", "ai-retail", aiRetail);
