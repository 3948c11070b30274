import { langFromPath } from "../../common/config/route-table";

/** Valid payloads of the three lead endpoints and the consent log, as the site's forms send them. */
export const sapLead = {
  name: "Erika Mustermann",
  company: "Stadtwerke Musterstadt",
  email: "erika@stadtwerke.example",
  phone: "+49 30 123456",
  interest: "migration",
  sapSystem: "ecc",
  timeframe: "quartal",
  message: "Wir planen S/4HANA.",
  currentVersion: "ecc",
  expectations: "migration",
  pageContext: "/sap/kontakt",
  website: "",
  elapsedMs: 12_000,
};
/** What the e2e suites type into the contact form before its code has arrived. */
export const earlyContact = {
  name: "Erika Früh",
  company: "Frühe Stadtwerke E2E",
  email: "erika@fruehe-stadtwerke.example",
  serviceInterest: "erp-implementation",
};
export const contactLead = {
  kind: "contact",
  name: "John Smith",
  company: "Acme Energy",
  email: "john@acme.example",
  phone: "",
  serviceInterest: "erp-selection",
  companySize: "medium",
  timeframe: "thisMonth",
  message: "",
  interest: "erp-selection",
  expectations: "erp-selection",
  pageContext: "/en/neutra-kontakt",
  website: "",
  elapsedMs: 9000,
};
/** A general inquiry from the German page with only the required fields. */
export const minimalContactLead = {
  kind: "contact",
  name: "Erika Mustermann",
  company: "Stadtwerke Musterstadt",
  email: "erika@stadtwerke.example",
  serviceInterest: "ams",
  interest: "ams",
  expectations: "ams",
  pageContext: "/neutra-kontakt",
  website: "",
  elapsedMs: 12_000,
};
export const migrationLead = {
  kind: "migration",
  currentVersion: "v12",
  edition: "community",
  activeUsers: "16-30",
  modules: "Sales, Inventory",
  customizations: "moderate",
  datevIntegration: "planned",
  painPoints: "Slow reports",
  expectations: "DATEV export",
  timeframe: "q1-2026",
  name: "Max Muster",
  company: "Muster AG",
  email: "max@muster.example",
  countryCode: "+43",
  phone: "660 1234567",
  pageContext: "/odoo-migration",
  website: "",
  elapsedMs: 30_000,
};
export const consentEntry = {
  id: "7c9e6679-7425-40de-944b-e07fc1f90ae7",
  revision: 1,
  functional: true,
  analytics: false,
  marketing: false,
  action: "save",
};

/** A lead as stored, for suites that insert rows directly. */
export const storedLead = {
  kind: "contact",
  language: "de",
  pageContext: "/neutra-kontakt",
  name: "Erika",
  company: "Stadtwerke",
  email: "erika@example.com",
  payload: {},
};

/** A page_views_daily row; the language is the path's, as the server counts it. */
export const pageViewRow = (day: string, path: string, referrerHost: string, views: number) => ({
  day,
  path,
  language: langFromPath(path),
  referrerHost,
  views,
});

/** The legal facts of a configuration that sets every one, none of them the sample (SITE_LEGAL_*). */
export const realLegalFacts: Record<string, string> = {
  SITE_LEGAL_COMPANY: "Beispiel Consulting GmbH",
  SITE_LEGAL_STREET: "Friedrichstraße 100",
  SITE_LEGAL_POSTAL_CITY: "10117 Berlin",
  SITE_LEGAL_MANAGING_DIRECTORS: "Anna Beispiel",
  SITE_LEGAL_PHONE: "+49 30 1234567",
  SITE_LEGAL_PRIVACY_EMAIL: "privacy@beispiel.de",
  SITE_LEGAL_REGISTER_COURT: "Amtsgericht Berlin-Charlottenburg",
  SITE_LEGAL_REGISTER_NUMBER: "HRB 123456 B",
  SITE_LEGAL_VAT_ID: "DE123456789",
  SITE_LEGAL_CONTENT_RESPONSIBLE: "Anna Beispiel",
  SITE_LEGAL_AUTHORITY_NAME: "Berliner Beauftragte für Datenschutz",
  SITE_LEGAL_AUTHORITY_ADDRESS: "Alt-Moabit 59–61, 10555 Berlin, Deutschland",
  SITE_LEGAL_AUTHORITY_URL: "https://www.datenschutz-berlin.de/",
  SITE_LEGAL_HOSTING_PROVIDER: "Hoster AG, Hauptstraße 1, 90402 Nürnberg",
  SITE_LEGAL_MAIL_PROVIDER: "Mailer GmbH, Nebenstraße 2, 80331 München",
};
