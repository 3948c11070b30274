/**
 * A refused body's reasons, ready to translate: the code (`richText.reasons.<code>` in
 * common/locales/<lang>/admin.ts), where in the document, and the limit it names.
 */
import type { z } from "zod";
import { richTextBounds } from "./bounds";
import { richTextDocument, type RichTextDocument } from "./document";
import { reasonOf, type RichTextReason } from "./reasons";

export interface RichTextProblem {
  code: RichTextReason;
  path: PropertyKey[];
  values?: Record<string, number>;
}

/** The limit each bounded reason names in its message. */
const limits: Partial<Record<RichTextReason, Record<string, number>>> = {
  tooLarge: { max: Math.round(richTextBounds.maxBytes / 1000) },
  tooDeep: { max: richTextBounds.maxDepth },
  tooManyNodes: { max: richTextBounds.maxNodes },
  textTooLong: { max: richTextBounds.maxTextLength },
  headingTooLong: { max: richTextBounds.maxHeadingLength },
  tableTooLarge: { rows: richTextBounds.maxTableRows, columns: richTextBounds.maxTableColumns },
};

/** One problem per reason and place: a union's alternatives repeat the same finding. */
export function richTextProblems(error: z.ZodError): RichTextProblem[] {
  const seen = new Set<string>();
  const problems: RichTextProblem[] = [];
  for (const issue of error.issues) {
    const code = reasonOf(issue.message);
    const id = `${code}@${issue.path.map(String).join("/")}`;
    if (seen.has(id)) continue;
    seen.add(id);
    const values = limits[code];
    problems.push({ code, path: issue.path, ...(values && { values }) });
  }
  return problems;
}

export type RichTextCheck =
  { success: true; document: RichTextDocument } | { success: false; problems: RichTextProblem[] };

/** A body validated, or why not. */
export function checkRichText(value: unknown): RichTextCheck {
  const result = richTextDocument.safeParse(value);
  return result.success
    ? { success: true, document: result.data }
    : { success: false, problems: richTextProblems(result.error) };
}
