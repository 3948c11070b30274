/**
 * Company facts for the Impressum, the privacy policy and the cookie policy. Build-time overridable
 * through SITE_LEGAL_* environment variables, read like app/config/site.ts (see README, "Legal
 * facts"). The defaults are samples and must be replaced before going live.
 */
import { site } from "./site";

const env: Record<string, string | undefined> = import.meta.env ?? process.env;

function read(name: string, fallback: string): string {
  const value = env[`SITE_LEGAL_${name}`]?.trim();
  return value ? value : fallback;
}

/** A comma-separated list, e.g. several managing directors. */
function readList(name: string, fallback: string): string[] {
  return read(name, fallback)
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
}

/** A valid YYYY-MM-DD date or the fallback: a typo must not break the page. */
function isoDate(value: string, fallback: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) ? value : fallback;
}

const street = read("STREET", "Musterstraße 1");
const postalCity = read("POSTAL_CITY", "10115 Berlin");

export const legal = {
  companyName: read("COMPANY", "Neutra Tech GmbH"),
  street,
  postalCity,
  /** ISO 3166-1 alpha-2 code; shown as the country's name in the page's language. */
  country: read("COUNTRY", "DE").toUpperCase(),
  managingDirectors: readList("MANAGING_DIRECTORS", "Max Mustermann"),
  phone: read("PHONE", "+49 30 23125 000"),
  /** The general address is the site's contact address (SITE_CONTACT_EMAIL). */
  email: site.contactEmail,
  privacyEmail: read("PRIVACY_EMAIL", "datenschutz@neutra-tech.de"),
  registerCourt: read("REGISTER_COURT", "Amtsgericht Charlottenburg"),
  registerNumber: read("REGISTER_NUMBER", "HRB 000000 B"),
  vatId: read("VAT_ID", "DE000000000"),
  /** Responsible for the content under § 18 Abs. 2 MStV: name and address. */
  contentResponsible: {
    name: read("CONTENT_RESPONSIBLE", "Max Mustermann"),
    address: read("CONTENT_RESPONSIBLE_ADDRESS", `${street}, ${postalCity}`),
  },
  /** The data-protection supervisory authority competent for the company (Art. 77 GDPR). */
  authority: {
    name: read("AUTHORITY_NAME", "Berliner Beauftragte für Datenschutz und Informationsfreiheit"),
    address: read("AUTHORITY_ADDRESS", "Alt-Moabit 59–61, 10555 Berlin"),
    url: read("AUTHORITY_URL", "https://www.datenschutz-berlin.de"),
  },
  /** Processors named in the privacy policy: who hosts the server, who delivers our e-mail. */
  hostingProvider: read("HOSTING_PROVIDER", "Muster-Hosting GmbH, Musterweg 2, 10115 Berlin, Deutschland"),
  mailProvider: read("MAIL_PROVIDER", "Muster-Mail GmbH, Musterweg 3, 10115 Berlin, Deutschland"),
  /** Date of the privacy policy's current version (YYYY-MM-DD); raise it with every material change. */
  privacyPolicyDate: isoDate(read("PRIVACY_DATE", ""), "2026-11-22"),
} as const;

/** The country's name in a language: "Deutschland", "Germany". */
export function countryName(code: string, lang: string): string {
  try {
    return new Intl.DisplayNames([lang], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The phone number as a tel: link target: "+49 (0)30 23125 000" -> "tel:+493023125000". */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace("(0)", "").replace(/[^\d+]/g, "")}`;
}
