import { overlay } from "../../content/overlay";

const preDeal = {
  meta: {
    title: "Pre-Deal: IT-Due-Diligence in vier Wochen",
    description:
      "Technische und ERP-Due-Diligence vor dem Signing: Risiken, Investitionsbedarf und Wertsteigerungspotenziale der IT-Landschaft in vier Wochen bewertet.",
  },
  hero: {
    eyebrow: "Private Equity · Pre-Deal",
    // A soft hyphen: at 36 px the word is wider than a 412 px screen.
    title: "IT-Due-Diligence, die Ihre Investitions\u00adentscheidung trägt",
    intro:
      "In vier Wochen bewerten wir IT-Landschaft, ERP-Systeme und Organisation des Zielunternehmens. Sie erhalten klare Antworten auf Risiken, notwendige Investitionen und das Wertsteigerungspotenzial, das sich im Business Case abbilden lässt.",
  },
  backLink: "Zurück zu Private Equity",
  breadcrumb: "Pre-Deal",
  newTab: "(öffnet in neuem Tab)",
  services: {
    eyebrow: "Leistungen",
    title: "Drei Bausteine für eine fundierte Investitionsentscheidung",
    intro:
      "Wir stellen den Umfang nach Deal-Typ und Zeitplan zusammen: vom fokussierten Red-Flag-Report bis zur vollständigen technischen Due Diligence mit Carve-out-Bewertung.",
    pointsTitle: "Ergebnisse",
    items: {
      itDueDiligence: {
        title: "IT- und ERP-Due-Diligence",
        description:
          "Bestandsaufnahme und Bewertung von Anwendungslandschaft, ERP-Systemen, Infrastruktur, Cybersecurity, IT-Organisation und IT-Kosten, mit Blick auf den Business Plan des Investors.",
        points: [
          "Reifegradbewertung der IT-Landschaft je Bereich",
          "Red-Flag-Report mit Relevanz für Kaufpreis und SPA",
          "IT-Kosten-Benchmark und Lizenzrisiken",
        ],
      },
      carveOut: {
        title: "Carve-out- und Integrationsbewertung",
        description:
          "Bei Carve-outs und Add-on-Akquisitionen bewerten wir, wie sich die IT herauslösen oder in die Plattform integrieren lässt, was das kostet und wie lange es dauert.",
        points: [
          "Separationsszenarien und Stand-alone-Kosten",
          "Anforderungen an Transitional Service Agreements (TSA)",
          "Integrationsaufwand und Synergien für Buy-and-Build",
        ],
      },
      valueCreation: {
        title: "Wertsteigerungspotenziale und 100-Tage-Plan",
        description:
          "Wir quantifizieren, was ERP, Prozessautomatisierung und KI zum Investment Case beitragen können, und übersetzen es in einen umsetzbaren Plan für die ersten 100\u00a0Tage nach dem Closing.",
        points: [
          "Quantifizierte Wertsteigerungshebel für den Business Case",
          "Capex- und Opex-Planung für die Haltedauer",
          "100-Tage-Plan mit Prioritäten und Verantwortlichkeiten",
        ],
      },
    },
  },
  questions: {
    eyebrow: "Leitfragen",
    title: "Sieben Kernfragen, die jede IT-Due-Diligence beantworten muss",
    intro:
      "Unsere Prüfung richtet sich an den Fragen aus, die für Bewertung, Kaufvertrag und Haltedauer entscheidend sind, nicht an einer Checkliste der Technik.",
    items: {
      scalability:
        "Trägt die IT-Landschaft den Business Plan und das geplante Wachstum, auch bei Add-on-Akquisitionen?",
      erp: "Wie zukunftsfähig ist das ERP-System, und steht eine Migration an, etwa durch das Ende der Mainstream-Wartung von SAP ECC 6.0 Ende 2027?",
      investment:
        "Welcher Investitionsbedarf (Capex und Opex) entsteht in den nächsten 24\u00a0Monaten, und ist er im Business Plan abgebildet?",
      security: "Welche Risiken bestehen bei IT-Sicherheit, Datenschutz und Regulierung, etwa durch NIS2?",
      dependencies:
        "Wie abhängig ist das Unternehmen von Schlüsselpersonen, externen Dienstleistern und Individualentwicklungen?",
      separation:
        "Was kosten Herauslösung, Stand-alone-Betrieb oder Integration in die Plattform, und wie lange dauern sie?",
      valueLevers:
        "Welche Wertsteigerungshebel aus ERP, Automatisierung und KI lassen sich belastbar im Investment Case verankern?",
    },
  },
  steps: {
    eyebrow: "Vorgehen",
    title: "In vier Wochen zur belastbaren Entscheidungsgrundlage",
    intro:
      "Ein fester Ablauf, jede Woche abgestimmt mit dem Deal-Team. Kritische Befunde erfahren Sie sofort, nicht erst im Abschlussbericht.",
    items: [
      {
        marker: "Woche 1",
        title: "Kick-off & Discovery",
        description:
          "Abstimmung von Scope, Hypothesen und Informationsanforderungen mit dem Deal-Team, Auswertung des Datenraums und erste Interviews mit Geschäftsführung und IT-Leitung.",
      },
      {
        marker: "Woche 2",
        title: "Deep Dive",
        description:
          "Detailanalyse von ERP, Anwendungen, Infrastruktur, Cybersecurity, Lizenzen und IT-Organisation, mit Systemdemos und Expert Sessions mit den Schlüsselpersonen des Zielunternehmens.",
      },
      {
        marker: "Woche 3",
        title: "Assessment & Validierung",
        description:
          "Bewertung der Befunde, Quantifizierung von Risiken, Investitionsbedarf und Wertsteigerungspotenzial, Abgleich mit dem Business Plan und Validierung mit dem Management.",
      },
      {
        marker: "Woche 4",
        title: "Report & Präsentation",
        description:
          "Due-Diligence-Report mit Management Summary, Red Flags und Empfehlungen für SPA und 100-Tage-Plan, präsentiert vor Deal-Team und Investment Committee.",
      },
    ],
  },
  cta: {
    title: "Steht eine Transaktion an?",
    text: "Sprechen Sie mit uns über Zielunternehmen, Zeitplan und Umfang. In 30\u00a0Minuten klären wir, wie eine IT-Due-Diligence für Ihren Deal aussehen kann.",
    button: "Termin vereinbaren",
  },
};

declare module "../types" {
  interface Namespaces {
    preDeal: typeof preDeal;
  }
}

export default overlay("de", "pre-deal", preDeal);
