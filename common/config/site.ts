/**
 * Site facts. Build-time overridable through SITE_* environment variables (see docs/operating.md);
 * Vite inlines them into the client bundle, Node scripts read them from process.env.
 */
import { contactFacts } from "../content/fact-defaults";
import { overlayFacts } from "../content/overlay";
import { env, read } from "./build-env";
import { consentRevision } from "./consent-revision";

/**
 * The contact details the pages show: the environment gives the starting value
 * (common/content/fact-defaults.ts), the owner's published edits go over it.
 */
const contact = overlayFacts("contact", contactFacts(env));

export const site = {
  brand: "Neutra Tech",
  /** Canonical base URL, without trailing slash. */
  url: read("SITE_URL", "https://www.neutra-tech.de").replace(/\/+$/, ""),
  contactEmail: contact.email,
  privateEquityEmail: contact.privateEquityEmail,
  /** External appointment booking page (strategic conversation, PE pages). */
  bookingUrl: contact.bookingUrl,
  /** External 30-minute scheduling page embedded in the demo dialog (after consent or a click). */
  schedulingUrl: contact.schedulingUrl,
  schedulingProvider: contact.schedulingProvider,
  /** Optional trackers; empty means the integration is off. Loaded only after consent. */
  gaMeasurementId: read("SITE_GA_MEASUREMENT_ID", "").replace(/[^A-Za-z0-9-]/g, ""),
  metaPixelId: read("SITE_META_PIXEL_ID", "").replace(/\D/g, ""),
  sapPartnerUrl: read("SITE_SAP_PARTNER_URL", "https://www.sap.com/germany/partners.html"),
  providerUrl: read("SITE_PROVIDER_URL", "https://www.neutra-tech.de"),
  /** Raise it when the cookie policy changes materially: every visitor is asked again. */
  consentRevision,
  /** /.well-known/security.txt (RFC 9116): where to report a vulnerability. */
  securityContact: read("SITE_SECURITY_CONTACT", `mailto:${contact.email}`),
  /** Until when security.txt holds (YYYY-MM-DD); empty: one year after the build. */
  securityExpires: read("SITE_SECURITY_EXPIRES", ""),
};
