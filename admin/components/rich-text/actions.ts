/**
 * The toolbar's actions: what each does to the editor, whether it is on (a mark or block under the
 * cursor, `aria-pressed`) and its keyboard shortcut, which the editor's extensions bind.
 */
import type { Editor } from "@tiptap/react";
import {
  Bold,
  Columns2PlusRight,
  Heading2,
  Heading3,
  Image,
  Italic,
  Link,
  List,
  ListOrdered,
  PanelTop,
  Pilcrow,
  Quote,
  Redo2,
  Rows2PlusBottom,
  SeparatorHorizontal,
  Table,
  TableColumnsSplit,
  TableRowsSplit,
  Trash2,
  Undo2,
  type LucideIcon,
} from "lucide-react";

export type ActionId =
  | "bold"
  | "italic"
  | "heading2"
  | "heading3"
  | "paragraph"
  | "bulletList"
  | "orderedList"
  | "blockquote"
  | "link"
  | "image"
  | "table"
  | "horizontalRule"
  | "undo"
  | "redo";
export type TableActionId = "headerRow" | "addRow" | "addColumn" | "deleteRow" | "deleteColumn" | "deleteTable";

/** The copy key of an action's label: the formatting's under `actions`, the table's under `table`. */
const tableIds = new Set<string>(["headerRow", "addRow", "addColumn", "deleteRow", "deleteColumn", "deleteTable"]);
export const labelKey = (id: ActionId | TableActionId) =>
  tableIds.has(id)
    ? (`richText.table.${id as TableActionId}` as const)
    : (`richText.actions.${id as ActionId}` as const);

/** A key of a shortcut: "Mod" is Command on a Mac and Control elsewhere, as in ProseMirror. */
export type Key = "Mod" | "Shift" | "Alt" | (string & {});

export interface ToolbarAction<Id extends string = string> {
  id: Id;
  icon: LucideIcon;
  keys?: readonly Key[];
  run: (editor: Editor) => void;
  /** A toggle: pressed while the cursor is in what it applies. */
  isActive?: (editor: Editor) => boolean;
  isEnabled?: (editor: Editor) => boolean;
  /** It opens a dialog (`aria-haspopup`) rather than applying at once. */
  opensDialog?: boolean;
}

export type AnyAction = ToolbarAction<ActionId> | ToolbarAction<TableActionId>;

/** What the toolbar opens rather than applies: the link and image dialogs. */
export interface DialogOpeners {
  openLink: () => void;
  openImage: () => void;
}

const chain = (editor: Editor) => editor.chain().focus();

/** Bold, italic and the link. */
const markActions = (openLink: () => void): ToolbarAction<ActionId>[] => [
  {
    id: "bold",
    icon: Bold,
    keys: ["Mod", "B"],
    run: (e) => chain(e).toggleBold().run(),
    isActive: (e) => e.isActive("bold"),
  },
  {
    id: "italic",
    icon: Italic,
    keys: ["Mod", "I"],
    run: (e) => chain(e).toggleItalic().run(),
    isActive: (e) => e.isActive("italic"),
  },
  {
    id: "link",
    icon: Link,
    keys: ["Mod", "K"],
    run: openLink,
    isActive: (e) => e.isActive("link"),
    opensDialog: true,
  },
];

