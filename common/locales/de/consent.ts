import { overlay } from "../../content/overlay";

const consent = {
  banner: {
    title: "Ihre Privatsphäre ist uns wichtig",
    text: "Notwendige Speicherung brauchen wir für den Betrieb der Website. Mit Ihrer Einwilligung kommen funktionale Dienste (z. B. der Terminkalender), Analyse und Marketing-Messung hinzu. Ihre Auswahl können Sie jederzeit unter „Cookie-Einstellungen“ im Seitenfuß ändern.",
    policyLink: "Cookie-Richtlinie",
    acceptAll: "Alle akzeptieren",
    rejectAll: "Alle ablehnen",
    customize: "Anpassen",
  },
  preferences: {
    title: "Cookie-Einstellungen",
    description:
      "Wählen Sie, welche Kategorien wir verwenden dürfen. Notwendige Speicherung ist für den Betrieb der Website erforderlich und immer aktiv. Ihre Auswahl gilt zwölf Monate.",
    alwaysOn: "Immer aktiv",
    save: "Auswahl speichern",
    cancel: "Abbrechen",
    rejectAll: "Alle ablehnen",
    acceptAll: "Alle akzeptieren",
    close: "Schließen",
    policyLink: "Mehr dazu in der Cookie-Richtlinie",
    categories: {
      essential: {
        name: "Notwendig",
        description:
          "Speichert Ihre Einwilligung und Ihre Sprachwahl. Ohne diese Angaben funktioniert die Website nicht wie erwartet.",
      },
      functional: {
        name: "Funktional",
        description:
          "Erlaubt eingebettete Dienste wie den Terminkalender für Demo-Termine und merkt sich Ihre Einstellungen.",
      },
      analytics: {
        name: "Analyse",
        description:
          "Hilft uns mit Google Analytics 4 zu verstehen, welche Inhalte genutzt werden, damit wir die Website verbessern können.",
      },
      marketing: {
        name: "Marketing",
        description:
          "Misst mit dem Meta-Pixel, wie wirksam unsere Anzeigen sind, und ermöglicht passende Werbung auf anderen Plattformen.",
      },
    },
  },
  footerLink: "Cookie-Einstellungen",
  gate: {
    calendar: {
      title: "Externer Terminkalender",
      text: "Der Kalender wird von {{provider}} bereitgestellt. Erst wenn Sie ihn laden, wird eine Verbindung zu {{host}} aufgebaut; dabei werden Ihre IP-Adresse und technische Daten übertragen und der Anbieter kann Cookies setzen.",
      load: "Kalender laden",
      openInNewTab: "In neuem Tab öffnen",
      remember:
        "Um externe Dienste ohne Nachfrage zu laden, schalten Sie in den Cookie-Einstellungen die Kategorie „Funktional“ ein.",
      frameTitle: "Terminbuchung bei {{provider}}",
    },
  },
};

declare module "../types" {
  interface Namespaces {
    consent: typeof consent;
  }
}

export default overlay("de", "consent", consent);
