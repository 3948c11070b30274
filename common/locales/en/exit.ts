import { overlay } from "../../content/overlay";
import type { Messages } from "../types";
import type de from "../de/exit";

const exit: Messages<typeof de> = {
  meta: {
    title: "Exit preparation: technology as part of the equity story",
    description:
      "Exit readiness for portfolio companies: clean up the IT and ERP landscape, evidence the value drivers and prepare the vendor due diligence.",
  },
  hero: {
    eyebrow: "Private equity · Exit",
    title: "A technology base that raises the exit value",
    intro:
      "Buyers scrutinise IT and data as closely as the financials. We prepare your portfolio company with a clean system landscape, documented efficiency gains and vendor due diligence that answers questions before they are asked.",
  },
  backLink: "Back to Private Equity",
  breadcrumb: "Exit",
  newTab: "(opens in a new tab)",
  services: {
    eyebrow: "Services",
    title: "Four building blocks for a successful exit",
    intro:
      "We look at your portfolio company through a buyer’s eyes and make sure technology supports the price instead of justifying discounts.",
    pointsTitle: "Focus areas",
    items: {
      readiness: {
        title: "Exit readiness assessment",
        description:
          "We review the IT and data landscape from a buyer’s perspective and prioritise what should be fixed or completed before the sale.",
        points: [
          "Buyer’s view of IT, ERP and cyber security",
          "Prioritised action list up to the exit",
          "Assessment of purchase price risks",
        ],
      },
      vendorDueDiligence: {
        title: "IT vendor due diligence",
        description:
          "An IT VDD report, prepared by us as external advisers, gives bidders a well-founded overview, shortens their own review and keeps the process on schedule.",
        points: [
          "Report on IT landscape, costs and investment needs",
          "Preparation of the IT section of the data room",
          "Management summary for bidders",
        ],
      },
      equityStory: {
        title: "Technology in the equity story",
        description:
          "We evidence the efficiency gains achieved with hard numbers and show the further potential the platform offers a buyer.",
        points: [
          "Documentation of the value created",
          "Digital roadmap for the next holding period",
          "Input for the information memorandum and management presentation",
        ],
      },
      transaction: {
        title: "Transaction and carve-out support",
        description:
          "During the sale process we answer buyers’ IT questions and, for partial sales, prepare the separation of the IT.",
        points: [
          "IT Q&A and expert sessions with bidders",
          "Separation planning and TSA design",
          "Handover to the new owner",
        ],
      },
    },
  },
  drivers: {
    eyebrow: "Value drivers",
    title: "Technology that shows in the purchase price",
    intro:
      "Buyers value not only the level of EBITDA but also how resilient and scalable it is. Four technology value drivers make the difference.",
    impactLabel: "Impact",
    basis:
      "Indicative figures from transactions that members of our team have supported, including in previous roles: the valuation premium compared with similar companies without this value driver, the margin compared with before automation. Past experience, not a promise for any individual case.",
    items: {
      platform: {
        title: "Modern, scalable ERP platform",
        description:
          "An up-to-date ERP with no maintenance risks or investment backlog reduces the buyer’s uncertainty and supports further growth, including through acquisitions.",
        impact: "10–\u206015% valuation premium",
      },
      automation: {
        title: "Automated core processes",
        description:
          "Standardised, automated workflows in finance, procurement and order management show directly in the cost base.",
        impact: "5–\u206010\u00a0percentage points higher EBITDA margin",
      },
      data: {
        title: "Reliable data and reporting",
        description:
          "Consistent KPIs from a single source of truth make the business plan easy to verify and answer buyers’ questions without ad-hoc analyses.",
        impact: "Faster buyer due diligence",
      },
      security: {
        title: "Cyber security and IT governance",
        description:
          "Documented security standards, clear responsibilities and properly managed licences avoid findings that lead to price discounts or additional warranties.",
        impact: "Fewer purchase price discounts",
      },
    },
  },
  steps: {
    eyebrow: "Timeline",
    title: "The right time to start is earlier than most expect",
    intro:
      "What starts 12\u00a0months before the exit is finished by the time of the sale and visible in the numbers. What starts later can only be disclosed.",
    items: [
      {
        marker: "6–\u206012\u00a0months before exit",
        title: "Achieve exit readiness",
        description:
          "Assessment from a buyer’s perspective, remediation of critical weaknesses and completion of ongoing ERP and automation projects so that their effects show in the numbers.",
      },
      {
        marker: "3–\u20606\u00a0months before exit",
        title: "Vendor due diligence and equity story",
        description:
          "Preparing the IT VDD report, the data room and the technology chapters of the information memorandum and management presentation.",
      },
      {
        marker: "During the exit",
        title: "Transaction support",
        description:
          "Answering IT questions in the Q&A, expert sessions with bidders and, for carve-outs, planning separation and TSAs through to closing.",
      },
    ],
  },
  cta: {
    title: "Planning an exit within the next 12\u00a0months?",
    text: "The earlier preparation starts, the more value you can realise. Talk to us for 30\u00a0minutes about your starting point and timetable.",
    button: "Book an appointment",
  },
};

export default overlay("en", "exit", exit);
