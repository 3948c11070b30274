import { overlay } from "../../content/overlay";

/**
 * The answer to a request for access (Art. 15 GDPR) that `npm run leads -- subject EMAIL --export
 * FILE` writes: the owner sends it to the person. Placeholders in {{...}} are filled by the server.
 */
const subjectAccess = {
  title: "Auskunft nach Art. 15 DSGVO",
  intro:
    "Sie haben uns gefragt, welche personenbezogenen Daten wir zu der E-Mail-Adresse {{email}} verarbeiten. Stand {{date}} speichern wir dazu Folgendes.",
  none: "Zu dieser Adresse speichern wir keine Daten.",
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
      lead: "Weiterleitung Ihrer Anfrage an unsere Mitarbeiter",
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
      lead_not_spam: "Als kein Spam eingestuft",
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
