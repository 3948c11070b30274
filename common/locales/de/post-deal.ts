import { overlay } from "../../content/overlay";

const postDeal = {
  meta: {
    title: "Post-Deal: Wertsteigerung durch ERP, Prozesse und KI",
    description:
      "Nach dem Closing: ERP-Einführung, Prozessoptimierung, KI-Integration und Change-Management, mit Ergebnissen innerhalb von 12 bis 18\u00a0Monaten.",
  },
  hero: {
    eyebrow: "Private Equity · Post-Deal",
    title: "Wertsteigerung nach dem Closing, messbar in 12 bis 18\u00a0Monaten",
    intro:
      "Wir setzen die Hebel aus der Due Diligence um: eine tragfähige ERP-Plattform, schlanke Prozesse, KI dort, wo sie Arbeit abnimmt, und ein Change-Management, das die Organisation mitnimmt.",
  },
  backLink: "Zurück zu Private Equity",
  breadcrumb: "Post-Deal",
  newTab: "(öffnet in neuem Tab)",
  services: {
    eyebrow: "Leistungen",
    title: "Vier Hebel für mehr Unternehmenswert",
    intro:
      "Jeder Hebel ist an den Investment Case gekoppelt: Wir priorisieren nach EBITDA-Wirkung, Umsetzungsrisiko und Zeit bis zum Effekt.",
    pointsTitle: "Schwerpunkte",
    items: {
      erp: {
        title: "ERP-Implementierung",
        description:
          "Einführung, Migration oder Konsolidierung von SAP S/4HANA oder Odoo, ausgerichtet auf die Prozesse, die den Unternehmenswert treiben.",
        points: [
          "Systemauswahl und Zielarchitektur",
          "Ablösung von Alt- und Insellösungen",
          "Konsolidierung nach Add-on-Akquisitionen",
        ],
      },
      process: {
        title: "Prozessoptimierung",
        description:
          "Wir analysieren End-to-End-Prozesse wie Order-to-Cash, Procure-to-Pay und Record-to-Report und beseitigen Medienbrüche, Doppelarbeit und Wartezeiten.",
        points: [
          "Prozessanalyse mit belastbaren Kennzahlen",
          "Standardisierung über Standorte hinweg",
          "Automatisierung wiederkehrender Aufgaben",
        ],
      },
      ai: {
        title: "KI-Integration",
        description:
          "KI-Anwendungsfälle, die auf Ihren ERP-Daten aufsetzen: von der automatisierten Belegverarbeitung über Bedarfsprognosen bis zur Assistenz im Kundenservice.",
        points: [
          "Priorisierung der Anwendungsfälle nach Business Case",
          "Pilot in Wochen statt Monaten",
          "Governance nach EU AI Act und DSGVO",
        ],
      },
      change: {
        title: "Change-Management",
        description:
          "Neue Systeme wirken nur, wenn die Organisation sie nutzt. Wir binden Management und Key User früh ein und sichern die Akzeptanz über den Go-live hinaus.",
        points: [
          "Stakeholder- und Kommunikationsplan",
          "Schulung von Key Usern und Anwendern",
          "KPI-basiertes Nachhalten der Ergebnisse",
        ],
      },
    },
  },
  results: {
    eyebrow: "Ergebnisse",
    title: "Was Portfoliounternehmen typischerweise erreichen",
    intro:
      "Richtwerte aus abgeschlossenen Post-Deal-Programmen, die Mitglieder unseres Teams begleitet haben, auch in früheren Positionen, gemessen in den jeweils optimierten Prozessen: Erfahrungswerte, keine Zusage für den Einzelfall.",
    metrics: [
      {
        value: "30–\u206040\u00a0%",
        label: "kürzere Durchlaufzeiten",
        description: "von der Auftragserfassung bis zur Rechnung",
      },
      {
        value: "über 25\u00a0%",
        label: "Kosteneinsparung",
        description: "in Verwaltung und operativen Abläufen",
      },
      {
        value: "50\u00a0%",
        label: "weniger manuelle Arbeit",
        description: "durch Automatisierung und KI",
      },
      {
        value: "95\u00a0%",
        label: "Datenqualität",
        description: "Anteil der Stammdatensätze, die alle vereinbarten Prüfregeln erfüllen",
      },
    ],
    timeframe: "Ergebnisse innerhalb von 12–\u206018\u00a0Monaten",
  },
  steps: {
    eyebrow: "Vorgehen",
    title: "In vier Phasen zur skalierbaren Plattform",
    intro:
      "Die Phasen überlappen sich: Quick Wins laufen parallel zur Einführung des Kernsystems, das je nach Umfang nach 7 bis 14\u00a0Monaten live ist, und KI-Anwendungsfälle starten auf den ersten Prozessen der neuen Plattform. So zeigen sich die Ergebnisse innerhalb von 12–\u206018\u00a0Monaten, im Zeitplan der Haltedauer.",
    items: [
      {
        marker: "4–\u20606\u00a0Wochen",
        title: "Assessment & Planung",
        description:
          "Bestandsaufnahme, Zielbild und 100-Tage-Plan auf Basis der Due-Diligence-Befunde, Business Case und Governance abgestimmt mit Management und Investor.",
      },
      {
        marker: "2–\u20603\u00a0Monate",
        title: "Quick Wins",
        description:
          "Erste spürbare Verbesserungen ohne Systemwechsel: Prozessbereinigung, Reporting und Automatisierung einzelner Abläufe. Sie schaffen Vertrauen und finanzieren die nächsten Schritte mit.",
      },
      {
        marker: "6–\u206012\u00a0Monate",
        title: "Kernsystem",
        description:
          "Einführung oder Konsolidierung des ERP-Kernsystems mit SAP oder Odoo, Datenmigration und Go-live mit Hypercare, ohne den laufenden Betrieb zu gefährden.",
      },
      {
        marker: "3–\u20606\u00a0Monate",
        title: "Erweiterte Funktionen & KI",
        description:
          "Ausbau der neuen Plattform um KI-Anwendungsfälle, Advanced Analytics und weitere Automatisierung, überprüft an den KPIs des Investment Case.",
      },
    ],
  },
  cta: {
    title: "Sie planen die ersten 100\u00a0Tage?",
    text: "Besprechen wir in 30\u00a0Minuten, welche Hebel in Ihrem Portfoliounternehmen zuerst wirken und wie sich das Programm aufsetzen lässt.",
    button: "Termin vereinbaren",
  },
};

declare module "../types" {
  interface Namespaces {
    postDeal: typeof postDeal;
  }
}

export default overlay("de", "post-deal", postDeal);
