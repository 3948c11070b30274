import { describe, expect, it } from "vitest";
import cookiesDe from "../locales/de/cookies";
import cookiesEn from "../locales/en/cookies";
import privacyDe from "../locales/de/privacy";
import privacyEn from "../locales/en/privacy";
import { counterDeletionHours } from "./ip-counters";
import { berlinDay, changesPolicy, shippedPolicy } from "./privacy-policy";

/** The shipped texts of the policy and the numbers it states from the code. */
async function fingerprint(): Promise<string> {
  const shipped = JSON.stringify({ privacyDe, privacyEn, cookiesDe, cookiesEn, counterDeletionHours });
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(shipped));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

describe("the shipped privacy policy's date", () => {
  it("moves with its texts: a change of them without a new date and fingerprint fails here", async () => {
    const now = await fingerprint();
    expect(
      shippedPolicy.fingerprint,
      `The privacy policy's texts changed: set PRIVACY_DATE in common/content/fact-defaults.ts to the day of the change ` +
        `and shippedPolicy.fingerprint in common/config/privacy-policy.ts to "${now}".`,
    ).toBe(now);
    expect(shippedPolicy.changed).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("knows which published keys change the policy: its texts and the facts it names", () => {
    for (const key of [
      "text:de:privacy:sections.hosting.blocks.0",
      "text:en:cookies:analytics.0.purpose",
      "fact:company:name",
      "fact:company:hostingProvider",
      "fact:company:dpo",
      "fact:contact:schedulingUrl",
    ])
      expect([key, changesPolicy(key)]).toEqual([key, true]);
    for (const key of [
      "text:de:imprint:meta.title",
      "text:de:cookie-policy:hero.title",
      "fact:company:registerNumber",
      "fact:company:privacyPolicyDate",
      "fact:figures:amsMonthlyFromEur",
      "not a key",
    ])
      expect([key, changesPolicy(key)]).toEqual([key, false]);
  });

  it("counts days as Germany does", () => {
    expect(berlinDay(new Date("2026-11-30T23:30:00Z"))).toBe("2026-12-01");
    expect(berlinDay(new Date("2026-07-01T21:59:00Z"))).toBe("2026-07-01");
  });
});
