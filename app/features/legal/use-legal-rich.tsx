import { ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { countryName, legal, phoneHref, processorAddress } from "#common/config/legal";
import type { Lang } from "#common/config/route-table";
import { counterDeletionHours } from "#common/config/ip-counters";
import { serverFacts } from "#common/config/server-facts";
import { site } from "#common/config/site";
import { useLang, usePageUrl } from "~/lib/use-lang";
import type { PolicySetting } from "#common/locales/types";
import type { Rich } from "./legal-blocks";

const linkClass =
  "font-semibold text-accent-700 underline underline-offset-4 [overflow-wrap:anywhere] hover:text-accent-600";

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/** An external link in a new tab, announced as such. */
function ExternalTextLink({ href, newTabLabel, children }: { href: string; newTabLabel: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
      {children}
      <ExternalLink aria-hidden="true" className="ml-1 inline size-3.5 align-[-0.1em]" />
      <span className="sr-only"> ({newTabLabel})</span>
    </a>
  );
}

/** What the build's configuration switches on, as the policies state it (common/config/server-facts.ts). */
export const policySettings: Record<PolicySetting, boolean> = {
  consentLog: serverFacts.consentLog,
  analytics: serverFacts.analytics,
  webhook: serverFacts.webhook,
  powRequired: serverFacts.powRequired,
  dpo: legal.dpo !== "",
};

/** Periods as a reader says them, in the page's language. */
function useDurations(lang: Lang) {
  const { t } = useTranslation("common");
  const counted = (unit: "days" | "years", count: number) =>
    t(unit, { count }).replace(String(count), new Intl.NumberFormat(lang).format(count));
  return {
    /** A retention period: whole years as years („3 Jahren“), else days („400 Tagen“). */
    period: (days: number) => (days % 365 === 0 ? counted("years", days / 365) : counted("days", days)),
    /** "30 Stunden", "7 hours": the number and its unit, tied. */
    hours: (count: number) =>
      new Intl.NumberFormat(lang, { style: "unit", unit: "hour", unitDisplay: "long" })
        .format(count)
        .replace(" ", "\u00a0"),
  };
}

/**
 * Placeholders and inline links of the legal copy. The company facts come from common/config/legal.ts,
 * never from the locale files.
 */
export function useLegalRich(newTabLabel: string): Rich {
  const lang = useLang();
  const url = usePageUrl();
  const { period, hours } = useDurations(lang);
  const external = (href: string, text: string) => (
    <ExternalTextLink href={href} newTabLabel={newTabLabel}>
      {text}
    </ExternalTextLink>
  );
  return {
    settings: policySettings,
    values: {
      company: legal.companyName,
      street: legal.street,
      postalCity: legal.postalCity,
      country: countryName(legal.country, lang),
      phone: legal.phone,
      email: legal.email,
      privacyEmail: legal.privacyEmail,
      authorityName: legal.authority.name,
      authorityAddress: legal.authority.address,
      authorityUrl: legal.authority.url,
      hostingProvider: processorAddress(legal.hostingProvider, lang),
      mailProvider: processorAddress(legal.mailProvider, lang),
      dpo: legal.dpo,
      // The retention periods the server applies (LEAD_RETENTION_DAYS, SPAM_RETENTION_DAYS).
      leadRetention: period(serverFacts.leadRetentionDays),
      spamRetention: period(serverFacts.spamRetentionDays),
      // When the rate limits' counters (a keyed hash of the IP address) are deleted at the latest.
      leadCounterHours: hours(counterDeletionHours.leads),
      visitCounterHours: hours(counterDeletionHours.visits),
      siteHost: hostOf(site.url),
      bookingHost: hostOf(site.bookingUrl),
      schedulingHost: hostOf(site.schedulingUrl),
    },
    components: {
      strong: (text) => <strong className="font-semibold text-ink-900">{text}</strong>,
      code: (text) => (
        <code className="rounded bg-sand-100 px-1.5 py-0.5 font-mono text-[0.85em] text-ink-900">{text}</code>
      ),
      mail: (text) => (
        <a href={`mailto:${text}`} className={linkClass}>
          {text}
        </a>
      ),
      tel: (text) => (
        <a href={phoneHref(text)} className={linkClass}>
          {text}
        </a>
      ),
      /** An external address shown as written: "https://www.datenschutz-berlin.de". */
      url: (text) => external(text, text.replace(/^https?:\/\//, "").replace(/\/$/, "")),
      booking: (text) => external(site.bookingUrl, text),
      scheduling: (text) => external(site.schedulingUrl, text),
      privacy: (text) => (
        <Link to={url("privacy")} className={linkClass}>
          {text}
        </Link>
      ),
      cookiePolicy: (text) => (
        <Link to={url("cookiePolicy")} className={linkClass}>
          {text}
        </Link>
      ),
      imprint: (text) => (
        <Link to={url("imprint")} className={linkClass}>
          {text}
        </Link>
      ),
    },
  };
}