/** What a paragraph is: a heading, a list, a quotation. */
const blockActions: ToolbarAction<ActionId>[] = [
  {
    id: "heading2",
    icon: Heading2,
    keys: ["Mod", "Alt", "2"],
    run: (e) => chain(e).toggleHeading({ level: 2 }).run(),
    isActive: (e) => e.isActive("heading", { level: 2 }),
  },
  {
    id: "heading3",
    icon: Heading3,
    keys: ["Mod", "Alt", "3"],
    run: (e) => chain(e).toggleHeading({ level: 3 }).run(),
    isActive: (e) => e.isActive("heading", { level: 3 }),
  },
  {
    id: "paragraph",
    icon: Pilcrow,
    keys: ["Mod", "Alt", "0"],
    run: (e) => chain(e).setParagraph().run(),
    isActive: (e) => e.isActive("paragraph") && !e.isActive("listItem") && !e.isActive("blockquote"),
  },
  {
    id: "bulletList",
    icon: List,
    keys: ["Mod", "Shift", "8"],
    run: (e) => chain(e).toggleBulletList().run(),
    isActive: (e) => e.isActive("bulletList"),
  },
  {
    id: "orderedList",
    icon: ListOrdered,
    keys: ["Mod", "Shift", "7"],
    run: (e) => chain(e).toggleOrderedList().run(),
    isActive: (e) => e.isActive("orderedList"),
  },
  {
    id: "blockquote",
    icon: Quote,
    keys: ["Mod", "Shift", "B"],
    run: (e) => chain(e).toggleBlockquote().run(),
    isActive: (e) => e.isActive("blockquote"),
  },
];

/** What is inserted: an image, a table, a divider. */
const insertActions = (openImage: () => void): ToolbarAction<ActionId>[] => [
  { id: "image", icon: Image, run: openImage, opensDialog: true },
  {
    id: "table",
    icon: Table,
    run: (e) => chain(e).insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
    isEnabled: (e) => !e.isActive("table"),
  },
  { id: "horizontalRule", icon: SeparatorHorizontal, run: (e) => chain(e).setHorizontalRule().run() },
];

const historyActions: ToolbarAction<ActionId>[] = [
  { id: "undo", icon: Undo2, keys: ["Mod", "Z"], run: (e) => chain(e).undo().run(), isEnabled: (e) => e.can().undo() },
  {
    id: "redo",
    icon: Redo2,
    keys: ["Mod", "Shift", "Z"],
    run: (e) => chain(e).redo().run(),
    isEnabled: (e) => e.can().redo(),
  },
];

export function formattingActions({ openLink, openImage }: DialogOpeners): ToolbarAction<ActionId>[] {
  return [...markActions(openLink), ...blockActions, ...insertActions(openImage), ...historyActions];
}

/** Shown while the cursor is in a table. */
export const tableActions: ToolbarAction<TableActionId>[] = [
  {
    id: "headerRow",
    icon: PanelTop,
    run: (e) => chain(e).toggleHeaderRow().run(),
    isActive: (e) => e.isActive("tableHeader"),
  },
  { id: "addRow", icon: Rows2PlusBottom, run: (e) => chain(e).addRowAfter().run() },
  { id: "addColumn", icon: Columns2PlusRight, run: (e) => chain(e).addColumnAfter().run() },
  { id: "deleteRow", icon: TableRowsSplit, run: (e) => chain(e).deleteRow().run() },
  { id: "deleteColumn", icon: TableColumnsSplit, run: (e) => chain(e).deleteColumn().run() },
  { id: "deleteTable", icon: Trash2, run: (e) => chain(e).deleteTable().run() },
];

/** The platform's shortcut keys: Command on a Mac, Control elsewhere. */
export const isMac = () => typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.userAgent);

/** The shortcut as `aria-keyshortcuts` writes it: "Control+Alt+2". */
export function ariaKeys(keys: readonly Key[], mac = isMac()): string {
  const name = (key: Key) => (key === "Mod" ? (mac ? "Meta" : "Control") : key);
  return keys.map(name).join("+");
}

const macSymbols: Partial<Record<Key, string>> = { Mod: "⌘", Shift: "⇧", Alt: "⌥" };

/** The shortcut as a person reads it: "Strg+Alt+2", "⌘⌥2". */
export function shownKeys(keys: readonly Key[], words: { mod: string; shift: string; alt: string }, mac = isMac()) {
  if (mac) return keys.map((k) => macSymbols[k] ?? k).join("");
  return keys
    .map((k) => (k === "Mod" ? words.mod : k === "Shift" ? words.shift : k === "Alt" ? words.alt : k))
    .join("+");
}
