/**
 * What the server does that the privacy and cookie policies state, read from the server's own
 * variables (server/env.ts validates the same names): the build bakes them into the policies
 * (vite.config.ts defines __SERVER_FACTS__ and writes them to build/server-facts.json), and the
 * server warns at start when its own differ from the build's (docs/decisions/0038).
 */
import { overlayFacts } from "../content/overlay";

export interface ServerFacts {
  /** CONSENT_LOG: proof of consent stored on the server. */
  consentLog: boolean;
  /** ANALYTICS: page views counted by the server. */
  analytics: boolean;
  /** WEBHOOK_URL set: leads also go to the owner's CRM (the URL itself is not baked in). */
  webhook: boolean;
  /** POW_REQUIRED: a lead without a valid proof-of-work solution is stored as spam. */
  powRequired: boolean;
  /** LEAD_RETENTION_DAYS. */
  leadRetentionDays: number;
  /** SPAM_RETENTION_DAYS. */
  spamRetentionDays: number;
}

/** The retention defaults, for server/env.ts and the build alike. */
export const retentionDefaults = { leadDays: 1095, spamDays: 30 } as const;

const onOff = (value: string | undefined, fallback: boolean) => {
  const v = value?.trim().toLowerCase();
  return v ? v === "on" || v === "true" || v === "1" : fallback;
};
const days = (value: string | undefined, fallback: number) => {
  const n = Number(value?.trim());
  return value?.trim() && Number.isInteger(n) && n > 0 ? n : fallback;
};

/** The facts from variables as the server reads them (a value the server would refuse keeps its default). */
export function serverFactsFrom(env: Record<string, string | undefined>): ServerFacts {
  return {
    consentLog: onOff(env.CONSENT_LOG, false),
    analytics: onOff(env.ANALYTICS, true),
    webhook: Boolean(env.WEBHOOK_URL?.trim()),
    powRequired: onOff(env.POW_REQUIRED, false),
    leadRetentionDays: days(env.LEAD_RETENTION_DAYS, retentionDefaults.leadDays),
    spamRetentionDays: days(env.SPAM_RETENTION_DAYS, retentionDefaults.spamDays),
  };
}

/** The names of the facts in which two configurations differ (the build's and the server's). */
export function factsDiffer(built: ServerFacts, running: ServerFacts): (keyof ServerFacts)[] {
  return (Object.keys(running) as (keyof ServerFacts)[]).filter((key) => built[key] !== running[key]);
}

declare const __SERVER_FACTS__: ServerFacts | undefined;

declare module "../content/overlay" {
  interface FactGroups {
    server: ServerFacts;
  }
}

/**
 * The build's facts in the site (in Node: tests, scripts, the environment's); a server whose own
 * differ renders its pages again with its own (server/render/live-site.ts).
 */
export const serverFacts = overlayFacts(
  "server",
  typeof __SERVER_FACTS__ !== "undefined" ? __SERVER_FACTS__ : serverFactsFrom(process.env),
);
