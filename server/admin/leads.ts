import { createHash } from "node:crypto";
import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import { isInDateWindow } from "../../common/admin/base";
import {
  type DeliveryInfo,
  type LeadDetail,
  type LeadPage,
  type LeadQuery,
  type LeadSummary,
} from "../../common/admin/leads-api";
import type { Db } from "../db/client";
import { deliveryAttempts, leads, mailOutbox, webhookDeliveries } from "../db/schema";

/**
 * A note's version: a hash of its text. A save names the version it was typed over; another
 * text in between is a conflict (the same text again is not: nothing the client saw was lost).
 */
export const noteVersion = (note: string) => createHash("sha256").update(note).digest("base64url");

/** The inbox's filter: everything of the selection but the page. */
export type LeadFilter = Omit<LeadQuery, "cursor" | "limit">;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids come from the URL: anything else is unknown, and never reaches PostgreSQL as a uuid. */
const isUuid = (id: string) => uuidPattern.test(id);

/**
 * The search field as a tsquery over leads.search: every word a prefix term, all of them
 * required. A word keeps only letters, digits and @ . - _ (what names, companies and addresses are
 * made of), so nothing the visitor types is tsquery syntax; undefined when no word is left.
 */
function searchTsquery(q: string): string | undefined {
  const words = q.split(/[^\p{L}\p{N}@._-]+/u).filter((word) => /[\p{L}\p{N}]/u.test(word));
  return words.length ? words.map((word) => `'${word}':*`).join(" & ") : undefined;
}

/** A UTC date (a calendar date within the window: common/admin-api.ts checks) as an instant. */
const dayStart = (isoDate: string, plusDays = 0) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + plusDays * 24 * 3600_000).toISOString();

/** The filter as a condition. */
export function filterCondition(filter: LeadFilter): SQL {
  const conditions: (SQL | undefined)[] = [];
  // Spam is its own folder: no other view shows it.
  conditions.push(eq(leads.spam, filter.status === "spam"));
  if (filter.status === "unverified") conditions.push(eq(leads.unverified, true));
  else if (filter.status && filter.status !== "spam") conditions.push(eq(leads.status, filter.status));
  if (filter.kind) conditions.push(eq(leads.kind, filter.kind));
  if (filter.from) conditions.push(sql`${leads.createdAt} >= ${dayStart(filter.from)}::timestamptz`);
  if (filter.to) conditions.push(sql`${leads.createdAt} < ${dayStart(filter.to, 1)}::timestamptz`);
  const tsquery = filter.q ? searchTsquery(filter.q) : undefined;
  if (tsquery) conditions.push(sql`${leads.search} @@ to_tsquery('simple', ${tsquery})`);
  return and(...conditions)!;
}

/** Where a page ends: the last lead's creation time (to the microsecond) and id. */
interface Position {
  createdAt: string;
  id: string;
}

