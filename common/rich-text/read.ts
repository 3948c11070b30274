/**
 * What the rest of the site reads out of a validated body: its text, its links and its images.
 * The schema bounds the depth, so walking it recursively is safe.
 */
import type { InlineNode, RichTextDocument, RichTextNode } from "./document";
import { parseLinkHref, type InternalLinkTarget, type LinkTarget } from "./links";

type Path = (string | number)[];
/** A paragraph or a heading: a node whose children are text. */
export interface TextBlock {
  /** Where it is in the document, as a schema issue's path: ["content", 2, "content", 0]. */
  path: Path;
  /** Its text, a line break as "\n". */
  text: string;
}

function children(node: RichTextNode): readonly RichTextNode[] {
  return "content" in node && node.content ? (node.content as readonly RichTextNode[]) : [];
}

/** Every node with its path, in document order. */
export function* nodesOf(doc: RichTextDocument): Generator<{ node: RichTextNode; path: Path }> {
  const visit = function* (node: RichTextNode, path: Path): Generator<{ node: RichTextNode; path: Path }> {
    yield { node, path };
    for (const [i, child] of children(node).entries()) yield* visit(child, [...path, "content", i]);
  };
  yield* visit(doc, []);
}

const inlineText = (content: readonly InlineNode[] | undefined) =>
  (content ?? []).map((n) => (n.type === "text" ? n.text : "\n")).join("");

/** The paragraphs and headings, wherever they are (lists, quotations, table cells). */
export function textBlocks(doc: RichTextDocument): TextBlock[] {
  const blocks: TextBlock[] = [];
  for (const { node, path } of nodesOf(doc)) {
    if (node.type === "paragraph" || node.type === "heading") blocks.push({ path, text: inlineText(node.content) });
  }
  return blocks;
}

/** The text a reader reads, one paragraph or heading a line, empty ones left out. */
export function plainText(doc: RichTextDocument): string {
  return textBlocks(doc)
    .map((block) => block.text.trim())
    .filter(Boolean)
    .join("\n");
}

export interface DocumentLink {
  href: string;
  target: LinkTarget;
  /** The linked text; a link split by another mark ("**bold** rest") is one link. */
  text: string;
}

/** Every link, in document order; consecutive text nodes with the same address are one link. */
export function documentLinks(doc: RichTextDocument): DocumentLink[] {
  const links: DocumentLink[] = [];
  for (const { node } of nodesOf(doc)) {
    if (node.type !== "paragraph" && node.type !== "heading") continue;
    let open: DocumentLink | undefined;
    for (const inline of node.content ?? []) {
      const href = inline.marks?.find((m) => m.type === "link")?.attrs.href;
      const text = inline.type === "text" ? inline.text : "\n";
      if (href !== undefined && open?.href === href) open.text += text;
      else if (href !== undefined) {
        const target = parseLinkHref(href);
        open = target ? { href, target, text } : undefined;
        if (open) links.push(open);
      } else open = undefined;
    }
  }
  return links;
}

/** The external links, for the owner's overview. */
export function externalLinks(doc: RichTextDocument): { url: string; text: string }[] {
  return documentLinks(doc).flatMap((link) =>
    link.target.kind === "external" ? [{ url: link.target.url, text: link.text }] : [],
  );
}

/** The pages and entries the body links to, each once: publish checks that each exists. */
export function internalLinkTargets(doc: RichTextDocument): InternalLinkTarget[] {
  const seen = new Map<string, InternalLinkTarget>();
  for (const { href, target } of documentLinks(doc)) if (target.kind !== "external") seen.set(href, target);
  return [...seen.values()];
}

/** The media library's images the body shows, each once, in order. */
export function imageIds(doc: RichTextDocument): string[] {
  const ids = new Set<string>();
  for (const { node } of nodesOf(doc)) if (node.type === "image") ids.add(node.attrs.mediaId);
  return [...ids];
}
