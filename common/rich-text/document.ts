/**
 * The body of an entry the owner writes (a case study, an article, a team member): a structured
 * document in ProseMirror's JSON, a strict subset of what the editor (TipTap) writes, stored as
 * JSON and never as HTML (docs/decisions/0067). Every message of a refusal is a reason code of
 * `richTextReasons`, translated as `richText.reasons.<code>` in common/locales/<lang>/admin.ts.
 *
 * `richTextDocument` checks the bounds without recursion before its recursive schema runs, so a
 * body nested ten thousand levels deep or megabytes large is refused in milliseconds.
 */
import { z } from "zod";
import { isFreeText } from "../lead-schemas";
import { jsonBytes, jsonNestsDeeperThanBounds, richTextBounds } from "./bounds";
import { parseLinkHref } from "./links";
import { inspectNodes } from "./node-walk";
import { richTextReasons, type RichTextReason } from "./reasons";

export { richTextReasons, type RichTextReason };

export type BoldMark = { type: "bold" };
export type ItalicMark = { type: "italic" };
export type LinkMark = { type: "link"; attrs: { href: string } };
export type RichTextMark = BoldMark | ItalicMark | LinkMark;

export interface TextNode {
  type: "text";
  text: string;
  marks?: RichTextMark[];
}
export interface HardBreakNode {
  type: "hardBreak";
  marks?: RichTextMark[];
}
export type InlineNode = TextNode | HardBreakNode;

export interface ParagraphNode {
  type: "paragraph";
  content?: InlineNode[];
}
export interface HeadingNode {
  type: "heading";
  attrs: { level: 2 | 3 };
  content?: InlineNode[];
}
/** What a list item, a quotation and a table cell hold. */
export type FlowNode = ParagraphNode | BulletListNode | OrderedListNode;
export interface ListItemNode {
  type: "listItem";
  /** A paragraph first, then paragraphs and nested lists. */
  content: FlowNode[];
}
export interface BulletListNode {
  type: "bulletList";
  content: ListItemNode[];
}
export interface OrderedListNode {
  type: "orderedList";
  attrs?: { start?: number; type?: null };
  content: ListItemNode[];
}
export interface BlockquoteNode {
  type: "blockquote";
  content: FlowNode[];
}
/** An image of the media library; its alternative text comes from there, in the reader's language. */
export interface ImageNode {
  type: "image";
  attrs: { mediaId: string };
}
/** No cell spans more than one row or column: the editor's defaults, nothing else. */
export interface CellAttrs {
  colspan?: 1;
  rowspan?: 1;
  colwidth?: null;
}
export interface TableHeaderNode {
  type: "tableHeader";
  attrs?: CellAttrs;
  content: FlowNode[];
}
export interface TableCellNode {
  type: "tableCell";
  attrs?: CellAttrs;
  content: FlowNode[];
}
export interface TableRowNode {
  type: "tableRow";
  content: (TableHeaderNode | TableCellNode)[];
}
export interface TableNode {
  type: "table";
  content: TableRowNode[];
}
export interface HorizontalRuleNode {
  type: "horizontalRule";
}
export type BlockNode =
  | HeadingNode
  | ParagraphNode
  | BulletListNode
  | OrderedListNode
  | BlockquoteNode
  | ImageNode
  | TableNode
  | HorizontalRuleNode;

export interface RichTextDocument {
  type: "doc";
  content: BlockNode[];
}

export type RichTextNode =
  RichTextDocument | BlockNode | ListItemNode | TableRowNode | TableHeaderNode | TableCellNode | InlineNode;

const reason = (code: RichTextReason) => ({ error: code });
/** A strict object: a key it does not know is an unknown attribute, anything else a wrong shape. */
const node = <Shape extends z.core.$ZodLooseShape>(shape: Shape) =>
  z.strictObject(shape, {
    error: (issue) => (issue.code === "unrecognized_keys" ? "unknownAttribute" : "invalidStructure"),
  });

const linkMark = node({
  type: z.literal("link"),
  attrs: node({
    href: z.string().refine((href) => parseLinkHref(href) !== undefined, reason("linkInvalid")),
  }),
});
/** A link mark alone: the editor's link dialog checks an address with it before applying it. */
export const richTextLinkMark: z.ZodType<LinkMark, unknown> = linkMark;

const markSchema = z.discriminatedUnion(
  "type",
  [node({ type: z.literal("bold") }), node({ type: z.literal("italic") }), linkMark],
  reason("unknownMark"),
);
const marks = z
  .array(markSchema)
  .refine((list) => new Set(list.map((m) => m.type)).size === list.length, reason("invalidStructure"))
  .optional();

