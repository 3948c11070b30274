import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createApp, type AppDeps } from "../../server/app";
import type { Database } from "../../server/db/client";
import type { LeadConfig } from "../../server/leads/routes";
import { createProofOfWork, type ProofOfWork } from "../../server/leads/proof-of-work";
import { createLogger } from "../../server/logger";
import type { AdminRateLimits, RateLimit } from "../../server/rate-limit";

/** The proof-of-work every test app checks with; tests solve its challenges with `solvedPow()`. */
export const testPow = createProofOfWork({
  secret: "test-secret-of-the-proof-of-work-0123456789",
  counterRange: [1, 50],
});

const testRecipients = {
  "sap-contact": "sap@neutra.test",
  contact: "kontakt@neutra.test",
  migration: "odoo@neutra.test",
};

export const noRateLimit: RateLimit = { consume: async () => ({ allowed: true }) };
export const noAdminRateLimits: AdminRateLimits = {
  client: noRateLimit,
  global: noRateLimit,
  account: noRateLimit,
  linkMail: noRateLimit,
  publish: noRateLimit,
};

/** The back office's link secret in every test app (ADMIN_LINK_SECRET). */
export const testLinkSecret = "test-secret-of-the-admin-links-0123456789";
const erasuresDir = mkdtempSync(path.join(tmpdir(), "erasures-"));
/** The back office's erasures in tests: a fixed key, a log and a mail folder in a directory of this test run's own. */
export const testErasures = {
  key: "test-secret-of-the-erasures-0123456789",
  logFile: path.join(erasuresDir, "erasure-log"),
  mailDir: path.join(erasuresDir, "mail"),
};

/**
 * The app as the API suites need it: silent, no site, no rate limit, spam traps off, consent
 * entries stored. Each suite overrides what it is about.
 */
export function testApp(
  database: Database,
  overrides: {
    logger?: AppDeps["logger"];
    site?: AppDeps["site"];
    adminSite?: AppDeps["adminSite"];
    leadConfig?: Partial<LeadConfig>;
    /** The leads' rate limit. */
    rateLimit?: RateLimit;
    consentRateLimit?: RateLimit;
    /** The proof-of-work (default: testPow). */
    pow?: ProofOfWork;
    /** CONSENT_LOG: off answers valid entries and stores nothing. */
    consentEnabled?: boolean;
    /** ANALYTICS and the page views' rate limit and clock (default: on, no limit, now). */
    analytics?: Partial<AppDeps["analytics"]>;
    /** The back office (default: at https://www.neutra-tech.test, no rate limit). */
    admin?: Partial<AppDeps["admin"]>;
    catchUp?: AppDeps["catchUp"];
  } = {},
) {
  return createApp({
    database,
    logger: overrides.logger ?? createLogger("silent"),
    site: overrides.site ?? new Map(),
    catchUp: overrides.catchUp,
    adminSite: overrides.adminSite,
    leads: {
      config: {
        recipients: testRecipients,
        autoresponder: false,
        minFillMs: 0,
        trustProxy: [],
        ...overrides.leadConfig,
      },
      rateLimit: overrides.rateLimit ?? noRateLimit,
      pow: overrides.pow ?? testPow,
      onStored: () => {},
    },
    consent: {
      enabled: overrides.consentEnabled ?? true,
      rateLimit: overrides.consentRateLimit ?? noRateLimit,
      trustProxy: [],
    },
    analytics: { enabled: true, rateLimit: noRateLimit, trustProxy: [], ...overrides.analytics },
    admin: {
      config: {
        url: "https://www.neutra-tech.test",
        linkSecret: testLinkSecret,
        trustProxy: [],
        consentLog: overrides.consentEnabled ?? true,
        leads: { recipients: testRecipients, webhooks: overrides.leadConfig?.webhooks },
        erasures: testErasures,
      },
      rateLimit: noAdminRateLimits,
      onQueued: () => {},
      ...overrides.admin,
    },
  });
}

/** Anything that answers a request the way the app does: the app itself, or a real server via fetch. */
export interface Requestable {
  request(path: string, init: RequestInit): Response | Promise<Response>;
}

/**
 * A POST as the site's own scripts send it: JSON, same origin. A string body goes as it is (for
 * malformed JSON), anything else as JSON; `headers` override the defaults.
 */
export function postJson(app: Requestable, path: string, body: unknown, headers: Record<string, string> = {}) {
  return app.request(path, {
    method: "POST",
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin", ...headers },
  });
}
