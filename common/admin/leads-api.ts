/**
 * The inbox (/api/admin/leads/...): leads found by filters and a search term, one lead with its
 * note and delivery log, its status, spam, deletion and exports; and a failed delivery made due
 * again. The owner's alone. common/admin-api.ts spreads these endpoints in.
 */
import * as z from "zod/mini";
import { endpoint } from "../contract";
import { leadKinds } from "../lead-schemas";
import { instant, isoDate, language, refused, typed, uuid } from "./base";

const leadStatusFilters = ["new", "in_progress", "done", "spam", "unverified"] as const;
export const leadWorkflowStatuses = ["new", "in_progress", "done"] as const;
export type LeadWorkflowStatus = (typeof leadWorkflowStatuses)[number];

/**
 * The inbox's filters (form, status, dates), the part of its selection that the browser's address
 * keeps (admin/screens/inbox.tsx reads them from there with this schema, a value at a time).
 * Without a status the inbox shows everything but spam; "spam" is the spam folder. `from`/`to`
 * are UTC dates, both included.
 */
export const leadFilters = z.object({
  kind: z.optional(z.enum(leadKinds)),
  status: z.optional(z.enum(leadStatusFilters)),
  from: z.optional(isoDate),
  to: z.optional(isoDate),
});
export type LeadFilters = z.infer<typeof leadFilters>;

/**
 * POST /leads/search (and POST /leads/export.csv, /leads/export.json): the filters, the search
 * term and the page as a JSON body, never a query string, since the search term may be a name and
 * addresses end up in access logs (docs/decisions/0029). `cursor` is the `nextCursor` of the page
 * before.
 */
const leadQuery = z.extend(leadFilters, {
  q: z.optional(typed(200, "one", z.trim())),
  cursor: z.optional(z.string().check(z.maxLength(100))),
  limit: z.optional(z.int().check(z.minimum(1), z.maximum(100))),
});
export type LeadQuery = z.infer<typeof leadQuery>;

/**
 * POST /leads/export.csv: the selection, and the language of the header (German when absent):
 * each column is headed as the back office names it there, each field by the label the owner
 * published (docs/decisions/0065). The cells are the stored values, as in the JSON export.
 */
const leadExport = z.extend(leadQuery, { lang: z.optional(language) });
export type LeadExport = z.infer<typeof leadExport>;

/**
 * PATCH /leads/:id: a new status, a new note, or both. Each carries what the client's change was
 * based on (the status it showed, the note's `noteVersion`): when another save came in between,
 * the answer is 409 `{ error: "conflict", lead }` with the lead as it is now, and nothing is saved.
 */
const leadUpdate = z
  .object({
    status: z.optional(z.enum(leadWorkflowStatuses)),
    statusWas: z.optional(z.enum(leadWorkflowStatuses)),
    note: z.optional(typed(5000, "many")),
    noteVersion: z.optional(z.string().check(z.maxLength(100))),
  })
  .check(
    z.refine(
      (update) =>
        (update.status !== undefined || update.note !== undefined) &&
        (update.status === undefined || update.statusWas !== undefined) &&
        (update.note === undefined || update.noteVersion !== undefined),
    ),
  );

export type LeadUpdate = z.infer<typeof leadUpdate>;

const leadWorkflowStatus = z.enum(leadWorkflowStatuses);
export const leadSummary = z.object({
  id: z.string(),
  createdAt: instant,
  kind: z.enum(leadKinds),
  language,
  /** The page the form was on, e.g. "/en/odoo-migration". */
  pageContext: z.string(),
  name: z.string(),
  company: z.string(),
  email: z.string(),
  status: leadWorkflowStatus,
  spam: z.boolean(),
  unverified: z.boolean(),
});
export type LeadSummary = z.infer<typeof leadSummary>;

/** POST /leads/search */
const leadPage = z.object({
  leads: z.array(leadSummary),
  /** Matching leads in all (for "1–50 of 312"). */
  total: z.int(),
  nextCursor: z.nullable(z.string()),
});
export type LeadPage = z.infer<typeof leadPage>;

