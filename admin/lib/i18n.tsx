import i18next, { type i18n, type TFunction } from "i18next";
import type { ReactNode } from "react";
import { I18nextProvider, initReactI18next, useTranslation } from "react-i18next";
import adminDe from "#common/locales/de/admin";
import formsDe from "#common/locales/de/forms";
import adminEn from "#common/locales/en/admin";
import formsEn from "#common/locales/en/forms";
import type { AdminLang } from "./paths";

/*
 * The site's mechanism (docs/decisions/0002): one i18next instance per language, the language
 * fixed and taken from the path. The back office reads its own namespace and the forms' (their
 * names and the labels of a lead's fields), both typed from their German files
 * (app/i18n/resources.ts). The forms' copy shipped here serves the sign-in screen; once a session
 * stands the published one replaces it (./published-copy.ts), and a screen that reads it renders
 * again when it arrives.
 */
const resources = { de: { admin: adminDe, forms: formsDe }, en: { admin: adminEn, forms: formsEn } };
const locales: Record<AdminLang, string> = { de: "de-DE", en: "en-GB" };
const instances: Partial<Record<AdminLang, i18n>> = {};

function instanceFor(lang: AdminLang): i18n {
  instances[lang] ??= i18next.createInstance();
  const instance = instances[lang];
  if (!instance.isInitialized) {
    void instance.use(initReactI18next).init({
      lng: lang,
      fallbackLng: "de",
      defaultNS: "admin",
      ns: ["admin", "forms"],
      resources,
      initAsync: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: false, bindI18nStore: "added" },
    });
  }
  return instance;
}

export function AdminI18nProvider({ lang, children }: { lang: AdminLang; children: ReactNode }) {
  return <I18nextProvider i18n={instanceFor(lang)}>{children}</I18nextProvider>;
}

export type AdminT = TFunction<"admin">;

/**
 * The back office's copy (`t`), the forms' (`tForms`, and `forms` whole for a lead's rows), the
 * language and its locale for Intl.
 */
export function useCopy() {
  const { t, i18n: instance } = useTranslation("admin");
  const { t: tForms } = useTranslation("forms");
  const lang = instance.language as AdminLang;
  const forms = instance.getResourceBundle(lang, "forms") as typeof formsDe;
  return { t, tForms, forms, lang, locale: locales[lang] };
}
