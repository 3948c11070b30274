import { consentLogPath, type ConsentAction } from "#common/consent-log";
import { saveConsent, type ConsentChoices } from "./consent-store";

/**
 * Saves the visitor's choice and sends the privacy-minimal proof of consent (random id, revision,
 * categories, action; the server stores it only when CONSENT_LOG=on). The proof is best effort:
 * the choice itself never waits for or depends on the network.
 */
export function commitConsent(choices: ConsentChoices, action: ConsentAction): void {
  const record = saveConsent(choices);
  if (!record.id) return;
  const body = JSON.stringify({
    id: record.id,
    revision: record.revision,
    functional: record.functional,
    analytics: record.analytics,
    marketing: record.marketing,
    action,
  });
  fetch(consentLogPath, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body,
    keepalive: true,
  }).catch(() => {});
}
