import { createApp, type AppDeps } from "../../server/app";
import type { Database } from "../../server/db/client";
import type { LeadConfig } from "../../server/leads/routes";
import { createLogger } from "../../server/logger";
import type { RateLimit } from "../../server/rate-limit";

export const noRateLimit: RateLimit = { consume: async () => ({ allowed: true }) };

/**
 * The app as the API suites need it: silent, no site, no rate limit, spam traps off, consent
 * entries stored. Each suite overrides what it is about.
 */
export function testApp(
  database: Database,
  overrides: {
    logger?: AppDeps["logger"];
    site?: AppDeps["site"];
    leadConfig?: Partial<LeadConfig>;
    rateLimit?: RateLimit;
    consentRateLimit?: RateLimit;
  } = {},
) {
  return createApp({
    database,
    logger: overrides.logger ?? createLogger("silent"),
    site: overrides.site ?? new Map(),
    leads: {
      config: {
        recipients: { "sap-contact": "sap@neutra.test", contact: "kontakt@neutra.test", migration: "odoo@neutra.test" },
        autoresponder: false,
        minFillMs: 0,
        trustProxy: [],
        ...overrides.leadConfig,
      },
      rateLimit: overrides.rateLimit ?? noRateLimit,
      onStored: () => {},
    },
    consent: { enabled: true, rateLimit: overrides.consentRateLimit ?? noRateLimit, trustProxy: [] },
  });
}