const deliveryQueues = ["mail", "webhook"] as const;
const deliveryInfo = z.object({
  queue: z.enum(deliveryQueues),
  id: z.string(),
  /** mail: "lead" or "autoreply"; webhook: "webhook". */
  purpose: z.string(),
  /** mail: the recipient; webhook: the endpoint's host. */
  target: z.string(),
  state: z.enum(["sent", "waiting", "failed"]),
  attempts: z.array(z.object({ at: instant, error: z.nullable(z.string()) })),
  nextAttemptAt: z.nullable(instant),
  sentAt: z.nullable(instant),
  failedAt: z.nullable(instant),
});
export type DeliveryInfo = z.infer<typeof deliveryInfo>;

/** GET /leads/:id (also the answer of PATCH and not-spam). */
const leadDetail = z.extend(leadSummary, {
  /** Every field as the visitor sent it. */
  payload: z.record(z.string(), z.unknown()),
  note: z.string(),
  /** The note's version, to send back with a changed note (PATCH /leads/:id). */
  noteVersion: z.string(),
  deliveries: z.array(deliveryInfo),
});
export type LeadDetail = z.infer<typeof leadDetail>;

/** 409 on a lead's save: someone saved in between; the lead as it is now. */
const leadConflict = z.object({ error: z.literal("conflict"), lead: leadDetail });

const leadId = z.object({ id: uuid });

/** The inbox: the owner's. */
export const leadEndpoints = {
  leads: endpoint({
    method: "POST",
    path: "/leads/search",
    summary: "The inbox: leads matching the selection, newest first, a page at a time",
    body: leadQuery,
    answers: { 200: leadPage, 400: refused },
  }),
  exportCsv: endpoint({
    method: "POST",
    path: "/leads/export.csv",
    summary: "Every lead of the selection as CSV, headed in the back office's words in one language",
    body: leadExport,
    answers: { 200: { download: ["text/csv"] } },
  }),
  exportJson: endpoint({
    method: "POST",
    path: "/leads/export.json",
    summary: "Every lead of the selection as JSON",
    body: leadQuery,
    answers: { 200: { download: ["application/json"] } },
  }),
  lead: endpoint({
    method: "GET",
    path: "/leads/:id",
    summary: "A lead with its note and delivery log",
    params: leadId,
    answers: { 200: leadDetail, 404: refused },
  }),
  updateLead: endpoint({
    method: "PATCH",
    path: "/leads/:id",
    summary: "Change a lead's status or note; 409 when another save came in between",
    params: leadId,
    body: leadUpdate,
    answers: { 200: leadDetail, 404: refused, 409: leadConflict },
  }),
  notSpam: endpoint({
    method: "POST",
    path: "/leads/:id/not-spam",
    summary: "Take a lead out of spam and deliver it as on arrival",
    params: leadId,
    answers: { 200: leadDetail, 404: refused, 409: refused },
  }),
  markSpam: endpoint({
    method: "POST",
    path: "/leads/:id/spam",
    summary: "Move a lead to spam; its unsent deliveries are withdrawn",
    params: leadId,
    answers: { 200: leadDetail, 404: refused, 409: refused },
  }),
  deleteLead: endpoint({
    method: "DELETE",
    path: "/leads/:id",
    summary: "Delete one lead with its mails and webhook deliveries",
    params: leadId,
    answers: { 204: null, 404: refused },
  }),
};

/** A lead's delivery log: a failed mail or webhook made due again. The owner's. */
export const deliveryEndpoints = {
  retryDelivery: endpoint({
    method: "POST",
    path: "/deliveries/:queue/:id/retry",
    summary: "Make a failed mail or webhook delivery due again",
    params: z.object({ queue: z.enum(deliveryQueues), id: uuid }),
    answers: { 200: z.object({ ok: z.literal(true) }), 404: refused, 409: refused },
  }),
};
