import type { adminEndpoints } from "../../common/admin-api";
import type { Parsed, Reply, Role } from "../../common/contract";
import type { LiveSite } from "../render/live-site";
import type { Preview } from "../render/preview";
import type { Database } from "../db/client";
import type { Logger } from "../logger";
import type { AdminRateLimits } from "../rate-limit";
import type { TrustedProxies } from "../request";
import type { LeadConfig } from "../leads/routes";
import type { MediaFiles } from "../media/serve";

/** Who is signed in, set by the session check for every route behind it. */
interface AdminPrincipal {
  userId: string;
  email: string;
  /** What they may call: server/contract.ts checks it against each endpoint's declaration. */
  role: Role;
  /** SHA-256 of the session's cookie token (admin_sessions' key). */
  sessionHash: string;
  /** When the session was signed in (every sign-in makes a new one): how fresh the proof is. */
  signedInAt: Date;
}

/** Hono's environment for the admin routes: `c.get("admin")` behind the session check. */
export interface AdminEnv {
  Variables: { admin: AdminPrincipal };
}

export interface AdminConfig {
  /**
   * ADMIN_URL, else SITE_URL: the base of mailed links, the passkeys' relying party (its host) and
   * expected origin; https makes the session cookie Secure.
   */
  url: string;
  /**
   * ADMIN_URL's host name when it is not SITE_URL's: the back office answers only there, and its
   * cookie is `__Host-` with Path=/ (server/admin/host.ts). Undefined: one host serves both.
   */
  ownHost?: string;
  /** ADMIN_LINK_SECRET (or the generated one): one-time links' tokens are derived with it. */
  linkSecret: string;
  trustProxy: TrustedProxies;
  /** CONSENT_LOG: the statistics show the banner's answers only when they are logged. */
  consentLog: boolean;
  /** What the lead routes use: recipients per form, webhooks on or off (for "not spam"). */
  leads: Pick<LeadConfig, "recipients" | "webhooks">;
  /** WEBHOOK_URL's host: the delivery log names the CRM by it (never the URL, which may hold a token). */
  webhookHost?: string;
  /** The erasures' key and log, the CLI's, and the webhook secret when set (operatorSecrets in server/operator.ts). */
  erasures: { key: string; logFile: string; mailDir: string; webhookSecret?: string };
}

export interface AdminDeps {
  database: Database;
  logger: Logger;
  config: AdminConfig;
  /** Requests to the open sign-in routes: per client, in all, per account, link mails per address. */
  rateLimit: AdminRateLimits;
  /** Called after a mail or webhook was queued (a sign-in link, "not spam", a retry). */
  onQueued: () => void;
  /** The served pages, rendered again after a publish (server/render/live-site.ts); tests may leave it out. */
  content?: { live: ServedContent; preview?: Preview };
  /** The media route's memory: what a deleted or replaced image leaves there is dropped at once. */
  media?: Pick<MediaFiles, "forget">;
}

/** What the content routes use of the live site (server/render/live-site.ts). */
export type ServedContent = Pick<LiveSite, "refresh" | "trial" | "revision" | "failure">;

type AdminEndpoints = typeof adminEndpoints;
/** What the handler of the admin endpoint `K` gets: its parsed parameters, query and body (server/contract.ts). */
export type RequestOf<K extends keyof AdminEndpoints> = Parsed<AdminEndpoints[K]>;
/** What the handler of the admin endpoint `K` answers: a declared status with its body. */
export type ReplyOf<K extends keyof AdminEndpoints> = Promise<Reply<AdminEndpoints[K]>>;
