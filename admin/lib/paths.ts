import { adminPaths } from "#common/admin/base";

export type AdminLang = keyof typeof adminPaths;

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
