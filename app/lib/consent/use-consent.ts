import { useSyncExternalStore } from "react";
import { consentSnapshot, subscribeConsent, type ConsentRecord } from "./consent-store";

/**
 * The visitor's consent: `undefined` while prerendering and hydrating (storage is unknown there,
 * so nothing consent-dependent is rendered and hydration matches), then the record or `null`.
 */
export function useConsent(): ConsentRecord | null | undefined {
  return useSyncExternalStore(subscribeConsent, consentSnapshot, () => undefined);
}
