import { overlay } from "../../content/overlay";
import type { Messages } from "../types";
import type de from "../de/why-us";

const whyUs: Messages<typeof de> = {
  meta: {
    title: "Why Neutra Tech",
    description:
      "Strategy, seniority, vision, technology, international reach and integrity: six reasons why companies and investors work with Neutra Tech.",
  },
  hero: {
    eyebrow: "Why Neutra Tech",
    title: "Six reasons clients work with us",
    intro:
      "Experienced consultants who see strategy and delivery as one job, well-established delivery teams in the EU, and an attitude built on long-term trust: that is what sets us apart.",
  },
  pillsLabel: "The six reasons at a glance",
  sections: {
    strategie: {
      pill: "Strategy",
      title: "Strategy before technology",
      description:
        "Every project starts with your business goals, not with a vendor’s product catalogue. We translate growth, efficiency and exit goals into an IT roadmap with clear priorities, budgets and milestones.",
      bullets: [
        "Target state and roadmap agreed with management and business units",
        "Vendor-neutral advice on SAP, Odoo and complementary solutions, with no commissions from software vendors",
        "A business case with clear KPIs before day one of the project",
        "Decision papers that stand up to scrutiny by management, advisory boards and investors",
      ],
    },
    senioritaet: {
      pill: "Seniority",
      title: "Experienced consultants from the initial call to go-live",
      description:
        "The consultant you meet in the initial call stays your contact through to go-live. Our team combines senior consultants with Big Four experience and consultants from large corporations and mid-sized companies who have led transformations themselves.",
      bullets: [
        "Senior consultants with Big Four experience instead of rotating junior teams",
        "One dedicated contact who stays with your project from start to finish",
        "Experience from SAP and Odoo projects, IT due diligence and post-acquisition integration",
        "Conversations on an equal footing with executives and investors",
      ],
    },
    vision: {
      pill: "Vision",
      title: "Thinking beyond the next release",
      description:
        "We design your systems for tomorrow’s demands: growth, new sites, acquisitions, regulatory obligations and AI. That way you avoid costly rebuilds after just a few years.",
      bullets: [
        "Target architectures that can absorb acquisitions and new sites",
        "Clear upgrade paths, for example from SAP ECC to S/4HANA or from older Odoo versions to Odoo 17",
        "A clean data foundation for AI applications to build on",
        "Sustainability and reporting requirements built in from day one",
      ],
    },
    technologie: {
      pill: "Technology",
      title: "Deep expertise in SAP, Odoo and AI",
      description:
        "We know the platforms your business runs on, right down to processes and data. Together with certified partners we deliver what we recommend, and we connect ERP with AI wherever it pays off.",
      bullets: [
        "SAP S/4HANA, SAP ECC and RISE with SAP",
        "Odoo Community and Enterprise, fixed-price migration to Odoo 17",
        "AI use cases for logistics, retail, energy and manufacturing",
        "Interfaces, data migration and integration of existing systems",
      ],
    },
    international: {
      pill: "International",
      title: "Consulting in Germany, delivery with international teams",
      description:
        "Consulting and project management take place on site in Germany, while experienced international partner teams handle the technical delivery. You get proximity and reliability along with capacity and cost efficiency.",
      bullets: [
        "Up to 40% lower costs than with teams based only in Germany",
        "24/7 support for business-critical SAP systems in the Max package",
        "Rollouts for sites in Germany, across Europe and beyond",
        "We work with you in German or English; the delivery teams work in English",
      ],
    },
    integritaet: {
      pill: "Integrity",
      title: "Straight answers, reliable delivery",
      description:
        "We tell you what a project will really cost and how long it will take, even when the answer is uncomfortable. We only recommend what benefits your company, and we deliver on our commitments.",
      bullets: [
        "Transparent cost and time planning with no hidden extras",
        "Recommendations based on your needs, not on licence revenue",
        "Confidential handling of company and transaction data",
        "A reply to your enquiry within one working day, to SAP enquiries within 24\u00a0hours",
      ],
    },
  },
};

export default overlay("en", "why-us", whyUs);
