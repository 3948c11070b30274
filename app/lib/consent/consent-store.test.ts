import { beforeEach, describe, expect, it, vi } from "vitest";
import { takeConsoleErrors } from "../../../tests/setup/fail-on-console";
import {
  acceptAll,
  clearAllData,
  consentKey,
  consentMaxAgeMs,
  loadConsent,
  loadSettings,
  rejectAll,
  saveConsent,
  saveSetting,
  settingsKey,
} from "./consent-store";

const cookieNames = () =>
  document.cookie
    .split(";")
    .map((c) => c.split("=")[0]!.trim())
    .filter(Boolean)
    .sort();

beforeEach(() => {
  localStorage.clear();
  for (const name of cookieNames()) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
});

describe("consent record", () => {
  it("is stored under neutra-cookie-consent with its version, categories and date", () => {
    saveConsent(acceptAll, 1_700_000_000_000);
    expect(JSON.parse(localStorage.getItem(consentKey)!)).toEqual({
      essential: true,
      functional: true,
      analytics: true,
      marketing: true,
      timestamp: 1_700_000_000_000,
      revision: 1,
      id: expect.stringMatching(/^[0-9a-f-]{32,36}$/) as unknown,
    });
    expect(loadConsent(1_700_000_000_000)).toMatchObject({ analytics: true });
  });

  it("reject all stores every optional category as false", () => {
    saveConsent(rejectAll);
    expect(loadConsent()).toMatchObject({ essential: true, functional: false, analytics: false, marketing: false });
  });

  it("expires after twelve months and when the revision is raised", () => {
    const saved = saveConsent(acceptAll, 0);
    expect(loadConsent(consentMaxAgeMs)).not.toBeNull();
    expect(loadConsent(consentMaxAgeMs + 1)).toBeNull();
    localStorage.setItem(consentKey, JSON.stringify({ ...saved, timestamp: Date.now(), revision: 0 }));
    expect(loadConsent()).toBeNull();
  });

  it("ignores a malformed record", () => {
    localStorage.setItem(consentKey, JSON.stringify({ essential: false, functional: "yes" }));
    expect(loadConsent()).toBeNull();
    localStorage.setItem(consentKey, "{not json");
    expect(loadConsent()).toBeNull();
    expect(takeConsoleErrors().map((a) => a[0])).toEqual(["Error loading cookie consent:"]);
  });

  it("deletes the cookies of declined categories, and only those", () => {
    for (const name of ["_ga", "_ga_ABC123", "_gid", "_gat", "_fbp", "_fbc", "other"])
      document.cookie = `${name}=1; path=/`;
    saveConsent({ functional: true, analytics: false, marketing: true });
    expect(cookieNames()).toEqual(["_fbc", "_fbp", "other"]);
    saveConsent(rejectAll);
    expect(cookieNames()).toEqual(["other"]);
  });

  it("logs storage failures without throwing", () => {
    const setItem = vi.spyOn(localStorage, "setItem").mockImplementation(() => {
      throw new Error("quota");
    });
    expect(() => saveConsent(acceptAll)).not.toThrow();
    setItem.mockRestore();
    expect(takeConsoleErrors().map((a) => a[0])).toContain("Error saving cookie consent:");
  });
});

describe("settings", () => {
  it("are written and read only with functional consent", () => {
    saveSetting("theme", "dark");
    expect(localStorage.getItem(settingsKey)).toBeNull();
    expect(loadSettings()).toEqual({});

    saveConsent({ ...rejectAll, functional: true });
    saveSetting("theme", "dark");
    expect(loadSettings()).toEqual({ theme: "dark" });

    saveConsent(rejectAll);
    expect(localStorage.getItem(settingsKey)).toBeNull(); // withdrawn: removed
    expect(loadSettings()).toEqual({});
  });

  it("live as long as the consent: once it has expired they are deleted", () => {
    saveConsent({ ...rejectAll, functional: true }, Date.now() - consentMaxAgeMs - 1000);
    localStorage.setItem(settingsKey, JSON.stringify({ theme: "dark" }));
    expect(loadSettings()).toEqual({});
    expect(localStorage.getItem(settingsKey)).toBeNull();
  });

  it("clear all removes the record and the settings", () => {
    saveConsent(acceptAll);
    saveSetting("a", "b");
    clearAllData();
    expect(localStorage.getItem(consentKey)).toBeNull();
    expect(localStorage.getItem(settingsKey)).toBeNull();
    expect(loadConsent()).toBeNull();
  });
});
