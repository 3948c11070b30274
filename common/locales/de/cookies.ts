import { overlay } from "../../content/overlay";

/**
 * Every cookie and storage entry the site uses, by consent category: its name, purpose and
 * retention. The one list both the cookie policy and the privacy policy show, so the two cannot
 * disagree (ADR 0026). Category names are the consent dialog's (consent.ts).
 */
export type StoredItem =
  | { key: string; purpose: string; retention: string }
  | {
      service: string;
      purpose: string;
      retention: string;
    };

const list = (items: StoredItem[]) => items;

const cookies = {
  labels: {
    purpose: "Zweck",
    retention: "Speicherdauer",
    service: "Dienst",
  },
  essential: list([
    {
      key: "neutra-cookie-consent",
      purpose:
        "Ihre Einwilligungsentscheidung mit den gewählten Kategorien, dem Zeitpunkt und der Version der Cookie-Richtlinie, im Local Storage Ihres Browsers.",
      retention: "12\u00a0Monate, danach fragen wir erneut",
    },
    {
      key: "language",
      purpose: "Ihre Sprachwahl (Deutsch oder Englisch), im Local Storage Ihres Browsers.",
      retention: "12\u00a0Monate nach Ihrer letzten Sprachwahl",
    },
  ]),
  functional: list([
    {
      key: "neutra-cookie-settings",
      purpose:
        "Ihre persönlichen Einstellungen auf dieser Website, im Local Storage Ihres Browsers. Ohne Ihre Einwilligung wird hier nichts gespeichert.",
      retention: "solange Ihre Einwilligung gilt, höchstens 12\u00a0Monate",
    },
    {
      service: "Calendly",
      purpose:
        "Der eingebettete Terminkalender der Calendly LLC (USA) von {{schedulingHost}}. Sobald er geladen ist, kann Calendly eigene Cookies setzen, etwa für die Sitzung und zum Schutz vor Missbrauch.",
      retention: "bis zu 2 Jahre, von Calendly festgelegt",
    },
  ]),
  analytics: list([
    {
      key: "_ga",
      purpose: "Google Analytics 4: unterscheidet Besucher anhand einer zufälligen Kennung.",
      retention: "2 Jahre",
    },
    { key: "_ga_*", purpose: "Google Analytics 4: speichert den Stand der aktuellen Sitzung.", retention: "2 Jahre" },
    {
      key: "_gid",
      purpose:
        "Universal Analytics, die frühere Version von Google Analytics. Wir setzen dieses Cookie nicht; ist es noch von früher in Ihrem Browser, löschen wir es vorsorglich, wenn Sie die Kategorie „Analyse“ ablehnen oder Ihre Einwilligung widerrufen.",
      retention: "von uns nicht gesetzt",
    },
    {
      key: "_gat",
      purpose:
        "Universal Analytics, die frühere Version von Google Analytics. Wir setzen dieses Cookie nicht; ist es noch von früher in Ihrem Browser, löschen wir es vorsorglich, wenn Sie die Kategorie „Analyse“ ablehnen oder Ihre Einwilligung widerrufen.",
      retention: "von uns nicht gesetzt",
    },
  ]),
  marketing: list([
    { key: "_fbp", purpose: "Meta-Pixel: erkennt Ihren Browser bei späteren Besuchen wieder.", retention: "90 Tage" },
    {
      key: "_fbc",
      purpose: "Meta-Pixel: speichert, über welche Anzeige Sie zu uns gekommen sind.",
      retention: "90 Tage",
    },
  ]),
};

export default overlay("de", "cookies", cookies);
