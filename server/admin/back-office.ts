import type { HttpBindings } from "@hono/node-server";
import { eq } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { adminEndpoints as api } from "../../common/admin-api";
import type { LeadExport } from "../../common/admin/leads-api";
import type { LeadKind } from "../../common/lead-schemas";
import { implementWith } from "../contract";
import { leads, mailOutbox, webhookDeliveries } from "../db/schema";
import { retryDelivery } from "../delivery/operations";
import { queueLeadDeliveries, type DeliverableLead } from "../leads/deliveries";
import { audit } from "../services/audit";
import type { AdminDeps, AdminEnv, ReplyOf, RequestOf } from "./context";
import { deleteLead, markSpam } from "./lead-actions";
import { leadExportStream, type ExportFormat } from "./export";
import { filterCondition, leadDetail, listLeads, noteVersion, type LeadFilter } from "./leads";
import { adminStats } from "./stats";
import { subjectRoutes } from "./subject-routes";

const invalid = { status: 400, body: { error: "invalid" } } as const;
const notFound = { status: 404, body: { error: "not_found" } } as const;

const queueTables = { mail: mailOutbox, webhook: webhookDeliveries } as const;

/**
 * Cuts the connection under an answer already begun (Node's server hands its response to the
 * app); false for a request without one (the app called in-process).
 */
function cutConnection(c: Context): boolean {
  const outgoing = (c.env as Partial<HttpBindings> | undefined)?.outgoing;
  outgoing?.destroy();
  return Boolean(outgoing);
}

/** The back office behind the session check: inbox, export, delivery log, statistics, audit log. */
export function backOfficeRoutes(deps: AdminDeps) {
  const routes = new Hono<AdminEnv>();
  routes.route("/", subjectRoutes(deps));
  const serve = implementWith(routes, deps);
  serve(api.leads, searchLeads);
  serve(api.exportCsv, exportCsv);
  serve(api.exportJson, exportJson);
  serve(api.lead, getLead);
  serve(api.updateLead, updateLead);
  serve(api.notSpam, notSpam);
  serve(api.markSpam, moveToSpam);
  serve(api.deleteLead, deleteOneLead);
  serve(api.retryDelivery, retryFailedDelivery);
  serve(api.stats, stats);
  return routes;
}

async function searchLeads(
  { database: { db } }: AdminDeps,
  _c: Context<AdminEnv>,
  { body }: RequestOf<"leads">,
): ReplyOf<"leads"> {
  const page = await listLeads(db, body);
  return page === "invalid" ? invalid : { status: 200, body: page };
}

async function getLead(deps: AdminDeps, _c: Context<AdminEnv>, { params }: RequestOf<"lead">): ReplyOf<"lead"> {
  const lead = await detailOf(deps, params.id);
  return lead ? { status: 200, body: lead } : notFound;
}

async function updateLead(
  deps: AdminDeps,
  c: Context<AdminEnv>,
  { params: { id }, body: update }: RequestOf<"updateLead">,
): ReplyOf<"updateLead"> {
  const { db } = deps.database;
  const { status, statusWas, note } = update;
  const { userId } = c.get("admin");
  const outcome = await db.transaction(async (tx) => {
    const [lead] = await tx
      .select({ status: leads.status, note: leads.note })
      .from(leads)
      .where(eq(leads.id, id))
      .for("update");
    if (!lead) return "not_found";
    // Someone saved in between: nothing of this save is written, the client shows theirs.
    if (
      (status !== undefined && statusWas !== lead.status) ||
      (note !== undefined && update.noteVersion !== noteVersion(lead.note))
    )
      return "conflict";
    const changed = {
      ...(status !== undefined && status !== lead.status && { status }),
      ...(note !== undefined && note !== lead.note && { note }),
    };
    if (!changed.status && changed.note === undefined) return "saved";
    await tx.update(leads).set(changed).where(eq(leads.id, id));
    if (changed.status)
      await audit(tx, { userId, action: "lead_status", detail: { leadId: id, from: lead.status, to: status } });
    // The note's text stays out of the audit log: it may name people.
    if (changed.note !== undefined) await audit(tx, { userId, action: "lead_note", detail: { leadId: id } });
    return "saved";
  });
  if (outcome === "not_found") return notFound;
  const lead = (await detailOf(deps, id))!;
  return outcome === "conflict" ? { status: 409, body: { error: "conflict", lead } } : { status: 200, body: lead };
}

