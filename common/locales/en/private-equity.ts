import { overlay } from "../../content/overlay";
import type { Messages } from "../types";
import type de from "../de/private-equity";

const privateEquity: Messages<typeof de> = {
  meta: {
    title: "Private equity: IT due diligence, value creation and exit readiness",
    description:
      "IT and ERP expertise for private-equity investors: technical due diligence before the deal, value creation after closing and a robust equity story for the exit.",
  },
  nav: "Private equity",
  hero: {
    eyebrow: "Private equity",
    title: "IT as a value driver across the entire investment cycle",
    intro:
      "We support investors and their portfolio companies from the first look at the IT landscape through to the exit: solid findings before signing, fast ERP and AI levers after closing, and a technology base that convinces buyers.",
    primaryCta: "Book a strategy call",
    secondaryCta: "Services by phase",
    note: "30\u00a0minutes, confidential and without obligation",
  },
  newTab: "(opens in a new tab)",
  phases: {
    eyebrow: "Services across the investment cycle",
    title: "From due diligence to exit",
    intro:
      "Choose the phase you are in. Our services build on each other: due diligence findings become the 100-day plan, and delivered improvements become arguments in the equity story.",
    tabsLabel: "Phases of the investment cycle",
    featuresTitle: "Focus areas",
    more: "Learn more",
    items: {
      preDeal: {
        shortTitle: "Pre-deal",
        title: "IT due diligence before signing",
        description:
          "We assess the target’s IT landscape, ERP systems, cyber security and IT organisation, and translate the findings into what matters for your investment decision: risks, investment needs and value creation potential, quantified for the business case and the purchase agreement.",
        features: [
          "Technical and ERP due diligence in 2–\u20604\u00a0weeks",
          "Quantified capex and opex requirements for the business case",
          "Assessment of carve-out complexity and stand-alone costs",
          "Red-flag report with recommendations for the SPA and the 100-day plan",
        ],
      },
      postDeal: {
        shortTitle: "Post-deal",
        title: "Value creation after closing",
        description:
          "After closing, we deliver the levers identified in due diligence: from the 100-day plan and a robust ERP platform to AI applications that noticeably speed up processes. Results typically show in EBITDA within 12–\u206018\u00a0months.",
        features: [
          "100-day plan and IT roadmap with clear ownership",
          "ERP implementation or consolidation with SAP or Odoo",
          "Process optimisation and automation",
          "AI integration and change management",
        ],
      },
      exit: {
        shortTitle: "Exit preparation",
        title: "Exit readiness and vendor due diligence",
        description:
          "Buyers scrutinise technology, data and processes as closely as the financials. We prepare your portfolio company 6–\u206012\u00a0months before the exit, close gaps before they cost you on price, and turn technology into an argument in the equity story.",
        features: [
          "Exit readiness assessment of the IT and data landscape",
          "IT vendor due diligence report for bidders",
          "Technology and digitalisation chapter of the equity story",
          "Support through buyer due diligence and the data room",
        ],
      },
    },
  },
  trackRecord: {
    eyebrow: "Track record",
    title: "Our experience in figures",
    intro:
      "Our team has supported financial investors and portfolio companies through transactions and value creation programmes, from single mid-market investments to platforms with several add-on acquisitions.",
    figures: [
      { value: "over EUR\u00a03.2bn", label: "transaction volume" },
      { value: "over 35", label: "private-equity transactions" },
      { value: "24\u00a0months", label: "average project duration" },
      { value: "+2.8×", label: "average multiple expansion (EV/EBITDA) from entry to exit" },
    ],
    basis:
      "Basis: transactions and value creation programmes supported by members of our team, including in previous roles. Transaction volume: sum of enterprise values. Project duration: from engagement to the end of the programme. Multiple expansion: exit minus entry multiple (EV/EBITDA) in turns, averaged over the investments that have been exited. Past experience, not a promise for any individual case.",
    industriesTitle: "Industry focus",
    industries: [
      "Industrial manufacturing",
      "Automotive suppliers",
      "Logistics & supply chain",
      "Energy & utilities",
      "Business services",
      "Healthcare technology",
    ],
  },
  faq: {
    eyebrow: "FAQ",
    title: "Questions investors ask us",
    items: [
      {
        question: "How long does IT due diligence take?",
        answer:
          "Usually 2–\u20604\u00a0weeks, depending on the size and complexity of the IT landscape and on access to the data room and management. On a tight timetable we deliver a red-flag report on the material risks after two weeks and the full due diligence, with quantified investment needs and value creation potential, after four. We review interim results with the deal team every week.",
      },
      {
        question: "When does an ERP investment in a portfolio company pay off?",
        answer:
          "With well-prioritised projects we see a return on investment within 12–\u206018\u00a0months, driven by shorter lead times, lower process costs and better management control through reliable data. The key is to start with quick wins and align the rollout with the value drivers of the investment case. In individual portfolio companies, programmes that members of our team have supported, including in previous roles, have contributed to EBITDA increases of 40% or more.",
      },
      {
        question: "Do you work internationally?",
        answer:
          "Yes. We support transactions and portfolio companies across the DACH region and Europe, including cross-border carve-outs and buy-and-build strategies with sites in several countries. Reports and workshops are delivered in English or German; for implementation we work with certified SAP and Odoo partners and their nearshore teams in the EU.",
      },
      {
        question: "How do you integrate artificial intelligence?",
        answer:
          "We use AI where its contribution to the business case can be quantified, for example in automated document and order processing, demand forecasting or customer service. As early as due diligence, we assess whether the data and systems are ready for it. After closing, we implement the use cases on the existing ERP landscape, with clear governance and in line with the EU AI Act and the GDPR.",
      },
      {
        question: "What sets Neutra Tech apart from other advisers?",
        answer:
          "We combine the investor’s perspective with genuine delivery capability. Our senior consultants with Big Four experience in transaction advisory have also led SAP and Odoo ERP projects first-hand. You work with experienced consultants throughout rather than rotating junior teams, and we frame recommendations in EBITDA effects, investment needs and timelines rather than technology jargon. If you wish, we support a portfolio company from due diligence to exit, with no loss of knowledge between phases.",
      },
      {
        question: "Do you also support vendor due diligence?",
        answer:
          "Yes. We prepare IT vendor due diligence reports that give bidders a well-founded view of the IT landscape, ERP, cyber security, IT costs and investment needs. Ideally we start 3–\u20606\u00a0months before the sale process is launched, so weaknesses can still be fixed rather than merely disclosed. During the process we answer buyers’ IT questions in the Q&A and are available for expert sessions.",
      },
    ],
  },
  contact: {
    eyebrow: "Contact",
    title: "Let’s talk about your transaction or portfolio",
    text: "Whether it is an upcoming due diligence process, a 100-day plan or exit preparation: in a 30-minute call we get to the heart of your question and show how we can help.",
    booking: "Book an appointment",
    emailLabel: "Or write to us directly:",
    expectTitle: "What to expect",
    expect: [
      "A conversation with an experienced consultant, not a sales pitch",
      "An initial view of scope, timeline and effort",
      "A non-disclosure agreement up front, if you wish",
    ],
  },
};

export default overlay("en", "private-equity", privateEquity);
