import i18next, { type i18n, type Resource } from "i18next";
import { initReactI18next } from "react-i18next";
import { defaultLang, languages, type Lang } from "#common/config/route-table";
import consentDe from "#common/locales/de/consent";
import consentEn from "#common/locales/en/consent";
import { figureVariables } from "~/lib/figure-variables";
import type { Namespace, NamespaceMessages } from "./resources";
import { shellCopy } from "./shell-copy";

/*
 * One i18next instance per language, with the language fixed. The page's language comes from
 * its URL, so nothing global is switched while the build prerenders pages one after another,
 * and switching language is a navigation that swaps the instance.
 */
function createInstance(lang: Lang): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: defaultLang,
    supportedLngs: [...languages],
    defaultNS: "common",
    ns: [],
    resources: {} satisfies Resource,
    initAsync: false,
    // The figures' placeholders ("{{amsMonthlyFromEur}}") are filled in every text of the language.
    interpolation: { escapeValue: false, defaultVariables: figureVariables(lang) },
    react: { useSuspense: false },
  });
  return instance;
}

export const i18nByLang: Record<Lang, i18n> = { de: createInstance("de"), en: createInstance("en") };

/** Registers a namespace's copy in both languages; page modules and features call it when they load. */
export function registerMessages<NS extends Namespace>(ns: NS, messages: Record<Lang, NamespaceMessages<NS>>): void {
  for (const instance of Object.values(i18nByLang)) {
    for (const lang of languages) {
      if (!instance.hasResourceBundle(lang, ns)) instance.addResourceBundle(lang, ns, messages[lang]);
    }
  }
}

// The shell's copy; every island loads it with i18next.
registerMessages("common", shellCopy);
registerMessages("consent", { de: consentDe, en: consentEn });
