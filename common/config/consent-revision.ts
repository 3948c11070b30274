/**
 * SITE_CONSENT_REVISION: raising it asks every visitor for consent again (ADR 0007). A module of its
 * own, so the first-view script (ADR 0047) checks a stored choice without the site's other facts.
 */
const env: Record<string, string | undefined> = import.meta.env ?? process.env;

export const consentRevision = Number(env.SITE_CONSENT_REVISION?.trim() || "1");
