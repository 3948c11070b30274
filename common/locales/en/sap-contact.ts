import { overlay } from "../../content/overlay";
import type { Messages } from "../types";
import type de from "../de/sap-contact";

const sapContact: Messages<typeof de> = {
  meta: {
    title: "Book your initial SAP call",
    description:
      "Book a free initial SAP call: executive-level advice on AMS, S/4HANA migration, industry solutions and AI. We reply within 24\u00a0hours.",
  },
  hero: {
    eyebrow: "SAP consulting",
    title: "Book your initial SAP call",
    intro:
      "Tell us briefly about your situation. An experienced SAP consultant will get back to you within 24\u00a0hours to discuss your goals, options and the most sensible next step.",
  },
  expect: {
    title: "What to expect",
    points: [
      "Strategic SAP advice at executive level",
      "Tailored solution concepts",
      "Transparent cost and time planning",
      "Direct access to SAP Platinum partners",
    ],
    promise: "We reply within 24\u00a0hours.",
  },
};

export default overlay("en", "sap-contact", sapContact);
