import { overlay } from "../../content/overlay";
import type { Messages } from "../types";
import type de from "../de/common";

const common: Messages<typeof de> = {
  skipToContent: "Skip to content",
  days_one: "{{count}}\u00a0day",
  days_other: "{{count}}\u00a0days",
  years_one: "one year",
  years_other: "{{count}}\u00a0years",
  nav: {
    label: "Main navigation",
    home: "Home",
    erp: "ERP transformation",
    sapSolutionsHint: "S/4HANA, AMS, migration and AI for SAP",
    erpOdooMigration: "Fixed-price Odoo migration",
    odooAmsHint: "Operations, migration and industry solutions",
    erpPartnerNote: "Delivered together with certified SAP and Odoo partners.",
    ai: "AI services",
    aiHint: "AI use cases by industry",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    mobileMenuTitle: "Navigation",
  },
  language: {
    label: "Language",
    switchTo: "Auf Deutsch wechseln",
    short: "DE",
  },
  footer: {
    about:
      "Consulting for SAP and Odoo transformation, AI use cases, managed application services and IT for private equity.",
    aiUseCases: "AI use cases",
    quickLinks: "Quick links",
    services: "Services",
    company: "Company",
    home: "Home",
    visionValues: "Vision & values",
    cookiePolicy: "Cookie policy",
    imprint: "Legal notice",
    privacy: "Privacy policy",
    whyUs: "Why Neutra Tech",
    contact: "Contact",
    servicesOverview: "Services overview",
    digitalTransformation: "Digital transformation",
    contactHeading: "Contact",
    copyright: "© {{year}} Neutra Tech. All rights reserved.",
  },
  scrollToTop: "Scroll to top",
  contactCard: {
    title: "Direct contact",
    emailLabel: "Email",
    phoneLabel: "Phone",
    phoneValue: "On request",
    phoneNote: "Your consultant calls you at an agreed time.",
    copyEmail: "Copy email address",
    copied: "Email address copied",
    copiedDescription: "{{email}} is now on your clipboard.",
    copyFailed: "Copy failed",
    copyFailedDescription: "Please select the address {{email}} and copy it manually.",
  },
  netPrices:
    "Our offers are for businesses only (traders within the meaning of Section\u00a014 of the German Civil Code, BGB). All prices are net, excluding VAT at the statutory rate.",
  deliveryTeams: {
    title: "Where our delivery teams work",
    savingBasis:
      "The saving of up to 40% refers to the day rates of comparable roles in teams based only in Germany. How much of it you see depends on the share of delivery work in your engagement.",
    text: "Our SAP and Odoo partners’ teams work in Poland and the Czech Republic, in the same time zone as Germany (CET/CEST). We work with you in German or English; within the teams, the working language is English. For managed services with access to your systems, your data does not leave the EU: the teams access it only from within the EU, under your data processing agreement with us, which names our partners as sub-processors.",
  },
  notFound: {
    metaTitle: "Page not found",
    title: "Oops! Page not found",
    text: "The page you were looking for does not exist on our website. It may have moved, or the address may contain a typo.",
    home: "Return to Home",
  },
  sampleData: {
    title: "Sample data",
    text: "This page still shows sample company details, such as the address, managing director, register number and service providers. They will be replaced with the real details before the website goes live.",
  },
  cta: {
    title: "Let’s talk about your project",
    text: "The initial call is free and carries no obligation. You find out what is realistic and leave with a clear next step.",
    button: "Get in touch",
  },
};

export default overlay("en", "common", common);
