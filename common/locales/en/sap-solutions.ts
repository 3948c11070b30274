import { overlay } from "../../content/overlay";
import type { Messages } from "../types";
import type de from "../de/sap-solutions";

const sapSolutions: Messages<typeof de> = {
  meta: {
    title: "SAP solutions: AMS, S/4HANA migration, industries and AI",
    description:
      "SAP application management from {{amsMonthlyFromEur}}/month excl.\u00a0VAT, S/4HANA migration, industry solutions, SAP with AI and management consulting, delivered with certified SAP partners.",
  },
  nav: "SAP services",
  hero: {
    eyebrow: "SAP services",
    title: "SAP solutions with strategic clarity and dependable delivery",
    intro:
      "We combine management consulting with the delivery strength of certified SAP partners: from application management starting at {{amsMonthlyFromEur}} per month excl.\u00a0VAT and the move to S/4HANA to AI applications on your SAP data, at up to 40% lower cost than teams based only in Germany.",
    cta: "Explore the solution modules",
  },
  value: {
    eyebrow: "Strategic value",
    title: "What your SAP programme gains from working with us",
    items: [
      {
        title: "Clarity",
        text: "A target state shared by management, business units and IT: which processes SAP should run, what it will cost and in what order to proceed.",
      },
      {
        title: "Certainty",
        text: "Dedicated contacts in Germany, contractually agreed response times and certified SAP partners handling delivery. Risks surface early, not at go-live.",
      },
      {
        title: "ROI",
        text: "Up to 40% lower costs for operations and support than with teams based only in Germany. Our standard for every business case: each measure has a traceable benefit.",
      },
    ],
  },
  venn: {
    eyebrow: "Our model",
    title: "Strategic leadership meets certified SAP delivery",
    intro:
      "We lead your programme from a business perspective; our SAP partners deliver the technical implementation. Where the two overlap, you get value neither could create alone.",
    diagramLabel: "Venn diagram of two circles",
    diagramDescription:
      "On the left, strategic leadership by Neutra Tech; on the right, delivery by certified SAP partners; in the overlap, the shared value for your company.",
    parts: {
      steering: {
        label: "Strategic leadership",
        short: "Neutra Tech",
        text: "Target state, business case, programme management and quality assurance. We represent your interests with every service provider.",
      },
      shared: {
        label: "Shared value",
        short: "Your benefit",
        text: "One contract, one contact, predictable costs and results that show in day-to-day operations.",
      },
      delivery: {
        label: "Delivery by SAP partners",
        short: "Certified partners",
        text: "Implementation, development, SAP Basis and support up to 24/7 in the Max package, from certified SAP partners with well-established teams.",
        link: "Open the SAP partner directory",
      },
    },
    newTab: "(opens in a new tab)",
  },
  valueModel: {
    eyebrow: "Value model",
    title: "How you benefit from our delivery model",
    cards: [
      {
        title: "Your commercial advantage",
        items: [
          "SAP application management from {{amsMonthlyFromEur}} per month excl.\u00a0VAT",
          "24/7 support for business-critical processes in the Max service package",
          "Fixed monthly fees instead of unpredictable ad-hoc billing",
          "Hours you do not use go into improvements to your system",
        ],
      },
      {
        title: "How we safeguard your operations",
        items: [
          "An accountable contact based in Germany",
          "Response times and service levels set out in the contract",
          "Monthly reporting on tickets, hours and improvements",
          "An escalation path up to our management",
        ],
      },
    ],
  },
  solutions: {
    eyebrow: "Solution modules",
    title: "Five modules for your SAP landscape",
    intro: "Each module can be booked on its own and combined with the others: start where the need is most pressing.",
    contactLink: "Request an initial call",
    items: {
      ams: {
        title: "SAP application management (AMS)",
        text: "Operation, incident resolution and continuous improvement of your SAP ECC or S/4HANA systems, with clear service levels, from Mon–Fri 8\u00a0am–6\u00a0pm CET/CEST to 24/7 support in the Max package.",
        price: "from\u00a0{{amsMonthlyFromEur}}/month excl.\u00a0VAT",
        button: "View service packages",
      },
      migration: {
        title: "SAP migration & S/4HANA",
        text: "From analysing your ECC system and choosing between greenfield, brownfield and selective data transition through to go-live on S/4HANA or RISE with SAP.",
      },
      industries: {
        title: "SAP industry solutions",
        text: "Industry processes for utilities, manufacturing and retail: from IS-U and plant maintenance (PM) to variant configuration, preconfigured rather than reinvented.",
      },
      ai: {
        title: "SAP + AI & automation",
        text: "AI on your SAP data: automated invoice checking, demand forecasts and assistants for business users, connected through SAP BTP and open interfaces.",
      },
      consulting: {
        title: "SAP management consulting",
        text: "Roadmap, business case and licensing strategy for the board and management, including reviews of ongoing SAP programmes and partner selection.",
      },
    },
  },
  packages: {
    title: "SAP application management: service packages",
    description:
      "Three packages with a monthly minimum of hours and clear service levels. Hours you do not use go into improvements to your system.",
    caption: "Service packages compared",
    columns: {
      name: "Package",
      support: "Support level",
      hours: "Minimum hours",
      benefit: "Benefit",
      price: "Price",
    },
    rows: [
      {
        name: "Lite",
        support: "Mon–Fri 8\u00a0am–6\u00a0pm CET/CEST, response to critical incidents within 4\u00a0hours",
        hours: "20\u00a0h/month",
        benefit: "Stable operations for smaller SAP landscapes with few modules",
        price: "from\u00a0{{amsMonthlyFromEur}}/month excl.\u00a0VAT",
      },
      {
        name: "Core",
        support: "Mon–Fri 7\u00a0am–8\u00a0pm CET/CEST, on-call for critical incidents, response within 2\u00a0hours",
        hours: "40\u00a0h/month",
        benefit: "Operations and continuous improvement for mid-sized companies",
        price: "from\u00a0{{amsCoreMonthlyFromEur}}/month excl.\u00a0VAT",
      },
      {
        name: "Max",
        support: "24/7 support including SAP Basis, response to critical incidents within 30\u00a0minutes",
        hours: "80\u00a0h/month",
        benefit: "Full operational responsibility for business-critical systems",
        price: "from\u00a0{{amsMaxMonthlyFromEur}}/month excl.\u00a0VAT",
      },
    ],
    hoursNote:
      "Mon–Fri: Monday to Friday, excluding German nationwide public holidays. All times are German time (CET/CEST). Response times count within the package’s service hours: if a critical incident comes in under the Lite package at 5:30\u00a0pm on a Friday, the clock runs on from 8\u00a0am on Monday. On-call in the Core package extends the service hours for critical incidents to Saturdays, Sundays and nationwide public holidays, 8\u00a0am–6\u00a0pm each day.",
    priceNote:
      "Prices marked “from” apply to the package’s minimum hours; the monthly price in your quote depends on the number and scope of your SAP systems. Hours beyond the minimum are charged at {{amsExtraHourEur}} per hour excl.\u00a0VAT.",
    featuresTitle: "Included in every package",
    features: [
      "A dedicated contact in Germany",
      "Ticket system with agreed response times",
      "Monthly service reporting",
      "ITIL-based incident and problem management",
      "Minor changes drawn from your allowance of hours",
      "An escalation path up to our management",
    ],
    cta: "Arrange an initial SAP call",
    close: "Close dialog",
  },
  floating: "SAP consulting",
};

export default overlay("en", "sap-solutions", sapSolutions);
