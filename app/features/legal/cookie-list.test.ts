import { describe, expect, it } from "vitest";
import cookiesDe from "#common/locales/de/cookies";
import cookiesEn from "#common/locales/en/cookies";
import type { CookieCategory } from "#common/locales/types";
import { categoryCookies, consentKey, settingsKey } from "~/lib/consent/consent-store";
import { languageStorageKey } from "~/i18n/language-preference";

const categories: CookieCategory[] = ["essential", "functional", "analytics", "marketing"];

/** The names a category lists for storage we set or delete ourselves (services store their own). */
function keys(list: typeof cookiesDe, category: CookieCategory): string[] {
  return list[category].flatMap((item) => ("key" in item ? [item.key] : []));
}

/** A cookie the consent store deletes, written as the policies write it: /^_ga_/ is "_ga_*". */
const written = (pattern: string | RegExp) =>
  typeof pattern === "string" ? pattern : pattern.source.replace(/^\^/, "").concat("*");

describe("the cookie list both policies show", () => {
  it("names exactly the storage keys the code uses, in their categories", () => {
    expect(keys(cookiesDe, "essential")).toEqual([consentKey, languageStorageKey]);
    expect(keys(cookiesDe, "functional")).toEqual([settingsKey]);
    // What withdrawing a category deletes is what the policies say the category sets.
    expect(keys(cookiesDe, "analytics")).toEqual(categoryCookies.analytics.map(written));
    expect(keys(cookiesDe, "marketing")).toEqual(categoryCookies.marketing.map(written));
  });

  it("lists the same entries in both languages, each with a purpose and a retention", () => {
    for (const category of categories) {
      const names = (list: typeof cookiesDe) => list[category].map((item) => ("key" in item ? item.key : item.service));
      expect(names(cookiesEn), category).toEqual(names(cookiesDe));
      for (const item of [...cookiesDe[category], ...cookiesEn[category]]) {
        expect(item.purpose.trim(), category).not.toBe("");
        expect(item.retention, category).toMatch(/\S/);
      }
    }
  });
});
