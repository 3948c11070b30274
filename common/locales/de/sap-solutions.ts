import { overlay } from "../../content/overlay";

const sapSolutions = {
  meta: {
    title: "SAP-Lösungen: AMS, S/4HANA-Migration, Branchen und KI",
    description:
      "SAP Application Management ab {{amsMonthlyFromEur}}/Monat zzgl.\u00a0USt., S/4HANA-Migration, Branchenlösungen, SAP mit KI und Managementberatung, geliefert mit zertifizierten SAP-Partnern.",
  },
  /** Its link in the header menu (the route table's `menu`). */
  nav: "SAP-Services",
  hero: {
    eyebrow: "SAP-Services",
    title: "SAP-Lösungen mit strategischer Klarheit und verlässlicher Umsetzung",
    intro:
      "Wir verbinden Managementberatung mit der Umsetzungsstärke zertifizierter SAP-Partner: vom Application Management ab {{amsMonthlyFromEur}} im Monat zzgl.\u00a0USt. über die Migration auf S/4HANA bis zu KI-Anwendungen auf Ihren SAP-Daten, mit bis zu 40\u00a0% geringeren Kosten als Teams, die nur in Deutschland arbeiten.",
    cta: "Lösungsmodule ansehen",
  },
  value: {
    eyebrow: "Strategischer Mehrwert",
    title: "Was Ihr SAP-Vorhaben von uns gewinnt",
    items: [
      {
        title: "Klarheit",
        text: "Ein Zielbild, das Geschäftsführung, Fachbereiche und IT teilen: Welche Prozesse SAP tragen soll, was es kostet und in welcher Reihenfolge Sie vorgehen.",
      },
      {
        title: "Sicherheit",
        text: "Feste Ansprechpartner in Deutschland, vertraglich vereinbarte Reaktionszeiten und zertifizierte SAP-Partner in der Umsetzung. Risiken werden früh sichtbar, nicht erst beim Go-live.",
      },
      {
        title: "ROI",
        text: "Bis zu 40\u00a0% geringere Kosten für Betrieb und Support als mit Teams, die nur in Deutschland arbeiten. Unser Anspruch an jeden Business Case: Jede Maßnahme hat einen nachvollziehbaren Nutzen.",
      },
    ],
  },
  venn: {
    eyebrow: "Unser Modell",
    title: "Strategische Steuerung trifft zertifizierte SAP-Umsetzung",
    intro:
      "Wir führen Ihr Vorhaben aus Sicht des Geschäfts, unsere SAP-Partner liefern die technische Umsetzung. In der Schnittmenge entsteht der Mehrwert, den keiner allein erreicht.",
    diagramLabel: "Venn-Diagramm aus zwei Kreisen",
    diagramDescription:
      "Links die strategische Steuerung durch Neutra Tech, rechts die Umsetzung durch zertifizierte SAP-Partner, in der Schnittmenge der gemeinsame Mehrwert für Ihr Unternehmen.",
    parts: {
      steering: {
        label: "Strategische Steuerung",
        short: "Neutra Tech",
        text: "Zielbild, Business Case, Programmleitung und Qualitätssicherung. Wir vertreten Ihre Interessen gegenüber allen Dienstleistern.",
      },
      shared: {
        label: "Gemeinsamer Mehrwert",
        short: "Ihr Nutzen",
        text: "Ein Vertrag, ein Ansprechpartner, planbare Kosten und Ergebnisse, die sich im Betrieb zeigen.",
      },
      delivery: {
        label: "Umsetzung durch SAP-Partner",
        short: "Zertifizierte Partner",
        text: "Implementierung, Entwicklung, SAP-Basis und Support bis hin zu 24/7 im Servicepaket Max, durch zertifizierte SAP-Partner mit eingespielten Teams.",
        link: "SAP-Partnerverzeichnis öffnen",
      },
    },
    newTab: "(öffnet in neuem Tab)",
  },
  valueModel: {
    eyebrow: "Wertmodell",
    title: "Wie Sie von unserem Liefermodell profitieren",
    cards: [
      {
        title: "Ihr wirtschaftlicher Vorteil",
        items: [
          "SAP Application Management ab {{amsMonthlyFromEur}} im Monat zzgl.\u00a0USt.",
          "24/7-Support für geschäftskritische Prozesse im Servicepaket Max",
          "Feste Monatspauschalen statt unplanbarer Einzelabrufe",
          "Nicht verbrauchte Stunden fließen in Verbesserungen an Ihrem System",
        ],
      },
      {
        title: "Unsere Absicherung für Sie",
        items: [
          "Verantwortlicher Ansprechpartner in Deutschland",
          "Reaktionszeiten und Service-Level vertraglich vereinbart",
          "Monatliches Reporting zu Tickets, Stunden und Verbesserungen",
          "Eskalationspfad bis zu unserer Geschäftsführung",
        ],
      },
    ],
  },
  solutions: {
    eyebrow: "Lösungsmodule",
    title: "Fünf Module für Ihre SAP-Landschaft",
    intro:
      "Jedes Modul ist einzeln buchbar und lässt sich mit den anderen kombinieren: Beginnen Sie dort, wo der Handlungsdruck am größten ist.",
    contactLink: "Erstgespräch anfragen",
    items: {
      ams: {
        title: "SAP Application Management (AMS)",
        text: "Betrieb, Störungsbehebung und Weiterentwicklung Ihrer SAP ECC- oder S/4HANA-Systeme mit klaren Service-Levels: von Mo.–Fr. 8–\u206018\u00a0Uhr bis zum 24/7-Support im Servicepaket Max.",
        price: "ab\u00a0{{amsMonthlyFromEur}}/Monat zzgl.\u00a0USt.",
        button: "Servicepakete ansehen",
      },
      migration: {
        title: "SAP-Migration & S/4HANA",
        text: "Von der Bestandsanalyse Ihres ECC-Systems über die Wahl zwischen Greenfield, Brownfield und selektivem Datentransfer bis zum Go-live auf S/4HANA oder RISE with SAP.",
      },
      industries: {
        title: "SAP-Branchenlösungen",
        text: "Branchenprozesse für Energieversorger, Fertigung und Handel: von IS-U und Instandhaltung (PM) bis zur Variantenfertigung, vorkonfiguriert statt neu erfunden.",
      },
      ai: {
        title: "SAP + KI & Automatisierung",
        text: "KI auf Ihren SAP-Daten: automatisierte Rechnungsprüfung, Bedarfsprognosen und Assistenten für Fachbereiche, angebunden über SAP BTP und offene Schnittstellen.",
      },
      consulting: {
        title: "SAP-Managementberatung",
        text: "Roadmap, Business Case und Lizenzstrategie für Vorstand und Geschäftsführung, inklusive Bewertung laufender SAP-Programme und Partnerauswahl.",
      },
    },
  },
  packages: {
    title: "SAP Application Management: Servicepakete",
    description:
      "Drei Pakete mit einem monatlichen Mindestkontingent an Stunden und klaren Service-Levels. Nicht verbrauchte Stunden setzen wir für Verbesserungen an Ihrem System ein.",
    caption: "Servicepakete im Vergleich",
    columns: {
      name: "Paket",
      support: "Support-Level",
      hours: "Mindeststunden",
      benefit: "Nutzen",
      price: "Preis",
    },
    rows: [
      {
        name: "Lite",
        support: "Mo.–Fr. 8–\u206018\u00a0Uhr, Reaktion auf kritische Störungen innerhalb von 4\u00a0Stunden",
        hours: "20\u00a0Std./Monat",
        benefit: "Stabiler Betrieb für kleinere SAP-Landschaften mit wenigen Modulen",
        price: "ab\u00a0{{amsMonthlyFromEur}}/Monat zzgl.\u00a0USt.",
      },
      {
        name: "Core",
        support:
          "Mo.–Fr. 7–\u206020\u00a0Uhr, Rufbereitschaft für kritische Störungen, Reaktion innerhalb von 2\u00a0Stunden",
        hours: "40\u00a0Std./Monat",
        benefit: "Betrieb und laufende Weiterentwicklung für den Mittelstand",
        price: "ab\u00a0{{amsCoreMonthlyFromEur}}/Monat zzgl.\u00a0USt.",
      },
      {
        name: "Max",
        support: "24/7-Support inklusive SAP-Basis, Reaktion auf kritische Störungen innerhalb von 30\u00a0Minuten",
        hours: "80\u00a0Std./Monat",
        benefit: "Volle Betriebsverantwortung für geschäftskritische Systeme",
        price: "ab\u00a0{{amsMaxMonthlyFromEur}}/Monat zzgl.\u00a0USt.",
      },
    ],
    /**
     * What "Mo.–Fr.", the hours and the response times in the table mean, and when Core's on-call
     * applies (docs/glossary.md; the on-call hours are for the owner to confirm, docs/decisions/0058).
     */
    hoursNote:
      "Mo.–Fr.: Montag bis Freitag, außer an bundesweiten gesetzlichen Feiertagen. Alle Uhrzeiten in deutscher Zeit (MEZ/MESZ). Reaktionszeiten zählen innerhalb der Servicezeit des Pakets: Geht im Paket Lite am Freitag um 17:30\u00a0Uhr eine kritische Störung ein, läuft die Frist am Montag ab 8\u00a0Uhr weiter. Die Rufbereitschaft im Paket Core erweitert die Servicezeit für kritische Störungen um Samstage, Sonntage und bundesweite Feiertage, jeweils 8–\u206018\u00a0Uhr.",
    /** What a price "ab" covers and what an hour beyond the minimum costs (common/config/figures.ts). */
    priceNote:
      "Preise mit „ab“ gelten für das Mindestkontingent des Pakets; der Monatspreis in Ihrem Angebot richtet sich nach Zahl und Umfang Ihrer SAP-Systeme. Stunden über dem Mindestkontingent berechnen wir mit {{amsExtraHourEur}} je Stunde zzgl.\u00a0USt.",
    featuresTitle: "In jedem Paket enthalten",
    features: [
      "Fester Ansprechpartner in Deutschland",
      "Ticketsystem mit vereinbarten Reaktionszeiten",
      "Monatliches Service-Reporting",
      "Incident- und Problem-Management nach ITIL",
      "Kleine Anpassungen aus dem Stundenkontingent",
      "Eskalationspfad bis zu unserer Geschäftsführung",
    ],
    cta: "SAP-Erstgespräch vereinbaren",
    close: "Dialog schließen",
  },
  floating: "SAP-Beratung",
};

declare module "../types" {
  interface Namespaces {
    sapSolutions: typeof sapSolutions;
  }
}

export default overlay("de", "sap-solutions", sapSolutions);
