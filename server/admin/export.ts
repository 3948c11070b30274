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
 * The export's text in pieces: one per batch of rows, the first with the head, the last with the
 * tail. `done` runs after the last row with the row count (the audit entry), before the tail.
 */
async function* exportText(db: Db, filter: SQL, format: ExportFormat, done: (rows: number) => Promise<void>) {
  let rows = 0;
  let text = format === "csv" ? bom + leadCsvHeader({ workflow: true }) : "[";
  for await (const batch of leadBatches(db, filter)) {
    text +=
      format === "csv"
        ? batch.map(csvRow).join("")
        : batch.map((row, index) => `${rows + index ? "," : ""}\n${jsonRow(row)}`).join("");
    rows += batch.length;
    yield text;
    text = "";
  }
  await done(rows);
  yield format === "json" ? `${text}${rows ? "\n]\n" : "]\n"}` : text;
}

interface ExportHooks {
  /** After the last row, with the row count: the audit entry. */
  done(rows: number): Promise<void>;
  /**
   * A query or the audit entry failed after the answer began: log it and cut the connection, so
   * the download ends incomplete. True when cut; otherwise the stream ends with an error of its
   * own (never the query's, whose text may quote SQL and values).
   */
  failed(error: unknown): boolean;
}

/**
 * Every lead the filter matches as a byte stream, read from the database one batch at a time as
 * the client takes it (pull), so memory stays flat however many leads there are. The first batch
 * is read before this resolves: a failure there fails the request like any other (a JSON 500
 * through the app's error handler). A later failure cuts the download (`failed`), so a cut-off
 * file never looks whole and no error text ends up in it.
 */
export async function leadExportStream(
  db: Db,
  filter: SQL,
  format: ExportFormat,
  hooks: ExportHooks,
): Promise<ReadableStream<Uint8Array>> {
  const pieces = exportText(db, filter, format, hooks.done);
  let first: IteratorResult<string> | undefined = await pieces.next();
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const piece = first ?? (await pieces.next());
          first = undefined;
          if (piece.done) controller.close();
          else controller.enqueue(encoder.encode(piece.value));
        } catch (error) {
          if (hooks.failed(error)) controller.close();
          else controller.error(new Error("lead export aborted"));
        }
      },
      async cancel() {
        await pieces.return(undefined);
      },
    },
    // Nothing read ahead: the next batch is queried when the client has taken the last.
    { highWaterMark: 0 },
  );
}
