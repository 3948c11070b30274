import { overlay } from "../../content/overlay";

const odooAms = {
  meta: {
    title: "Odoo Application Management, Migration und Branchenlösungen",
    description:
      "Odoo-Betrieb mit festen Ansprechpartnern, Migration zum Festpreis und Branchenlösungen: Odoo-Services für den Mittelstand, beraten in Deutschland.",
  },
  /** Its link in the header menu (the route table's `menu`). */
  nav: "Odoo-Services",
  hero: {
    eyebrow: "Odoo-Services",
    title: "Odoo, das zuverlässig läuft und mit Ihnen wächst",
    intro:
      "Wir betreuen Ihr Odoo im laufenden Betrieb, heben ältere Versionen zum Festpreis auf Odoo 17 und passen Branchenlösungen an Ihre Prozesse an.",
    description:
      "Die Beratung erfolgt vor Ort in Deutschland, die technische Umsetzung durch unser eingespieltes Partnerteam. So erhalten Sie die Verbindlichkeit eines Ansprechpartners in Deutschland zu Kosten, die zum Mittelstand passen.",
    cta: "Kostenloses Erstgespräch vereinbaren",
  },
  services: {
    eyebrow: "Leistungen",
    title: "Drei Wege zu einem Odoo, das Ihr Geschäft trägt",
    learnMore: "Mehr erfahren",
    showLess: "Weniger anzeigen",
    items: {
      migration: {
        title: "Odoo-Migration",
        price: "Festpreis {{odooMigrationFixedPriceEur}} zzgl.\u00a0USt.",
        description:
          "Von jeder Version ab 7.0 auf Odoo 17: Standardmodule und Daten, Go-live-Vorbereitung, ein eintägiger Business-Workshop und Hypercare, live 3 bis 4\u00a0Wochen nach Freigabe des Upgrade-Plans. Das Code-Audit vorab ist kostenlos; Eigenentwicklungen und Module von Drittanbietern bieten wir gesondert an.",
      },
      ams: {
        title: "Odoo Application Management",
        price: "ab {{odooAmsMonthlyFromEur}}/Monat zzgl.\u00a0USt.",
        description:
          "Betrieb, Updates, Fehlerbehebung und Weiterentwicklung Ihres Odoo mit vertraglich vereinbarten Reaktionszeiten und einem Stundenkontingent, das Sie für Support oder Verbesserungen nutzen.",
        details: [
          "Monitoring, Backups und Sicherheitsupdates",
          "Support per Ticket, E-Mail und Telefon mit vereinbarten Reaktionszeiten",
          "Anpassungen und neue Module aus dem Stundenkontingent",
          "Monatliches Reporting über Tickets und Aufwände",
        ],
      },
      industry: {
        title: "Odoo-Branchenlösungen",
        price: "Festpreisangebot nach dem Workshop",
        description:
          "Vorkonfigurierte Odoo-Lösungen für Handel, Fertigung und Dienstleistung, angepasst an Ihre Abläufe, statt von Grund auf neu entwickelt.",
        details: [
          "Großhandel und E-Commerce mit Lager- und Versandlogik",
          "Fertigung mit Stücklisten, Arbeitsplänen und Qualitätsprüfung",
          "Dienstleister mit Projektabrechnung und Zeiterfassung",
          "DATEV-Anbindung für die Finanzbuchhaltung",
        ],
      },
    },
  },
  why: {
    eyebrow: "Warum Neutra Tech",
    title: "Fünf Gründe, Ihr Odoo in unsere Hände zu geben",
    points: [
      {
        title: "Senior-Berater mit Big-4-Erfahrung",
        text: "Unsere Projekte leiten Senior-Berater, darunter Berater mit Big-4-Erfahrung, jeweils mit einem kleinen, eingespielten Team.",
      },
      {
        title: "Agil und pragmatisch",
        text: "Kurze Iterationen, sichtbare Zwischenergebnisse alle zwei Wochen und Entscheidungen ohne lange Abstimmungsschleifen.",
      },
      {
        title: "Ein Vertrag für alles",
        text: "Beratung, Entwicklung, Migration und Betrieb beauftragen Sie mit einem Vertrag bei uns, und Ihr Ansprechpartner steuert unser Partnerteam. Sie müssen keine Dienstleister untereinander abstimmen.",
      },
      {
        title: "Ein fester Ansprechpartner",
        text: "Ein deutschsprachiger Berater kennt Ihr System und Ihre Prozesse und bleibt auch nach dem Projekt für Sie erreichbar.",
      },
      {
        title: "Start mit einem Workshop",
        text: "Ein eintägiger Business-Workshop bei Ihnen vor Ort klärt Prozesse, Prioritäten und Aufwand, bevor Sie sich festlegen.",
      },
    ],
  },
  closing: {
    title: "Wo steht Ihr Odoo heute?",
    text: "In einem kostenlosen Erstgespräch klären wir, ob Betrieb, Migration oder eine Branchenlösung der richtige nächste Schritt ist, mit klaren Aussagen zu Aufwand und Kosten.",
    button: "Kontakt aufnehmen",
  },
  floating: "Kostenlose ERP-Beratung",
};

declare module "../types" {
  interface Namespaces {
    odooAms: typeof odooAms;
  }
}

export default overlay("de", "odoo-ams", odooAms);
