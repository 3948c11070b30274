import { overlay } from "../../content/overlay";

const exit = {
  meta: {
    title: "Exit-Vorbereitung: Technologie als Teil der Equity Story",
    description:
      "Exit-Readiness für Portfoliounternehmen: IT- und ERP-Landschaft aufräumen, Werttreiber belegen und die Vendor Due Diligence vorbereiten.",
  },
  hero: {
    eyebrow: "Private Equity · Exit",
    title: "Eine Technologiebasis, die den Exit-Wert steigert",
    intro:
      "Käufer prüfen IT und Daten so genau wie die Zahlen. Wir bereiten Ihr Portfoliounternehmen vor: mit einer sauberen Systemlandschaft, belegten Effizienzgewinnen und einer Vendor Due Diligence, die Fragen beantwortet, bevor sie gestellt werden.",
  },
  backLink: "Zurück zu Private Equity",
  breadcrumb: "Exit",
  newTab: "(öffnet in neuem Tab)",
  services: {
    eyebrow: "Leistungen",
    title: "Vier Bausteine für einen erfolgreichen Exit",
    intro:
      "Wir sehen Ihr Portfoliounternehmen mit den Augen eines Käufers und sorgen dafür, dass die Technologie den Preis stützt, statt Abschläge zu begründen.",
    pointsTitle: "Schwerpunkte",
    items: {
      readiness: {
        title: "Exit-Readiness-Assessment",
        description:
          "Wir prüfen IT- und Datenlandschaft aus Sicht eines Käufers und priorisieren, was bis zum Verkauf behoben oder abgeschlossen sein sollte.",
        points: [
          "Käuferperspektive auf IT, ERP und Cybersecurity",
          "Priorisierte Maßnahmenliste bis zum Exit",
          "Einschätzung von Kaufpreisrisiken",
        ],
      },
      vendorDueDiligence: {
        title: "IT-Vendor-Due-Diligence",
        description:
          "Ein IT-VDD-Report, den wir als externe Berater erstellen, gibt Bietern einen fundierten Überblick, verkürzt ihre eigene Prüfung und hält den Prozess im Zeitplan.",
        points: [
          "Report zu IT-Landschaft, Kosten und Investitionsbedarf",
          "Aufbereitung des IT-Teils im Datenraum",
          "Management Summary für Bieter",
        ],
      },
      equityStory: {
        title: "Technologie in der Equity Story",
        description:
          "Wir belegen die erreichten Effizienzgewinne mit Kennzahlen und zeigen, welches Potenzial die Plattform einem Käufer darüber hinaus bietet.",
        points: [
          "Dokumentation der umgesetzten Wertsteigerung",
          "Digitalisierungs-Roadmap für die nächste Haltedauer",
          "Beiträge zu Information Memorandum und Management-Präsentation",
        ],
      },
      transaction: {
        title: "Transaktions- und Carve-out-Begleitung",
        description:
          "Im Verkaufsprozess beantworten wir die IT-Fragen der Käufer und bereiten bei Teilverkäufen die Separation der IT vor.",
        points: [
          "IT-Q&A und Expert Sessions mit Bietern",
          "Separationsplanung und TSA-Konzept",
          "Übergabe an den neuen Eigentümer",
        ],
      },
    },
  },
  drivers: {
    eyebrow: "Werttreiber",
    title: "Technologie, die sich im Kaufpreis niederschlägt",
    intro:
      "Käufer bewerten nicht nur die Höhe des EBITDA, sondern auch, wie belastbar und skalierbar es ist. Vier technologische Werttreiber machen dabei den Unterschied.",
    impactLabel: "Wirkung",
    /** What the impacts rest on: the basis line under the tiles. */
    basis:
      "Richtwerte aus Transaktionen, die Mitglieder unseres Teams begleitet haben, auch in früheren Positionen: der Bewertungsaufschlag gegenüber vergleichbaren Unternehmen ohne diesen Werttreiber, die Marge gegenüber dem Stand vor der Automatisierung. Erfahrungswerte, keine Zusage für den Einzelfall.",
    items: {
      platform: {
        title: "Moderne, skalierbare ERP-Plattform",
        description:
          "Ein aktuelles ERP ohne Wartungsrisiken und Investitionsstau senkt die Unsicherheit des Käufers und trägt weiteres Wachstum, auch durch Zukäufe.",
        impact: "10–\u206015\u00a0% Bewertungsaufschlag",
      },
      automation: {
        title: "Automatisierte Kernprozesse",
        description:
          "Standardisierte und automatisierte Abläufe in Finanzen, Einkauf und Auftragsabwicklung zeigen sich direkt in der Kostenbasis.",
        impact: "5–\u206010\u00a0Prozentpunkte höhere EBITDA-Marge",
      },
      data: {
        title: "Verlässliche Daten und Reporting",
        description:
          "Konsistente Kennzahlen aus einer Quelle machen den Business Plan nachvollziehbar und beantworten die Fragen der Käufer ohne Sonderauswertungen.",
        impact: "Schnellere Käufer-Due-Diligence",
      },
      security: {
        title: "Cybersecurity und IT-Governance",
        description:
          "Dokumentierte Sicherheitsstandards, klare Verantwortlichkeiten und geregelte Lizenzen vermeiden Befunde, die zu Abschlägen oder zusätzlichen Garantien führen.",
        impact: "Weniger Kaufpreisabschläge",
      },
    },
  },
  steps: {
    eyebrow: "Zeitplan",
    title: "Der richtige Zeitpunkt liegt früher, als viele denken",
    intro:
      "Was 12\u00a0Monate vor dem Exit beginnt, ist bis zum Verkauf umgesetzt und in den Zahlen sichtbar. Was später beginnt, lässt sich nur noch offenlegen.",
    items: [
      {
        marker: "6–\u206012\u00a0Monate vor dem Exit",
        title: "Exit-Readiness herstellen",
        description:
          "Assessment aus Käufersicht, Behebung kritischer Schwachstellen und Abschluss laufender ERP- und Automatisierungsprojekte, damit ihre Effekte in den Zahlen sichtbar sind.",
      },
      {
        marker: "3–\u20606\u00a0Monate vor dem Exit",
        title: "Vendor Due Diligence und Equity Story",
        description:
          "Erstellung des IT-VDD-Reports, Aufbereitung des Datenraums und der Technologiekapitel für Information Memorandum und Management-Präsentation.",
      },
      {
        marker: "Während des Exits",
        title: "Transaktionsbegleitung",
        description:
          "Beantwortung der IT-Fragen im Q&A, Expert Sessions mit Bietern und bei Carve-outs die Planung von Separation und TSA bis zum Closing.",
      },
    ],
  },
  cta: {
    title: "Exit in den nächsten 12\u00a0Monaten geplant?",
    text: "Je früher die Vorbereitung beginnt, desto mehr Wert lässt sich heben. Sprechen Sie mit uns in 30\u00a0Minuten über Ausgangslage und Zeitplan.",
    button: "Termin vereinbaren",
  },
};

declare module "../types" {
  interface Namespaces {
    exit: typeof exit;
  }
}

export default overlay("de", "exit", exit);
