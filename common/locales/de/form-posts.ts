import { overlay } from "../../content/overlay";

/**
 * The server's answers to a lead form sent without script (JavaScript off, or its script not
 * loaded yet); the thank-you page after success is a prerendered page (thank-you.ts). "{email}"
 * becomes the contact address as a link, "{count}" the minutes to wait (`_one`/`_other` as i18next names plural forms).
 */
const formPosts = {
  invalid: {
    title: "Bitte prüfen Sie Ihre Angaben",
    intro: "Ihre Anfrage ist noch nicht gesendet. Diese Felder brauchen eine Korrektur:",
    back: "Gehen Sie in Ihrem Browser eine Seite zurück: Ihre Eingaben stehen dann noch im Formular, und Sie können sie korrigieren und erneut senden.",
    link: "Zurück zum Formular",
  },
  rateLimited: {
    title: "Zu viele Anfragen in kurzer Zeit",
    text: "Von Ihrem Anschluss kamen in kurzer Zeit viele Anfragen. Ihre Angaben haben wir deshalb nicht gespeichert.",
    retry_one:
      "Gehen Sie in Ihrem Browser eine Seite zurück: Ihre Eingaben stehen dann noch im Formular. Senden Sie es in einer Minute erneut, oder schreiben Sie uns an {email}.",
    retry_other:
      "Gehen Sie in Ihrem Browser eine Seite zurück: Ihre Eingaben stehen dann noch im Formular. Senden Sie es in {count}\u00a0Minuten erneut, oder schreiben Sie uns an {email}.",
  },
  unavailable: {
    title: "Ihre Anfrage konnte gerade nicht gespeichert werden",
    paragraphs: [
      "Bei uns ist ein technisches Problem aufgetreten. Ihre Angaben haben wir nicht gespeichert.",
      "Gehen Sie in Ihrem Browser eine Seite zurück: Ihre Eingaben stehen dann noch im Formular. Senden Sie es in einigen Minuten erneut, oder schreiben Sie uns an {email}.",
    ],
  },
  tooLarge: {
    title: "Ihre Angaben sind zu umfangreich",
    paragraphs: [
      "Das Formular hat mehr Text übertragen, als wir auf einmal annehmen. Ihre Angaben haben wir deshalb nicht gespeichert.",
      "Gehen Sie in Ihrem Browser eine Seite zurück, kürzen Sie Ihre Nachricht und senden Sie das Formular erneut. Längere Unterlagen senden Sie uns am besten per E-Mail an {email}.",
    ],
  },
  refused: {
    title: "Ihre Anfrage wurde nicht angenommen",
    paragraphs: [
      "Das Formular wurde nicht von unserer Website aus gesendet. Zu Ihrem Schutz nehmen wir nur Anfragen an, die direkt auf unseren Seiten abgeschickt werden.",
      "Öffnen Sie das Formular bitte auf unserer Website, oder schreiben Sie uns an {email}.",
    ],
  },
  link: "Zur Formularseite",
};

export default overlay("de", "form-posts", formPosts);
