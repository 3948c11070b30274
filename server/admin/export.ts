import type { SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { leadCsvHeader, leadCsvRow } from "../leads/csv";
import { leadBatches, type ExportRow } from "./leads";

export type ExportFormat = "csv" | "json";

/** The spreadsheet programs read UTF-8 (umlauts) only with the byte order mark. */
const bom = "\uFEFF";

const csvRow = (row: ExportRow) => leadCsvRow(row, { workflow: true });

const jsonRow = (row: ExportRow) =>
  JSON.stringify({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    kind: row.kind,
    language: row.language,
    pageContext: row.pageContext,
    spam: row.spam,
    unverified: row.unverified,
    status: row.status,
    note: row.note,
    payload: row.payload,
  });

/**
 * The export's text in pieces: the head, one piece per batch of rows, the tail. `done` runs after
 * the last row with the row count (the audit entry), before the tail.
 */
async function* exportText(db: Db, filter: SQL, format: ExportFormat, done: (rows: number) => Promise<void>) {
  let rows = 0;
  yield format === "csv" ? bom + leadCsvHeader({ workflow: true }) : "[";
  for await (const batch of leadBatches(db, filter)) {
    yield format === "csv"
      ? batch.map(csvRow).join("")
      : batch.map((row, index) => `${rows + index ? "," : ""}\n${jsonRow(row)}`).join("");
    rows += batch.length;
  }
  await done(rows);
  if (format === "json") yield rows ? "\n]\n" : "]\n";
}

/**
 * Every lead the filter matches as a byte stream, read from the database one batch at a time as
 * the client takes it (pull), so memory stays flat however many leads there are. A failed query
 * or audit entry ends the stream with an error, so a cut-off download never looks whole.
 */
export function leadExportStream(
  db: Db,
  filter: SQL,
  format: ExportFormat,
  done: (rows: number) => Promise<void>,
): ReadableStream<Uint8Array> {
  const pieces = exportText(db, filter, format, done);
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const next = await pieces.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      },
      async cancel() {
        await pieces.return(undefined);
      },
    },
    // Nothing read ahead: the next batch is queried when the client has taken the last.
    { highWaterMark: 0 },
  );
}
