import { overlay } from "../../content/overlay";

const aiEnergy = {
  meta: {
    title: "KI-Anwendungsfälle für die Energiewirtschaft",
    description:
      "KI für Energieversorger und Netzbetreiber: Inspektion von Netzanlagen, Störungsmeldungen, Zählerdaten, Instandhaltungsplanung und regulatorisches Berichtswesen, angebunden an SAP IS-U.",
  },
  /** Its link in the header menu (the route table's `menu`). */
  nav: "Energie",
  hero: {
    eyebrow: "KI-Services · Energie",
    title: "KI für Netze, Anlagen und Abrechnung",
    intro:
      "Netzbetreiber und Versorger stehen unter Kosten- und Regulierungsdruck. Wir setzen KI dort ein, wo sie Routinearbeit abnimmt: bei der Anlageninspektion, der Störungsbearbeitung, der Prüfung von Zählerdaten, der Instandhaltungsplanung und im Berichtswesen.",
    bookDemo: "Demo buchen",
    toCases: "Anwendungsfälle ansehen",
  },
  cases: {
    title: "Fünf Anwendungsfälle aus der Energiewirtschaft",
    intro:
      "Vom Netz bis zur Abrechnung: Wählen Sie einen Anwendungsfall, um Ausgangslage, Lösung und Nutzen im Detail zu sehen.",
  },
  integrations: {
    title: "Passt in Ihre Systemlandschaft",
    intro:
      "Die KI arbeitet mit den Systemen, die in Netz und Vertrieb ohnehin führend sind, und legt Ergebnisse als Meldung, Auftrag oder Korrektur direkt dort an.",
    items: {
      isu: {
        title: "SAP IS-U und S/4HANA Utilities",
        text: "Marktlokationen, Zählerstände, Geräte und Abrechnung, einschließlich Energiedatenmanagement.",
      },
      pm: {
        title: "SAP PM und GIS",
        text: "Technische Plätze, Equipments, Meldungen und Aufträge, verknüpft mit der Netzgeometrie aus dem GIS.",
      },
      scada: {
        title: "Netzleitsystem und Einsatzsteuerung",
        text: "Alarme und Schaltzustände aus dem Leitsystem sowie die Disposition der Entstörtrupps.",
      },
      meter: {
        title: "Smart Meter und Messdaten",
        text: "Messwerte und Ereignisse aus Gateway-Administration und Messdatenmanagement sowie die Marktkommunikation.",
      },
    },
  },
};

declare module "../types" {
  interface Namespaces {
    aiEnergy: typeof aiEnergy;
  }
}

export default overlay("de", "ai-energy", aiEnergy);
