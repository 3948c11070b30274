import { overlay } from "../../content/overlay";

const services = {
  meta: {
    title: "Leistungen: Strategie, ERP- und KI-Umsetzung, Betrieb",
    description:
      "Von der Strategie über die Einführung von SAP, Odoo und KI bis zum Betrieb: unsere Leistungen für Energie, Industrie und Mittelstand im Überblick.",
  },
  hero: {
    eyebrow: "Leistungen",
    title: "Von der Strategie bis zum stabilen Betrieb",
    intro:
      "Wir begleiten Ihre Transformation durchgängig: Wir klären Ziele und Architektur, setzen ERP- und KI-Lösungen um und betreiben und verbessern Ihre Systeme danach, mit einem verantwortlichen Ansprechpartner über alle Phasen.",
  },
  areas: {
    eyebrow: "Leistungsbereiche",
    title: "Drei Bereiche, ein durchgängiger Weg",
    intro:
      "Sie können jeden Bereich einzeln beauftragen. Ihren vollen Wert entfalten sie zusammen, weil Strategie, Umsetzung und Betrieb dieselben Ziele verfolgen.",
    show_one: "{{count}}\u00a0Leistung anzeigen",
    show_other: "{{count}}\u00a0Leistungen anzeigen",
    hide: "Leistungen ausblenden",
    items: [
      {
        title: "Strategie & Transformation",
        intro:
          "Wir klären, wohin sich Ihre IT entwickeln soll, und machen daraus einen umsetzbaren Plan mit Budget, Zeitplan und klaren Verantwortlichkeiten.",
        services: [
          {
            code: "1.1",
            title: "Digitalstrategie & IT-Roadmap",
            description:
              "Bestandsaufnahme Ihrer Systemlandschaft, Zielbild und eine priorisierte Roadmap für die nächsten drei bis fünf Jahre, abgestimmt mit der Geschäftsführung.",
          },
          {
            code: "1.2",
            title: "ERP-Auswahl & Business Case",
            description:
              "Anforderungsanalyse, herstellerneutraler Vergleich von SAP, Odoo und Alternativen (wir nehmen keine Provisionen von Softwareherstellern; fällt die Wahl auf ein System, das wir nicht selbst einführen, begleiten wir Auswahl und Ausschreibung) sowie ein belastbarer Business Case als Entscheidungsgrundlage.",
          },
          {
            code: "1.3",
            title: "Transformations- & Change-Management",
            description:
              "Programmsteuerung, Kommunikation und Schulungskonzepte, damit Ihre Mitarbeitenden neue Prozesse annehmen und im Alltag anwenden.",
          },
        ],
      },
      {
        title: "ERP- & KI-Implementierung",
        intro:
          "Wir führen SAP und Odoo ein, migrieren bestehende Systeme und verbinden sie mit KI-Anwendungen, die Ihren Teams spürbar Arbeit abnehmen.",
        services: [
          {
            code: "2.1",
            title: "SAP S/4HANA: Einführung & Migration",
            description:
              "Greenfield, Brownfield oder selektiver Datentransfer: Wir wählen mit Ihnen den passenden Weg und führen das Projekt gemeinsam mit zertifizierten SAP-Partnern bis zum Go-live.",
          },
          {
            code: "2.2",
            title: "Odoo: Einführung & Migration",
            description:
              "Odoo für den Mittelstand inklusive DATEV-Anbindung sowie Migrationen von Odoo 7.0 bis 16.0 auf Odoo 17 zum Festpreis von {{odooMigrationFixedPriceEur}} zzgl.\u00a0USt. für Standardmodule und Daten; Eigenentwicklungen und Module von Drittanbietern bieten wir nach dem kostenlosen Code-Audit gesondert an.",
          },
          {
            code: "2.3",
            title: "KI-Integration & Automatisierung",
            description:
              "KI-Anwendungsfälle von der Dokumentenverarbeitung bis zur Bedarfsprognose, angebunden an Ihre ERP-Daten und mit einem Ergebnis, das sich in Ihren Kennzahlen zeigt.",
          },
        ],
      },
      {
        title: "Betrieb & Optimierung",
        intro:
          "Nach dem Go-live bleiben wir an Ihrer Seite: Wir betreiben Ihre Systeme, beheben Störungen und verbessern Ihre Prozesse Schritt für Schritt.",
        services: [
          {
            code: "3.1",
            title: "Managed Application Services (AMS)",
            description:
              "Betrieb und Support Ihrer SAP-Systeme ab {{amsMonthlyFromEur}} im Monat zzgl.\u00a0USt., bis hin zu 24/7-Support im Servicepaket Max, und Ihrer Odoo-Systeme ab {{odooAmsMonthlyFromEur}} im Monat zzgl.\u00a0USt., jeweils mit vertraglich vereinbarten Service-Levels.",
          },
          {
            code: "3.2",
            title: "Prozessoptimierung",
            description:
              "Analyse von Durchlaufzeiten und Medienbrüchen, Automatisierung wiederkehrender Aufgaben und Kennzahlen, die Verbesserungen sichtbar machen.",
          },
          {
            code: "3.3",
            title: "Datenqualität & Reporting",
            description:
              "Bereinigte Stammdaten, klare Berechtigungskonzepte und Berichte, auf die sich Geschäftsführung und Controlling verlassen können.",
          },
        ],
      },
    ],
  },
  industry: {
    eyebrow: "Branchenfokus",
    title: "Bewährtes Vorgehen für {{industries}}",
    industries: "Energieversorger, Industrie und Mittelstand",
    intro:
      "Wir kennen die Prozesse Ihrer Branche, von der Instandhaltung über die Fertigungsplanung bis zur Abrechnung, und setzen dort an, wo der Hebel am größten ist.",
    bullets: [
      {
        title: "ERP-Analyse und Systemauswahl",
        text: "Herstellerneutral, ohne Provisionen von Softwareherstellern, und auf Basis Ihrer Prozesse statt der Produktbroschüren.",
      },
      {
        title: "Maßgeschneiderte KI-Integration",
        text: "KI dort, wo Ihre Daten sie tragen, mit einem Nutzen, den Sie beziffern können.",
      },
      {
        title: "Change-Management",
        text: "Mitarbeitende früh einbinden, gezielt schulen und sicher durch die Umstellung führen.",
      },
      {
        title: "Kontinuierliche Optimierung und Support",
        text: "Betrieb, Weiterentwicklung und Verbesserung aus einer Hand, auch Jahre nach dem Go-live.",
      },
    ],
  },
  cycle: {
    eyebrow: "Vorgehen",
    title: "Der Strategiezyklus in vier Phasen",
    intro:
      "Transformation endet nicht mit dem Go-live. Die Kennzahlen aus dem Betrieb fließen in die nächste Analyse ein. So wird Ihr System mit jedem Durchlauf besser.",
    center: "Strategiezyklus",
    diagramLabel:
      "Kreisdiagramm: Analyse & Strategie, Planung & Design, Implementierung sowie Betrieb & Optimierung folgen im Uhrzeigersinn aufeinander und führen zurück zur Analyse.",
    phases: [
      {
        title: "Analyse & Strategie",
        text: "Ist-Aufnahme von Prozessen und Systemen, Zielbild und Business Case.",
      },
      {
        title: "Planung & Design",
        text: "Architektur, Prozessdesign, Roadmap, Budget und Partnerauswahl.",
      },
      {
        title: "Implementierung",
        text: "Umsetzung in Etappen, Tests, Datenmigration, Schulung und Go-live.",
      },
      {
        title: "Betrieb & Optimierung",
        text: "Stabiler Betrieb, Kennzahlen und laufende Verbesserungen.",
      },
    ],
  },
  faq: {
    eyebrow: "Liefermodell",
    title: "Häufige Fragen zu unserem Liefermodell",
    intro:
      "Beratung in Deutschland, Umsetzung durch eingespielte Partnerteams: So arbeiten wir, und so behalten Sie die Kontrolle.",
    items: [
      {
        question: "Wie sieht Ihr Liefermodell aus (Onshore und Nearshore)?",
        intro:
          "Wir kombinieren Beratung und Projektleitung in Deutschland mit Nearshore-Umsetzungsteams zertifizierter SAP- und Odoo-Partner in der EU.",
        point: "Beratung, Projektleitung und Fachkonzept vor Ort in Deutschland (Onshore)",
      },
      {
        question: "Wie stimmen sich die beteiligten Teams ab?",
        intro:
          "Sie haben einen verantwortlichen Ansprechpartner bei uns, der alle Beteiligten steuert, auch die Teams unserer Partner.",
        point: "Ein wöchentlicher Statustermin und ein gemeinsames Ticket- und Aufgabenboard für alle Beteiligten",
      },
      {
        question: "Was passiert, wenn es Probleme gibt (Eskalation)?",
        intro: "Die Eskalationswege vereinbaren wir vor Projektbeginn, nicht erst im Ernstfall.",
        point: "Ein dreistufiger Eskalationspfad: Teamleitung, Ihr Ansprechpartner bei uns, unsere Geschäftsführung",
      },
      {
        question: "Welche Vorteile hat dieses Modell für Sie?",
        intro:
          "Sie erhalten Beratungsqualität aus Deutschland zu Kosten, die bis zu 40\u00a0% unter denen von Teams liegen, die nur in Deutschland arbeiten.",
        point: "Ein Vertrag und ein Ansprechpartner für Beratung, Umsetzung und Betrieb",
      },
      {
        question: "Wie sichern Sie die Qualität?",
        intro: "Jede Lieferung durchläuft festgelegte Prüfschritte, bevor sie Ihr Produktivsystem erreicht.",
        point:
          "Vier-Augen-Prinzip bei Entwicklungen, Tests in einem separaten Qualitätssicherungssystem und Abnahme durch Ihre Fachbereiche",
      },
    ],
  },
};

declare module "../types" {
  interface Namespaces {
    services: typeof services;
  }
}

export default overlay("de", "services", services);
