import { z } from "zod";
import { retentionDefaults, type ServerFacts } from "../common/config/server-facts";
import { parseTrustedProxies } from "./request";
import { site } from "../common/config/site";

const port = z.coerce.number().int().min(0).max(65535);
const onOff = z
  .enum(["on", "off", "true", "false", "1", "0"])
  .transform((v) => v === "on" || v === "true" || v === "1");

/** Runtime configuration of the server, validated at start (docs/operating.md lists every variable). */
export const envSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  /** The prerendered site; default: build/client of this checkout. */
  STATIC_DIR: z.string().min(1).optional(),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" }).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** SMTP server for outgoing mail; without it mails are written as .eml files under DATA_DIR/mail. */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
  MAIL_FROM: z.string().min(3).default(`${site.brand} Website <website@neutra-tech.de>`),
  /** Where leads are mailed; each form can have its own address. */
  CONTACT_TO: z.email().default("kontakt@neutra-tech.de"),
  CONTACT_TO_SAP: z.email().optional(),
  CONTACT_TO_CONTACT: z.email().optional(),
  CONTACT_TO_MIGRATION: z.email().optional(),
  AUTORESPONDER: onOff.default(false),
  /**
   * At most this many confirmations per hour in all: besides one per address and day, this bounds
   * what a crowd of clients typing other people's addresses can make the site send.
   */
  AUTORESPONDER_PER_HOUR: z.coerce.number().int().min(0).default(60),
  /**
   * The lease on a mail or webhook delivery a server process is attempting; the process renews it
   * every third of this while the attempt runs. After a crash, what it was sending is taken over
   * by another process this long after its last renewal (docs/decisions/0024).
   */
  MAIL_LEASE_SECONDS: z.coerce.number().int().min(5).max(3600).default(30),
  /**
   * How often a server process looks for content another process published on the same database
   * (docs/decisions/0040); a publish through this process is rendered at once.
   */
  CONTENT_POLL_SECONDS: z.coerce.number().int().min(1).max(60).default(2),
  /**
   * The most one rendered page may weigh, in bytes: a publish that would make any page heavier is
   * refused (docs/decisions/0056). The largest page ships at about 100 KB.
   */
  /**
   * The hosts whose scheduling page the owner may publish for the demo dialog (comma-separated);
   * default: the host of SITE_SCHEDULING_URL. Read by the content catalogue (server/content/catalogue.ts).
   */
  SCHEDULING_HOSTS: z
    .string()
    .regex(/^\s*[a-z0-9.-]+(\s*,\s*[a-z0-9.-]+)*\s*$/i, { error: "must be host names separated by commas" })
    .optional(),
  CONTENT_PAGE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(64 * 1024)
    .max(16 * 1024 * 1024)
    .default(1024 * 1024),
  /** Every mailed lead is also POSTed here (Standard Webhooks), signed with WEBHOOK_SECRET. */
  WEBHOOK_URL: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
  /** `whsec_` + the base64 of a 24 to 64 byte key, as Standard Webhooks secrets are written. */
  WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9+/]+={0,2}$/, { error: "must be whsec_ followed by a base64 key" })
    .refine(
      (secret) => {
        const bytes = Buffer.from(secret.slice("whsec_".length), "base64").length;
        return bytes >= 24 && bytes <= 64;
      },
      { error: "the key after whsec_ must be 24 to 64 bytes" },
    )
    .optional(),
  RATE_LIMIT: onOff.default(true),
  /** Submissions faster than this after the form appeared are treated as spam. */
  MIN_FILL_MS: z.coerce.number().int().min(0).default(3000),
  /**
   * Reverse proxies whose X-Forwarded-For is believed: "off", "on" (loopback) or a list of
   * addresses and CIDR ranges. The rate limit then counts the client that proxy saw.
   */
  TRUST_PROXY: z
    .string()
    .default("off")
    .transform((value, ctx) => {
      try {
        return parseTrustedProxies(value);
      } catch (error) {
        ctx.addIssue({
          code: "custom",
          message: `must be off, on or a list of addresses: ${(error as Error).message}`,
        });
        return z.NEVER;
      }
    }),
  /**
   * Signs the lead forms' proof-of-work challenges. Unset: a secret is generated into DATA_DIR on
   * first start (processes on one host share it; set it when processes run on several hosts).
   */
  POW_SECRET: z.string().min(32, "must be at least 32 characters (e.g. openssl rand -base64 32)").optional(),
  /** on: a lead without a valid proof-of-work solution is stored as spam instead of being mailed. */
  POW_REQUIRED: onOff.default(false),
  /** Store proof-of-consent entries (random id, revision, categories, action, time). */
  CONSENT_LOG: onOff.default(false),
  /**
   * Where the owner opens the back office, if not at SITE_URL (a staging host, a test on
   * localhost): its origin is the passkeys' relying party and the base of mailed sign-in links.
   */
  ADMIN_URL: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
  /**
   * Derives the back office's one-time link tokens (docs/decisions/0028), so the database holds no
   * usable link. Unset: a key is generated into DATA_DIR on first start (processes on one host share
   * it; set it when processes run on several hosts, or their mailed links do not work).
   */
  ADMIN_LINK_SECRET: z.string().min(32, "must be at least 32 characters (e.g. openssl rand -base64 32)").optional(),
  /**
   * Keys the hashes that stand for erased addresses in the audit log and the erasure log
   * (docs/decisions/0038). Unset: generated into DATA_DIR on first start.
   */
  ERASURE_SECRET: z.string().min(32, "must be at least 32 characters (e.g. openssl rand -base64 32)").optional(),
  /** Leads are deleted this many days after they arrived (the privacy policy states it). */
  LEAD_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(retentionDefaults.leadDays),
  /** Leads judged spam are deleted this many days after they arrived. */
  SPAM_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(retentionDefaults.spamDays),
  /** Count page views per day, page, language and referring host (no cookie, nothing personal). */
  ANALYTICS: onOff.default(true),
});

