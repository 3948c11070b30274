/**
 * The content rules of the site's copy (common/content/check-text.ts) over every paragraph and
 * heading of a body, and the refusal of markup typed as text. A paragraph is checked whole, not
 * per text node: a bold price is still a price that needs its VAT note.
 */
import type { Lang } from "../config/route-table";
import { checkText } from "../content/check-text";
import { tags } from "../content/markup";
import type { RichTextDocument } from "./document";
import { textBlocks } from "./read";

export interface RichTextFinding {
  /** "error": it cannot be published; "warning": the owner acknowledges it. */
  severity: "error" | "warning";
  code: string;
  /** Its message's key in the admin copy, filled with `values`. */
  messageKey: string;
  values?: Record<string, string | number>;
  /** The paragraph or heading, as a schema issue's path. */
  path: (string | number)[];
}

/**
 * Findings of check-text that do not apply here: the body's bounds are the schema's, an empty
 * paragraph is a blank line, a body fills in no placeholders (braces are text), and markup as
 * text is an error of its own below.
 */
const notApplicable = new Set([
  "empty",
  "tooLong",
  "placeholderMissing",
  "placeholderExtra",
  "placeholderSyntax",
  "markupAsText",
]);

/** Errors first, then warnings, in document order. */
export function richTextFindings(doc: RichTextDocument, lang: Lang): RichTextFinding[] {
  const found: RichTextFinding[] = [];
  for (const { path, text } of textBlocks(doc)) {
    const tag = tags(text)[0];
    if (tag !== undefined) {
      found.push({
        severity: "error",
        code: "markupInText",
        messageKey: "richText.rules.markupInText",
        values: { tag },
        path,
      });
    }
    const findings = checkText({ ns: "richText", key: path.join("."), lang, shipped: "", value: text });
    for (const { code, severity, values } of findings) {
      if (notApplicable.has(code)) continue;
      found.push({ severity, code, messageKey: `contentRules.text.${code}`, ...(values && { values }), path });
    }
  }
  return found.sort((a, b) => (a.severity === b.severity ? 0 : a.severity === "error" ? -1 : 1));
}
