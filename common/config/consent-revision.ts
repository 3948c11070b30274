/**
 * SITE_CONSENT_REVISION: raising it asks every visitor for consent again (ADR 0007). A module of its
 * own, so the first-view script (ADR 0047) checks a stored choice without the site's other facts.
 */
import { read } from "./build-env";

export const consentRevision = Number(read("SITE_CONSENT_REVISION", "1"));
