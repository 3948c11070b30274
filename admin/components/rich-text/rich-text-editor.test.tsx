import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Editor } from "@tiptap/react";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { richTextDocument, type RichTextDocument } from "#common/rich-text/document";
import type { RichTextCheck } from "#common/rich-text/problems";
import { mediaId, paragraphDocument, richDocument } from "../../../tests/support/rich-text-documents";
import { AdminI18nProvider } from "../../lib/i18n";
import type { AdminLang } from "../../lib/paths";
import { RichTextEditor } from "./rich-text-editor";

// ProseMirror measures the selection to scroll it into view; happy-dom lays nothing out. Stubbed
// for this file only, and put back after it.
const originals = {
  rect: Range.prototype.getBoundingClientRect,
  rects: Range.prototype.getClientRects,
  scroll: Element.prototype.scrollIntoView,
  fromPoint: document.elementFromPoint,
};
beforeAll(() => {
  const rect = { x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) };
  const rects = Object.assign([rect], { item: () => rect }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => rect as DOMRect;
  Range.prototype.getClientRects = () => rects;
  Element.prototype.scrollIntoView = () => {};
  document.elementFromPoint = () => null;
});
afterAll(() => {
  Range.prototype.getBoundingClientRect = originals.rect;
  Range.prototype.getClientRects = originals.rects;
  Element.prototype.scrollIntoView = originals.scroll;
  document.elementFromPoint = originals.fromPoint;
});

let editor: Editor | undefined;
function renderEditor({ lang = "en", initialValue }: { lang?: AdminLang; initialValue?: RichTextDocument } = {}) {
  const onChange = vi.fn<(result: RichTextCheck) => void>();
  const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
  render(
    <AdminI18nProvider lang={lang}>
      {/* As in the entry's form, which a dialog's own form must not submit. */}
      <form onSubmit={onSubmit}>
        <RichTextEditor
          label="Body"
          initialValue={initialValue}
          onChange={onChange}
          linkTargets={[
            { target: { kind: "page", pageId: "contact" }, label: "Contact" },
            {
              target: { kind: "entry", collection: "references", id: "acme" },
              label: "Acme migration",
              group: "References",
            },
          ]}
          images={[{ id: mediaId, name: "Workshop" }]}
        />
      </form>
    </AdminI18nProvider>,
  );
  const text = screen.getByRole("textbox", { name: "Body" });
  editor = (text as HTMLElement & { editor?: Editor }).editor;
  return { onChange, onSubmit, text, user: userEvent.setup() };
}

const lastResult = (onChange: ReturnType<typeof renderEditor>["onChange"]) => onChange.mock.calls.at(-1)![0];

