/**
 * Documents the tests of the schema, the renderer and the editor share: one that uses every node
 * and mark, and builders for the hostile ones.
 */
import type { InlineNode, RichTextDocument } from "../../common/rich-text/document";

export const mediaId = "0b4f5c2e-8a61-4f3b-9a7e-2d1c6b5e4f30";

const text = (value: string, ...marks: InlineNode["marks"] & object): InlineNode =>
  marks.length ? { type: "text", text: value, marks } : { type: "text", text: value };

/** Every node and mark of the schema, as the editor writes them. */
export const richDocument: RichTextDocument = {
  type: "doc",
  content: [
    { type: "heading", attrs: { level: 2 }, content: [text("Ausgangslage")] },
    {
      type: "paragraph",
      content: [
        text("Der Mittelständler betreibt "),
        text("SAP ECC", { type: "bold" }),
        text(" seit 2009 und plant den "),
        text("Wechsel", { type: "italic" }),
        { type: "hardBreak" },
        text("Mehr dazu auf "),
        text("unserer SAP-Seite", { type: "link", attrs: { href: "site:page/sapSolutions" } }),
        text(" und bei "),
        text("SAP", { type: "link", attrs: { href: "https://www.sap.com/germany/" } }, { type: "bold" }),
        text("."),
      ],
    },
    { type: "heading", attrs: { level: 3 }, content: [text("Ziele")] },
    {
      type: "bulletList",
      content: [
        { type: "listItem", content: [{ type: "paragraph", content: [text("Kosten senken")] }] },
        {
          type: "listItem",
          content: [
            { type: "paragraph", content: [text("Prozesse vereinheitlichen")] },
            {
              type: "orderedList",
              attrs: { start: 1, type: null },
              content: [{ type: "listItem", content: [{ type: "paragraph", content: [text("Einkauf")] }] }],
            },
          ],
        },
      ],
    },
    { type: "blockquote", content: [{ type: "paragraph", content: [text("Das Projekt lief nach Plan.")] }] },
    { type: "image", attrs: { mediaId } },
    {
      type: "table",
      content: [
        {
          type: "tableRow",
          content: [
            {
              type: "tableHeader",
              attrs: { colspan: 1, rowspan: 1, colwidth: null },
              content: [{ type: "paragraph", content: [text("Phase")] }],
            },
            { type: "tableHeader", content: [{ type: "paragraph", content: [text("Dauer")] }] },
          ],
        },
        {
          type: "tableRow",
          content: [
            { type: "tableHeader", content: [{ type: "paragraph", content: [text("Analyse")] }] },
            { type: "tableCell", content: [{ type: "paragraph", content: [text("6\u00a0Wochen")] }] },
          ],
        },
      ],
    },
    { type: "horizontalRule" },
    {
      type: "paragraph",
      content: [
        text("Schreiben Sie uns: "),
        text("info@example.com", { type: "link", attrs: { href: "mailto:info@example.com" } }),
        text(" oder lesen Sie die "),
        text("Fallstudie", { type: "link", attrs: { href: "site:entry/references/acme-migration" } }),
      ],
    },
  ],
};

/** A document of one paragraph with one text node. */
export const paragraphDocument = (value: string, marks?: InlineNode["marks"]): RichTextDocument => ({
  type: "doc",
  content: [{ type: "paragraph", content: [{ type: "text", text: value, ...(marks && { marks }) }] }],
});

/** A link's document, its href as given. */
export const linkDocument = (href: string) => paragraphDocument("hier", [{ type: "link", attrs: { href } }]);

/** Lists nested `levels` deep, built without recursion. */
export function nestedLists(levels: number): unknown {
  let node: unknown = { type: "paragraph", content: [{ type: "text", text: "tief" }] };
  for (let i = 0; i < levels; i++) {
    node = { type: "bulletList", content: [{ type: "listItem", content: [{ type: "paragraph" }, node] }] };
  }
  return { type: "doc", content: [node] };
}
