/**
 * Company facts for the Impressum, the privacy policy and the cookie policy. Build-time overridable
 * through SITE_LEGAL_* environment variables, read like common/config/site.ts (see README, "Legal
 * facts"). The defaults are samples and must be replaced before going live.
 */
import { overlayFacts } from "../content/overlay";
import { site } from "./site";

const env: Record<string, string | undefined> = import.meta.env ?? process.env;

type Config = Record<string, string | undefined>;

function read(config: Config, name: string, fallback: string): string {
  const value = config[`SITE_LEGAL_${name}`]?.trim();
  return value ? value : fallback;
}

/** A comma-separated list, e.g. several managing directors. */
function readList(config: Config, name: string, fallback: string): string[] {
  return read(config, name, fallback)
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
}

/** A valid YYYY-MM-DD date or the fallback: a typo must not break the page. */
function isoDate(value: string, fallback: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) ? value : fallback;
}

/**
 * The README's sample values: what the pages show until SITE_LEGAL_* says otherwise. `npm run
 * preflight` reports each one still in place.
 */
export const legalSamples = {
  COMPANY: "Neutra Tech GmbH",
  STREET: "Musterstraße 1",
  POSTAL_CITY: "10115 Berlin",
  COUNTRY: "DE",
  MANAGING_DIRECTORS: "Max Mustermann",
  PHONE: "+49 30 23125 000",
  PRIVACY_EMAIL: "datenschutz@neutra-tech.de",
  REGISTER_COURT: "Amtsgericht Charlottenburg",
  REGISTER_NUMBER: "HRB 000000 B",
  VAT_ID: "DE000000000",
  CONTENT_RESPONSIBLE: "Max Mustermann",
  AUTHORITY_NAME: "Berliner Beauftragte für Datenschutz und Informationsfreiheit",
  AUTHORITY_ADDRESS: "Alt-Moabit 59–61, 10555 Berlin",
  AUTHORITY_URL: "https://www.datenschutz-berlin.de",
  HOSTING_PROVIDER: "Muster-Hosting GmbH, Musterweg 2, 10115 Berlin, DE",
  MAIL_PROVIDER: "Muster-Mail GmbH, Musterweg 3, 10115 Berlin, DE",
  PRIVACY_DATE: "2026-11-22",
} as const;

type SampleKey = keyof typeof legalSamples;

/** The company facts as the code and a configuration (SITE_LEGAL_*) give them; the owner's edits go over them. */
export function legalFactsFrom(config: Config) {
  const sample = (name: SampleKey) => read(config, name, legalSamples[name]);
  const street = sample("STREET");
  const postalCity = sample("POSTAL_CITY");
  return {
    companyName: sample("COMPANY"),
    street,
    postalCity,
    /** ISO 3166-1 alpha-2 code; shown as the country's name in the page's language. */
    country: sample("COUNTRY").toUpperCase(),
    managingDirectors: readList(config, "MANAGING_DIRECTORS", legalSamples.MANAGING_DIRECTORS),
    phone: sample("PHONE"),
    privacyEmail: sample("PRIVACY_EMAIL"),
    registerCourt: sample("REGISTER_COURT"),
    registerNumber: sample("REGISTER_NUMBER"),
    vatId: sample("VAT_ID"),
    /** Responsible for the content under § 18 Abs. 2 MStV: name and address. */
    contentResponsible: {
      name: sample("CONTENT_RESPONSIBLE"),
      address: read(config, "CONTENT_RESPONSIBLE_ADDRESS", `${street}, ${postalCity}`),
    },
    /** The data-protection supervisory authority competent for the company (Art. 77 GDPR). */
    authority: {
      name: sample("AUTHORITY_NAME"),
      address: sample("AUTHORITY_ADDRESS"),
      url: sample("AUTHORITY_URL"),
    },
    /**
     * Processors named in the privacy policy: who hosts the server, who delivers our e-mail. Name and
     * address, the country as its code at the end ("…, 10115 Berlin, DE"), shown in the page's
     * language by processorAddress().
     */
    hostingProvider: sample("HOSTING_PROVIDER"),
    mailProvider: sample("MAIL_PROVIDER"),
    /** The data protection officer's name and contact (Art. 13(1)(b) GDPR); empty when none is appointed. */
    dpo: read(config, "DPO", ""),
    /** Date of the privacy policy's current version (YYYY-MM-DD); raise it with every material change. */
    privacyPolicyDate: isoDate(read(config, "PRIVACY_DATE", ""), legalSamples.PRIVACY_DATE),
  };
}

export type LegalFacts = ReturnType<typeof legalFactsFrom>;

/** Which fact holds which sample (the nested ones by their sample's part). */
const sampleOf: Record<Exclude<SampleKey, "COUNTRY" | "PRIVACY_DATE">, (facts: LegalFacts) => string> = {
  COMPANY: (f) => f.companyName,
  STREET: (f) => f.street,
  POSTAL_CITY: (f) => f.postalCity,
  MANAGING_DIRECTORS: (f) => f.managingDirectors.join(", "),
  PHONE: (f) => f.phone,
  PRIVACY_EMAIL: (f) => f.privacyEmail,
  REGISTER_COURT: (f) => f.registerCourt,
  REGISTER_NUMBER: (f) => f.registerNumber,
  VAT_ID: (f) => f.vatId,
  CONTENT_RESPONSIBLE: (f) => f.contentResponsible.name,
  AUTHORITY_NAME: (f) => f.authority.name,
  AUTHORITY_ADDRESS: (f) => f.authority.address,
  AUTHORITY_URL: (f) => f.authority.url,
  HOSTING_PROVIDER: (f) => f.hostingProvider,
  MAIL_PROVIDER: (f) => f.mailProvider,
};

/**
 * The facts still at the README's sample, wherever they come from (variables or the back office).
 * One rule for both: `npm run preflight` refuses each, and the legal pages say visibly that they
 * show sample data (ADR 0026). The country code and the policy's date can rightly stay as they are.
 */
export function sampleFactsInEffect(facts: LegalFacts): SampleKey[] {
  return (Object.keys(sampleOf) as (keyof typeof sampleOf)[]).filter(
    (key) => sampleOf[key](facts).trim() === legalSamples[key],
  );
}

/** The samples a configuration (SITE_LEGAL_*) leaves in place, before any edit in the back office. */
export function sampleLegalFacts(config: Config): SampleKey[] {
  return sampleFactsInEffect(legalFactsFrom(config));
}

const inEffect = overlayFacts("legal", legalFactsFrom(env));

export const legal = {
  ...inEffect,
  /** The general address is the site's contact address. */
  email: site.contactEmail,
  /** True while any fact is still a sample: the Impressum and the policies then say so on screen. */
  showsSamples: sampleFactsInEffect(inEffect).length > 0,
};

/** The country's name in a language: "Deutschland", "Germany". */
export function countryName(code: string, lang: string): string {
  try {
    return new Intl.DisplayNames([lang], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * A processor's name and address with its country in a language: "…, 10115 Berlin, DE" becomes
 * "…, 10115 Berlin, Deutschland" or "…, Germany". Without a code at the end, the text as written.
 */
export function processorAddress(configured: string, lang: string): string {
  const match = /^(.*),\s*([A-Za-z]{2})$/.exec(configured.trim());
  return match ? `${match[1]}, ${countryName(match[2]!.toUpperCase(), lang)}` : configured;
}

/** The phone number as a tel: link target: "+49 (0)30 23125 000" -> "tel:+493023125000". */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace("(0)", "").replace(/[^\d+]/g, "")}`;
}
