import { overlay } from "../../content/overlay";
import type { Messages } from "../types";
import type de from "../de/pre-deal";

const preDeal: Messages<typeof de> = {
  meta: {
    title: "Pre-deal: IT due diligence in four weeks",
    description:
      "Technical and ERP due diligence before signing: risks, investment needs and value creation potential of the IT landscape assessed in four weeks.",
  },
  hero: {
    eyebrow: "Private equity · Pre-deal",
    title: "IT due diligence that supports your investment decision",
    intro:
      "In four weeks we assess the target’s IT landscape, ERP systems and organisation. You get clear answers on risks, required investment and the value creation potential you can build into the business case.",
  },
  backLink: "Back to Private Equity",
  breadcrumb: "Pre-deal",
  newTab: "(opens in a new tab)",
  services: {
    eyebrow: "Services",
    title: "Three building blocks for a well-founded investment decision",
    intro:
      "We tailor the scope to the deal type and timetable: from a focused red-flag report to a full technical due diligence review including a carve-out assessment.",
    pointsTitle: "Deliverables",
    items: {
      itDueDiligence: {
        title: "IT and ERP due diligence",
        description:
          "Review and assessment of the application landscape, ERP systems, infrastructure, cyber security, IT organisation and IT costs, with the investor’s business plan in view.",
        points: [
          "Maturity rating of the IT landscape by area",
          "Red-flag report showing the impact on price and SPA",
          "IT cost benchmark and licence risks",
        ],
      },
      carveOut: {
        title: "Carve-out and integration assessment",
        description:
          "For carve-outs and add-on acquisitions we assess how the IT can be separated or integrated into the platform, what it costs and how long it takes.",
        points: [
          "Separation scenarios and stand-alone costs",
          "Requirements for transitional service agreements (TSAs)",
          "Integration effort and synergies for buy-and-build",
        ],
      },
      valueCreation: {
        title: "Value creation potential and 100-day plan",
        description:
          "We quantify what ERP, process automation and AI can contribute to the investment case and turn it into an actionable plan for the first 100\u00a0days after closing.",
        points: [
          "Quantified value creation levers for the business case",
          "Capex and opex planning for the holding period",
          "100-day plan with priorities and ownership",
        ],
      },
    },
  },
  questions: {
    eyebrow: "Key questions",
    title: "Seven core questions every IT due diligence must answer",
    intro:
      "Our review is built around the questions that matter for valuation, the purchase agreement and the holding period, not around a technical checklist.",
    items: {
      scalability:
        "Can the IT landscape support the business plan and the planned growth, including add-on acquisitions?",
      erp: "How future-proof is the ERP system, and is a migration due, for example because SAP ECC 6.0 mainstream maintenance ends in 2027?",
      investment:
        "What capex and opex will be needed over the next 24\u00a0months, and is it reflected in the business plan?",
      security: "What are the risks in cyber security, data protection and regulation, such as NIS2?",
      dependencies: "How dependent is the company on key people, external providers and custom development?",
      separation:
        "What will separation, stand-alone operation or integration into the platform cost, and how long will it take?",
      valueLevers:
        "Which value creation levers from ERP, automation and AI can be built into the investment case with confidence?",
    },
  },
  steps: {
    eyebrow: "Approach",
    title: "A sound basis for your decision in four weeks",
    intro:
      "A fixed schedule, reviewed with the deal team every week. You hear about critical findings immediately, not only in the final report.",
    items: [
      {
        marker: "Week 1",
        title: "Kick-off & discovery",
        description:
          "Agreeing scope, hypotheses and information requests with the deal team, reviewing the data room and first interviews with management and the head of IT.",
      },
      {
        marker: "Week 2",
        title: "Deep dive",
        description:
          "Detailed analysis of ERP, applications, infrastructure, cyber security, licences and IT organisation, with system demos and expert sessions with the target’s key people.",
      },
      {
        marker: "Week 3",
        title: "Assessment & validation",
        description:
          "Evaluating the findings, quantifying risks, investment needs and value creation potential, reconciling them with the business plan and validating them with management.",
      },
      {
        marker: "Week 4",
        title: "Report & presentation",
        description:
          "Due diligence report with management summary, red flags and recommendations for the SPA and the 100-day plan, presented to the deal team and the investment committee.",
      },
    ],
  },
  cta: {
    title: "Is a transaction coming up?",
    text: "Talk to us about the target, timetable and scope. In 30\u00a0minutes we will work out what IT due diligence for your deal could look like.",
    button: "Book an appointment",
  },
};

export default overlay("en", "pre-deal", preDeal);