describe("the rich-text editor", () => {
  it("has one toolbar, one tab stop, its buttons labelled with their shortcuts", () => {
    renderEditor();
    const toolbar = screen.getByRole("toolbar", { name: "Formatting" });
    const buttons = [...toolbar.querySelectorAll("button")];
    expect(buttons.filter((b) => b.tabIndex === 0)).toHaveLength(1);
    const bold = screen.getByRole("button", { name: "Bold (Ctrl+B)" });
    expect(bold).toHaveAttribute("aria-keyshortcuts", "Control+B");
    expect(bold).toHaveAttribute("title", "Bold (Ctrl+B)");
    expect(screen.getByRole("button", { name: "Heading (Ctrl+Alt+2)" })).toHaveAttribute(
      "aria-keyshortcuts",
      "Control+Alt+2",
    );
    expect(screen.getByRole("button", { name: "Image" })).not.toHaveAttribute("aria-keyshortcuts");
    expect(screen.getByRole("button", { name: "Image" })).toHaveAttribute("aria-haspopup", "dialog");
  });

  it("labels the toolbar in German", () => {
    renderEditor({ lang: "de" });
    expect(screen.getByRole("toolbar", { name: "Formatierung" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Fett (Strg+B)" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Aufzählung (Strg+Umschalt+8)" })).toBeInTheDocument();
  });

  it("moves between buttons with the arrow keys and applies one with Enter or Space", async () => {
    const { user, onChange } = renderEditor({ initialValue: paragraphDocument("Hallo Welt") });
    act(() => void editor!.commands.setTextSelection({ from: 1, to: 6 }));
    const bold = screen.getByRole("button", { name: "Bold (Ctrl+B)" });
    bold.focus();
    await user.keyboard("{ArrowRight}");
    const italic = screen.getByRole("button", { name: "Italic (Ctrl+I)" });
    expect(italic).toHaveFocus();
    expect(italic.tabIndex).toBe(0);
    expect(bold.tabIndex).toBe(-1);
    await user.keyboard("{ArrowLeft}");
    expect(bold).toHaveFocus();
    await user.keyboard("{ArrowLeft}");
    expect(screen.getByRole("button", { name: "Redo (Ctrl+Shift+Z)" })).toHaveFocus();
    await user.keyboard("{Home}");
    expect(bold).toHaveFocus();
    expect(bold).toHaveAttribute("aria-pressed", "false");
    await user.keyboard("{Enter}");
    expect(screen.getByRole("button", { name: "Bold (Ctrl+B)" })).toHaveAttribute("aria-pressed", "true");
    const result = lastResult(onChange);
    expect(result.success && result.document.content[0]).toEqual({
      type: "paragraph",
      content: [
        { type: "text", text: "Hallo", marks: [{ type: "bold" }] },
        { type: "text", text: " Welt" },
      ],
    });
    act(() => void editor!.commands.setTextSelection({ from: 7, to: 11 }));
    screen.getByRole("button", { name: "Italic (Ctrl+I)" }).focus();
    await user.keyboard(" ");
    expect(screen.getByRole("button", { name: "Italic (Ctrl+I)" })).toHaveAttribute("aria-pressed", "true");
  });

  it("reflects the marks under the cursor in aria-pressed", () => {
    renderEditor({ initialValue: richDocument });
    act(() => void editor!.commands.setTextSelection(1));
    expect(screen.getByRole("button", { name: "Heading (Ctrl+Alt+2)" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "Bold (Ctrl+B)" })).toHaveAttribute("aria-pressed", "false");
    const position = editor!.getText().indexOf("SAP ECC");
    expect(position).toBeGreaterThan(0);
    act(() => void editor!.commands.setTextSelection(findText("SAP ECC") + 2));
    expect(screen.getByRole("button", { name: "Bold (Ctrl+B)" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "Heading (Ctrl+Alt+2)" })).toHaveAttribute("aria-pressed", "false");
  });

  it("refuses a javascript: link with the translated reason and applies a valid one", async () => {
    const { user, onChange } = renderEditor({ lang: "de", initialValue: paragraphDocument("Hallo Welt") });
    act(() => void editor!.commands.setTextSelection({ from: 1, to: 6 }));
    await user.click(screen.getByRole("button", { name: "Link (Strg+K)" }));
    const dialog = await screen.findByRole("dialog", { name: "Link einfügen" });
    await user.click(screen.getByRole("radio", { name: "Externe Adresse" }));
    const url = screen.getByRole("textbox", { name: "Adresse" });
    await user.type(url, "javascript:alert(1)");
    await user.click(screen.getByRole("button", { name: "Übernehmen" }));
    expect(dialog).toHaveTextContent("Dieser Link lässt sich nicht speichern.");
    expect(url).toHaveAttribute("aria-invalid", "true");
    expect(editor!.getHTML()).not.toContain("<a");
    await user.clear(url);
    await user.type(url, "https://www.sap.com/");
    await user.click(screen.getByRole("button", { name: "Übernehmen" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const result = lastResult(onChange);
    expect(result.success && result.document.content[0]).toEqual({
      type: "paragraph",
      content: [
        { type: "text", text: "Hallo", marks: [{ type: "link", attrs: { href: "https://www.sap.com/" } }] },
        { type: "text", text: " Welt" },
      ],
    });
  });

  it("links a page of the site as a site: address, without submitting the form around the editor", async () => {
    const { user, onChange, onSubmit } = renderEditor({ initialValue: paragraphDocument("Schreiben Sie uns") });
    act(() => void editor!.chain().focus().setTextSelection({ from: 1, to: 10 }).run());
    await user.keyboard("{Control>}k{/Control}");
    await screen.findByRole("dialog", { name: "Insert link" });
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(screen.getByRole("dialog")).toHaveTextContent("Please choose a page.");
    await user.selectOptions(screen.getByRole("combobox", { name: "Page" }), "Contact");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    const result = lastResult(onChange);
    expect(result.success && result.document.content[0]).toMatchObject({
      content: [
        { text: "Schreiben", marks: [{ type: "link", attrs: { href: "site:page/contact" } }] },
        { text: " Sie uns" },
      ],
    });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("offers entries under their group and links one as a site: address, its label as the text", async () => {
    const { user, onChange } = renderEditor({ initialValue: paragraphDocument("Mehr: ") });
    act(() => void editor!.chain().focus().setTextSelection(7).run());
    await user.click(screen.getByRole("button", { name: "Link (Ctrl+K)" }));
    const select = await screen.findByRole("combobox", { name: "Page" });
    expect(select.querySelector('optgroup[label="References"] option')).toHaveTextContent("Acme migration");
    await user.selectOptions(select, "Acme migration");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    const result = lastResult(onChange);
    expect(result.success && result.document.content[0]).toEqual({
      type: "paragraph",
      content: [
        { type: "text", text: "Mehr: " },
        {
          type: "text",
          text: "Acme migration",
          marks: [{ type: "link", attrs: { href: "site:entry/references/acme" } }],
        },
      ],
    });
  });

  it("inserts an image of the media library by its id", async () => {
    const { user, onChange } = renderEditor({ initialValue: paragraphDocument("Vorher") });
    await user.click(screen.getByRole("button", { name: "Image" }));
    await user.click(await screen.findByRole("button", { name: "Insert Workshop" }));
    const result = lastResult(onChange);
    expect(
      result.success && result.document.content.some((n) => n.type === "image" && n.attrs.mediaId === mediaId),
    ).toBe(true);
  });

  it("keeps pasted HTML inside the schema", () => {
    const { onChange } = renderEditor();
    act(() => {
      editor!.view.pasteHTML(
        [
          "<h1>Title</h1><h4>Deep</h4>",
          '<p style="color:red" onclick="alert(1)">Text <u>under</u> <s>struck</s> <code>code</code> ',
          '<a href="javascript:alert(1)">bad</a> <a href="/kontakt">relative</a> <a href="https://example.com" target="_blank" title="t">good</a></p>',
          '<pre><code>block</code></pre><img src="https://evil.example/x.png" onerror="alert(1)">',
          '<table><tr><td colspan="2" rowspan="3">wide</td></tr><tr><td>a</td><td>b</td></tr></table>',
          '<script>alert(1)</script><font color="red">coloured</font><div onmouseover="alert(1)">hover</div>',
          '<ol start="-4" type="a" style="list-style-type: upper-roman"><li>first</li></ol>',
        ].join(""),
      );
    });
    const result = lastResult(onChange);
    expect(result.success).toBe(true);
    const doc = richTextDocument.parse(editor!.getJSON());
    const json = JSON.stringify(doc);
    expect(json).not.toMatch(
      /javascript|onclick|onerror|script|style|onmouseover|evil|colspan":[^1]|rowspan":[^1]|color|target|title/,
    );
    expect(json).toContain('"href":"https://example.com"');
    expect(doc.content.slice(0, 2)).toEqual([
      { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "Title" }] },
      { type: "heading", attrs: { level: 3 }, content: [{ type: "text", text: "Deep" }] },
    ]);
    expect(doc.content.at(-1)).toEqual({
      type: "orderedList",
      attrs: { start: 0, type: null },
      content: [{ type: "listItem", content: [{ type: "paragraph", content: [{ type: "text", text: "first" }] }] }],
    });
    expect(doc.content[2]).toEqual({
      type: "paragraph",
      content: [
        { type: "text", text: "Text under struck code bad relative " },
        { type: "text", text: "good", marks: [{ type: "link", attrs: { href: "https://example.com" } }] },
      ],
    });
  });

  it("shows why a document is refused, in the back office's language", () => {
    const { onChange } = renderEditor({ lang: "de" });
    act(
      () =>
        void editor!.commands.insertContent({
          type: "heading",
          attrs: { level: 2 },
          content: [{ type: "text", text: "x".repeat(300) }],
        }),
    );
    expect(lastResult(onChange)).toMatchObject({ success: false, problems: [{ code: "headingTooLong" }] });
    expect(screen.getByRole("alert")).toHaveTextContent("Der Text lässt sich so nicht speichern:");
    expect(screen.getByRole("alert")).toHaveTextContent(/Eine Überschrift hat höchstens 200\sZeichen\./);
    expect(screen.getByRole("textbox", { name: "Body" })).toHaveAttribute(
      "aria-describedby",
      screen.getByRole("alert").id,
    );
  });

  it("writes documents the schema accepts, every node and mark included", () => {
    const { onChange } = renderEditor({ initialValue: richDocument });
    act(() => void editor!.commands.insertContent(" "));
    const result = lastResult(onChange);
    expect(result.success).toBe(true);
    expect(richTextDocument.parse(editor!.getJSON()).content.map((n) => n.type)).toEqual(
      richDocument.content.map((n) => n.type),
    );
  });
});

/** The document position of a text's first character. */
function findText(text: string): number {
  let found = -1;
  editor!.state.doc.descendants((node, pos) => {
    if (found < 0 && node.isText && node.text!.includes(text)) found = pos + node.text!.indexOf(text);
    return found < 0;
  });
  return found;
}
