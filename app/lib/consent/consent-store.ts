/**
 * The visitor's cookie consent (banner, settings dialog, gated scripts), kept in localStorage. Only the consent
 * record and the language are stored without consent; the settings map needs functional consent.
 * Storage failures are logged, never shown.
 */
import { consentRevision } from "#common/config/consent-revision";

export const consentKey = "neutra-cookie-consent";
export const settingsKey = "neutra-cookie-settings";
/** Consent is asked again after twelve months. */
export const consentMaxAgeMs = 365 * 24 * 3600 * 1000;

export type OptionalCategory = "functional" | "analytics" | "marketing";
export type ConsentChoices = Record<OptionalCategory, boolean>;

export interface ConsentRecord extends ConsentChoices {
  essential: true;
  /** Milliseconds at save. */
  timestamp: number;
  /** The site's consent revision when the visitor chose. */
  revision: number;
  /** Random id that ties this browser's later changes to the same proof-of-consent entries. */
  id?: string;
}

export const acceptAll: ConsentChoices = { functional: true, analytics: true, marketing: true };
export const rejectAll: ConsentChoices = { functional: false, analytics: false, marketing: false };

/** Cookies each category may set; they are deleted when the category is declined. */
export const categoryCookies: Record<OptionalCategory, (string | RegExp)[]> = {
  functional: [],
  analytics: ["_ga", /^_ga_/, "_gid", "_gat"],
  marketing: ["_fbp", "_fbc"],
};

/**
 * Announced on window at every change. An event, not a list of listeners: the first-view script
 * and the app each bundle this module, and a choice made through the one reaches the other.
 */
const changeEvent = "neutra:consent-change";
const announceChange = () => window.dispatchEvent(new Event(changeEvent));

/** Calls the listener on every change, also on changes made in another tab. */
export function subscribeConsent(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === consentKey || event.key === null) listener();
  };
  window.addEventListener(changeEvent, listener);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(changeEvent, listener);
    window.removeEventListener("storage", onStorage);
  };
}

let snapshot: { raw: string | null; record: ConsentRecord | null } | undefined;

/** The current record as a stable value for useSyncExternalStore (same object until storage changes). */
export function consentSnapshot(): ConsentRecord | null {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(consentKey);
  } catch {
    // loadConsent below logs it
  }
  if (snapshot?.raw !== raw) snapshot = { raw, record: loadConsent() };
  return snapshot.record;
}

function randomId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}

function isRecord(value: unknown): value is ConsentRecord {
  const v = value as ConsentRecord;
  return (
    typeof v === "object" &&
    v !== null &&
    v.essential === true &&
    typeof v.functional === "boolean" &&
    typeof v.analytics === "boolean" &&
    typeof v.marketing === "boolean" &&
    typeof v.timestamp === "number"
  );
}

/** The valid record, or null when none exists, it expired or the revision was raised. */
export function loadConsent(now = Date.now()): ConsentRecord | null {
  try {
    const raw = localStorage.getItem(consentKey);
    if (!raw) return null;
    const record: unknown = JSON.parse(raw);
    if (!isRecord(record)) return null;
    if ((record.revision ?? 1) < consentRevision) return null;
    if (now - record.timestamp > consentMaxAgeMs) return null;
    return record;
  } catch (error) {
    console.error("Error loading cookie consent:", error);
    return null;
  }
}

/** Stores the choices and deletes the cookies of every declined category. */
export function saveConsent(choices: ConsentChoices, now = Date.now()): ConsentRecord {
  const id = readStoredId() ?? randomId();
  const record: ConsentRecord = { essential: true, ...choices, timestamp: now, revision: consentRevision, id };
  try {
    localStorage.setItem(consentKey, JSON.stringify(record));
  } catch (error) {
    console.error("Error saving cookie consent:", error);
  }
  for (const category of Object.keys(categoryCookies) as OptionalCategory[]) {
    if (!choices[category]) deleteCookies(categoryCookies[category]);
  }
  if (!choices.functional) removeSettings();
  announceChange();
  return record;
}

/** The id of an earlier record, even an expired one, so a renewal continues the same proof trail. */
function readStoredId(): string | undefined {
  try {
    const stored = JSON.parse(localStorage.getItem(consentKey) ?? "null") as { id?: unknown } | null;
    return typeof stored?.id === "string" && stored.id.length <= 64 ? stored.id : undefined;
  } catch {
    return undefined;
  }
}

function hasFunctionalConsent(): boolean {
  return loadConsent()?.functional === true;
}

/** Writes a user setting; without functional consent it does nothing. */
export function saveSetting(key: string, value: string): void {
  if (!hasFunctionalConsent()) return;
  try {
    localStorage.setItem(settingsKey, JSON.stringify({ ...loadSettings(), [key]: value }));
  } catch (error) {
    console.error("Error saving setting:", error);
  }
}

/**
 * The user settings; without functional consent, nothing. Settings left from a consent that
 * expired (after twelve months) are deleted: they live as long as the consent, as the cookie
 * policy says.
 */
export function loadSettings(): Record<string, string> {
  if (!hasFunctionalConsent()) {
    removeSettings();
    return {};
  }
  try {
    const raw = localStorage.getItem(settingsKey);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return typeof parsed === "object" && parsed !== null ? (parsed as Record<string, string>) : {};
  } catch (error) {
    console.error("Error loading settings:", error);
    return {};
  }
}

function removeSettings() {
  try {
    localStorage.removeItem(settingsKey);
  } catch (error) {
    console.error("Error clearing data:", error);
  }
}

/** Removes the consent record and the settings: the banner asks again. */
export function clearAllData(): void {
  try {
    localStorage.removeItem(consentKey);
    localStorage.removeItem(settingsKey);
  } catch (error) {
    console.error("Error clearing data:", error);
  }
  announceChange();
}

/** Deletes matching cookies on this host and its parent domains (trackers set them on the site domain). */
function deleteCookies(patterns: (string | RegExp)[]): void {
  if (patterns.length === 0) return;
  const names = document.cookie
    .split(";")
    .map((c) => c.split("=")[0]!.trim())
    .filter((name) => name && patterns.some((p) => (typeof p === "string" ? p === name : p.test(name))));
  const parts = location.hostname.split(".");
  const domains = ["", ...parts.slice(0, -1).map((_, i) => parts.slice(i).join("."))].filter(
    (d) => d === "" || d.includes("."),
  );
  for (const name of names) {
    for (const domain of domains) {
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain ? `; domain=.${domain}` : ""}`;
    }
  }
}
