import { createContext, useContext, type ReactNode } from "react";
import { adminPaths } from "#common/admin-api";
import de, { type AdminCopy } from "../copy/de";
import en from "../copy/en";

export type AdminLang = keyof typeof adminPaths;

const copyByLang: Record<AdminLang, AdminCopy> = { de, en };
const locales: Record<AdminLang, string> = { de: "de-DE", en: "en-GB" };

/** The back office's language comes from its path: /en/admin... is English, /admin... German. */
export function langFromPath(pathname: string): AdminLang {
  return pathname === adminPaths.en || pathname.startsWith(`${adminPaths.en}/`) ? "en" : "de";
}

/** An address inside the back office in a language: "" is the inbox, "account" the account page. */
export function adminHref(lang: AdminLang, sub = ""): string {
  return sub ? `${adminPaths[lang]}/${sub}` : adminPaths[lang];
}

/** The same page in the other language (path after the prefix and the filters kept). */
export function switchLanguageHref(pathname: string, search: string): string {
  const lang = langFromPath(pathname);
  const rest = pathname.slice(adminPaths[lang].length);
  return `${adminPaths[lang === "de" ? "en" : "de"]}${rest}${search}`;
}

interface CopyContextValue {
  lang: AdminLang;
  copy: AdminCopy;
  locale: string;
}

const CopyContext = createContext<CopyContextValue | null>(null);

export function CopyProvider({ lang, children }: { lang: AdminLang; children: ReactNode }) {
  return (
    <CopyContext.Provider value={{ lang, copy: copyByLang[lang], locale: locales[lang] }}>
      {children}
    </CopyContext.Provider>
  );
}

export function useCopy(): CopyContextValue {
  const value = useContext(CopyContext);
  if (!value) throw new Error("useCopy outside CopyProvider");
  return value;
}
