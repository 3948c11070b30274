import { overlay } from "../../content/overlay";

/**
 * The collections' pages (docs/decisions/0069): references, insights, the team, their indexes and
 * the page a removed entry answers with. "{minutes}", "{page}", "{total}", "{name}" and "{date}" are filled in.
 */
const collections = {
  areas: { sap: "SAP", odoo: "Odoo", ai: "KI & Automatisierung", privateEquity: "Private Equity" },
  references: {
    nav: "Referenzen",
    metaTitle: "Referenzen",
    metaDescription:
      "Ausgewählte Projekte von Neutra Tech: Ausgangslage, Vorgehen und messbare Ergebnisse aus SAP, Odoo, KI und Private Equity.",
    eyebrow: "Referenzen",
    title: "Projekte und ihre Ergebnisse",
    intro:
      "Wie wir Unternehmen begleitet haben: was die Ausgangslage war, wie wir vorgegangen sind und was sich messbar verändert hat.",
    client: "Kunde",
    industry: "Branche",
    serviceAreas: "Leistungsbereiche",
    situation: "Ausgangslage",
    approach: "Vorgehen",
    results: "Ergebnisse",
    figures: "Ergebnisse in Zahlen",
    quote: "Stimme des Kunden",
    contact: "Ihr Ansprechpartner für ähnliche Projekte",
    more: "Weitere Referenzen",
  },
  insights: {
    nav: "Insights",
    metaTitle: "Insights",
    metaDescription:
      "Artikel von Neutra Tech zu SAP, Odoo, KI und IT im Private Equity: Erfahrungen aus Projekten, verständlich aufbereitet.",
    eyebrow: "Insights",
    title: "Wissen aus unseren Projekten",
    intro: "Was wir in Projekten lernen, schreiben wir auf: Fachartikel zu ERP, KI und IT im Private Equity.",
    author: "Autor",
    published: "Veröffentlicht am {date}",
    readingTime: "{minutes}\u00a0Min. Lesezeit",
    serviceAreas: "Themen",
    feedTitle: "Neutra Tech Insights",
    feedDescription: "Neue Artikel von Neutra Tech zu SAP, Odoo, KI und IT im Private Equity.",
    feedRss: "Insights als RSS-Feed",
    feedAtom: "Insights als Atom-Feed",
    more: "Weitere Insights",
  },
  team: {
    nav: "Team",
    metaTitle: "Unser Team",
    metaDescription:
      "Die Menschen hinter Neutra Tech: wer Sie berät, welche Sprachen wir sprechen und wie Sie uns erreichen.",
    eyebrow: "Team",
    title: "Die Menschen hinter Neutra Tech",
    intro: "Wer Sie berät und Ihr Projekt verantwortet: Erfahrung aus SAP, Odoo, KI und Private Equity.",
    languages: "Sprachen",
    linkedIn: "{name} auf LinkedIn",
  },
  index: {
    filters: "Filter",
    byArea: "Nach Leistungsbereich",
    byIndustry: "Nach Branche",
    all: "Alle",
    pages: "Seiten",
    previous: "Vorherige Seite",
    next: "Nächste Seite",
    pageOf: "Seite {page} von {total}",
    pageTitle: "{title}, Seite {page}",
    filteredTitle: "{title}: {filter}",
    read: "Lesen",
  },
  listing: {
    references: "Referenzen aus diesem Bereich",
    newestReferences: "Aktuelle Referenzen",
    insights: "Insights zu diesem Bereich",
    allReferences: "Alle Referenzen ansehen",
    allInsights: "Alle Insights ansehen",
  },
  gone: {
    metaTitle: "Seite nicht mehr verfügbar",
    eyebrow: "410",
    title: "Dieser Inhalt ist nicht mehr verfügbar",
    text: "Wir haben diese Seite entfernt. Vielleicht finden Sie das Gesuchte in der Übersicht.",
    back: { references: "Zu den Referenzen", insights: "Zu den Insights" },
    home: "Zur Startseite",
  },
  newTab: "(öffnet in einem neuen Tab)",
};

export default overlay("de", "collections", collections);
