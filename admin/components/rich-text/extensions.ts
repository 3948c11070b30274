/**
 * The editor's schema: exactly the nodes, marks and attributes of common/rich-text/document.ts.
 * What the editor does not know, a paste drops (an `<h1>` becomes a paragraph, `<code>` plain
 * text, a `javascript:` link its text), so the document it writes passes the schema.
 */
import { Extension, mergeAttributes, Node } from "@tiptap/core";
import Blockquote from "@tiptap/extension-blockquote";
import Heading from "@tiptap/extension-heading";
import Link from "@tiptap/extension-link";
import { ListItem, OrderedList } from "@tiptap/extension-list";
import { Table, TableCell, TableHeader, TableRow } from "@tiptap/extension-table";
import StarterKit from "@tiptap/starter-kit";
import { parseLinkHref } from "#common/rich-text/links";

/** What a list item, a quotation and a table cell hold (the schema's FlowNode). */
const flow = "(paragraph | bulletList | orderedList)";
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** An image the editor can show: its media library id, a name and a preview. */
export interface ImageChoice {
  id: string;
  /** Its name in the media library (the file name or the alt text in the editor's language). */
  name: string;
  /** A small rendition for the editor and the picker. */
  previewUrl?: string;
}

/** An image of the media library, by id only: the page takes its alt text from the library. */
const MediaImage = Node.create<{ images: readonly ImageChoice[] }>({
  name: "image",
  group: "block",
  atom: true,
  draggable: true,
  addOptions: () => ({ images: [] }),
  addAttributes: () => ({
    mediaId: {
      default: null,
      parseHTML: (element) => element.getAttribute("data-media-id"),
      renderHTML: (attrs) => ({ "data-media-id": attrs.mediaId as string }),
    },
  }),
  // Only an image copied from this editor: another site's <img> is not in the media library.
  parseHTML: () => [
    { tag: "figure[data-media-id]", getAttrs: (el) => uuid.test(el.getAttribute("data-media-id") ?? "") && null },
  ],
  renderHTML({ node, HTMLAttributes }) {
    const image = this.options.images.find((i) => i.id === node.attrs.mediaId);
    const attrs = mergeAttributes(HTMLAttributes, { class: "my-4 rounded-xl border border-ink-900/15 p-2" });
    return image?.previewUrl
      ? ["figure", attrs, ["img", { src: image.previewUrl, alt: image.name, class: "max-h-48 rounded-lg" }]]
      : ["figure", attrs, image?.name ?? String(node.attrs.mediaId)];
  },
});

/** Two levels; a pasted `<h1>` is read as the top one, `<h4>` to `<h6>` as the lower one. */
const TwoLevelHeading = Heading.extend({
  parseHTML: () =>
    (["h1", "h2", "h3", "h4", "h5", "h6"] as const).map((tag, i) => ({ tag, attrs: { level: i < 2 ? 2 : 3 } })),
}).configure({ levels: [2, 3] });

/** A link keeps its address only: no target, rel, class or title (the page decides those). */
const HrefLink = Link.extend({
  addAttributes: () => ({ href: { default: null, parseHTML: (element) => element.getAttribute("href") } }),
}).configure({
  openOnClick: false,
  defaultProtocol: "https",
  HTMLAttributes: { target: null, rel: null, class: null },
  isAllowedUri: (url) => parseLinkHref(url) !== undefined,
});

/** A numbered list keeps where it starts (a whole number the schema allows), not its numbering style. */
const NumberedList = OrderedList.extend({
  addAttributes: () => ({
    start: {
      default: 1,
      parseHTML: (element) => {
        const start = Number.parseInt(element.getAttribute("start") ?? "1", 10);
        return Number.isInteger(start) ? Math.min(Math.max(start, 0), 100_000) : 1;
      },
    },
    type: { default: null, parseHTML: () => null, renderHTML: () => ({}) },
  }),
});

/** Cells span one row and one column: a pasted colspan or rowspan is read as 1. */
const singleCell = () => ({
  colspan: { default: 1, parseHTML: () => 1 },
  rowspan: { default: 1, parseHTML: () => 1 },
  colwidth: { default: null, parseHTML: () => null },
});

export function richTextExtensions({
  images,
  onLinkShortcut,
}: {
  images: readonly ImageChoice[];
  onLinkShortcut: () => void;
}) {
  return [
    StarterKit.configure({
      heading: false,
      code: false,
      codeBlock: false,
      strike: false,
      underline: false,
      link: false,
      listItem: false,
      orderedList: false,
      blockquote: false,
      trailingNode: false,
    }),
    TwoLevelHeading,
    NumberedList,
    ListItem.extend({ content: `paragraph ${flow}*` }),
    Blockquote.extend({ content: `${flow}+` }),
    HrefLink,
    Table.configure({ resizable: false }),
    TableRow,
    TableHeader.extend({ content: `${flow}+`, addAttributes: singleCell }),
    TableCell.extend({ content: `${flow}+`, addAttributes: singleCell }),
    MediaImage.configure({ images }),
    Extension.create({
      name: "linkShortcut",
      addKeyboardShortcuts: () => ({
        "Mod-k": () => {
          onLinkShortcut();
          return true;
        },
      }),
    }),
  ];
}
