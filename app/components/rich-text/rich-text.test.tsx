import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { RichTextDocument } from "#common/rich-text/document";
import type { InternalLinkTarget } from "#common/rich-text/links";
import { mediaId, paragraphDocument, richDocument } from "../../../tests/support/rich-text-documents";
import { RichText } from "./rich-text";

const resolveLink = (target: InternalLinkTarget) =>
  target.kind === "page"
    ? `/en/${target.pageId}`
    : target.id === "gone"
      ? undefined
      : `/en/${target.collection}/${target.id}`;

function render(document: RichTextDocument) {
  const html = renderToStaticMarkup(
    <RichText
      document={document}
      resolveLink={resolveLink}
      newTabLabel="opens in a new tab"
      renderImage={(id) => <img src={`/media/${id}`} alt="A workshop" />}
    />,
  );
  const root = window.document.createElement("div");
  root.innerHTML = html;
  return { html, root };
}

describe("the rich-text renderer", () => {
  it("renders semantic elements for every node and mark", () => {
    const { root } = render(richDocument);
    const tags = (selector: string) => [...root.querySelectorAll(selector)].map((e) => e.textContent);
    expect(tags("h2")).toEqual(["Ausgangslage"]);
    expect(tags("h3")).toEqual(["Ziele"]);
    expect(tags("strong")).toEqual(["SAP ECC", "SAP"]);
    expect(tags("em")).toEqual(["Wechsel"]);
    expect(root.querySelectorAll("p br")).toHaveLength(1);
    expect(tags("ul > li > p")).toEqual(["Kosten senken", "Prozesse vereinheitlichen"]);
    expect(tags("ul > li > ol > li")).toEqual(["Einkauf"]);
    expect(tags("blockquote > p")).toEqual(["Das Projekt lief nach Plan."]);
    expect(root.querySelector("img")?.getAttribute("src")).toBe(`/media/${mediaId}`);
    expect(root.querySelectorAll("hr")).toHaveLength(1);
  });

  it("renders a table with its head's columns and its rows' headers scoped", () => {
    const { root } = render(richDocument);
    expect([...root.querySelectorAll("thead th")].map((th) => [th.getAttribute("scope"), th.textContent])).toEqual([
      ["col", "Phase"],
      ["col", "Dauer"],
    ]);
    expect([...root.querySelectorAll("tbody tr")].map((tr) => [...tr.children].map((c) => c.tagName))).toEqual([
      ["TH", "TD"],
    ]);
    expect(root.querySelector("tbody th")?.getAttribute("scope")).toBe("row");
  });

  it("opens an external link in a new tab without the opener or referrer, and says so", () => {
    const { root } = render(richDocument);
    const sap = root.querySelector('a[href="https://www.sap.com/germany/"]')!;
    expect(sap.getAttribute("rel")).toBe("noopener noreferrer");
    expect(sap.getAttribute("target")).toBe("_blank");
    expect(sap.textContent).toBe("SAP (opens in a new tab)");
    const mail = root.querySelector('a[href="mailto:info@example.com"]')!;
    expect(mail.hasAttribute("target")).toBe(false);
  });

  it("resolves links to the site through the resolver, leaving the text of a target that is gone", () => {
    const { root } = render(richDocument);
    expect(root.querySelector('a[href="/en/sapSolutions"]')?.textContent).toBe("unserer SAP-Seite");
    expect(root.querySelector('a[href="/en/references/acme-migration"]')?.textContent).toBe("Fallstudie");
    const gone = render(
      paragraphDocument("alte Studie", [{ type: "link", attrs: { href: "site:entry/references/gone" } }]),
    );
    expect(gone.root.querySelector("a")).toBeNull();
    expect(gone.root.textContent).toBe("alte Studie");
  });

  it("escapes markup inside a text node: no raw HTML can reach the page", () => {
    const { html, root } = render(
      paragraphDocument('<b>fett</b><script>alert(1)</script><img src=x onerror="alert(1)">'),
    );
    expect(root.querySelector("b, script, img")).toBeNull();
    expect(html).toContain("&lt;b&gt;fett&lt;/b&gt;&lt;script&gt;");
    expect(root.querySelector("p")?.textContent).toBe(
      '<b>fett</b><script>alert(1)</script><img src=x onerror="alert(1)">',
    );
  });

  it("never links an address the schema would refuse, even in a document that skipped it", () => {
    const { root } = render(paragraphDocument("klick", [{ type: "link", attrs: { href: "javascript:alert(1)" } }]));
    expect(root.querySelector("a")).toBeNull();
    expect(root.textContent).toBe("klick");
  });

  it("joins a link split by bold into one link and keeps an ordered list's start", () => {
    const href = "https://example.com/";
    const { root } = render({
      type: "doc",
      content: [
        {
          type: "paragraph",
          content: [
            { type: "text", text: "fett", marks: [{ type: "bold" }, { type: "link", attrs: { href } }] },
            { type: "text", text: " normal", marks: [{ type: "link", attrs: { href } }] },
          ],
        },
        {
          type: "orderedList",
          attrs: { start: 3 },
          content: [{ type: "listItem", content: [{ type: "paragraph", content: [{ type: "text", text: "drei" }] }] }],
        },
      ],
    });
    expect(root.querySelectorAll("a")).toHaveLength(1);
    expect(root.querySelector("a strong")?.textContent).toBe("fett");
    expect(root.querySelector("ol")?.getAttribute("start")).toBe("3");
  });
});
