import { and, eq, inArray, isNull, lt, notExists, or, sql } from "drizzle-orm";
import { sessionLifetimeMs } from "../common/admin/sign-in-api";
import { retentionIntervalHours } from "../common/config/ip-counters";
import type { Logger } from "./logger";
import type { Db } from "./db/client";
import {
  adminAudit,
  adminChallenges,
  adminLinks,
  adminSessions,
  consentLog,
  deliveryAttempts,
  leads,
  mailOutbox,
  pageViewsDaily,
  powSolutionsUsed,
  rateLimits,
  webhookDeliveries,
  webVitalsDaily,
} from "./db/schema";

const day = 24 * 3600 * 1000;

/** What the privacy policy promises (common/locales/*\/privacy.ts): deleted after three years at the latest. */
export const retentionDays = { consentLog: 3 * 365 } as const;

/**
 * How long leads are kept, from LEAD_RETENTION_DAYS and SPAM_RETENTION_DAYS: the same values the
 * privacy policy states (common/config/privacy-facts.ts reads them for the build).
 */
interface LeadRetention {
  leadDays: number;
  spamDays: number;
}

/**
 * The back office's audit log (sign-ins, actions of the owner's staff; no visitor data) is kept a
 * year, as the privacy policy says.
 */
export const auditRetentionDays = 365;

/**
 * Page views and the loading-speed figures are kept 13 months (a year compared with the same month
 * before), then deleted.
 */
const pageViewRetentionMonths = 13;

/** The first day still kept: the same UTC date `pageViewRetentionMonths` months before `now`. */
export function oldestPageViewDay(now: Date): string {
  const cutoff = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - pageViewRetentionMonths, 1));
  // The 31st of a month that a shorter month 13 months back lacks counts from that month's end.
  const lastDay = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0)).getUTCDate();
  cutoff.setUTCDate(Math.min(now.getUTCDate(), lastDay));
  return cutoff.toISOString().slice(0, 10);
}

interface PurgeResult {
  rateLimits: number;
  consentLog: number;
  leads: number;
  powSolutions: number;
  pageViews: number;
  webVitals: number;
  adminSessions: number;
  adminLinks: number;
  adminChallenges: number;
  adminAudit: number;
  adminMails: number;
  erasureEvents: number;
}

/**
 * Deletes what the site no longer needs: expired rate-limit counters, used proof-of-work
 * challenges, proof-of-consent entries, leads (with their mails, webhook deliveries and
 * delivery log) older than LEAD_RETENTION_DAYS, spam older than SPAM_RETENTION_DAYS, daily page views and loading-speed figures older than 13 months, the back
 * office's ended sessions, expired links and challenges, its mails a day after they went out (or
 * failed), the CRM's `subject.erased` events likewise, and audit entries older than a year. A
 * lead whose mail or webhook is still waiting to be sent is kept, however old: no lead is lost
 * before it has arrived.
 */
export async function purgeExpired(db: Db, retention: LeadRetention, now = new Date()): Promise<PurgeResult> {
  const cutoff = (days: number) => new Date(now.getTime() - days * day);
  const expiredCounters = await db
    .delete(rateLimits)
    .where(lt(rateLimits.expire, now))
    .returning({ key: rateLimits.key });
  const oldConsents = await db
    .delete(consentLog)
    .where(lt(consentLog.createdAt, cutoff(retentionDays.consentLog)))
    .returning({ id: consentLog.id });
  // Challenges expire within the hour: a day later their solutions cannot be replayed anyway.
  const usedSolutions = await db
    .delete(powSolutionsUsed)
    .where(lt(powSolutionsUsed.usedAt, cutoff(1)))
    .returning({ id: powSolutionsUsed.challengeId });
  const oldViews = await db
    .delete(pageViewsDaily)
    .where(lt(pageViewsDaily.day, oldestPageViewDay(now)))
    .returning({ day: pageViewsDaily.day });
  const oldVitals = await db
    .delete(webVitalsDaily)
    .where(lt(webVitalsDaily.day, oldestPageViewDay(now)))
    .returning({ day: webVitalsDaily.day });
  // An erasure's event for the CRM (no lead) has done its work once out or given up.
  const erasureEvents = await db
    .delete(webhookDeliveries)
    .where(
      and(
        isNull(webhookDeliveries.leadId),
        or(lt(webhookDeliveries.sentAt, cutoff(1)), lt(webhookDeliveries.failedAt, cutoff(1))),
      ),
    )
    .returning({ id: webhookDeliveries.id });
  const backOffice = await purgeBackOffice(db, now, cutoff);
  const purgedLeads = await purgeOldLeads(db, retention, cutoff);
  return {
    rateLimits: expiredCounters.length,
    consentLog: oldConsents.length,
    leads: purgedLeads,
    powSolutions: usedSolutions.length,
    pageViews: oldViews.length,
    webVitals: oldVitals.length,
    erasureEvents: erasureEvents.length,
    ...backOffice,
  };
}

