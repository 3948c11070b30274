import { beforeEach, describe, expect, it } from "vitest";
import { languageMaxAgeMs, languageStorageKey, storedLanguage, storeLanguage } from "./language-preference";

const now = Date.UTC(2026, 10, 24);

describe("the stored language choice (cookie policy: at most a year after the last choice)", () => {
  beforeEach(() => localStorage.clear());

  it("is read back with the time it was chosen", () => {
    storeLanguage("en", now);
    expect(JSON.parse(localStorage.getItem(languageStorageKey)!)).toEqual({ lang: "en", savedAt: now });
    expect(storedLanguage(now + languageMaxAgeMs)).toBe("en");
  });

  it("is deleted once it is older than a year", () => {
    storeLanguage("en", now);
    expect(storedLanguage(now + languageMaxAgeMs + 1)).toBeUndefined();
    expect(localStorage.getItem(languageStorageKey)).toBeNull();
  });

  it("takes a bare value stored before dates were, and dates it from now", () => {
    localStorage.setItem(languageStorageKey, "en");
    expect(storedLanguage(now)).toBe("en");
    expect(JSON.parse(localStorage.getItem(languageStorageKey)!)).toEqual({ lang: "en", savedAt: now });
  });

  it("drops anything else", () => {
    for (const junk of ["fr", "{}", '{"lang":"en"}', "not json"]) {
      localStorage.setItem(languageStorageKey, junk);
      expect(storedLanguage(now), junk).toBeUndefined();
      expect(localStorage.getItem(languageStorageKey)).toBeNull();
    }
  });
});
