/**
 * The facts in effect before the owner edits any: what the code ships (the figures' declarations,
 * figures.ts) and the environment sets today, read as common/config/legal.ts, common/config/site.ts
 * and server/env.ts read them (fact-defaults.test.ts holds them to those modules). The back office
 * overrides them; `factsSchema` judges the result wherever it comes from.
 */
import { pages } from "../config/route-table";
import type { LeadKind } from "../lead-schemas";
import type { Facts } from "./facts";
import { shippedFigures } from "./figures";

export type Env = Record<string, string | undefined>;

/** A variable's value, or the fallback when it is unset or blank (as the .env tooling reads it). */
const read = (env: Env, name: string, fallback: string) => env[name]?.trim() || fallback;

/**
 * The sample values (docs/operating.md, "Configuration"): what the pages show until SITE_LEGAL_*
 * says otherwise. `npm run preflight` reports each one still in place.
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
  /**
   * Not a sample: the day the shipped privacy policy last changed, its "Stand" until the owner sets
   * a later one (common/config/privacy-policy.ts holds it to the texts).
   */
  PRIVACY_DATE: "2026-11-28",
} as const;

/** "Name, street, postal code and city, DE": a processor as SITE_LEGAL_HOSTING_PROVIDER writes it. */
function processor(configured: string): Facts["company"]["hostingProvider"] {
  const [name = "", ...rest] = configured.split(",").map((part) => part.trim());
  const country = /^[A-Za-z]{2}$/.test(rest.at(-1) ?? "") ? rest.pop()!.toUpperCase() : "";
  return { name, address: rest.join(", "), country };
}

/** The city of "10115 Berlin": what follows the postal code. */
const cityOf = (postalCity: string) => postalCity.replace(/^[\d\s-]+/, "").trim() || postalCity;

export function companyFacts(env: Env): Facts["company"] {
  const legal = (name: keyof typeof legalSamples) => read(env, `SITE_LEGAL_${name}`, legalSamples[name]);
  const street = legal("STREET");
  const postalCity = legal("POSTAL_CITY");
  const dpo = read(env, "SITE_LEGAL_DPO", "");
  const [dpoName = "", ...dpoContact] = dpo.split(",").map((part) => part.trim());
  const privacyDate = legal("PRIVACY_DATE");
  return {
    name: legal("COMPANY"),
    street,
    postalCity,
    country: legal("COUNTRY").toUpperCase(),
    managingDirectors: legal("MANAGING_DIRECTORS")
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean),
    phone: legal("PHONE"),
    privacyEmail: legal("PRIVACY_EMAIL"),
    // The registered seat: the postal address's city unless set; the owner confirms it.
    seat: read(env, "SITE_LEGAL_SEAT", cityOf(postalCity)),
    registerCourt: legal("REGISTER_COURT"),
    registerNumber: legal("REGISTER_NUMBER"),
    vatId: legal("VAT_ID"),
    contentResponsible: {
      name: legal("CONTENT_RESPONSIBLE"),
      address: read(env, "SITE_LEGAL_CONTENT_RESPONSIBLE_ADDRESS", `${street}, ${postalCity}`),
    },
    authority: { name: legal("AUTHORITY_NAME"), address: legal("AUTHORITY_ADDRESS"), url: legal("AUTHORITY_URL") },
    hostingProvider: processor(legal("HOSTING_PROVIDER")),
    mailProvider: processor(legal("MAIL_PROVIDER")),
    // One variable today ("Name, contact"); a fact in two parts from now on.
    // Present when none is appointed too, so the owner's edit has a place to go (common/content/overlay.ts).
    dpo: dpo ? { name: dpoName, contact: dpoContact.join(", ") } : undefined,
    privacyPolicyDate:
      /^\d{4}-\d{2}-\d{2}$/.test(privacyDate) && !Number.isNaN(Date.parse(privacyDate))
        ? privacyDate
        : legalSamples.PRIVACY_DATE,
  };
}

export function contactFacts(env: Env): Facts["contact"] {
  return {
    email: read(env, "SITE_CONTACT_EMAIL", "kontakt@neutra-tech.de"),
    privateEquityEmail: read(env, "SITE_PE_EMAIL", "private-equity@neutra-tech.de"),
    bookingUrl: read(env, "SITE_BOOKING_URL", "https://outlook.office365.com/book/NeutraTech@neutra-tech.de/"),
    schedulingUrl: read(env, "SITE_SCHEDULING_URL", "https://calendly.com/neutra-tech/30min"),
    schedulingProvider: read(env, "SITE_SCHEDULING_PROVIDER", "Calendly"),
  };
}

/** Each form's recipient (CONTACT_TO_<FORM>, else CONTACT_TO) and the confirmation (AUTORESPONDER). */
function leadFormFacts(env: Env): Facts["leadForms"] {
  const fallback = read(env, "CONTACT_TO", "kontakt@neutra-tech.de");
  const confirmation = ["on", "true", "1"].includes(read(env, "AUTORESPONDER", "off").toLowerCase());
  const form = (variable: string) => ({ recipients: [read(env, variable, fallback)], confirmation });
  return {
    "sap-contact": form("CONTACT_TO_SAP"),
    contact: form("CONTACT_TO_CONTACT"),
    migration: form("CONTACT_TO_MIGRATION"),
  } satisfies Record<LeadKind, unknown>;
}

/** The facts in effect from the code and an environment (process.env, or the build's variables). */
export function factDefaults(env: Env): Facts {
  return {
    figures: { ...shippedFigures },
    company: companyFacts(env),
    contact: contactFacts(env),
    leadForms: leadFormFacts(env),
    shareImages: Object.fromEntries(
      ["site", ...pages.map((page) => page.id)].map((name) => [name, ""]),
    ) as Facts["shareImages"],
  };
}
