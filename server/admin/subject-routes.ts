import { Hono, type Context } from "hono";
import { adminEndpoints as api } from "../../common/admin-api";
import { implementWith } from "../contract";
import { eraseAndLog } from "../privacy/erasure-log";
import { findSubject, subjectHash } from "../privacy/subject";
import { subjectDocument } from "../privacy/subject-document";
import { audit } from "../services/audit";
import type { AdminDeps, AdminEnv, ReplyOf, RequestOf } from "./context";
import { toSummary } from "./leads";

/**
 * A data subject's requests in the back office (Art. 15 and 17 GDPR, docs/decisions/0038): what
 * is held about an address, its export and its erasure, as `npm run leads -- subject` makes them.
 * The address comes in the body; the audit log names it only by its keyed hash.
 */
export function subjectRoutes(deps: AdminDeps) {
  const routes = new Hono<AdminEnv>();
  const serve = implementWith(routes, deps);
  serve(api.findSubject, findHeld);
  serve(api.exportSubject, exportSubject);
  serve(api.eraseSubject, eraseSubject);

  return routes;
}

async function findHeld(
  { database: { db } }: AdminDeps,
  _c: Context<AdminEnv>,
  { body: { email } }: RequestOf<"findSubject">,
): ReplyOf<"findSubject"> {
  const records = await findSubject(db, email);
  return {
    status: 200,
    body: {
      email: records.email,
      leads: records.leads.map(toSummary),
      mails: records.mails.length,
      webhooks: records.webhooks.length,
      audit: records.audit.length,
    },
  };
}

async function exportSubject(
  {
    database: { db },
    config: {
      erasures: { key, webhookSecret },
    },
  }: AdminDeps,
  c: Context<AdminEnv>,
  { body: { email, format } }: RequestOf<"exportSubject">,
): ReplyOf<"exportSubject"> {
  const records = await findSubject(db, email);
  await audit(db, {
    userId: c.get("admin").userId,
    action: "subject_exported",
    detail: { subject: subjectHash(key, email), via: "back-office", format: format === "json" ? "json" : "text" },
  });
  const day = new Date().toISOString().slice(0, 10);
  const json = format === "json";
  const document = () => subjectDocument(records, format === "en" ? "en" : "de", { crm: Boolean(webhookSecret) });
  return c.body(json ? `${JSON.stringify(records, null, 2)}\n` : document(), 200, {
    "Content-Type": json ? "application/json; charset=utf-8" : "text/plain; charset=utf-8",
    "Content-Disposition": `attachment; filename="data-subject-${day}.${json ? "json" : "txt"}"`,
    "Cache-Control": "no-store",
  });
}

async function eraseSubject(
  {
    database: { db },
    config: {
      erasures: { key, logFile, mailDir, webhookSecret },
    },
    logger,
  }: AdminDeps,
  c: Context<AdminEnv>,
  { body: { email, confirm } }: RequestOf<"eraseSubject">,
): ReplyOf<"eraseSubject"> {
  // Both are read alike (common/admin-api.ts): trimmed, lower case, without invisible characters.
  if (confirm !== email) return { status: 400, body: { error: "confirm_mismatch" } };
  const { userId } = c.get("admin");
  const {
    leads,
    mails,
    webhooks,
    deliveryLog,
    audit: auditEntries,
    subject,
    inFlight,
    notified,
  } = await eraseAndLog(db, email, { key, file: logFile, mailDir, userId, via: "back-office", webhookSecret });
  logger.info({ subject, leads, inFlight, notified }, "data subject erased from the back office");
  return { status: 200, body: { leads, mails, webhooks, deliveryLog, audit: auditEntries, crmNotified: notified } };
}
