import { legalSamples, sampleFactsInEffect } from "../common/config/legal";
import { shippedPolicy } from "../common/config/privacy-policy";
import { companyFacts } from "../common/content/fact-defaults";
import { applyFacts } from "../common/content/overlay";
import { ownAdminHost } from "./admin/host";
import { describeUrl } from "./describe-url";
import { envProblems, envSchema } from "./env";

const isLoopback = (hostname: string) =>
  hostname === "localhost" || hostname === "[::1]" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname);

/**
 * What stands between a configuration and going live, one line per problem (docs/operating.md,
 * "Going live"). `npm run preflight` prints them and fails; the server logs them as warnings at start.
 * `env` is the merged configuration (environment over .env). A URL is named without its userinfo,
 * query or fragment (describeUrl): a password or token in it stays out of terminals and logs.
 */
/**
 * `published`: the company facts the owner set in the back office (published versions), judged
 * over the environment's as the legal pages show them. `policyEdit`: the newest published edit of
 * a text or fact the privacy policy shows (newestPolicyEdit in server/content/store.ts).
 */
export function preflightFindings(
  env: Record<string, string | undefined>,
  published: Record<string, unknown> = {},
  policyEdit?: { day: string; key: string },
): string[] {
  const value = (name: string) => env[name]?.trim() || undefined;
  const findings = envProblems(env);

  const siteUrl = value("SITE_URL");
  findings.push(...siteUrlFindings(siteUrl));

  if (!value("SMTP_URL"))
    findings.push("SMTP_URL is not set: leads are written as files in DATA_DIR/mail, nobody is mailed");
  if (!value("CONTACT_TO"))
    findings.push("CONTACT_TO is not set: leads go to the default address kontakt@neutra-tech.de");

  const webhook = value("WEBHOOK_URL");
  if (webhook && URL.canParse(webhook)) {
    const { protocol, hostname } = new URL(webhook);
    // Leads leave the machine only encrypted; a receiver on this machine may listen on plain HTTP.
    if (protocol === "http:" && !isLoopback(hostname))
      findings.push(`WEBHOOK_URL must be https: ${describeUrl(webhook)}`);
  }

  // Without it, nothing limits leads, and nothing limits guessing at the back office's sign-in.
  if (envSchema.shape.RATE_LIMIT.safeParse(value("RATE_LIMIT")).data === false)
    findings.push("RATE_LIMIT is off: no limit on leads, consent entries, page views or back-office sign-in attempts");
  // With PostgreSQL, processes may run on several hosts: each would generate keys of its own into
  // its DATA_DIR; a link mailed by one would not open for another, and the hash standing for an
  // erased person (audit log, erasure log) would differ from process to process.
  if (value("DATABASE_URL")) {
    if (!value("ADMIN_LINK_SECRET"))
      findings.push(
        "ADMIN_LINK_SECRET is not set: with DATABASE_URL, give every server process the same one (openssl rand -base64 32), or mailed back-office links may not work",
      );
    if (!value("ERASURE_SECRET"))
      findings.push(
        "ERASURE_SECRET is not set: with DATABASE_URL, give every server process the same one (openssl rand -base64 32), or each hashes erased people and the rate limits' counters differently: one's erasure log does not work for another, and a client's leads are counted apart in each process",
      );
  }

  const ga = value("SITE_GA_MEASUREMENT_ID");
  if (ga && !/^G-[A-Z0-9]{4,16}$/.test(ga)) findings.push(`SITE_GA_MEASUREMENT_ID is not a GA4 id (G-XXXXXXX): ${ga}`);
  const pixel = value("SITE_META_PIXEL_ID");
  if (pixel && !/^\d{10,20}$/.test(pixel))
    findings.push(`SITE_META_PIXEL_ID is not a Meta pixel id (digits): ${pixel}`);

  // The back office in the public pages' origin is open to every script they run (docs/decisions/0030).
  const adminUrl = value("ADMIN_URL");
  if (adminUrl && URL.canParse(adminUrl) && new URL(adminUrl).protocol !== "https:")
    findings.push(`ADMIN_URL must be https: ${describeUrl(adminUrl)}`);
  const comparable = [adminUrl, siteUrl].every((url) => url && URL.canParse(url));
  if (!adminUrl || (comparable && !ownAdminHost(adminUrl, siteUrl!))) {
    const thirdParty = [ga && "Google Analytics", pixel && "the Meta pixel", "the scheduling embed"].filter(Boolean);
    findings.push(
      `ADMIN_URL: the back office shares the public pages' host, where third-party code runs (${thirdParty.join(", ")}); give it a host of its own: ADMIN_URL=https://admin.<your domain>`,
    );
  }

  findings.push(...legalFindings(env, published, policyEdit));
  return findings;
}

function siteUrlFindings(siteUrl: string | undefined): string[] {
  if (!siteUrl) return ["SITE_URL is not set: canonical links, sitemap and structured data name the sample domain"];
  if (!URL.canParse(siteUrl)) return ["SITE_URL is not a URL"];
  const url = new URL(siteUrl);
  const findings: string[] = [];
  if (url.protocol !== "https:") findings.push(`SITE_URL must be https: ${describeUrl(siteUrl)}`);
  if (/(^|\.)(example\.(com|org|net)|example|test|invalid|localhost)$/i.test(url.hostname))
    findings.push(`SITE_URL is an example or local domain: ${describeUrl(siteUrl)}`);
  return findings;
}

/** The company facts in effect: samples left in place, and a privacy policy dated before its last change. */
function legalFindings(
  env: Record<string, string | undefined>,
  published: Record<string, unknown>,
  policyEdit?: { day: string; key: string },
): string[] {
  const findings: string[] = [];
  // The same rule makes the legal pages say that they show sample data, on the value in effect.
  const company = applyFacts(companyFacts(env), published);
  for (const key of sampleFactsInEffect(company)) {
    findings.push(
      `SITE_LEGAL_${key} is still the sample of docs/operating.md ("${legalSamples[key]}"): set it in the back office (Inhalte, Fakten) or the variable`,
    );
  }

  // The policy's "Stand" names the version in force (Art. 12, 13 GDPR): never older than its last change.
  const changes = [
    { day: shippedPolicy.changed, what: "the texts shipped with the code" },
    ...(policyEdit ? [{ day: policyEdit.day, what: `the published ${policyEdit.key}` }] : []),
  ];
  const last = changes.reduce((newest, change) => (change.day > newest.day ? change : newest));
  if (company.privacyPolicyDate < last.day)
    findings.push(
      `SITE_LEGAL_PRIVACY_DATE: the privacy policy's date (${company.privacyPolicyDate}) is older than its last change (${last.day}, ${last.what}): set ${last.day} or later in the back office (Inhalte, Fakten, "Stand der Datenschutzerklärung") or the variable`,
    );
  return findings;
}
