import type { Lang } from "../../common/config/route-table";
import { renderNoticePage, type Notice } from "./notice-page";

/**
 * The answer to a lead form posted natively (JavaScript off, or its script not loaded yet). The
 * forms post to their own page so that nothing typed ever lands in a URL; until the server takes
 * such posts as leads, it explains what happened, how to get the entries back, and where to write
 * instead. Nothing of the body is read or stored.
 */
const copy: Record<Lang, Omit<Notice, "lang" | "email" | "link"> & { back: string }> = {
  de: {
    title: "Ihre Anfrage wurde nicht gesendet",
    paragraphs: [
      "Unser Formular benötigt JavaScript, um Ihre Anfrage sicher zu übermitteln. In Ihrem Browser ist JavaScript ausgeschaltet oder das Skript der Seite wurde nicht geladen. Ihre Angaben haben wir deshalb weder gespeichert noch weitergeleitet.",
      "Gehen Sie in Ihrem Browser eine Seite zurück: Ihre Eingaben stehen dann noch im Formular. Schalten Sie JavaScript ein und senden Sie das Formular erneut.",
      "Oder schreiben Sie uns direkt an {email}. Wir antworten Ihnen so schnell wie über das Formular.",
    ],
    back: "Zur Formularseite",
  },
  en: {
    title: "Your enquiry has not been sent",
    paragraphs: [
      "Our form needs JavaScript to deliver your enquiry securely. JavaScript is turned off in your browser, or the page's script did not load, so we have neither stored nor forwarded anything you entered.",
      "Go back one page in your browser and your entries will still be in the form. Turn on JavaScript and send it again.",
      "Or email us directly at {email}. We will reply just as quickly as to the form.",
    ],
    back: "Back to the form page",
  },
};

export function formWithoutScriptPage(lang: Lang, formPage: string, email: string): string {
  const { back, ...text } = copy[lang];
  return renderNoticePage({ lang, email, ...text, link: { href: formPage, label: back } });
}
