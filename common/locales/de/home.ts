import { overlay } from "../../content/overlay";

const home = {
  meta: {
    title: "Neutra Tech – SAP-, Odoo- und KI-Transformation für Energie, Industrie und Private Equity",
    description:
      "Neutra Tech begleitet Energieversorger, Industrie, Mittelstand und Private-Equity-Investoren bei SAP- und Odoo-Transformation, KI-Anwendungsfällen und Managed Application Services.",
  },
  hero: {
    eyebrow: "Beratung für ERP, KI und Private Equity",
    title: "Digitale Transformation, die im Betrieb ankommt.",
    taglines: [
      "Strategie auf Augenhöhe mit der Geschäftsführung.",
      "SAP- und Odoo-Projekte, realistisch geplant bis zum Go-live.",
      "KI, die Ihren Teams Routinearbeit abnimmt.",
    ],
    primaryCta: "Erstgespräch vereinbaren",
    secondaryCta: "Unsere Leistungen",
  },
  figures: {
    title: "Das Wichtigste in Zahlen",
    items: [
      { value: "ab {{amsMonthlyFromEur}}", label: "im Monat zzgl.\u00a0USt. für SAP Application Management" },
      { value: "bis zu 40 %", label: "Kostenersparnis gegenüber Teams, die nur in Deutschland arbeiten" },
      { value: "24/7", label: "Support für geschäftskritische SAP-Systeme im Servicepaket Max" },
      { value: "24 h", label: "bis zur Antwort auf Ihre SAP-Anfrage" },
    ],
  },
  themes: {
    eyebrow: "Leistungen",
    title: "Was wir für Sie bewegen",
    intro:
      "Sechs Schwerpunkte, ein Anspruch: Technologie muss sich für Ihr Geschäft rechnen. Wir beraten dort, wo Entscheidungen fallen, und bleiben, bis die Lösung im Alltag trägt.",
    items: {
      strategy: {
        title: "Strategieberatung",
        text: "Zielbild, Architektur und Roadmap für Ihre Transformation, abgestimmt mit Geschäftsführung und Fachbereichen und mit klaren Prioritäten.",
        link: "Leistungen ansehen",
      },
      erp: {
        title: "ERP-Transformation mit SAP und Odoo",
        text: "Von der Systemauswahl über die Migration auf SAP S/4HANA oder Odoo 17 bis zum Go-live, gemeinsam mit zertifizierten Partnern.",
        link: "SAP-Lösungen entdecken",
      },
      ams: {
        title: "Managed Application Services",
        text: "Betrieb und Weiterentwicklung Ihrer SAP-Systeme in drei Servicepaketen ab {{amsMonthlyFromEur}} im Monat zzgl.\u00a0USt., mit 24/7-Support im Servicepaket Max.",
        link: "SAP-Servicepakete ansehen",
      },
      ai: {
        title: "KI-Anwendungsfälle",
        text: "Konkrete KI-Lösungen für Logistik, Handel, Energie und Fertigung, die auf Ihren vorhandenen Systemen aufsetzen und in Wochen Wirkung zeigen.",
        link: "KI in der Logistik",
      },
      lifecycle: {
        title: "Digitalisierung über den Anlagenlebenszyklus",
        text: "Durchgängige Daten und Prozesse von der Errichtung (EPC) bis zum Betrieb (O&M), für Energie- und Industrieanlagen.",
        link: "Digitale Transformation",
      },
      privateEquity: {
        title: "Private Equity",
        text: "IT-Due-Diligence vor dem Deal, Wertsteigerung nach dem Closing und Exit-Vorbereitung für Investoren und ihre Portfoliounternehmen.",
        link: "Private-Equity-Leistungen",
      },
    },
  },
  contact: {
    eyebrow: "Kontakt",
    title: "Sprechen wir über Ihr Vorhaben",
    intro:
      "Ob SAP-Migration, Odoo-Betrieb, KI-Pilot oder Due Diligence: Schreiben Sie uns. Sie erhalten eine persönliche Antwort von einem erfahrenen Berater, keine automatisierte Vertriebsmail.",
    expectTitle: "Was Sie erwartet",
    expect: [
      "Eine persönliche Antwort innerhalb eines Arbeitstags",
      "Ein kostenloses, unverbindliches Erstgespräch",
      "Eine realistische Einschätzung von Aufwand, Kosten und Zeitplan",
      "Ein klarer Vorschlag für den nächsten Schritt",
    ],
  },
};

declare module "../types" {
  interface Namespaces {
    home: typeof home;
  }
}

export default overlay("de", "home", home);
