import type { SQL } from "drizzle-orm";
import type { Lang } from "../../common/config/route-table";
import adminDe from "../../common/locales/de/admin";
import adminEn from "../../common/locales/en/admin";
import * as texts from "../../common/locales/texts";
import { publishedTexts } from "../content/published";
import type { Db } from "../db/client";
import { leadCsvHeader, leadCsvRow } from "../leads/csv";
import { leadBatches, type ExportRow } from "./leads";

export type ExportFormat = "csv" | "json";

/** What an export writes: the format, and the language of a CSV's header (docs/decisions/0065). */
interface ExportAs {
  format: ExportFormat;
  lang: Lang;
}

const adminCopy = { de: adminDe, en: adminEn } as const;

/**
 * The CSV's header in the words the back office shows in that language: a lead's own columns as
 * its page names them, each field by the label the owner published for it (else the shipped one),
 * read when the export starts, as the inbox and the lead mail read it.
 */
function csvHeaderWords(lang: Lang): Record<string, string> {
  const { lead, status, detail } = adminCopy[lang];
  return {
    ...publishedTexts(lang, texts.forms).fields,
    id: lead.id,
    created_at: lead.received,
    kind: lead.form,
    language: lead.language,
    page: lead.page,
    spam: status.spam,
    unverified: status.unverified,
    status: lead.status,
    note: detail.note,
  };
}

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
async function* exportText(db: Db, filter: SQL, { format, lang }: ExportAs, done: (rows: number) => Promise<void>) {
  let rows = 0;
  let text = format === "csv" ? bom + leadCsvHeader({ workflow: true, header: csvHeaderWords(lang) }) : "[";
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
  output: ExportAs,
  hooks: ExportHooks,
): Promise<ReadableStream<Uint8Array>> {
  const pieces = exportText(db, filter, output, hooks.done);
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
