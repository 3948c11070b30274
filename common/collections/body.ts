/**
 * The body (rich text) of a reference or an insight: its schema and helpers are the rich-text
 * module's (common/rich-text/, docs/decisions/0067). What a collection needs of it: its content
 * rules (per paragraph), the images it shows, the pages and entries it links to.
 */
import * as z from "zod/mini";
import type { Lang } from "../config/route-table";
import { richTextDocument, type RichTextDocument } from "../rich-text/document";
import { imageIds, internalLinkTargets } from "../rich-text/read";
import { richTextFindings } from "../rich-text/rules";
import { field } from "./fields";

z.config({ jitless: true });

/** A body; an optional one may be null (a reference tells its story in its own fields first). */
export const body = (required: boolean) =>
  field({
    draft: z.nullable(richTextDocument),
    strict: required ? richTextDocument : z.nullable(richTextDocument),
    images: (value: RichTextDocument | null) => (value ? imageIds(value) : []),
    links: (value: RichTextDocument | null) => (value ? internalLinkTargets(value) : []),
    rules: (value: RichTextDocument | null, lang: Lang) =>
      value
        ? richTextFindings(value, lang).map(({ severity, code, values, path }) => ({
            severity,
            code,
            ...(values && { values }),
            path: path.join("."),
          }))
        : [],
    input: { kind: "body", required },
  });
