import { createHmac } from "node:crypto";
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { LeadKind } from "../../common/lead-schemas";
import type { Db } from "../db/client";
import { webhookDeliveries, webhookEndpoints } from "../db/schema";
import { createDeliveryWorker, parseRetryAfter, type DeliveryWorker } from "../delivery/queue";
import { describeUrl } from "../describe-url";
import type { Logger } from "../logger";

/**
 * Every mailed lead is also POSTed to the owner's CRM (WEBHOOK_URL), signed as the Standard
 * Webhooks specification says (https://www.standardwebhooks.com/): `webhook-id` (the delivery
 * row's id, the same on every retry), `webhook-timestamp` (seconds) and `webhook-signature`
 * (`v1,` + base64 HMAC-SHA256 of `id.timestamp.body`). docs/decisions/0024. An erasure on request
 * tells the CRM with a `subject.erased` event (Art. 19 GDPR, docs/decisions/0059).
 */

/** The lead as store() has it in its transaction. */
export interface WebhookLead {
  id: string;
  kind: LeadKind;
  language: string;
  createdAt: Date;
  /** Whether the submission passed the proof-of-work check; a lead without the check counts as verified. */
  verified?: boolean;
  /** The stored payload (spam traps removed). */
  payload: Record<string, unknown> & { pageContext: string };
}

/** The body the CRM receives; its schema is `LeadCreatedWebhook` in server/openapi.ts. */
export function webhookBody(lead: WebhookLead): string {
  return JSON.stringify({
    type: "lead.created",
    timestamp: lead.createdAt.toISOString(),
    data: {
      id: lead.id,
      kind: lead.kind,
      language: lead.language,
      pageContext: lead.payload.pageContext,
      createdAt: lead.createdAt.toISOString(),
      verified: lead.verified ?? true,
      fields: lead.payload,
    },
  });
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * The erased address as the `subject.erased` event names it: the hex HMAC-SHA256 of
 * `subject.erased:` and the address (trimmed, lower case), keyed with the webhook secret's bytes.
 * The CRM holds that secret and computes the same for the addresses it has; anyone reading the
 * event or the queue without it cannot test a guessed address. The prefix keeps these hashes apart
 * from the signatures made with the same key.
 */
export function erasedSubjectHash(secret: string, email: string): string {
  return createHmac("sha256", webhookKey(secret)).update(`subject.erased:${email.trim().toLowerCase()}`).digest("hex");
}

/** The body the CRM receives after an erasure; its schema is `SubjectErasedWebhook` in server/openapi.ts. */
export function erasureWebhookBody(secret: string, email: string, at: Date): string {
  return JSON.stringify({
    type: "subject.erased",
    timestamp: at.toISOString(),
    data: { subject: erasedSubjectHash(secret, email) },
  });
}

/** Queues the `subject.erased` event in the erasure's transaction: no lead, no address. */
export async function queueErasureWebhook(tx: Tx, secret: string, email: string, at = new Date()): Promise<void> {
  await tx.insert(webhookDeliveries).values({ leadId: null, body: erasureWebhookBody(secret, email, at) });
}

/** Queues the lead's webhook in its own transaction; nothing when WEBHOOK_URL is not set. */
export async function queueWebhook(tx: Tx, enabled: boolean | undefined, lead: WebhookLead): Promise<void> {
  if (!enabled) return;
  await tx.insert(webhookDeliveries).values({ leadId: lead.id, body: webhookBody(lead) });
}

/** `whsec_` and the base64 key: the secret's bytes are the key. */
export function webhookKey(secret: string): Buffer {
  return Buffer.from(secret.slice("whsec_".length), "base64");
}

export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  return `v1,${createHmac("sha256", webhookKey(secret)).update(`${id}.${timestamp}.${body}`).digest("base64")}`;
}

/**
 * Records that `url` answered 410 Gone, for every process: deliveries waiting for it stop (marked
 * failed; those in flight end with their attempt). `npm run mail -- enable-webhook` undoes it.
 */
