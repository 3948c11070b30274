import { overlay } from "../../content/overlay";
import type { Messages } from "../types";
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
  areas: {
    eyebrow: "Service areas",
    title: "Three areas, one continuous path",
    intro:
      "You can engage us for each area on its own. Together they deliver their full value, because strategy, implementation and operations work towards the same goals.",
    show_one: "Show {{count}}\u00a0service",
    show_other: "Show {{count}}\u00a0services",
    hide: "Hide services",
    items: [
      {
        title: "Strategy & transformation",
        intro:
          "We clarify where your IT should be heading and turn it into an actionable plan with a budget, a timeline and clear responsibilities.",
        services: [
          {
            code: "1.1",
            title: "Digital strategy & IT roadmap",
            description:
              "A review of your system landscape, a target state and a prioritised roadmap for the next three to five years, agreed with management.",
          },
          {
            code: "1.2",
            title: "ERP selection & business case",
            description:
              "Requirements analysis, a vendor-neutral comparison of SAP, Odoo and alternatives (we take no commissions from software vendors; if the choice falls on a system we do not implement ourselves, we support the selection and tender), and a robust business case to base the decision on.",
          },
          {
            code: "1.3",
            title: "Transformation & change management",
            description:
              "Programme management, communication and training plans, so your people adopt the new processes and use them every day.",
          },
        ],
      },
      {
        title: "ERP & AI implementation",
        intro:
          "We implement SAP and Odoo, migrate existing systems and connect them with AI applications that take real work off your teams.",
        services: [
          {
            code: "2.1",
            title: "SAP S/4HANA: implementation & migration",
            description:
              "Greenfield, brownfield or selective data transition: we choose the right route with you and take the project to go-live together with certified SAP partners.",
          },
          {
            code: "2.2",
            title: "Odoo: implementation & migration",
            description:
              "Odoo for mid-sized companies, including a DATEV connection, and migrations from Odoo 7.0–16.0 to Odoo 17 at a fixed price of {{odooMigrationFixedPriceEur}} excl.\u00a0VAT for standard modules and data; custom code and third-party modules are quoted separately after the free code audit.",
          },
          {
            code: "2.3",
            title: "AI integration & automation",
            description:
              "AI use cases from document processing to demand forecasting, connected to your ERP data and with results that show in your KPIs.",
          },
        ],
      },
      {
        title: "Operations & optimisation",
        intro:
          "After go-live we stay with you: we run your systems, resolve incidents and improve your processes step by step.",
        services: [
          {
            code: "3.1",
            title: "Managed application services (AMS)",
            description:
              "Operation and support of your SAP systems from {{amsMonthlyFromEur}} per month excl.\u00a0VAT, up to 24/7 support in the Max service package, and of your Odoo systems from {{odooAmsMonthlyFromEur}} per month excl.\u00a0VAT, each with contractually agreed service levels.",
          },
          {
            code: "3.2",
            title: "Process optimisation",
            description:
              "Analysis of lead times and manual hand-offs, automation of recurring tasks and KPIs that make improvements visible.",
          },
          {
            code: "3.3",
            title: "Data quality & reporting",
            description:
              "Clean master data, clear access rights and reports that management and the finance team can rely on.",
          },
        ],
      },
    ],
  },
  industry: {
    eyebrow: "Industry focus",
    title: "A proven approach for {{industries}}",
    industries: "utilities, industry and mid-sized companies",
    intro:
      "We know the processes of your industry, from maintenance and production planning to billing, and start where the leverage is greatest.",
    bullets: [
      {
        title: "ERP analysis and system selection",
        text: "Vendor-neutral, with no commissions from software vendors, and based on your processes rather than product brochures.",
      },
      {
        title: "Tailored AI integration",
        text: "AI where your data can support it, with a benefit you can put a figure on.",
      },
      {
        title: "Change management",
        text: "Involve people early, train them for their roles and guide them safely through the changeover.",
      },
      {
        title: "Continuous optimisation and support",
        text: "Operations, enhancements and improvements from one provider, even years after go-live.",
      },
    ],
  },
  cycle: {
    eyebrow: "Approach",
    title: "The strategy cycle in four phases",
    intro:
      "Transformation does not end at go-live. The KPIs from operations feed into the next analysis, so your system gets better with every cycle.",
    center: "Strategy cycle",
    diagramLabel:
      "Circular diagram: analysis & strategy, planning & design, implementation, and operations & optimisation follow each other clockwise and lead back to analysis.",
    phases: [
      {
        title: "Analysis & strategy",
        text: "Review of current processes and systems, target state and business case.",
      },
      {
        title: "Planning & design",
        text: "Architecture, process design, roadmap, budget and partner selection.",
      },
      {
        title: "Implementation",
        text: "Delivery in stages, testing, data migration, training and go-live.",
      },
      {
        title: "Operations & optimisation",
        text: "Stable operations, KPIs and ongoing improvements.",
      },
    ],
  },
  faq: {
    eyebrow: "Delivery model",
    title: "Frequently asked questions about our delivery model",
    intro:
      "Consulting in Germany, delivery by experienced partner teams: this is how we work, and how you stay in control.",
    items: [
      {
        question: "What does your delivery model look like (onshore and nearshore)?",
        intro:
          "We combine consulting and project management in Germany with nearshore delivery teams from certified SAP and Odoo partners in the EU.",
        point: "Consulting, project management and functional design on site in Germany (onshore)",
      },
      {
        question: "How do the teams involved coordinate?",
        intro:
          "You have one accountable contact with us who coordinates everyone involved, including our partners’ teams.",
        point: "A weekly status meeting and a shared ticket and task board for everyone involved",
      },
      {
        question: "What happens when problems arise (escalation)?",
        intro: "We agree the escalation paths before the project starts, not when something goes wrong.",
        point: "A three-level escalation path: team lead, your contact with us, our management",
      },
      {
        question: "What are the advantages of this model for you?",
        intro: "You get consulting quality from Germany at costs up to 40% below those of teams based only in Germany.",
        point: "One contract and one contact for consulting, implementation and operations",
      },
      {
        question: "How do you ensure quality?",
        intro: "Every delivery goes through defined review steps before it reaches your production system.",
        point:
          "Four-eyes review of all development work, testing in a separate quality assurance system and sign-off by your business units",
      },
    ],
  },
};

export default overlay("en", "services", services);
