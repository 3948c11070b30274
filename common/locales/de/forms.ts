import { overlay } from "../../content/overlay";

const forms = {
  /** Each form's name, in the back office and (after "Neue") in the lead mail's subject. */
  names: { "sap-contact": "SAP-Anfrage", contact: "Kontaktanfrage", migration: "Odoo-Migrationsanfrage" },
  requiredMark: "Pflichtfeld",
  selectPlaceholder: "Bitte auswählen",
  optional: "optional",
  honeypot: "Bitte dieses Feld leer lassen",
  privacyNote:
    "Wir verwenden Ihre Angaben ausschließlich zur Bearbeitung Ihrer Anfrage. Einzelheiten finden Sie in unserer <policy>Datenschutzerklärung</policy>.",
  fields: {
    name: "Name",
    company: "Unternehmen",
    email: "E-Mail",
    phone: "Telefon",
    message: "Nachricht",
    interest: "Interesse",
    sapSystem: "Aktuelles SAP-System",
    timeframe: "Gewünschter Zeitpunkt",
    serviceInterest: "Gewünschte Leistung",
    companySize: "Unternehmensgröße",
    currentVersion: "Aktuelle Odoo-Version",
    edition: "Edition",
    activeUsers: "Aktive Benutzer",
    modules: "Eingesetzte Module",
    customizations: "Umfang der Eigenentwicklungen",
    datevIntegration: "DATEV-Anbindung",
    painPoints: "Größte Schwachstellen heute",
    expectations: "Erwartungen an die Migration",
    countryCode: "Ländervorwahl",
  },
  placeholders: {
    name: "Vor- und Nachname",
    company: "Name Ihres Unternehmens",
    email: "name@unternehmen.de",
    phone: "030 1234567",
    message: "Worum geht es? Ausgangslage, Ziele, Zeitrahmen",
    modules: "z.\u00a0B. Verkauf, Lager, Buchhaltung, Fertigung",
    painPoints: "Was bremst Sie im Alltag mit der aktuellen Version?",
    expectations: "Was soll nach der Migration besser sein?",
  },
  options: {
    interest: {
      ams: "SAP Betrieb & AMS",
      migration: "SAP Migration & S/4HANA",
      branche: "SAP Branchenlösungen",
      ki: "SAP + KI & Automation",
      beratung: "SAP Managementberatung",
      allgemein: "Allgemeine Beratung",
    },
    sapSystem: {
      ecc: "SAP ECC",
      s4hana: "SAP S/4HANA",
      rise: "SAP RISE",
      hybrid: "Hybrid-Landschaft",
      kein: "Kein SAP-System",
      andere: "Andere",
    },
    sapTimeframe: {
      sofort: "So schnell wie möglich",
      woche: "Diese Woche",
      monat: "Diesen Monat",
      quartal: "Dieses Quartal",
      flexibel: "Flexibel",
    },
    serviceInterest: {
      "digital-strategy": "Digitalstrategie",
      "erp-selection": "ERP-Auswahl",
      "erp-implementation": "ERP-Einführung",
      "system-migration": "Systemmigration",
      ams: "Managed Application Services (AMS)",
      "process-optimization": "Prozessoptimierung",
      "general-consulting": "Allgemeine Beratung",
    },
    companySize: {
      startup: "Start-up",
      small: "1–49 Mitarbeitende",
      medium: "50–249 Mitarbeitende",
      large: "250–999 Mitarbeitende",
      enterprise: "1.000 und mehr Mitarbeitende",
    },
    contactTimeframe: {
      asap: "So schnell wie möglich",
      thisWeek: "Diese Woche",
      thisMonth: "Diesen Monat",
      thisQuarter: "Dieses Quartal",
      flexible: "Flexibel",
    },
    odooVersion: {
      v7: "Odoo 7.0",
      v8: "Odoo 8.0",
      v9: "Odoo 9.0",
      v10: "Odoo 10.0",
      v11: "Odoo 11.0",
      v12: "Odoo 12.0",
      v13: "Odoo 13.0",
      v14: "Odoo 14.0",
      v15: "Odoo 15.0",
      v16: "Odoo 16.0",
    },
    edition: { community: "Community", enterprise: "Enterprise", unsure: "Nicht bekannt" },
    activeUsers: {
      "1-5": "1 bis 5",
      "6-15": "6 bis 15",
      "16-30": "16 bis 30",
      "31-50": "31 bis 50",
      "50+": "Mehr als 50",
    },
    customizations: {
      none: "Keine",
      minor: "Wenige kleine Anpassungen",
      moderate: "Einige eigene Module",
      extensive: "Umfangreiche Eigenentwicklungen",
      unsure: "Nicht bekannt",
    },
    datevIntegration: {
      yes: "Ja, vorhanden",
      no: "Nein",
      planned: "Geplant",
      unsure: "Nicht bekannt",
    },
    migrationTimeframe: {
      asap: "So schnell wie möglich",
      "q3-2025": "3. Quartal 2025",
      "q4-2025": "4. Quartal 2025",
      "q1-2026": "1. Quartal 2026",
      "q2-2026": "2. Quartal 2026",
      "q3-2026": "3. Quartal 2026",
      "q4-2026": "4. Quartal 2026",
      "2027": "2027",
      flexible: "Flexibel",
    },
  },
  sap: {
    title: "Kontaktformular",
    submit: "Jetzt SAP-Erstgespräch sichern",
  },
  general: {
    title: "Ihre Anfrage",
    submit: "Anfrage senden",
  },
  migration: {
    title: "Festpreis-Migration anfragen",
    intro:
      "Beschreiben Sie Ihr System. Wir melden uns innerhalb eines Arbeitstags mit einem Terminvorschlag für das kostenlose Code-Audit.",
    submit: "Kostenloses Code-Audit anfragen",
    systemGroup: "Ihr Odoo-System",
    projectGroup: "Ihr Vorhaben",
    contactGroup: "Ihre Kontaktdaten",
  },
  contact: {
    sending: "Wird gesendet...",
    success: {
      title: "Vielen Dank für Ihre Nachricht!",
      description: "Wir haben Ihre Anfrage erhalten und werden uns bald bei Ihnen melden.",
    },
    error: {
      title: "Fehler",
      description: "Es gab einen Fehler beim Senden Ihrer Nachricht. Bitte versuchen Sie es erneut.",
    },
    rateLimited_one:
      "Sie haben in kurzer Zeit viele Anfragen gesendet. Bitte versuchen Sie es in einer Minute erneut oder schreiben Sie uns eine E-Mail.",
    rateLimited_other:
      "Sie haben in kurzer Zeit viele Anfragen gesendet. Bitte versuchen Sie es in {{count}}\u00a0Minuten erneut oder schreiben Sie uns eine E-Mail.",
    fieldsRejected: "Bitte prüfen Sie die markierten Felder.",
  },
  /** Announced politely once the form's proof-of-work is solved in the background (nothing to do). */
  pow: {
    ready: "Der Spam-Schutz ist bereit. Sie können das Formular jetzt senden.",
    unavailable: "Der Spam-Schutz ist in diesem Browser nicht verfügbar. Ihre Anfrage wird trotzdem gesendet.",
    /** The same, while the server stores such a send for review (POW_REQUIRED): shown, not only announced. */
    unavailableRequired:
      "Der Spam-Schutz ist in diesem Browser nicht verfügbar. Senden Sie das Formular trotzdem, sehen wir Ihre Anfrage zuerst von Hand durch, und die Antwortzeit des Formulars gilt für sie nicht. Eilt es, schreiben Sie uns bitte an {{email}}.",
  },
  neutraContact: {
    validation: {
      nameRequired: "Bitte geben Sie Ihren Namen an.",
      companyRequired: "Bitte geben Sie Ihr Unternehmen an.",
      emailRequired: "Bitte geben Sie Ihre E-Mail-Adresse an.",
      emailInvalid: "Bitte geben Sie eine gültige E-Mail-Adresse an, z.\u00a0B. name@unternehmen.de.",
      serviceRequired: "Bitte wählen Sie eine Leistung aus.",
      interestRequired: "Bitte wählen Sie Ihr Interesse aus.",
      phoneRequired: "Bitte geben Sie Ihre Telefonnummer an.",
      phoneInvalid: "Bitte verwenden Sie nur Ziffern, Leerzeichen und + ( ) - /.",
      required: "Bitte füllen Sie dieses Feld aus.",
      tooLong: "Dieser Eintrag ist zu lang.",
      invalidCharacters: "Dieser Eintrag enthält unzulässige Zeichen.",
      invalidOption: "Bitte wählen Sie einen der angebotenen Einträge.",
    },
  },
};

declare module "../types" {
  interface Namespaces {
    forms: typeof forms;
  }
}

export default overlay("de", "forms", forms);