/** The back office's ended sessions, expired links and challenges, sent mails and old audit entries. */
async function purgeBackOffice(db: Db, now: Date, cutoff: (days: number) => Date) {
  // Ended by their absolute or their idle limit: either way the cookie no longer signs anyone in.
  const endedSessions = await db
    .delete(adminSessions)
    .where(
      or(
        lt(adminSessions.expiresAt, now),
        lt(adminSessions.lastSeenAt, new Date(now.getTime() - sessionLifetimeMs.idle)),
      ),
    )
    .returning({ hash: adminSessions.tokenHash });
  const expiredLinks = await db
    .delete(adminLinks)
    .where(lt(adminLinks.expiresAt, now))
    .returning({ hash: adminLinks.tokenHash });
  const expiredChallenges = await db
    .delete(adminChallenges)
    .where(lt(adminChallenges.expiresAt, now))
    .returning({ id: adminChallenges.id });
  // The back office's own mails (links, notices) are not kept once out: their bodies are empty by
  // then (a link mail's) or say nothing the audit log does not; the delivery log keeps the attempts.
  const adminMails = await db
    .delete(mailOutbox)
    .where(
      and(
        inArray(mailOutbox.purpose, ["admin-link", "admin-notice"]),
        or(lt(mailOutbox.sentAt, cutoff(1)), lt(mailOutbox.failedAt, cutoff(1))),
      ),
    )
    .returning({ id: mailOutbox.id });
  const oldAudit = await db
    .delete(adminAudit)
    .where(lt(adminAudit.at, cutoff(auditRetentionDays)))
    .returning({ id: adminAudit.id });
  return {
    adminSessions: endedSessions.length,
    adminLinks: expiredLinks.length,
    adminChallenges: expiredChallenges.length,
    adminAudit: oldAudit.length,
    adminMails: adminMails.length,
  };
}

/** Leads past their retention with their mails, webhooks and delivery log, unless one is still waiting; how many. */
async function purgeOldLeads(db: Db, retention: LeadRetention, cutoff: (days: number) => Date) {
  const pendingMail = db
    .select({ one: sql`1` })
    .from(mailOutbox)
    .where(and(sql`${mailOutbox.leadId} = ${leads.id}`, isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt)));
  const pendingWebhook = db
    .select({ one: sql`1` })
    .from(webhookDeliveries)
    .where(
      and(
        sql`${webhookDeliveries.leadId} = ${leads.id}`,
        isNull(webhookDeliveries.sentAt),
        isNull(webhookDeliveries.failedAt),
      ),
    );
  const oldLeads = await db
    .select({ id: leads.id })
    .from(leads)
    .where(
      and(
        or(
          lt(leads.createdAt, cutoff(retention.leadDays)),
          and(eq(leads.spam, true), lt(leads.createdAt, cutoff(retention.spamDays))),
        ),
        notExists(pendingMail),
        notExists(pendingWebhook),
      ),
    );
  const ids = oldLeads.map((lead) => lead.id);
  if (ids.length) {
    await db.transaction(async (tx) => {
      await tx.delete(mailOutbox).where(inArray(mailOutbox.leadId, ids));
      await tx.delete(webhookDeliveries).where(inArray(webhookDeliveries.leadId, ids));
      await tx.delete(deliveryAttempts).where(inArray(deliveryAttempts.leadId, ids));
      await tx.delete(leads).where(inArray(leads.id, ids));
    });
  }
  // The delivery log has no foreign key (the log may name a mail without a lead): a lead's attempts
  // go with the lead above; those of mails without a lead (back-office links) after the same time.
  await db
    .delete(deliveryAttempts)
    .where(and(isNull(deliveryAttempts.leadId), lt(deliveryAttempts.at, cutoff(retention.leadDays))));
  return ids.length;
}

/**
 * Purges at start and then every six hours (retentionIntervalHours: the privacy policy counts the
 * rate-limit counters' life with it); a failed run is logged and tried again next time.
 */
export function startRetention(
  db: Db,
  logger: Logger,
  retention: LeadRetention,
  everyMs = retentionIntervalHours * 3600 * 1000,
): { stop: () => void } {
  const run = () =>
    purgeExpired(db, retention)
      .then((result) => {
        if (Object.values(result).some(Boolean)) logger.info(result, "retention: expired data deleted");
      })
      .catch((error: unknown) => logger.error({ err: error }, "retention: purge failed"));
  void run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
