import { and, eq, gt, sql } from "drizzle-orm";
import { Hono, type Context } from "hono";
import type * as z from "zod/mini";
import { langFromPath } from "../../common/config/route-table";
import { fieldErrors, leadPayload, sapContactPayload, type LeadKind } from "../../common/lead-schemas";
import type { Database } from "../db/client";
import { leads, mailOutbox } from "../db/schema";
import type { Logger } from "../logger";
import { autoreplyMail, leadMail } from "../mail/lead-mail";
import type { RateLimit } from "../rate-limit";
import { clientAddress, readJsonPost, type TrustedProxies } from "../request";
import { queueWebhook } from "../webhooks/webhook";

export interface LeadConfig {
  /** Provider address per form. */
  recipients: Record<LeadKind, string>;
  autoresponder: boolean;
  /** Confirmations per hour in all (default 60). */
  autoresponderPerHour?: number;
  minFillMs: number;
  /** TRUST_PROXY: whose X-Forwarded-For names the client. */
  trustProxy: TrustedProxies;
  /** WEBHOOK_URL is set: every mailed lead is also queued for the owner's CRM. */
  webhooks?: boolean;
}

export interface LeadRoutesDeps {
  database: Database;
  logger: Logger;
  config: LeadConfig;
  rateLimit: RateLimit;
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
  /** Passed the proof-of-work check (absent: no check, counts as verified). */
  verified?: boolean;
}

/** POST /send-contact-email (SAP form) and POST /leads (general inquiry, migration lead). */
export function leadRoutes({ database, logger, config, rateLimit, onStored }: LeadRoutesDeps) {
  const routes = new Hono();

  /** Origin, content type, JSON and schema: the lead, or the answer that refuses it. */
  async function readLead<S extends z.ZodMiniType>(
    c: Context,
    schema: S,
    kindOf: (data: z.infer<S>) => LeadKind,
  ): Promise<IncomingLead | Response> {
    const post = await readJsonPost(c);
    if (post instanceof Response) return post;
    const parsed = schema.safeParse(post.body);
    if (!parsed.success) return c.json({ error: "invalid", fields: fieldErrors(parsed.error) }, 400);
    const { website, elapsedMs, ...payload } = parsed.data as IncomingLead["payload"] & {
      website?: string;
      elapsedMs?: number;
    };
    // Spam is stored for review but never mailed; the answer looks the same, so bots learn nothing.
    const spam = Boolean(website?.trim()) || elapsedMs === undefined || elapsedMs < config.minFillMs;
    return { kind: kindOf(parsed.data), payload, spam };
  }

  /** The client's budget for this form; a refusing answer, or undefined to go on. */
  async function limit(c: Context, kind: LeadKind): Promise<Response | undefined> {
    let decision;
    try {
      decision = await rateLimit.consume(kind, clientAddress(c, config.trustProxy));
    } catch (error) {
      // The counters live in the database: when it is down, the lead could not be stored either.
      logger.error({ err: error, kind }, "rate limit unavailable");
      return c.json({ error: "unavailable" }, 503);
    }
    if (decision.allowed) return undefined;
    c.header("Retry-After", String(decision.retryAfterSeconds));
    return c.json({ error: "rate_limited", retryAfterSeconds: decision.retryAfterSeconds }, 429);
  }

  /** One transaction: the lead, its mail to the provider and, when on, the visitor's confirmation. */
  function store({ kind, payload, spam, verified }: IncomingLead): Promise<string> {
    const language = langFromPath(payload.pageContext);
    return database.db.transaction(async (tx) => {
      const [lead] = await tx
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
        })
        .returning({ id: leads.id, createdAt: leads.createdAt });
      if (!lead) throw new Error("insert returned no row");
      if (spam) return lead.id;
      const mail = leadMail({
        kind,
        id: lead.id,
        language,
        pageContext: payload.pageContext,
        createdAt: lead.createdAt,
        payload,
      });
      await tx.insert(mailOutbox).values({
        leadId: lead.id,
        toAddress: config.recipients[kind],
        replyTo: payload.email,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html,
      });
      await queueWebhook(tx, config.webhooks, { ...lead, kind, language, verified, payload });
      if (config.autoresponder) await queueAutoreply(tx, lead.id, payload.email, language);
      return lead.id;
    });
  }

  /**
   * One confirmation per address and day, whatever its spelling, and a ceiling per hour in all.
   * Leads arriving at once (on several processes) wait for each other here, so only one sees
   * "none sent yet". The lock ends with the transaction.
   */
  async function queueAutoreply(tx: Tx, leadId: string, email: string, language: ReturnType<typeof langFromPath>) {
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
    const reply = autoreplyMail(language);
    await tx.insert(mailOutbox).values({
      leadId,
      purpose: "autoreply",
      toAddress: to,
      subject: reply.subject,
      textBody: reply.text,
      htmlBody: reply.html,
    });
  }

  async function accept<S extends z.ZodMiniType>(c: Context, schema: S, kindOf: (data: z.infer<S>) => LeadKind) {
    const lead = await readLead(c, schema, kindOf);
    if (lead instanceof Response) return lead;
    const refused = await limit(c, lead.kind);
    if (refused) return refused;
    try {
      const id = await store(lead);
      const { kind, spam } = lead;
      logger.info(
        { leadId: id, kind, language: langFromPath(lead.payload.pageContext), spam },
        spam ? "lead stored as spam" : "lead stored",
      );
      if (!spam) onStored();
      return c.json({ id }, 201);
    } catch (error) {
      logger.error({ err: error, kind: lead.kind }, "lead could not be stored");
      return c.json({ error: "unavailable" }, 503);
    }
  }

  routes.post("/send-contact-email", (c) => accept(c, sapContactPayload, () => "sap-contact"));
  routes.post("/leads", (c) => accept(c, leadPayload, (data) => data.kind));
  return routes;
}
