import { overlay } from "../../content/overlay";
import type { LegalBlock } from "../types";

const blocks = (items: LegalBlock[]) => items;

const cookiePolicy = {
  meta: {
    title: "Cookie-Richtlinie",
    description:
      "Welche Cookies und Speichertechniken die Website von Neutra Tech verwendet, wozu sie dienen, wie lange sie gespeichert bleiben und wie Sie Ihre Einwilligung verwalten.",
  },
  hero: {
    eyebrow: "Rechtliches",
    title: "Cookie-Richtlinie",
    intro:
      "Hier erfahren Sie, welche Cookies und vergleichbaren Techniken wir einsetzen, zu welchem Zweck und wie lange. Nicht notwendige Techniken verwenden wir nur mit Ihrer Einwilligung, die Sie jederzeit ändern oder widerrufen können.",
  },
  updated: "Zuletzt aktualisiert:",
  toc: "Auf dieser Seite",
  newTab: "öffnet in einem neuen Tab",
  whatAreCookies: {
    title: "Was sind Cookies?",
    blocks: blocks([
      "Cookies sind kleine Textdateien, die eine Website über Ihren Browser auf Ihrem Endgerät ablegt und bei späteren Aufrufen wieder ausliest. Ähnlich funktionieren der Local Storage und der Session Storage Ihres Browsers: Auch dort kann eine Website Informationen speichern. Wir fassen all diese Techniken in dieser Richtlinie unter dem Begriff „Cookies“ zusammen.",
      "Cookies, die wir selbst setzen, heißen Erstanbieter-Cookies. Cookies, die ein anderer Dienst setzt, etwa Google oder Meta, heißen Drittanbieter-Cookies. Sitzungs-Cookies werden gelöscht, sobald Sie den Browser schließen; dauerhafte Cookies bleiben bis zum Ende ihrer Speicherdauer erhalten oder bis Sie sie löschen.",
      "Nach § 25 des Telekommunikation-Digitale-Dienste-Datenschutz-Gesetzes (TDDDG) dürfen wir Informationen auf Ihrem Endgerät nur speichern oder auslesen, wenn dies für einen von Ihnen ausdrücklich gewünschten Dienst unbedingt erforderlich ist oder wenn Sie eingewilligt haben. Deshalb setzen wir vor Ihrer Entscheidung keine Analyse- oder Marketing-Cookies und laden keine Inhalte von Drittanbietern.",
    ]),
  },
  categories: {
    title: "Welche Cookies wir verwenden",
    intro:
      "Wir unterscheiden vier Kategorien. Nur die notwendigen Cookies sind immer aktiv; die drei übrigen Kategorien setzen wir ausschließlich mit Ihrer Einwilligung ein.",
    labels: {
      purpose: "Zweck",
      stored: "Was gespeichert wird",
      retention: "Speicherdauer",
      legalBasis: "Rechtsgrundlage",
    },
    alwaysActive: "Immer aktiv",
    consentRequired: "Nur mit Einwilligung",
    items: {
      essential: {
        title: "Notwendige Cookies",
        purpose:
          "Sie sorgen dafür, dass die Website funktioniert und Ihre Entscheidungen respektiert: Wir merken uns Ihre Cookie-Auswahl und die gewählte Sprache, damit wir Sie nicht bei jedem Seitenaufruf erneut fragen müssen.",
        note: "Beides bleibt auf Ihrem Gerät; an unseren Server wird dabei nichts übertragen.",
        /** Instead of the note while the server keeps a record of consent (CONSENT_LOG=on). */
        noteConsentLog:
          "Beides bleibt auf Ihrem Gerät. Zum Nachweis Ihrer Einwilligung übermittelt Ihr Browser Ihre Entscheidung außerdem an unseren Server, der eine zufällige Kennung, die Version dieser Richtlinie, die gewählten Kategorien und den Zeitpunkt speichert, weder Ihre IP-Adresse noch die Kennung Ihres Browsers (siehe <privacy>Datenschutzerklärung</privacy>).",
        retention: "Sitzung bzw. 1 Jahr",
        legalBasis: "§ 25 Abs. 2 Nr. 2 TDDDG; Art. 6 Abs. 1 lit. f DSGVO",
      },
      functional: {
        title: "Funktionale Cookies",
        purpose:
          "Sie ermöglichen zusätzliche Funktionen, die Sie bewusst nutzen: das Speichern persönlicher Einstellungen und den eingebetteten Terminkalender, über den Sie einen Demo-Termin buchen.",
        note: "Ohne Einwilligung lädt der Kalender erst, wenn Sie ihn ausdrücklich anfordern.",
        retention: "bis zu 2 Jahre",
        legalBasis: "Ihre Einwilligung, § 25 Abs. 1 TDDDG; Art. 6 Abs. 1 lit. a DSGVO",
      },
      analytics: {
        title: "Analyse-Cookies",
        purpose:
          "Sie zeigen uns in zusammengefasster Form, wie Besucher die Website nutzen: welche Seiten gelesen werden, wie Besucher zu uns finden und wo sie abbrechen. So verbessern wir Inhalte und Bedienung.",
        note: "Google Analytics 4 lädt erst nach Ihrer Einwilligung. Über den Einwilligungsmodus von Google (Consent Mode v2) erhält Google Ihre Auswahl; ohne Einwilligung wird keine Verbindung zu Google aufgebaut.",
        retention: "bis zu 2 Jahre",
        legalBasis: "Ihre Einwilligung, § 25 Abs. 1 TDDDG; Art. 6 Abs. 1 lit. a DSGVO",
      },
      marketing: {
        title: "Marketing-Cookies",
        purpose:
          "Sie helfen uns zu messen, ob unsere Anzeigen auf Facebook und Instagram zu Besuchen und Anfragen führen, und Anzeigen gezielt Menschen zu zeigen, die sich für unsere Leistungen interessieren.",
        note: "Das Meta-Pixel lädt erst nach Ihrer Einwilligung. Sind Sie bei Facebook oder Instagram angemeldet, kann Meta Ihren Besuch Ihrem Konto zuordnen.",
        retention: "bis zu 1 Jahr",
        legalBasis: "Ihre Einwilligung, § 25 Abs. 1 TDDDG; Art. 6 Abs. 1 lit. a DSGVO",
      },
    },
  },
  manage: {
    title: "Einstellungen verwalten",
    blocks: blocks([
      "Beim ersten Besuch entscheiden Sie im Cookie-Banner, welche Kategorien Sie zulassen; Ablehnen ist dabei genauso einfach wie Zustimmen. Ihre Auswahl können Sie jederzeit ändern oder widerrufen, über die Schaltfläche unten oder den Link „Cookie-Einstellungen“ im Fußbereich jeder Seite.",
      "Widerrufen Sie eine Einwilligung, löschen wir die Cookies der betreffenden Kategorie und laden die Seite neu, damit kein Dienst weiterläuft. Der Widerruf wirkt für die Zukunft; die Rechtmäßigkeit der Verarbeitung bis zum Widerruf bleibt unberührt.",
      "Ihre Entscheidung gilt zwölf Monate. Danach fragen wir Sie erneut, ebenso wenn wir diese Richtlinie wesentlich ändern.",
      "Zusätzlich können Sie Cookies und Websitedaten jederzeit in den Einstellungen Ihres Browsers einsehen und löschen. Löschen Sie dort auch die Websitedaten dieser Seite, erscheint das Cookie-Banner beim nächsten Besuch wieder.",
    ]),
    button: "Cookie-Einstellungen öffnen",
  },
  contact: {
    title: "Kontakt",
    blocks: blocks([
      "Bei Fragen zu Cookies und zum Datenschutz erreichen Sie uns unter den folgenden Kontaktdaten. Ausführliche Informationen zur Verarbeitung Ihrer personenbezogenen Daten finden Sie in unserer <privacy>Datenschutzerklärung</privacy>.",
    ]),
    labels: {
      address: "Anschrift",
      phone: "Telefon (Zentrale)",
      email: "E-Mail",
      privacyEmail: "Fragen zum Datenschutz",
    },
  },
};

declare module "../types" {
  interface Namespaces {
    cookiePolicy: typeof cookiePolicy;
  }
}

export default overlay("de", "cookie-policy", cookiePolicy);
