import { appendFileSync, existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { leads, mailOutbox } from "../db/schema";
import { eraseSubject, subjectHash } from "./subject";

/**
 * The erasures since the first, outside the database (docs/decisions/0035): one line per erasure,
 * its keyed hash and time, never the address. A restored backup holds the people erased after it
 * was taken; the server re-applies this log at every start, so they are erased again.
 */
export const erasureLogFile = (dataDir: string) => path.resolve(dataDir, "erasure-log");

export function recordErasure(file: string, subject: string, at = new Date()): void {
  appendFileSync(file, `${JSON.stringify({ subject, at: at.toISOString() })}\n`, { mode: 0o600 });
}

export function erasedSubjects(file: string): Set<string> {
  if (!existsSync(file)) return new Set();
  const lines = readFileSync(file, "utf8").split("\n").filter(Boolean);
  return new Set(lines.map((line) => (JSON.parse(line) as { subject: string }).subject));
}

/**
 * Erases again every address in the database whose hash is in the log (after a restore, or a lead
 * that came back from a CRM import). Resolves with the number of addresses erased.
 */
export async function reapplyErasures(db: Db, keyOf: () => string, file: string): Promise<number> {
  const erased = erasedSubjects(file);
  if (erased.size === 0) return 0;
  const key = keyOf();
  const found = await db.execute<{ address: string }>(sql`
    select distinct lower(${leads.email}) as address from ${leads}
    union select distinct lower(${mailOutbox.toAddress}) from ${mailOutbox} where ${mailOutbox.purpose} = 'autoreply'`);
  const rows = (found as unknown as { rows: { address: string }[] }).rows;
  const again = rows.map((row) => row.address).filter((address) => erased.has(subjectHash(key, address)));
  for (const address of again) await eraseSubject(db, address, { key, userId: null, via: "restore" });
  return again.length;
}

/**
 * An erasure as the CLI and the back office make it: logged first, so that a crash between the
 * two erases at the next start rather than forgets, then carried out.
 */
export async function eraseAndLog(
  db: Db,
  email: string,
  options: { key: string; file: string; userId: string | null; via: "cli" | "back-office" },
) {
  recordErasure(options.file, subjectHash(options.key, email));
  return eraseSubject(db, email, options);
}
