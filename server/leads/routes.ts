import { and, eq, gt, sql } from "drizzle-orm";
import { Hono, type Context } from "hono";
import type * as z from "zod/mini";
import { langFromPath } from "../../common/config/route-table";
import {
  fieldErrors,
  formFields,
  formPayload,
  leadPayload,
  sapContactPayload,
  type LeadKind,
  type ValidationCode,
} from "../../common/lead-schemas";
import { powChallengePath, powField } from "../../common/proof-of-work";
import type { Database } from "../db/client";
import { leads, mailOutbox, powSolutionsUsed } from "../db/schema";
import type { Logger } from "../logger";
import { autoreplyMail } from "../mail/lead-mail";
import type { RateLimit } from "../rate-limit";
import { clientAddress, readJsonPost, type TrustedProxies } from "../request";
import { leadFormRouting } from "../content/published";
import { queueLeadDeliveries, type DeliveryConfig } from "./deliveries";
import type { PowOutcome, ProofOfWork } from "./proof-of-work";

export interface LeadConfig extends DeliveryConfig {
  autoresponder: boolean;
  /** Confirmations per hour in all (default 60). */
  autoresponderPerHour?: number;
  minFillMs: number;
  /** POW_REQUIRED: a lead without a valid proof-of-work solution is stored as spam, not mailed. */
  powRequired?: boolean;
  /** TRUST_PROXY: whose X-Forwarded-For names the client. */
  trustProxy: TrustedProxies;
}

export interface LeadRoutesDeps {
  database: Database;
  logger: Logger;
  config: LeadConfig;
  rateLimit: RateLimit;
  pow: ProofOfWork;
  /** Called after a lead is stored, so the outbox sends without waiting for its next round. */
  onStored: () => void;
}

const hour = 3600 * 1000;
const day = 24 * hour;

type Tx = Parameters<Parameters<Database["db"]["transaction"]>[0]>[0];

/** The lead as stored: the payload without the spam traps, and what the traps said. */
interface IncomingLead {
  kind: LeadKind;
  payload: Record<string, unknown> & { pageContext: string; name: string; company: string; email: string };
  spam: boolean;
  pow: { outcome: PowOutcome; challengeId?: string };
}

/** How a lead was sent: by the form's script (JSON) or by a browser without it (a native post). */
type Channel = "script" | "native";

/** What became of a lead that passed the request guards. */
type LeadOutcome =
  | {
      stored: string;
      /**
       * Stored as spam for a person to review, because it came without a valid proof-of-work
       * solution while POW_REQUIRED is on: neither mailed nor answered in the form's time. The
       * visitor is told so; a bot learns nothing it did not know (it sent no solution).
       */
      review?: true;
    }
  | { invalid: Record<string, ValidationCode> }
  | { rateLimited: number }
  | { unavailable: true };

/**
 * POST /send-contact-email (SAP form), POST /leads (general inquiry, migration lead) and
 * GET /pow-challenge; `native` takes a form posted without script (server/app.ts).
 */
export function leadRoutes(deps: LeadRoutesDeps) {
  const routes = new Hono();
  routes.post("/send-contact-email", (c) => postSapContact(deps, c));
  routes.post("/leads", (c) => postLead(deps, c));
  routes.get(powChallengePath.slice("/api".length), (c) => powChallenge(deps, c));
  const native = (c: Context, kind: LeadKind, pageContext: string, fields: Record<string, string>) =>
    nativeLead(deps, c, kind, pageContext, fields);
  return { routes, native };
}

/** POST /send-contact-email: the SAP form's lead. */
function postSapContact(deps: LeadRoutesDeps, c: Context) {
  return acceptJson(deps, c, sapContactPayload, () => "sap-contact");
}

/** POST /leads: a general inquiry or a migration lead, told apart by `kind`. */
function postLead(deps: LeadRoutesDeps, c: Context) {
  return acceptJson(deps, c, leadPayload, (data) => data.kind);
}

/** GET /pow-challenge: a fresh challenge for every form that loads, never cached, no cookie. */
async function powChallenge({ pow }: LeadRoutesDeps, c: Context) {
  return c.json(await pow.challenge(), 200, { "Cache-Control": "no-store" });
}

