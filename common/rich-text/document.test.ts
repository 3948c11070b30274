import { describe, expect, it } from "vitest";
import { linkDocument, nestedLists, paragraphDocument, richDocument } from "../../tests/support/rich-text-documents";
import adminDe from "../locales/de/admin";
import adminEn from "../locales/en/admin";
import { richTextBounds } from "./bounds";
import { richTextDocument, richTextReasons } from "./document";
import { parseLinkHref } from "./links";
import { checkRichText } from "./problems";

/** The reasons a value is refused for, each once. */
function reasons(value: unknown): string[] {
  const result = checkRichText(value);
  return result.success ? [] : [...new Set(result.problems.map((p) => p.code))];
}

const doc = (...content: unknown[]) => ({ type: "doc", content });
const cell = (attrs?: object) => ({
  type: "tableCell",
  ...(attrs && { attrs }),
  content: [{ type: "paragraph", content: [{ type: "text", text: "x" }] }],
});

describe("the document schema", () => {
  it("accepts a document using every node and mark, unchanged", () => {
    expect(richTextDocument.parse(richDocument)).toEqual(richDocument);
    expect(reasons(doc({ type: "paragraph" }))).toEqual([]);
  });

  it("refuses raw HTML, whether as an html node or as unknown node types", () => {
    expect(reasons(doc({ type: "html", content: "<script>alert(1)</script>" }))).toEqual(["unknownNode"]);
    expect(
      reasons(doc({ type: "paragraph", content: [{ type: "rawHTML", text: "<script>alert(1)</script>" }] })),
    ).toEqual(["unknownNode"]);
    expect(reasons(doc({ type: "codeBlock", content: [] }))).toEqual(["unknownNode"]);
    expect(reasons({ type: "html", content: [] })).toEqual(["unknownNode"]);
  });

  it("refuses unknown marks", () => {
    expect(reasons(paragraphDocument("x", [{ type: "strike" } as never]))).toEqual(["unknownMark"]);
    expect(reasons(paragraphDocument("x", [{ type: "textStyle", attrs: { color: "red" } } as never]))).toEqual([
      "unknownMark",
    ]);
  });

  it("refuses event handlers and other unknown attributes on nodes and marks", () => {
    expect(reasons(doc({ type: "paragraph", attrs: { onclick: "alert(1)" } }))).toEqual(["unknownAttribute"]);
    expect(
      reasons(doc({ type: "image", attrs: { mediaId: "0b4f5c2e-8a61-4f3b-9a7e-2d1c6b5e4f30", onerror: "x()" } })),
    ).toEqual(["unknownAttribute"]);
    expect(
      reasons(
        paragraphDocument("x", [{ type: "link", attrs: { href: "https://example.com", onclick: "x()" } } as never]),
      ),
    ).toEqual(["unknownAttribute"]);
    expect(reasons(doc({ type: "paragraph", content: [{ type: "text", text: "x", style: "color:red" }] }))).toEqual([
      "unknownAttribute",
    ]);
  });

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "//evil.example/path",
    "/kontakt",
    "https://user:secret@example.com/",
    "https://example.com/\u0000",
    "https:example.com",
    "mailto:",
    "site:page/nonexistent",
    "site:somewhere",
    "ftp://example.com/file",
  ])("refuses the link %j", (href) => {
    expect(reasons(linkDocument(href))).toEqual(["linkInvalid"]);
  });

  it("accepts external addresses and targets of the site, and tells which is which", () => {
    for (const href of ["https://www.sap.com/germany/", "http://example.com", "mailto:info@example.com"]) {
      expect(reasons(linkDocument(href))).toEqual([]);
    }
    expect(parseLinkHref("https://example.com/a?b=c")).toEqual({ kind: "external", url: "https://example.com/a?b=c" });
    expect(parseLinkHref("site:page/contact")).toEqual({ kind: "page", pageId: "contact" });
    expect(parseLinkHref("site:entry/insights/s4-hana-readiness")).toEqual({
      kind: "entry",
      collection: "insights",
      id: "s4-hana-readiness",
    });
  });

  it("refuses a body over its size limit by its reason, quickly", () => {
    const huge = doc(...Array.from({ length: 750 }, () => paragraphDocument("x".repeat(7_000)).content[0]));
    expect(JSON.stringify(huge).length).toBeGreaterThan(5_000_000);
    const started = performance.now();
    expect(reasons(huge)).toEqual(["tooLarge"]);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it("refuses ten thousand nested lists without overflowing the stack, quickly", () => {
    const started = performance.now();
    expect(reasons(nestedLists(10_000))).toEqual(["tooDeep"]);
    expect(performance.now() - started).toBeLessThan(500);
    // Within the node limit but past the depth limit: found by the walk over the nodes.
    expect(reasons(nestedLists(12))).toEqual(["tooDeep"]);
    expect(reasons(nestedLists(8))).toEqual([]);
  });

  it("refuses too many nodes", () => {
    const paragraphs = Array.from({ length: richTextBounds.maxNodes }, () => ({ type: "paragraph" }));
    expect(reasons(doc(...paragraphs))).toEqual(["tooManyNodes"]);
  });

  it("allows headings of level 2 and 3 only, of bounded length", () => {
    const heading = (level: number, text = "Titel") =>
      doc({ type: "heading", attrs: { level }, content: [{ type: "text", text }] });
    expect(reasons(heading(1))).toEqual(["headingLevel"]);
    expect(reasons(heading(4))).toEqual(["headingLevel"]);
    expect(reasons(heading(3))).toEqual([]);
    expect(reasons(heading(2, "x".repeat(10_000)))).toEqual(["headingTooLong"]);
    expect(reasons(heading(2, "x".repeat(richTextBounds.maxHeadingLength)))).toEqual([]);
  });

  it("bounds a text node and refuses control characters", () => {
    expect(reasons(paragraphDocument("x".repeat(richTextBounds.maxTextLength + 1)))).toEqual(["textTooLong"]);
    expect(reasons(paragraphDocument("a\u0000b"))).toEqual(["invalidCharacters"]);
    expect(reasons(paragraphDocument(""))).toEqual(["invalidStructure"]);
  });

  it("refuses merged cells, oversized and irregular tables", () => {
    const table = (...rows: unknown[][]) =>
      doc({ type: "table", content: rows.map((content) => ({ type: "tableRow", content })) });
    expect(reasons(table([cell({ colspan: 50 })]))).toEqual(["cellSpan"]);
    expect(reasons(table([cell({ rowspan: 2 })]))).toEqual(["cellSpan"]);
    expect(reasons(table([cell({ colspan: 1, rowspan: 1, colwidth: null })]))).toEqual([]);
    expect(reasons(table([cell(), cell()], [cell()]))).toEqual(["tableIrregular"]);
    expect(reasons(table(Array.from({ length: richTextBounds.maxTableColumns + 1 }, () => cell())))).toEqual([
      "tableTooLarge",
    ]);
    const rows = Array.from({ length: richTextBounds.maxTableRows + 1 }, () => [cell()]);
    expect(reasons(table(...rows))).toEqual(["tableTooLarge"]);
  });

  it("refuses structures the editor never writes", () => {
    expect(reasons(doc({ type: "bulletList", content: [] }))).toEqual(["invalidStructure"]);
    expect(reasons(doc({ type: "listItem", content: [{ type: "paragraph" }] }))).toEqual(["invalidStructure"]);
    expect(reasons(doc({ type: "text", text: "loose" }))).toEqual(["invalidStructure"]);
    expect(reasons(doc({ type: "image", attrs: { mediaId: "cat.jpg" } }))).toEqual(["imageInvalid"]);
    expect(reasons("<p>hi</p>")).toEqual(["invalidStructure"]);
    expect(reasons(paragraphDocument("x", [{ type: "bold" }, { type: "bold" }]))).toEqual(["invalidStructure"]);
  });

  it("names where the problem is and the limit its message gives", () => {
    const result = checkRichText(
      doc(
        { type: "paragraph" },
        { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "x".repeat(300) }] },
      ),
    );
    expect(result).toEqual({
      success: false,
      problems: [
        { code: "headingTooLong", path: ["content", 1, "content"], values: { max: richTextBounds.maxHeadingLength } },
      ],
    });
  });

  it("has a message for every reason in both languages", () => {
    for (const code of richTextReasons) {
      expect(adminDe.richText.reasons[code], code).toMatch(/\S/);
      expect(adminEn.richText.reasons[code], code).toMatch(/\S/);
    }
  });
});
