import { overlay } from "../../content/overlay";
import type { Messages } from "../types";
import type de from "../de/home";

const home: Messages<typeof de> = {
  meta: {
    title: "Neutra Tech – SAP, Odoo and AI transformation for energy, industry and private equity",
    description:
      "Neutra Tech helps utilities, industrial and mid-sized companies and private-equity investors with SAP and Odoo transformation, AI use cases and managed application services.",
  },
  hero: {
    eyebrow: "Consulting for ERP, AI and private equity",
    title: "Digital transformation that works in day\u2011to\u2011day operations.",
    taglines: [
      "Strategy on an equal footing with your management.",
      "SAP and Odoo implementations, realistically planned through to go-live.",
      "AI that takes routine work off your teams.",
    ],
    primaryCta: "Arrange an initial call",
    secondaryCta: "Our services",
  },
  figures: {
    title: "Key figures at a glance",
    items: [
      { value: "from {{amsMonthlyFromEur}}", label: "per month excl.\u00a0VAT for SAP application management" },
      { value: "up to 40%", label: "cost savings compared with teams based only in Germany" },
      { value: "24/7", label: "support for business-critical SAP systems in the Max package" },
      { value: "24 h", label: "maximum time to reply to your SAP enquiry" },
    ],
  },
  themes: {
    eyebrow: "Services",
    title: "Where we make a difference",
    intro:
      "Six areas of focus, one standard: technology has to pay its way in your business. We advise where decisions are made and stay until the solution holds up in day-to-day work.",
    items: {
      strategy: {
        title: "Strategy consulting",
        text: "Target state, architecture and a roadmap with clear priorities for your transformation, agreed with management and the business units.",
        link: "View services",
      },
      erp: {
        title: "ERP transformation with SAP and Odoo",
        text: "From system selection and migration to SAP S/4HANA or Odoo 17 through to go-live, together with certified partners.",
        link: "Explore SAP solutions",
      },
      ams: {
        title: "Managed application services",
        text: "Operation and continuous improvement of your SAP systems in three service packages from {{amsMonthlyFromEur}} per month excl.\u00a0VAT, with 24/7 support in the Max service package.",
        link: "View SAP service packages",
      },
      ai: {
        title: "AI use cases",
        text: "Practical AI solutions for logistics, retail, energy and manufacturing that build on your existing systems and show results within weeks.",
        link: "AI in logistics",
      },
      lifecycle: {
        title: "Digitalisation across the asset lifecycle",
        text: "End-to-end data and processes from construction (EPC) to operations (O&M) for energy and industrial assets.",
        link: "Digital transformation",
      },
      privateEquity: {
        title: "Private equity",
        text: "IT due diligence before the deal, value creation after closing and exit preparation for investors and their portfolio companies.",
        link: "Private-equity services",
      },
    },
  },
  contact: {
    eyebrow: "Contact",
    title: "Let’s talk about your project",
    intro:
      "SAP migration, Odoo operations, an AI pilot or due diligence: write to us. You will get a personal reply from an experienced consultant, not an automated sales email.",
    expectTitle: "What to expect",
    expect: [
      "A personal reply within one working day",
      "A free, no-obligation initial call",
      "A realistic estimate of effort, cost and timeline",
      "A clear proposal for the next step",
    ],
  },
};

export default overlay("en", "home", home);
