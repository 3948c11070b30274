/**
 * Company facts for the Impressum, the privacy policy and the cookie policy: SITE_LEGAL_* give the
 * starting values (see docs/operating.md, "Configuration"; common/content/fact-defaults.ts reads them), the
 * owner's published edits go over them (common/content/overlay.ts). The defaults are samples and
 * must be replaced before going live.
 */
import { companyFacts, legalSamples, type Env } from "../content/fact-defaults";
import type { Facts } from "../content/facts";
import { overlayFacts } from "../content/overlay";
import { site } from "./site";

export { legalSamples };

const env: Env = import.meta.env ?? process.env;

type SampleKey = keyof typeof legalSamples;
type Company = Facts["company"];
export type Processor = Company["hostingProvider"];

/** Which fact holds which sample. The country code and the policy's date can rightly stay as they are. */
const sampleOf: Record<Exclude<SampleKey, "COUNTRY" | "PRIVACY_DATE">, (company: Company) => string> = {
  COMPANY: (c) => c.name,
  STREET: (c) => c.street,
  POSTAL_CITY: (c) => c.postalCity,
  MANAGING_DIRECTORS: (c) => c.managingDirectors.join(", "),
  PHONE: (c) => c.phone,
  PRIVACY_EMAIL: (c) => c.privacyEmail,
  REGISTER_COURT: (c) => c.registerCourt,
  REGISTER_NUMBER: (c) => c.registerNumber,
  VAT_ID: (c) => c.vatId,
  CONTENT_RESPONSIBLE: (c) => c.contentResponsible.name,
  AUTHORITY_NAME: (c) => c.authority.name,
  AUTHORITY_ADDRESS: (c) => c.authority.address,
  AUTHORITY_URL: (c) => c.authority.url,
  HOSTING_PROVIDER: (c) => processorLine(c.hostingProvider),
  MAIL_PROVIDER: (c) => processorLine(c.mailProvider),
};

/** A processor as SITE_LEGAL_HOSTING_PROVIDER writes it: "Name, address, DE". */
const processorLine = (p: Processor) => [p.name, p.address, p.country].filter(Boolean).join(", ");

/**
 * The facts still at their sample (docs/operating.md), wherever they come from (variables or the
 * back office). One rule for both: `npm run preflight` refuses each, and the legal pages say visibly that they
 * show sample data (ADR 0026).
 */
export function sampleFactsInEffect(company: Company): SampleKey[] {
  return (Object.keys(sampleOf) as (keyof typeof sampleOf)[]).filter(
    (key) => sampleOf[key](company).trim() === legalSamples[key],
  );
}

/** The samples a configuration (SITE_LEGAL_*) leaves in place, before any edit in the back office. */
export function sampleLegalFacts(config: Env): SampleKey[] {
  return sampleFactsInEffect(companyFacts(config));
}

const company = overlayFacts("company", companyFacts(env));

export const legal = {
  companyName: company.name,
  street: company.street,
  postalCity: company.postalCity,
  /** ISO 3166-1 alpha-2 code; shown as the country's name in the page's language. */
  country: company.country,
  managingDirectors: company.managingDirectors,
  phone: company.phone,
  /** The general address is the site's contact address. */
  email: site.contactEmail,
  privacyEmail: company.privacyEmail,
  /** The registered seat (Sitz der Gesellschaft), named in every business mail (§ 35a GmbHG). */
  seat: company.seat,
  registerCourt: company.registerCourt,
  registerNumber: company.registerNumber,
  vatId: company.vatId,
  /** Responsible for the content under § 18 Abs. 2 MStV: name and address. */
  contentResponsible: company.contentResponsible,
  /** The data-protection supervisory authority competent for the company (Art. 77 GDPR). */
  authority: company.authority,
  /** Processors named in the privacy policy: who hosts the server, who delivers our e-mail. */
  hostingProvider: company.hostingProvider,
  mailProvider: company.mailProvider,
  /** The data protection officer's name and contact (Art. 13(1)(b) GDPR); empty when none is appointed. */
  dpo: company.dpo ? `${company.dpo.name}, ${company.dpo.contact}` : "",
  /** Date of the privacy policy's current version (YYYY-MM-DD); raise it with every material change. */
  privacyPolicyDate: company.privacyPolicyDate,
  /** True while any fact is still a sample: the Impressum and the policies then say so on screen. */
  showsSamples: sampleFactsInEffect(company).length > 0,
};

/** The country's name in a language: "Deutschland", "Germany". */
export function countryName(code: string, lang: string): string {
  try {
    return new Intl.DisplayNames([lang], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** A processor's name and address with its country in a language: "…, Deutschland" or "…, Germany". */
export function processorAddress(processor: Processor, lang: string): string {
  return [processor.name, processor.address, processor.country && countryName(processor.country, lang)]
    .filter(Boolean)
    .join(", ");
}

/** The phone number as a tel: link target: "+49 (0)30 23125 000" -> "tel:+493023125000". */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace("(0)", "").replace(/[^\d+]/g, "")}`;
}
