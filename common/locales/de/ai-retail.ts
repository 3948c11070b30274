import { overlay } from "../../content/overlay";

const aiRetail = {
  meta: {
    title: "KI-Anwendungsfälle für den Handel",
    description:
      "KI im Handel: Nachfrageprognosen, Preisgestaltung, Sortiment, Kundenservice und Retouren, verbunden mit Kasse, ERP und Onlineshop.",
  },
  /** Its link in the header menu (the route table's `menu`). */
  nav: "Handel",
  hero: {
    eyebrow: "KI-Services · Handel",
    title: "KI für einen Handel, der Nachfrage versteht",
    intro:
      "Genauere Prognosen pro Filiale, schnellere Antworten im Kundenservice, weniger Abschriften und Retouren: Wir bringen KI dorthin, wo Ihre Daten bereits liegen, in Kassensysteme, ERP und Onlineshop.",
    bookDemo: "Demo buchen",
    toCases: "Anwendungsfälle ansehen",
  },
  cases: {
    title: "Fünf Anwendungsfälle aus dem Handel",
    intro:
      "Von der Filialdisposition bis zur Retoure: Wählen Sie einen Anwendungsfall, um Ausgangslage, Lösung und Nutzen im Detail zu sehen.",
  },
  integrations: {
    title: "Passt in Ihre Systemlandschaft",
    intro:
      "Die KI setzt auf Kasse, Warenwirtschaft und Onlineshop auf, die Sie heute betreiben. Ergebnisse wie Bestellvorschläge, Preise und Antworten landen direkt in diesen Systemen.",
    items: {
      pos: {
        title: "Kassensysteme",
        text: "Bondaten und Abverkäufe je Filiale und Artikel, laufend oder als Tagesabschluss.",
      },
      erp: {
        title: "ERP und Warenwirtschaft",
        text: "SAP S/4HANA, SAP Retail, Odoo und andere Warenwirtschaftssysteme für Bestände, Bestellungen und Preise.",
      },
      commerce: {
        title: "Onlineshop und Marktplätze",
        text: "Shopware, Shopify, Salesforce Commerce Cloud oder SAP Commerce sowie Anbindungen an Marktplätze.",
      },
      service: {
        title: "CRM und Kundenservice",
        text: "Ticketsysteme, Chat und CRM wie Zendesk, Freshdesk oder Salesforce Service Cloud.",
      },
    },
  },
};

declare module "../types" {
  interface Namespaces {
    aiRetail: typeof aiRetail;
  }
}

export default overlay("de", "ai-retail", aiRetail);