/** createdAt as PostgreSQL has it, to the microsecond (a JavaScript Date would round to ms). */
const createdAtText = sql<string>`to_char(${leads.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const encodeCursor = (position: Position) => Buffer.from(`${position.createdAt}|${position.id}`).toString("base64url");

/** The position a cursor names; undefined unless it is one encodeCursor could have made. */
function decodeCursor(cursor: string): Position | undefined {
  const [createdAt = "", id = "", ...rest] = Buffer.from(cursor, "base64url").toString().split("|");
  if (rest.length || !isUuid(id) || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(createdAt)) return undefined;
  // A real instant (no month 13, no 25 o'clock) within the window, which PostgreSQL always takes.
  const ms = `${createdAt.slice(0, 23)}Z`;
  const at = Date.parse(ms);
  if (Number.isNaN(at) || new Date(at).toISOString() !== ms || !isInDateWindow(ms)) return undefined;
  return { createdAt, id };
}

/** Newest first: strictly after `position` in the order (createdAt desc, id desc). */
const after = ({ createdAt, id }: Position) =>
  // The first bound alone can use the createdAt index; the second breaks ties.
  sql`${leads.createdAt} <= ${createdAt}::timestamptz and (${leads.createdAt} < ${createdAt}::timestamptz or ${leads.id} < ${id}::uuid)`;

const newestFirst = [desc(leads.createdAt), desc(leads.id)];

const summaryColumns = {
  id: leads.id,
  createdAt: leads.createdAt,
  kind: leads.kind,
  language: leads.language,
  pageContext: leads.pageContext,
  name: leads.name,
  company: leads.company,
  email: leads.email,
  status: leads.status,
  spam: leads.spam,
  unverified: leads.unverified,
};

type SummaryRow = { [K in keyof typeof summaryColumns]: (typeof summaryColumns)[K]["_"]["data"] };

export const toSummary = (row: SummaryRow): LeadSummary => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  kind: row.kind as LeadSummary["kind"],
  language: row.language === "en" ? "en" : "de",
  status: row.status as LeadSummary["status"],
});

const defaultPageSize = 50;

/** One page of the inbox and how many leads match in all; "invalid" for a cursor it never gave. */
export async function listLeads(db: Db, query: LeadQuery): Promise<LeadPage | "invalid"> {
  const filter = filterCondition(query);
  const position = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  if (position === undefined && query.cursor !== undefined) return "invalid";
  const limit = query.limit ?? defaultPageSize;
  const rows = await db
    .select({ ...summaryColumns, position: createdAtText })
    .from(leads)
    .where(position ? and(filter, after(position)) : filter)
    .orderBy(...newestFirst)
    .limit(limit + 1);
  const total = await db.$count(leads, filter);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    leads: page.map(({ position: _, ...row }) => toSummary(row)),
    total,
    nextCursor: rows.length > limit && last ? encodeCursor({ createdAt: last.position, id: last.id }) : null,
  };
}

const exportColumns = {
  ...summaryColumns,
  note: leads.note,
  payload: leads.payload,
  position: createdAtText,
};
export type ExportRow = SummaryRow & { note: string; payload: unknown };

/** Every lead the filter matches, newest first, in batches of `batchSize` (memory stays flat). */
export async function* leadBatches(db: Db, filter: SQL, batchSize = 1000): AsyncGenerator<ExportRow[]> {
  let position: Position | undefined;
  for (;;) {
    const rows = await db
      .select(exportColumns)
      .from(leads)
      .where(position ? and(filter, after(position)) : filter)
      .orderBy(...newestFirst)
      .limit(batchSize);
    if (rows.length) yield rows.map(({ position: _, ...row }) => row);
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    position = { createdAt: last.position, id: last.id };
  }
}

interface DeliveryTargets {
  /** The CRM endpoint's host (WEBHOOK_URL); a webhook delivery is named by it. */
  webhookHost?: string;
}

const stateOf = (row: { sentAt: Date | null; failedAt: Date | null }): DeliveryInfo["state"] =>
  row.sentAt ? "sent" : row.failedAt ? "failed" : "waiting";

/** Every mail and webhook of a lead with its attempts, oldest first. */
async function deliveriesOf(db: Db, leadId: string, targets: DeliveryTargets): Promise<DeliveryInfo[]> {
  const queueColumns = (table: typeof mailOutbox | typeof webhookDeliveries) => ({
    id: table.id,
    createdAt: table.createdAt,
    nextAttemptAt: table.nextAttemptAt,
    sentAt: table.sentAt,
    failedAt: table.failedAt,
  });
  const mails = await db
    .select({ ...queueColumns(mailOutbox), purpose: mailOutbox.purpose, target: mailOutbox.toAddress })
    .from(mailOutbox)
    .where(eq(mailOutbox.leadId, leadId));
  const webhooks = await db
    .select(queueColumns(webhookDeliveries))
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.leadId, leadId));
  const attempts = await db
    .select()
    .from(deliveryAttempts)
    .where(eq(deliveryAttempts.leadId, leadId))
    .orderBy(asc(deliveryAttempts.at), asc(deliveryAttempts.id));
  const all = [
    ...mails.map((row) => ({ ...row, queue: "mail" as const })),
    ...webhooks.map((row) => ({
      ...row,
      queue: "webhook" as const,
      purpose: "webhook",
      target: targets.webhookHost ?? "",
    })),
  ].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return all.map((row) => {
    const state = stateOf(row);
    return {
      queue: row.queue,
      id: row.id,
      purpose: row.purpose,
      target: row.target,
      state,
      attempts: attempts
        .filter((attempt) => attempt.queue === row.queue && attempt.deliveryId === row.id)
        .map((attempt) => ({ at: attempt.at.toISOString(), error: attempt.error })),
      nextAttemptAt: state === "waiting" ? row.nextAttemptAt.toISOString() : null,
      sentAt: row.sentAt?.toISOString() ?? null,
      failedAt: row.failedAt?.toISOString() ?? null,
    };
  });
}

/** The lead with every field as sent, the note and the delivery log; undefined when unknown. */
export async function leadDetail(db: Db, id: string, targets: DeliveryTargets): Promise<LeadDetail | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({ ...summaryColumns, note: leads.note, payload: leads.payload })
    .from(leads)
    .where(eq(leads.id, id));
  if (!row) return undefined;
  const { note, payload, ...summary } = row;
  return {
    ...toSummary(summary),
    payload: payload as Record<string, unknown>,
    note,
    noteVersion: noteVersion(note),
    deliveries: await deliveriesOf(db, id, targets),
  };
}
