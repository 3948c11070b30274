import { overlay } from "../../content/overlay";

const sapContact = {
  meta: {
    title: "SAP-Erstgespräch sichern",
    description:
      "Vereinbaren Sie ein kostenloses SAP-Erstgespräch: Beratung auf Managementebene zu AMS, S/4HANA-Migration, Branchenlösungen und KI. Antwort innerhalb von 24 Stunden.",
  },
  hero: {
    eyebrow: "SAP-Beratung",
    title: "SAP-Erstgespräch sichern",
    intro:
      "Schildern Sie uns kurz Ihre Ausgangslage. Ein erfahrener SAP-Berater meldet sich innerhalb von 24 Stunden bei Ihnen und bespricht mit Ihnen Ziele, Optionen und den sinnvollsten nächsten Schritt.",
  },
  expect: {
    title: "Was Sie erwartet",
    points: [
      "Strategische SAP-Beratung auf Managementebene",
      "Maßgeschneiderte Lösungskonzepte",
      "Transparente Kosten- und Zeitplanung",
      "Direkter Zugang zu SAP-Platinum-Partnern",
    ],
    promise: "Wir antworten innerhalb von 24\u00a0Stunden.",
  },
};

declare module "../types" {
  interface Namespaces {
    sapContact: typeof sapContact;
  }
}

export default overlay("de", "sap-contact", sapContact);