export async function disableWebhookEndpoint(db: Db, url: string, reason: string, at = new Date()) {
  await db.transaction(async (tx) => {
    await tx
      .insert(webhookEndpoints)
      .values({ url, reason, disabledAt: at })
      .onConflictDoUpdate({ target: webhookEndpoints.url, set: { reason, disabledAt: at } });
    await tx
      .update(webhookDeliveries)
      .set({ failedAt: at, lastError: `not sent: ${reason}` })
      .where(
        and(isNull(webhookDeliveries.sentAt), isNull(webhookDeliveries.failedAt), isNull(webhookDeliveries.claimToken)),
      );
  });
}

export async function disabledWebhookEndpoints(db: Db) {
  return db.select().from(webhookEndpoints);
}

/**
 * Lets deliveries flow again: forgets every 410 and makes every failed delivery due again with a
 * fresh three-day window. Returns the URLs that were disabled and how many deliveries are due.
 */
export async function enableWebhookEndpoints(db: Db, at = new Date()) {
  return db.transaction(async (tx) => {
    const endpoints = await tx.delete(webhookEndpoints).returning({ url: webhookEndpoints.url });
    const due = await tx
      .update(webhookDeliveries)
      .set({ failedAt: null, nextAttemptAt: at, createdAt: at })
      .where(and(isNotNull(webhookDeliveries.failedAt), isNull(webhookDeliveries.sentAt)))
      .returning({ id: webhookDeliveries.id });
    return { urls: endpoints.map((e) => e.url), due: due.length };
  });
}

export interface WebhookWorkerOptions {
  db: Db;
  url: string;
  /** `whsec_` + base64 key (WEBHOOK_SECRET). */
  secret: string;
  logger: Logger;
  /** One attempt is abandoned after this (default 10 s). */
  timeoutMs?: number;
  leaseMs?: number;
  intervalMs?: number;
  giveUpAfterMs?: number;
  now?: () => Date;
}

/** The webhook queue: each due delivery is POSTed to the URL until a 2xx, a 410 or three days. */
export function createWebhookWorker(options: WebhookWorkerOptions): DeliveryWorker {
  const { db, url, secret, logger, timeoutMs, ...rest } = options;
  const target = describeUrl(url);
  // "Not disabled" is believed for a second: one read per burst instead of one per delivery. A 410
  // that another process saw meanwhile costs at most one more attempt, which answers 410 again.
  let enabledUntil = 0;
  async function disabledReason(): Promise<string | undefined> {
    if (Date.now() < enabledUntil) return undefined;
    const [disabled] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.url, url));
    if (!disabled) enabledUntil = Date.now() + 1000;
    return disabled?.reason;
  }
  return createDeliveryWorker({
    ...rest,
    db,
    logger,
    name: "webhook",
    table: webhookDeliveries,
    attemptTimeoutMs: timeoutMs ?? 10_000,
    jitter: 0.2,
    logFields: (delivery) => ({ webhookId: delivery.id, leadId: delivery.leadId }),
    async attempt(delivery, signal) {
      const disabled = await disabledReason();
      if (disabled) return { ok: false, final: true, error: `not sent: ${disabled}` };
      // The receiver checks this against its own clock: always the real time.
      const timestamp = Math.floor(Date.now() / 1000);
      const res = await fetch(url, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "User-Agent": "neutra-web-webhooks/1",
          "webhook-id": delivery.id,
          "webhook-timestamp": String(timestamp),
          "webhook-signature": signWebhook(secret, delivery.id, timestamp, delivery.body),
        },
        body: delivery.body,
        signal,
        // A redirect is not a delivery: the CRM's address belongs in WEBHOOK_URL.
        redirect: "manual",
      });
      // The answer's body is not needed; reading nothing keeps a chatty receiver from holding us.
      await res.body?.cancel().catch(() => {});
      if (res.status >= 200 && res.status < 300) return { ok: true };
      const error = `HTTP ${res.status} from ${target}`;
      if (res.status === 410) {
        const reason = `${target} answered 410 Gone: disabled until \`npm run mail -- enable-webhook\``;
        await disableWebhookEndpoint(db, url, reason);
        enabledUntil = 0;
        logger.error(
          { webhookId: delivery.id, leadId: delivery.leadId, url: target },
          "webhook endpoint disabled (410 Gone)",
        );
        return { ok: false, final: true, error };
      }
      return { ok: false, error, retryAfterMs: parseRetryAfter(res.headers.get("retry-after"), Date.now()) };
    },
  });
}
