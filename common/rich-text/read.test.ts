import { describe, expect, it } from "vitest";
import { mediaId, paragraphDocument, richDocument } from "../../tests/support/rich-text-documents";
import type { RichTextDocument } from "./document";
import { externalLinks, imageIds, internalLinkTargets, plainText } from "./read";
import { readingMinutes, wordCount, wordsPerMinute } from "./reading-time";
import { richTextFindings } from "./rules";

describe("reading a body", () => {
  it("gives its plain text, a paragraph or heading a line, a line break as one", () => {
    const text = plainText(richDocument);
    expect(text.split("\n").slice(0, 4)).toEqual([
      "Ausgangslage",
      "Der Mittelständler betreibt SAP ECC seit 2009 und plant den Wechsel",
      "Mehr dazu auf unserer SAP-Seite und bei SAP.",
      "Ziele",
    ]);
    expect(text).toContain("Einkauf\nDas Projekt lief nach Plan.\nPhase\nDauer\nAnalyse\n6\u00a0Wochen");
  });

  it("lists its external links with their text, and its targets on the site once each", () => {
    expect(externalLinks(richDocument)).toEqual([
      { url: "https://www.sap.com/germany/", text: "SAP" },
      { url: "mailto:info@example.com", text: "info@example.com" },
    ]);
    const twice: RichTextDocument = {
      type: "doc",
      content: [
        ...richDocument.content,
        ...paragraphDocument("Kontakt", [{ type: "link", attrs: { href: "site:page/sapSolutions" } }]).content,
      ],
    };
    expect(internalLinkTargets(twice)).toEqual([
      { kind: "page", pageId: "sapSolutions" },
      { kind: "entry", collection: "references", id: "acme-migration" },
    ]);
  });

  it("joins a link split by another mark into one", () => {
    const href = "https://example.com/";
    const doc: RichTextDocument = {
      type: "doc",
      content: [
        {
          type: "paragraph",
          content: [
            { type: "text", text: "fett", marks: [{ type: "bold" }, { type: "link", attrs: { href } }] },
            { type: "text", text: " und normal", marks: [{ type: "link", attrs: { href } }] },
          ],
        },
      ],
    };
    expect(externalLinks(doc)).toEqual([{ url: href, text: "fett und normal" }]);
  });

  it("lists its images once each", () => {
    const doc: RichTextDocument = {
      type: "doc",
      content: [...richDocument.content, { type: "image", attrs: { mediaId } }],
    };
    expect(imageIds(doc)).toEqual([mediaId]);
    expect(imageIds(paragraphDocument("ohne Bild"))).toEqual([]);
  });
});

describe("the reading time", () => {
  it("counts words as a reader does", () => {
    expect(wordCount("Die Odoo-Migration dauert z. B. 6\u00a0Wochen, nicht 2,5 Jahre.")).toBe(10);
    expect(wordCount("")).toBe(0);
  });

  it("rounds up to whole minutes at the language's rate, zero for an empty body", () => {
    const words = (n: number) => paragraphDocument(Array.from({ length: n }, () => "Wort").join(" "));
    expect(readingMinutes(words(wordsPerMinute.de), "de")).toBe(1);
    expect(readingMinutes(words(wordsPerMinute.de + 1), "de")).toBe(2);
    expect(readingMinutes(words(wordsPerMinute.de + 1), "en")).toBe(1);
    expect(readingMinutes(words(3), "en")).toBe(1);
    expect(readingMinutes({ type: "doc", content: [{ type: "paragraph" }] }, "en")).toBe(0);
  });
});

describe("the content rules over a body", () => {
  it("warns about a glossary variant, a price without its VAT note and a number without its space", () => {
    const doc: RichTextDocument = {
      type: "doc",
      content: [
        { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "Ergebnis" }] },
        {
          type: "paragraph",
          content: [
            { type: "text", text: "Das Paket kostet " },
            { type: "text", text: "2.500 €", marks: [{ type: "bold" }] },
            { type: "text", text: " und spart 30 % Zeit." },
          ],
        },
      ],
    };
    const findings = richTextFindings(doc, "de");
    expect(findings.map((f) => [f.severity, f.code, f.path])).toEqual(
      expect.arrayContaining([
        ["warning", "priceWithoutVat", ["content", 1]],
        ["warning", "numberUnitSpace", ["content", 1]],
      ]),
    );
    expect(findings.every((f) => f.messageKey === `contentRules.text.${f.code}`)).toBe(true);
    expect(richTextFindings(paragraphDocument("Das Paket kostet 2.500\u00a0€ zzgl.\u00a0USt."), "de")).toEqual([]);
  });

  it("warns about a glossary variant", () => {
    const findings = richTextFindings(paragraphDocument("Wir bieten feste Reaktionszeiten."), "de");
    expect(findings.map((f) => f.code)).toContain("glossaryVariant");
  });

  it("refuses markup typed as text, wherever it is", () => {
    const doc: RichTextDocument = {
      type: "doc",
      content: [
        {
          type: "blockquote",
          content: [{ type: "paragraph", content: [{ type: "text", text: "Klick <b>hier</b>" }] }],
        },
      ],
    };
    expect(richTextFindings(doc, "en")[0]).toEqual({
      severity: "error",
      code: "markupInText",
      messageKey: "richText.rules.markupInText",
      values: { tag: "<b>" },
      path: ["content", 0, "content", 0],
    });
  });

  it("treats braces as text, not placeholders", () => {
    expect(richTextFindings(paragraphDocument("Die Vorlage nutzt {name} und {{count}}."), "en")).toEqual([]);
  });
});
