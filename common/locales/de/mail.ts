import { overlay } from "../../content/overlay";

/**
 * The server's mails. The lead mail goes to the site owner, who reads leads in German (it uses this
 * file whatever the visitor's language); the confirmation goes to the visitor in their language
 * and never repeats anything the visitor typed. The back office's one-time links go to its users in
 * the language they chose.
 */
const mail = {
  lead: {
    subject: {
      "sap-contact": "Neue SAP-Anfrage",
      contact: "Neue Kontaktanfrage",
      migration: "Neue Odoo-Migrationsanfrage",
    },
    /** After the subject in the mail's heading. */
    viaWebsite: "über die Website",
    sentFrom: "Gesendet von",
    language: "Sprache",
    languages: { de: "Deutsch", en: "Englisch" },
    receivedAt: "Eingang",
    leadId: "Lead-ID",
    replyHint: "Antworten Sie direkt auf diese E-Mail, um dem Absender zu schreiben.",
    /** A lead without a valid proof-of-work solution: marked in the subject and the body. */
    unverified: {
      mark: "[Ungeprüft]",
      note: "Ungeprüft: Diese Anfrage kam ohne gültige Lösung der Rechenaufgabe, mit der das Formular Spam abwehrt (etwa weil JavaScript im Browser ausgeschaltet war). Sie kann von einem Menschen stammen; prüfen Sie sie, bevor Sie antworten.",
    },
  },
  /**
   * The visitor's confirmation, the company's first business mail to them. After `thanks` comes
   * the form's own promise (thank-you.ts `text`); the signature and `company` are filled from the
   * company facts, and `company` carries what § 35a GmbHG requires on business mail.
   */
  autoreply: {
    subject: "Ihre Anfrage bei Neutra Tech",
    greeting: "Guten Tag,",
    thanks: "vielen Dank, dass Sie uns über unsere Website geschrieben haben.",
    closing: "Mit freundlichen Grüßen",
    automatic:
      "Diese Nachricht wurde automatisch versendet. Falls Sie keine Anfrage gestellt haben, können Sie sie ignorieren.",
    company:
      "{{company}} · {{street}} · {{postalCity}} · {{country}}\nSitz der Gesellschaft: {{seat}} · Registergericht: {{registerCourt}}, {{registerNumber}}\nGeschäftsführung: {{managingDirectors}}",
  },
  /** A back-office link: the invitation (sign-up, 24 hours) or a sign-in link (15 minutes). */
  adminLink: {
    signup: {
      subject: "Ihre Einladung in den Backoffice-Bereich von Neutra Tech",
      intro:
        "Sie wurden in den Backoffice-Bereich der Website von Neutra Tech eingeladen. Über den folgenden Link richten Sie Ihren Passkey ein:",
      validity: "Der Link ist 24\u00a0Stunden gültig und lässt sich einmal verwenden.",
    },
    signin: {
      subject: "Ihr Anmeldelink für den Backoffice-Bereich von Neutra Tech",
      intro: "Mit dem folgenden Link melden Sie sich im Backoffice-Bereich der Website von Neutra Tech an:",
      validity: "Der Link ist 15\u00a0Minuten gültig und lässt sich einmal verwenden.",
    },
    action: "Link öffnen",
    ignore:
      "Haben Sie diese E-Mail nicht angefordert, können Sie sie ignorieren; ohne den Link meldet sich niemand an.",
  },
  /** To a back-office user when a passkey was added to or removed from their account. */
  adminPasskey: {
    added: {
      subject: "Neuer Passkey für Ihren Backoffice-Zugang bei Neutra Tech",
      intro:
        "Zu Ihrem Zugang zum Backoffice-Bereich der Website von Neutra Tech wurde der Passkey „{{name}}“ hinzugefügt.",
    },
    removed: {
      subject: "Passkey aus Ihrem Backoffice-Zugang bei Neutra Tech entfernt",
      intro:
        "Aus Ihrem Zugang zum Backoffice-Bereich der Website von Neutra Tech wurde der Passkey „{{name}}“ entfernt.",
    },
    at: "Zeitpunkt",
    ifYou: "Waren Sie das, ist nichts weiter zu tun.",
    ifNotYou:
      "Waren Sie es nicht, melden Sie sich an, entfernen Sie unter „Konto“ jeden Passkey, den Sie nicht kennen, beenden Sie die Sitzungen, die Sie nicht kennen, und sagen Sie dem Betreiber der Website Bescheid.",
  },
};

export default overlay("de", "mail", mail);
