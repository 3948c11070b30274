import { overlay } from "../../content/overlay";

const common = {
  skipToContent: "Zum Inhalt springen",
  /** A period in days, as the legal pages state retention (dative: „nach 30 Tagen“). */
  days_one: "{{count}}\u00a0Tag",
  days_other: "{{count}}\u00a0Tagen",
  /** Whole years of a retention period (dative: „nach 3 Jahren“), so 1.095 days read as years. */
  years_one: "einem Jahr",
  years_other: "{{count}}\u00a0Jahren",
  nav: {
    label: "Hauptnavigation",
    home: "Startseite",
    erp: "ERP-Transformation",
    sapSolutionsHint: "S/4HANA, AMS, Migration und KI für SAP",
    erpOdooMigration: "Odoo-Migration zum Festpreis",
    odooAmsHint: "Betrieb, Migration und Branchenlösungen",
    erpPartnerNote: "Umsetzung gemeinsam mit zertifizierten SAP- und Odoo-Partnern.",
    ai: "KI-Services",
    aiHint: "KI-Anwendungsfälle nach Branche",
    openMenu: "Menü öffnen",
    closeMenu: "Menü schließen",
    mobileMenuTitle: "Navigation",
  },
  language: {
    label: "Sprache",
    switchTo: "Switch to English",
    short: "EN",
  },
  footer: {
    about:
      "Beratung für SAP- und Odoo-Transformation, KI-Anwendungsfälle, Managed Application Services und IT im Private-Equity-Umfeld.",
    aiUseCases: "KI-Anwendungsfälle",
    quickLinks: "Schnellzugriff",
    services: "Leistungen",
    company: "Unternehmen",
    home: "Startseite",
    visionValues: "Vision & Werte",
    cookiePolicy: "Cookie-Richtlinie",
    imprint: "Impressum",
    privacy: "Datenschutz",
    whyUs: "Warum Neutra Tech",
    contact: "Kontakt",
    servicesOverview: "Leistungsübersicht",
    digitalTransformation: "Digitale Transformation",
    contactHeading: "Kontakt",
    copyright: "© {{year}} Neutra Tech. Alle Rechte vorbehalten.",
  },
  scrollToTop: "Nach oben scrollen",
  contactCard: {
    title: "Direkter Kontakt",
    emailLabel: "E-Mail",
    phoneLabel: "Telefon",
    phoneValue: "Auf Anfrage",
    phoneNote: "Ihr Berater ruft Sie zu einem vereinbarten Termin an.",
    copyEmail: "E-Mail-Adresse kopieren",
    copied: "E-Mail-Adresse kopiert",
    copiedDescription: "{{email}} liegt jetzt in Ihrer Zwischenablage.",
    copyFailed: "Kopieren nicht möglich",
    copyFailedDescription: "Bitte markieren Sie die Adresse {{email}} und kopieren Sie sie von Hand.",
  },
  /**
   * Who the offers are for, and that prices are net: one text, in the footer of every page and once
   * on every page that shows a price (NetPricesNote).
   */
  netPrices:
    "Unsere Angebote richten sich ausschließlich an Unternehmen (§\u00a014\u00a0BGB). Alle Preise verstehen sich netto zuzüglich der gesetzlichen Umsatzsteuer.",
  /** Where the saving of "bis zu 40 %" comes from: shown wherever the saving is claimed. */
  deliveryTeams: {
    title: "Wo unsere Umsetzungsteams arbeiten",
    /**
     * What "bis zu 40 %" compares: the one place for its basis (its source and date are for the
     * owner to add, docs/decisions/0058).
     */
    savingBasis:
      "Die Ersparnis von bis zu 40\u00a0% bezieht sich auf die Tagessätze vergleichbarer Rollen in Teams, die nur in Deutschland arbeiten. Wie viel davon in Ihrem Projekt ankommt, hängt vom Anteil der Umsetzung an Ihrem Auftrag ab.",
    text: "Die Teams unserer SAP- und Odoo-Partner arbeiten in Polen und Tschechien, in derselben Zeitzone wie Deutschland (MEZ/MESZ). Mit Ihnen sprechen wir Deutsch oder Englisch, in den Teams ist Englisch die Arbeitssprache. Bei Managed Services mit Zugriff auf Ihre Systeme verlassen Ihre Daten die EU nicht: Die Teams greifen nur aus der EU zu, auf Grundlage Ihres Vertrags zur Auftragsverarbeitung mit uns, in dem unsere Partner als Unterauftragsverarbeiter benannt sind.",
  },
  notFound: {
    metaTitle: "Seite nicht gefunden",
    title: "Seite nicht gefunden",
    text: "Die aufgerufene Seite gibt es auf unserer Website nicht. Möglicherweise wurde sie verschoben, oder die Adresse enthält einen Tippfehler.",
    home: "Zur Startseite",
  },
  sampleData: {
    title: "Musterdaten",
    text: "Diese Seite zeigt noch Musterangaben zum Unternehmen, etwa Anschrift, Geschäftsführung, Registernummer und Dienstleister. Vor der Veröffentlichung der Website werden sie durch die echten Angaben ersetzt.",
  },
  cta: {
    title: "Sprechen wir über Ihr Vorhaben",
    text: "Das Erstgespräch ist kostenlos und unverbindlich. Sie erfahren, was realistisch ist, und erhalten einen klaren nächsten Schritt.",
    button: "Kontakt aufnehmen",
  },
};

declare module "../types" {
  interface Namespaces {
    common: typeof common;
  }
}

export default overlay("de", "common", common);
