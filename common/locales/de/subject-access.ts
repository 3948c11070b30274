import { overlay } from "../../content/overlay";

/**
 * The answer to a request for access (Art. 15 GDPR) that `npm run leads -- subject EMAIL --export
 * FILE` and the back office write: the owner sends it to the person. Placeholders in {{...}} are
 * filled by the server. It covers the website's database; `scope` says what it does not cover.
 */
const subjectAccess = {
  title: "Auskunft nach Art. 15 DSGVO",
  intro: "Sie haben uns gefragt, welche personenbezogenen Daten wir zu der E-Mail-Adresse {{email}} verarbeiten.",
  held: "In der Datenbank unserer Website speichern wir dazu mit Stand vom {{date}} Folgendes:",
  none: "In der Datenbank unserer Website speichern wir zu dieser Adresse mit Stand vom {{date}} keine Daten.",
  /** What the answer does not cover; `crm` while leads also go to the CRM (WEBHOOK_URL). */
  scope: {
    mailbox:
      "Diese Auskunft umfasst die Datenbank unserer Website. Nicht darin enthalten sind die E-Mails, mit denen unsere Website Ihre Anfragen an die zuständigen Mitarbeiterinnen und Mitarbeiter weitergeleitet hat, in deren Postfächern. Was dort zu Ihnen gespeichert ist, prüfen wir gesondert und teilen es Ihnen mit.",
    crm: "Diese Auskunft umfasst die Datenbank unserer Website. Nicht darin enthalten sind Kopien Ihrer Anfragen an anderer Stelle: die E-Mails, mit denen unsere Website sie an die zuständigen Mitarbeiterinnen und Mitarbeiter weitergeleitet hat, in deren Postfächern, und die Einträge in unserem CRM-System, an das unsere Website Anfragen übermittelt. Was dort zu Ihnen gespeichert ist, prüfen wir gesondert und teilen es Ihnen mit.",
  },
  leads: {
    title: "Ihre Anfragen über die Website",
    kinds: {
      "sap-contact": "SAP-Erstgespräch",
      contact: "Allgemeine Kontaktanfrage",
      migration: "Odoo-Migration",
    },
    receivedAt: "Eingang",
    page: "Gesendet über",
    language: "Sprache",
    languages: { de: "Deutsch", en: "Englisch" },
    status: "Bearbeitungsstand",
    statuses: { new: "neu", in_progress: "in Bearbeitung", done: "erledigt" },
    spam: "Als Spam eingestuft",
    note: "Interne Notiz",
    fields: "Ihre Angaben",
  },
  mails: {
    title: "E-Mails zu Ihren Anfragen",
    purposes: {
      lead: "Weiterleitung Ihrer Anfrage an die zuständigen Mitarbeiterinnen und Mitarbeiter",
      autoreply: "Eingangsbestätigung an Sie",
      other: "E-Mail",
    },
    states: { sent: "zugestellt", failed: "nicht zustellbar", waiting: "noch nicht versendet" },
  },
  webhooks: {
    title: "Übermittlungen an unser CRM-System",
    item: "Anfrage vom {{date}}",
  },
  audit: {
    actions: {
      lead_status: "Bearbeitungsstand geändert",
      lead_note: "Interne Notiz geändert",
      lead_not_spam: "Spam-Einstufung aufgehoben",
      lead_spam: "Als Spam eingestuft",
      delivery_retry: "Zustellung erneut angestoßen",
      other: "Bearbeitung vermerkt",
    },
    title: "Vermerke in unserem Protokoll des Backoffice-Bereichs",
  },
  closing:
    "Zwecke, Rechtsgrundlagen, Empfänger, Speicherdauer und Ihre Rechte beschreibt unsere Datenschutzerklärung: {{privacyUrl}}",
};

export default overlay("de", "subject-access", subjectAccess);