async function notSpam(
  deps: AdminDeps,
  c: Context<AdminEnv>,
  { params: { id } }: RequestOf<"notSpam">,
): ReplyOf<"notSpam"> {
  const {
    database: { db },
    config,
    logger,
    onQueued,
  } = deps;
  const { userId } = c.get("admin");
  const outcome = await db.transaction(async (tx) => {
    const [lead] = await tx.select().from(leads).where(eq(leads.id, id)).for("update");
    if (!lead) return "not_found";
    if (!lead.spam) return "not_spam";
    await tx.update(leads).set({ spam: false, status: "new" }).where(eq(leads.id, id));
    // The provider's mail and the CRM's webhook, as a lead gets them on arrival. No confirmation
    // to the visitor: it would come days after the form was sent, about a lead they think lost.
    await queueLeadDeliveries(tx, config.leads, {
      ...lead,
      kind: lead.kind as LeadKind,
      payload: lead.payload as DeliverableLead["payload"],
    });
    await audit(tx, { userId, action: "lead_not_spam", detail: { leadId: id } });
    return "queued";
  });
  if (outcome === "not_found") return notFound;
  if (outcome === "not_spam") return { status: 409, body: { error: "not_spam" } };
  logger.info({ leadId: id }, "lead marked not spam: deliveries queued");
  onQueued();
  return { status: 200, body: (await detailOf(deps, id))! };
}

async function moveToSpam(
  deps: AdminDeps,
  c: Context<AdminEnv>,
  { params: { id } }: RequestOf<"markSpam">,
): ReplyOf<"markSpam"> {
  const outcome = await markSpam(deps.database.db, id, c.get("admin").userId);
  if (outcome === "not_found") return notFound;
  if (outcome === "spam") return { status: 409, body: { error: "spam" } };
  return { status: 200, body: (await detailOf(deps, id))! };
}

async function deleteOneLead(
  { database: { db } }: AdminDeps,
  c: Context<AdminEnv>,
  { params: { id } }: RequestOf<"deleteLead">,
): ReplyOf<"deleteLead"> {
  if (!(await deleteLead(db, id, c.get("admin").userId))) return notFound;
  return { status: 204 };
}

async function retryFailedDelivery(
  { database: { db }, onQueued }: AdminDeps,
  c: Context<AdminEnv>,
  { params: { queue, id } }: RequestOf<"retryDelivery">,
): ReplyOf<"retryDelivery"> {
  const table = queueTables[queue];
  const { userId } = c.get("admin");
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx.select({ leadId: table.leadId }).from(table).where(eq(table.id, id));
    if (!row) return "not_found";
    // Only a delivery not sent and not being sent right now is made due (retryDelivery says which).
    if (!(await retryDelivery(tx, queue, id))) return "not_failed";
    await audit(tx, { userId, action: "delivery_retry", detail: { queue, id, leadId: row.leadId } });
    return "due";
  });
  if (outcome === "not_found") return notFound;
  if (outcome === "not_failed") return { status: 409, body: { error: "not_failed" } };
  onQueued();
  return { status: 200, body: { ok: true } };
}

async function stats(
  { database: { db }, config }: AdminDeps,
  _c: Context<AdminEnv>,
  { query }: RequestOf<"stats">,
): ReplyOf<"stats"> {
  return {
    status: 200,
    body: await adminStats(db, { days: query.days, consentLogged: config.consentLog }),
  };
}

/** A lead as the back office shows it, its webhook deliveries named by the CRM's host. */
function detailOf({ database: { db }, config }: AdminDeps, id: string) {
  return leadDetail(db, id, { webhookHost: config.webhookHost });
}

async function exportCsv(
  deps: AdminDeps,
  c: Context<AdminEnv>,
  { body }: RequestOf<"exportCsv">,
): ReplyOf<"exportCsv"> {
  return exportLeads(deps, c, body, "csv");
}

async function exportJson(
  deps: AdminDeps,
  c: Context<AdminEnv>,
  { body }: RequestOf<"exportJson">,
): ReplyOf<"exportJson"> {
  return exportLeads(deps, c, body, "json");
}

/**
 * The current selection as CSV (its header in the language asked for, German unless said) or JSON,
 * streamed; the audit names the filter, not the search words.
 */
async function exportLeads(
  { database: { db }, logger }: AdminDeps,
  c: Context<AdminEnv>,
  selection: LeadExport,
  format: ExportFormat,
) {
  const { q, kind, status, from, to }: LeadFilter = selection;
  const { userId } = c.get("admin");
  const output = { format, lang: selection.lang ?? "de" };
  const body = await leadExportStream(db, filterCondition({ q, kind, status, from, to }), output, {
    done: (rows) =>
      audit(db, {
        userId,
        action: "leads_export",
        detail: { format, filter: { kind, status, from, to, search: Boolean(q) }, rows },
      }),
    failed: (error) => {
      logger.error({ err: error, format }, "lead export failed midway: the download was cut off");
      return cutConnection(c);
    },
  });
  const day = new Date().toISOString().slice(0, 10);
  return c.body(body, 200, {
    "Content-Type": format === "csv" ? "text/csv; charset=utf-8" : "application/json; charset=utf-8",
    "Content-Disposition": `attachment; filename="leads-${day}.${format}"`,
    "Cache-Control": "no-store",
  });
}
