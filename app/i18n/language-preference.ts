import { languages, type Lang } from "#common/config/route-table";

/** The language choice is kept in localStorage under "language" (allowed without consent: ADR 0002). */
export const languageStorageKey = "language";

export function storeLanguage(lang: Lang): void {
  try {
    localStorage.setItem(languageStorageKey, lang);
  } catch (error) {
    console.warn("Could not save the language preference", error);
  }
}

export function storedLanguage(): Lang | undefined {
  try {
    const value = localStorage.getItem(languageStorageKey);
    return languages.find((l) => l === value);
  } catch {
    return undefined;
  }
}