/** What no single variable can say: the webhook's URL and secret come together. */
const checkedEnv = envSchema.check((ctx) => {
  const { WEBHOOK_URL: url, WEBHOOK_SECRET: secret } = ctx.value;
  if (Boolean(url) === Boolean(secret)) return;
  const [missing, given] = url ? ["WEBHOOK_SECRET", "WEBHOOK_URL"] : ["WEBHOOK_URL", "WEBHOOK_SECRET"];
  ctx.issues.push({ code: "custom", input: undefined, path: [missing], message: `is required with ${given}` });
});

export type Env = z.infer<typeof envSchema>;

/** Empty strings count as unset, as in most .env tooling. */
const withoutBlanks = (source: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v.trim() !== ""));

/** Parses the environment; throws a ZodError naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  return checkedEnv.parse(withoutBlanks(source));
}

/** The environment's problems, one line each ("PORT: ..."); none when it parses. */
export function envProblems(source: Record<string, string | undefined>): string[] {
  const result = checkedEnv.safeParse(withoutBlanks(source));
  return result.success ? [] : issueLines(result.error);
}

const issueLines = (error: z.ZodError) => error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);

export function describeEnvError(error: unknown): string {
  if (!(error instanceof z.ZodError)) return String(error);
  return issueLines(error)
    .map((line) => `  ${line}`)
    .join("\n");
}

/** The lead routes' settings, from the environment. */
export function leadConfig(env: Env) {
  return {
    recipients: {
      "sap-contact": env.CONTACT_TO_SAP ?? env.CONTACT_TO,
      contact: env.CONTACT_TO_CONTACT ?? env.CONTACT_TO,
      migration: env.CONTACT_TO_MIGRATION ?? env.CONTACT_TO,
    },
    autoresponder: env.AUTORESPONDER,
    autoresponderPerHour: env.AUTORESPONDER_PER_HOUR,
    minFillMs: env.MIN_FILL_MS,
    powRequired: env.POW_REQUIRED,
    trustProxy: env.TRUST_PROXY,
    webhooks: Boolean(env.WEBHOOK_URL),
  };
}

/** What the policies state about this configuration; compared with the build's at start. */
export function serverFactsOf(env: Env): ServerFacts {
  return {
    consentLog: env.CONSENT_LOG,
    analytics: env.ANALYTICS,
    webhook: Boolean(env.WEBHOOK_URL),
    powRequired: env.POW_REQUIRED,
    leadRetentionDays: env.LEAD_RETENTION_DAYS,
    spamRetentionDays: env.SPAM_RETENTION_DAYS,
  };
}