/** The schema, the spam traps and the proof-of-work: the lead, or the fields that are wrong. */
async function readLead<S extends z.ZodMiniType>(
  { config, pow }: LeadRoutesDeps,
  body: unknown,
  schema: S,
  kindOf: (data: z.infer<S>) => LeadKind,
  channel: Channel,
): Promise<IncomingLead | { invalid: Record<string, ValidationCode> }> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) return { invalid: fieldErrors(parsed.error) };
  const {
    website,
    elapsedMs,
    pow: solution,
    ...payload
  } = parsed.data as IncomingLead["payload"] & {
    website?: string;
    elapsedMs?: number;
    pow?: string;
  };
  // Spam is stored for review but never mailed; the answer looks the same, so bots learn nothing.
  // A native post cannot time itself; it has no solution either and is marked unverified.
  const tooFast = channel === "script" && (elapsedMs === undefined || elapsedMs < config.minFillMs);
  const spam = Boolean(website?.trim()) || tooFast;
  return { kind: kindOf(parsed.data), payload, spam, pow: await pow.check(solution) };
}

/** The client's budget for this form: undefined to go on, or what stopped it. */
async function limit(
  { config, logger, rateLimit }: LeadRoutesDeps,
  c: Context,
  kind: LeadKind,
): Promise<LeadOutcome | undefined> {
  let decision;
  try {
    decision = await rateLimit.consume(kind, clientAddress(c, config.trustProxy));
  } catch (error) {
    // The counters live in the database: when it is down, the lead could not be stored either.
    logger.error({ err: error, kind }, "rate limit unavailable");
    return { unavailable: true };
  }
  return decision.allowed ? undefined : { rateLimited: decision.retryAfterSeconds };
}

/**
 * One transaction: the used solution, the lead, its mail to the provider (and webhook) and, when
 * on, the visitor's confirmation. A solution already used (a replay, or the same one racing in on
 * another process: the primary key makes the second insert wait and find it) counts as none.
 */
function store(
  { database, config }: LeadRoutesDeps,
  lead: IncomingLead,
): Promise<{ id: string; spam: boolean; unverified: boolean }> {
  const { kind, payload } = lead;
  const language = langFromPath(payload.pageContext);
  return database.db.transaction(async (tx) => {
    let verified = lead.pow.outcome === "verified" && lead.pow.challengeId !== undefined;
    if (verified) {
      const used = await tx
        .insert(powSolutionsUsed)
        .values({ challengeId: lead.pow.challengeId! })
        .onConflictDoNothing()
        .returning({ id: powSolutionsUsed.challengeId });
      verified = used.length === 1;
    }
    const unverified = !verified;
    const spam = lead.spam || (unverified && Boolean(config.powRequired));
    const [row] = await tx
      .insert(leads)
      .values({
        kind,
        language,
        pageContext: payload.pageContext,
        name: payload.name,
        company: payload.company,
        email: payload.email,
        payload,
        spam,
        unverified,
      })
      .returning({ id: leads.id, createdAt: leads.createdAt });
    if (!row) throw new Error("insert returned no row");
    if (spam) return { id: row.id, spam, unverified };
    await queueLeadDeliveries(tx, config, { ...row, kind, language, unverified, payload });
    const { confirmation } = leadFormRouting(kind, { recipients: [], confirmation: config.autoresponder });
    if (confirmation) await queueAutoreply(config, tx, row.id, kind, payload.email, language);
    return { id: row.id, spam, unverified };
  });
}

/**
 * One confirmation per address and day, whatever its spelling, and a ceiling per hour in all.
 * Leads arriving at once (on several processes) wait for each other here, so only one sees
 * "none sent yet". The lock ends with the transaction.
 */
