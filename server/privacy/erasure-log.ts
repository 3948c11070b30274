import { appendFileSync, existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { leads } from "../db/schema";
import { eraseSubject, subjectHash } from "./subject";

/**
 * The erasures since the first, outside the database (docs/decisions/0038): one line per erasure,
 * its keyed hash and time, never the address. A restored backup holds the people erased after it
 * was taken; the server re-applies this log at every start, so they are erased again.
 */
export const erasureLogFile = (dataDir: string) => path.resolve(dataDir, "erasure-log");

export function recordErasure(file: string, subject: string, at = new Date()): void {
  appendFileSync(file, `${JSON.stringify({ subject, at: at.toISOString() })}\n`, { mode: 0o600 });
}

/** Each erased hash with the time of its latest erasure. */
export function erasedSubjects(file: string): Map<string, Date> {
  const erased = new Map<string, Date>();
  if (!existsSync(file)) return erased;
  for (const line of readFileSync(file, "utf8").split("\n").filter(Boolean)) {
    const { subject, at } = JSON.parse(line) as { subject: string; at: string };
    const when = new Date(at);
    if (!(erased.get(subject)! >= when)) erased.set(subject, when);
  }
  return erased;
}

/**
 * Erases again what the database holds of an address in the log from before its erasure (after a
 * restore). What the person sent after it is theirs to have kept: a new enquiry stays. Resolves
 * with the number of addresses erased again.
 */
export async function reapplyErasures(db: Db, keyOf: () => string, file: string, mailDir: string): Promise<number> {
  const erased = erasedSubjects(file);
  if (erased.size === 0) return 0;
  const key = keyOf();
  // A confirmation always belongs to a lead: the leads name everyone the database holds.
  const found = await db
    .select({ address: sql<string>`lower(${leads.email})`, first: sql<string>`min(${leads.createdAt})` })
    .from(leads)
    .groupBy(sql`lower(${leads.email})`);
  let again = 0;
  for (const { address, first } of found) {
    const upTo = erased.get(subjectHash(key, address));
    if (!upTo || new Date(first) > upTo) continue;
    await eraseSubject(db, address, { key, mailDir, userId: null, via: "restore", upTo });
    again++;
  }
  return again;
}

/**
 * An erasure as the CLI and the back office make it: logged first, so that a crash between the
 * two erases at the next start rather than forgets, then carried out.
 */
export async function eraseAndLog(
  db: Db,
  email: string,
  options: {
    key: string;
    file: string;
    mailDir: string;
    userId: string | null;
    via: "cli" | "back-office";
    /** WEBHOOK_SECRET while WEBHOOK_URL is set: the CRM gets a `subject.erased` event. */
    webhookSecret?: string;
  },
) {
  recordErasure(options.file, subjectHash(options.key, email));
  return eraseSubject(db, email, options);
}
