import { languages, type Lang } from "#common/config/route-table";

/** The language choice is kept in localStorage under "language" (allowed without consent: ADR 0002). */
export const languageStorageKey = "language";
/** As the cookie policy says: at most a year after the visitor last chose (common/locales/<lang>/cookies.ts). */
export const languageMaxAgeMs = 365 * 24 * 3600 * 1000;

export function storeLanguage(lang: Lang, now = Date.now()): void {
  try {
    localStorage.setItem(languageStorageKey, JSON.stringify({ lang, savedAt: now }));
  } catch (error) {
    console.warn("Could not save the language preference", error);
  }
}

function parse(raw: string): { lang?: unknown; savedAt?: unknown } | null {
  try {
    return JSON.parse(raw) as { lang?: unknown; savedAt?: unknown } | null;
  } catch {
    return null;
  }
}

/** The saved choice; one older than a year is deleted. A bare "de"/"en" (stored before dates were) counts from now. */
export function storedLanguage(now = Date.now()): Lang | undefined {
  try {
    const raw = localStorage.getItem(languageStorageKey);
    if (!raw) return undefined;
    const legacy = languages.find((l) => l === raw);
    if (legacy) {
      storeLanguage(legacy, now);
      return legacy;
    }
    const saved = parse(raw);
    const lang = languages.find((l) => l === saved?.lang);
    if (lang && typeof saved?.savedAt === "number" && now - saved.savedAt <= languageMaxAgeMs) return lang;
    localStorage.removeItem(languageStorageKey);
    return undefined;
  } catch {
    return undefined;
  }
}