const textNode = node({
  type: z.literal("text"),
  text: z
    .string()
    .min(1, reason("invalidStructure"))
    .max(richTextBounds.maxTextLength, reason("textTooLong"))
    // PostgreSQL cannot store NUL in JSON; no keyboard types the other control characters.
    .refine(isFreeText, reason("invalidCharacters")),
  marks,
});
const inlineNode = z.discriminatedUnion(
  "type",
  [textNode, node({ type: z.literal("hardBreak"), marks })],
  reason("invalidStructure"),
);
const inline = z.array(inlineNode).optional();

const paragraph = node({ type: z.literal("paragraph"), content: inline });
const heading = node({
  type: z.literal("heading"),
  attrs: node({ level: z.union([z.literal(2), z.literal(3)], reason("headingLevel")) }),
  content: inline.refine(
    (content) =>
      (content ?? []).reduce((sum, n) => sum + (n.type === "text" ? n.text.length : 1), 0) <=
      richTextBounds.maxHeadingLength,
    reason("headingTooLong"),
  ),
});

const flowContent = z.lazy((): z.ZodType<FlowNode[]> => z.array(flowNode).min(1, reason("invalidStructure")));
const listItem = node({
  type: z.literal("listItem"),
  content: flowContent.refine((content) => content[0]?.type === "paragraph", reason("invalidStructure")),
});
const listItems = z.array(listItem).min(1, reason("invalidStructure"));
const bulletList = node({ type: z.literal("bulletList"), content: listItems });
const orderedList = node({
  type: z.literal("orderedList"),
  attrs: node({ start: z.int().min(0).max(100_000).optional(), type: z.null().optional() }).optional(),
  content: listItems,
});
const flowNode: z.ZodType<FlowNode> = z.discriminatedUnion(
  "type",
  [paragraph, bulletList, orderedList],
  reason("invalidStructure"),
);

const blockquote = node({ type: z.literal("blockquote"), content: flowContent });
const image = node({
  type: z.literal("image"),
  attrs: node({ mediaId: z.uuid(reason("imageInvalid")) }),
});
const cellAttrs = node({
  colspan: z.literal(1, reason("cellSpan")).optional(),
  rowspan: z.literal(1, reason("cellSpan")).optional(),
  colwidth: z.null(reason("invalidStructure")).optional(),
}).optional();
const cell = z.discriminatedUnion(
  "type",
  [
    node({ type: z.literal("tableHeader"), attrs: cellAttrs, content: flowContent }),
    node({ type: z.literal("tableCell"), attrs: cellAttrs, content: flowContent }),
  ],
  reason("invalidStructure"),
);
const tableRow = node({
  type: z.literal("tableRow"),
  content: z
    .array(cell)
    .min(1, reason("invalidStructure"))
    .max(richTextBounds.maxTableColumns, reason("tableTooLarge")),
});
const table = node({
  type: z.literal("table"),
  content: z
    .array(tableRow)
    .min(1, reason("invalidStructure"))
    .max(richTextBounds.maxTableRows, reason("tableTooLarge"))
    .refine((rows) => rows.every((row) => row.content.length === rows[0]!.content.length), reason("tableIrregular")),
});
const horizontalRule = node({ type: z.literal("horizontalRule") });

const blockNode = z.discriminatedUnion(
  "type",
  [heading, paragraph, bulletList, orderedList, blockquote, image, table, horizontalRule],
  reason("invalidStructure"),
);
const documentShape = node({ type: z.literal("doc"), content: z.array(blockNode) });

/** The bounds and the vocabulary, checked without recursion before the schema descends. */
function checkBounds(value: unknown, ctx: z.RefinementCtx) {
  const refuse = (code: RichTextReason, path: (string | number)[] = []) =>
    ctx.addIssue({ code: "custom", message: code, path, input: value });
  if (jsonNestsDeeperThanBounds(value)) return refuse("tooDeep");
  const bytes = jsonBytes(value);
  if (bytes === undefined) return refuse("notJson");
  if (bytes > richTextBounds.maxBytes) return refuse("tooLarge");
  const problem = inspectNodes(value);
  if (problem) refuse(problem.code, problem.path);
}

/** A body, validated: bounds first, then the strict schema. */
export const richTextDocument: z.ZodType<RichTextDocument, unknown> = z
  .unknown()
  .superRefine(checkBounds)
  .pipe(documentShape) as z.ZodType<RichTextDocument, unknown>;

/** An empty body, as the editor starts. */
export const emptyRichTextDocument: RichTextDocument = { type: "doc", content: [{ type: "paragraph" }] };
