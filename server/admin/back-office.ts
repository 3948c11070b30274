import type { HttpBindings } from "@hono/node-server";
import { eq } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { leadQuery, leadUpdate, statsQuery } from "../../common/admin-api";
import type { LeadKind } from "../../common/lead-schemas";
import { leads, mailOutbox, webhookDeliveries } from "../db/schema";
import { queueNames, retryDelivery, type QueueName } from "../delivery/queue";
import { queueLeadDeliveries, type DeliverableLead } from "../leads/deliveries";
import { audit } from "./audit";
import type { AdminDeps, AdminEnv } from "./context";
import { deleteLead, markSpam } from "./lead-actions";
import { leadExportStream, type ExportFormat } from "./export";
import { readBody } from "./guards";
import { filterCondition, isUuid, leadDetail, listLeads, noteVersion, type LeadFilter } from "./leads";
import { adminStats } from "./stats";

const invalid = (c: Context) => c.json({ error: "invalid" }, 400);
const notFound = (c: Context) => c.json({ error: "not_found" }, 404);

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
export function backOfficeRoutes({ database, logger, config, onQueued }: AdminDeps) {
  const routes = new Hono<AdminEnv>();
  const { db } = database;
  const targets = { webhookHost: config.webhookHost };
  const detail = (id: string) => leadDetail(db, id, targets);

  routes.post("/leads/search", async (c) => {
    const query = await readBody(c, leadQuery);
    if (query instanceof Response) return query;
    const page = await listLeads(db, query);
    return page === "invalid" ? invalid(c) : c.json(page);
  });

  /** The current selection as CSV or JSON, streamed; the audit names the filter, not the search words. */
  const exportLeads = (format: ExportFormat) => async (c: Context<AdminEnv>) => {
    const query = await readBody(c, leadQuery);
    if (query instanceof Response) return query;
    const { q, kind, status, from, to }: LeadFilter = query;
    const { userId } = c.get("admin");
    const body = await leadExportStream(db, filterCondition({ q, kind, status, from, to }), format, {
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
  };
  routes.post("/leads/export.csv", exportLeads("csv"));
  routes.post("/leads/export.json", exportLeads("json"));

  routes.get("/leads/:id", async (c) => {
    const lead = await detail(c.req.param("id"));
    return lead ? c.json(lead) : notFound(c);
  });

  routes.patch("/leads/:id", async (c) => {
    const id = c.req.param("id");
    if (!isUuid(id)) return notFound(c);
    const update = await readBody(c, leadUpdate);
    if (update instanceof Response) return update;
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
    if (outcome === "not_found") return notFound(c);
    const lead = (await detail(id))!;
    return outcome === "conflict" ? c.json({ error: "conflict", lead }, 409) : c.json(lead);
  });

  routes.post("/leads/:id/not-spam", async (c) => {
    const id = c.req.param("id");
    if (!isUuid(id)) return notFound(c);
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
    if (outcome === "not_found") return notFound(c);
    if (outcome === "not_spam") return c.json({ error: "not_spam" }, 409);
    logger.info({ leadId: id }, "lead marked not spam: deliveries queued");
    onQueued();
    return c.json((await detail(id))!);
  });

  routes.post("/leads/:id/spam", async (c) => {
    const id = c.req.param("id");
    const outcome = isUuid(id) ? await markSpam(db, id, c.get("admin").userId) : "not_found";
    if (outcome === "not_found") return notFound(c);
    return outcome === "spam" ? c.json({ error: "spam" }, 409) : c.json((await detail(id))!);
  });

  routes.delete("/leads/:id", async (c) => {
    const id = c.req.param("id");
    return isUuid(id) && (await deleteLead(db, id, c.get("admin").userId)) ? c.body(null, 204) : notFound(c);
  });

  routes.post("/deliveries/:queue/:id/retry", async (c) => {
    const queue = c.req.param("queue") as QueueName;
    const id = c.req.param("id");
    if (!queueNames.includes(queue) || !isUuid(id)) return notFound(c);
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
    if (outcome === "not_found") return notFound(c);
    if (outcome === "not_failed") return c.json({ error: "not_failed" }, 409);
    onQueued();
    return c.json({ ok: true });
  });

  routes.get("/stats", async (c) => {
    const query = statsQuery.safeParse(c.req.query());
    if (!query.success) return invalid(c);
    return c.json(await adminStats(db, { days: query.data.days, consentLogged: config.consentLog }));
  });

  return routes;
}
