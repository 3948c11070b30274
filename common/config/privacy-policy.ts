/**
 * What the privacy policy's "Stand" must not be older than (docs/decisions/0059): the day the
 * shipped policy last changed, and the owner's published edits of what it shows. `npm run
 * preflight` and the server's start log refuse a date older than the newest of these
 * (server/preflight.ts).
 */
import { legalSamples } from "../content/fact-defaults";
import { parseKey } from "../content/keys";

export const shippedPolicy = {
  /** The day the shipped texts last changed: the default "Stand" (SITE_LEGAL_PRIVACY_DATE unset). */
  changed: legalSamples.PRIVACY_DATE,
  /**
   * A fingerprint of the shipped texts (privacy.ts and the cookie list it shows, both languages)
   * and the hours it states from the code. privacy-policy.test.ts fails when they change and this
   * does not: then set the day above to the day of the change and this to what the test names.
   */
  fingerprint: "a3432b88b8e47cf55447502be5670674bae2c0c877555e2dd3c45a33df5d1348",
};

/** The namespaces whose texts the privacy policy shows. */
export const policyNamespaces = ["privacy", "cookies"] as const;

/**
 * The facts the privacy policy names: the controller and its contact, the supervisory authority,
 * the processors, the data protection officer and the booking services' hosts. The register, the
 * VAT id and the figures are not in it.
 */
export const policyFacts = {
  company: [
    "name",
    "street",
    "postalCity",
    "country",
    "phone",
    "privacyEmail",
    "authority",
    "hostingProvider",
    "mailProvider",
    "dpo",
  ],
  contact: ["email", "bookingUrl", "schedulingUrl"],
} as const;

/** Whether a published version of this content key changes the privacy policy. */
export function changesPolicy(name: string): boolean {
  const key = parseKey(name);
  if (!key) return false;
  if (key.kind === "text") return (policyNamespaces as readonly string[]).includes(key.ns);
  const names: readonly string[] = policyFacts[key.group as keyof typeof policyFacts] ?? [];
  return names.includes(key.name);
}

/** The content keys that change the privacy policy, as SQL LIKE patterns and whole keys. */
export const policyKeys = {
  like: policyNamespaces.map((ns) => `text:%:${ns}:%`),
  exact: Object.entries(policyFacts).flatMap(([group, names]) => names.map((name) => `fact:${group}:${name}`)),
};

/** A moment's day in Germany, as the policy's "Stand" counts: YYYY-MM-DD. */
export const berlinDay = (at: Date) =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/Berlin",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(at);