async function queueAutoreply(
  config: LeadConfig,
  tx: Tx,
  leadId: string,
  kind: LeadKind,
  email: string,
  language: ReturnType<typeof langFromPath>,
) {
  const to = email.toLowerCase();
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('neutra:autoreply'))`);
  const [{ lastDay, lastHour } = { lastDay: 0, lastHour: 0 }] = await tx
    .select({
      lastDay: sql<number>`count(*) filter (where ${mailOutbox.toAddress} = ${to})`.mapWith(Number),
      lastHour:
        sql<number>`count(*) filter (where ${mailOutbox.createdAt} > ${new Date(Date.now() - hour).toISOString()}::timestamptz)`.mapWith(
          Number,
        ),
    })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.purpose, "autoreply"), gt(mailOutbox.createdAt, new Date(Date.now() - day))));
  if (lastDay > 0 || lastHour >= (config.autoresponderPerHour ?? 60)) return;
  const reply = autoreplyMail(kind, language);
  await tx.insert(mailOutbox).values({
    leadId,
    purpose: "autoreply",
    toAddress: to,
    subject: reply.subject,
    textBody: reply.text,
    htmlBody: reply.html,
  });
}

/** A lead that passed the request guards, from the schema to the database. */
async function take<S extends z.ZodMiniType>(
  deps: LeadRoutesDeps,
  c: Context,
  body: unknown,
  schema: S,
  kindOf: (data: z.infer<S>) => LeadKind,
  channel: Channel,
): Promise<LeadOutcome> {
  const { logger, onStored, config } = deps;
  const lead = await readLead(deps, body, schema, kindOf, channel);
  if ("invalid" in lead) return lead;
  const refused = await limit(deps, c, lead.kind);
  if (refused) return refused;
  try {
    const { id, spam, unverified } = await store(deps, lead);
    const { kind } = lead;
    const language = langFromPath(lead.payload.pageContext);
    // Counted by these fields: an operator sees how many leads came without a valid solution.
    logger.info(
      { leadId: id, kind, language, channel, spam, unverified, pow: lead.pow.outcome },
      spam ? "lead stored as spam" : "lead stored",
    );
    if (!spam) onStored();
    // Whatever the spam traps said: the answer depends only on what the sender knows.
    return unverified && config.powRequired ? { stored: id, review: true } : { stored: id };
  } catch (error) {
    logger.error({ err: error, kind: lead.kind }, "lead could not be stored");
    return { unavailable: true };
  }
}

async function acceptJson<S extends z.ZodMiniType>(
  deps: LeadRoutesDeps,
  c: Context,
  schema: S,
  kindOf: (data: z.infer<S>) => LeadKind,
) {
  const post = await readJsonPost(c);
  if (post instanceof Response) return post;
  const outcome = await take(deps, c, post.body, schema, kindOf, "script");
  if ("stored" in outcome) return c.json({ id: outcome.stored, ...(outcome.review && { review: true }) }, 201);
  if ("invalid" in outcome) return c.json({ error: "invalid", fields: outcome.invalid }, 400);
  if ("rateLimited" in outcome) {
    c.header("Retry-After", String(outcome.rateLimited));
    return c.json({ error: "rate_limited", retryAfterSeconds: outcome.rateLimited }, 429);
  }
  return c.json({ error: "unavailable" }, 503);
}

/** A form of `kind` posted without script to the page at `pageContext`: its fields as sent. */
async function nativeLead(
  deps: LeadRoutesDeps,
  c: Context,
  kind: LeadKind,
  pageContext: string,
  fields: Record<string, string>,
): Promise<LeadOutcome> {
  // Only what the form has: a posted "kind" or "elapsedMs" is not the browser's to say.
  const names = [...formFields(kind).map((field) => field.name), "website", powField];
  const given = Object.fromEntries(names.flatMap((name) => (name in fields ? [[name, fields[name]]] : [])));
  const body = { ...formPayload(kind, given), pageContext };
  const outcome = await (kind === "sap-contact"
    ? take(deps, c, body, sapContactPayload, () => kind, "native")
    : take(deps, c, body, leadPayload, (data) => data.kind, "native"));
  if (!("invalid" in outcome)) return outcome;
  // The visitor sees the form's fields; the copies the payload carries repeat their errors.
  const shown = Object.entries(outcome.invalid).filter(([field]) => names.includes(field));
  return { invalid: shown.length ? Object.fromEntries(shown) : outcome.invalid };
}
