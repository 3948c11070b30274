import { overlay } from "../../content/overlay";
import type { Messages } from "../types";
import type de from "../de/post-deal";

const postDeal: Messages<typeof de> = {
  meta: {
    title: "Post-deal: value creation through ERP, processes and AI",
    description:
      "After closing: ERP implementation, process optimisation, AI integration and change management, with results within 12 to 18\u00a0months.",
  },
  hero: {
    eyebrow: "Private equity · Post-deal",
    title: "Value creation after closing, measurable in 12 to 18\u00a0months",
    intro:
      "We put the levers identified in due diligence into practice: a robust ERP platform, lean processes, AI where it takes work off people’s desks, and change management that brings the organisation along.",
  },
  backLink: "Back to Private Equity",
  breadcrumb: "Post-deal",
  newTab: "(opens in a new tab)",
  services: {
    eyebrow: "Services",
    title: "Four levers for higher enterprise value",
    intro:
      "Every lever is tied to the investment case: we prioritise by EBITDA impact, delivery risk and time to impact.",
    pointsTitle: "Focus areas",
    items: {
      erp: {
        title: "ERP implementation",
        description:
          "Implementation, migration or consolidation of SAP S/4HANA or Odoo, designed around the processes that drive enterprise value.",
        points: [
          "System selection and target architecture",
          "Replacing legacy and stand-alone systems",
          "Consolidation after add-on acquisitions",
        ],
      },
      process: {
        title: "Process optimisation",
        description:
          "We analyse end-to-end processes such as order-to-cash, procure-to-pay and record-to-report and remove manual hand-offs, duplicate work and waiting times.",
        points: [
          "Process analysis based on hard KPIs",
          "Standardisation across sites",
          "Automation of recurring tasks",
        ],
      },
      ai: {
        title: "AI integration",
        description:
          "AI use cases built on your ERP data: from automated document processing and demand forecasting to assistants in customer service.",
        points: [
          "Use cases prioritised by business case",
          "Pilots in weeks, not months",
          "Governance in line with the EU AI Act and the GDPR",
        ],
      },
      change: {
        title: "Change management",
        description:
          "New systems only pay off when the organisation uses them. We involve management and key users early and secure adoption well beyond go-live.",
        points: [
          "Stakeholder and communication plan",
          "Training for key users and end users",
          "KPI-based tracking of results",
        ],
      },
    },
  },
  results: {
    eyebrow: "Results",
    title: "What portfolio companies typically achieve",
    intro:
      "Indicative figures from completed post-deal programmes that members of our team have supported, including in previous roles, measured in the processes concerned: past experience, not a promise for any individual case.",
    metrics: [
      {
        value: "30–\u206040%",
        label: "shorter lead times",
        description: "from order entry to invoice",
      },
      {
        value: "25%+",
        label: "cost savings",
        description: "in administration and operations",
      },
      {
        value: "50%",
        label: "less manual work",
        description: "through automation and AI",
      },
      {
        value: "95%",
        label: "data quality",
        description: "share of master data records that pass every agreed validation rule",
      },
    ],
    timeframe: "Results within 12–\u206018\u00a0months",
  },
  steps: {
    eyebrow: "Approach",
    title: "Four phases from the 100-day plan to a scalable platform",
    intro:
      "The phases overlap: quick wins run alongside the core system rollout, which goes live after 7 to 14\u00a0months depending on scope, and AI use cases start on the first processes running on the new platform. That is how results show within 12–\u206018\u00a0months, in step with the holding period.",
    items: [
      {
        marker: "4–\u20606\u00a0weeks",
        title: "Assessment & planning",
        description:
          "Current-state review, target state and 100-day plan based on the due diligence findings, with business case and governance agreed with management and the investor.",
      },
      {
        marker: "2–\u20603\u00a0months",
        title: "Quick wins",
        description:
          "First noticeable improvements without changing systems: process clean-up, reporting and automation of individual workflows. They build confidence and help fund the next steps.",
      },
      {
        marker: "6–\u206012\u00a0months",
        title: "Core system",
        description:
          "Implementation or consolidation of the core ERP system with SAP or Odoo, data migration and go-live with hypercare, without putting day-to-day operations at risk.",
      },
      {
        marker: "3–\u20606\u00a0months",
        title: "Advanced features & AI",
        description:
          "Extending the new platform with AI use cases, advanced analytics and further automation, checked against the KPIs of the investment case.",
      },
    ],
  },
  cta: {
    title: "Planning the first 100\u00a0days?",
    text: "Let’s spend 30\u00a0minutes on which levers will pay off first in your portfolio company and how to set up the programme.",
    button: "Book an appointment",
  },
};

export default overlay("en", "post-deal", postDeal);
