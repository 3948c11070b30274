import { ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import type { InlineNode, RichTextMark } from "#common/rich-text/document";
import { parseLinkHref, type InternalLinkTarget } from "#common/rich-text/links";

export interface InlineOptions {
  /** The path of a page or an entry in the reader's language; undefined when it is gone. */
  resolveLink: (target: InternalLinkTarget) => string | undefined;
  /** Read after a link that opens in a new tab. */
  newTabLabel: string;
}

export const linkClass =
  "font-semibold text-accent-700 underline underline-offset-4 [overflow-wrap:anywhere] hover:text-accent-600";

const hrefOf = (marks: readonly RichTextMark[] | undefined) => marks?.find((m) => m.type === "link")?.attrs.href;
const has = (marks: readonly RichTextMark[] | undefined, type: "bold" | "italic") =>
  marks?.some((m) => m.type === type) ?? false;

/** A text node's text, bold and italic; React escapes it, so "<b>" stays text. */
function Formatted({ node }: { node: InlineNode }): ReactNode {
  if (node.type === "hardBreak") return <br />;
  let content: ReactNode = node.text;
  if (has(node.marks, "italic")) content = <em>{content}</em>;
  if (has(node.marks, "bold")) content = <strong className="font-semibold text-ink-900">{content}</strong>;
  return content;
}

/**
 * A link: another site's in a new tab, as the site's other external links (announced, the
 * referrer withheld); a mail address and a target of the site in the same tab. A target that is
 * gone (publish refuses that) leaves its text, unlinked.
 */
function Linked({ href, options, children }: { href: string; options: InlineOptions; children: ReactNode }) {
  const target = parseLinkHref(href);
  if (!target) return children;
  if (target.kind !== "external") {
    const path = options.resolveLink(target);
    return path === undefined ? (
      children
    ) : (
      <a href={path} className={linkClass}>
        {children}
      </a>
    );
  }
  if (target.url.startsWith("mailto:")) {
    return (
      <a href={target.url} className={linkClass}>
        {children}
      </a>
    );
  }
  return (
    <a href={target.url} target="_blank" rel="noopener noreferrer" className={linkClass}>
      {children}
      <ExternalLink aria-hidden="true" className="ml-1 inline size-3.5 align-[-0.1em]" />
      <span className="sr-only"> ({options.newTabLabel})</span>
    </a>
  );
}

/** Consecutive nodes with the same link, as one link: "**fett** und normal" is one `<a>`. */
function runs(nodes: readonly InlineNode[]): { href: string | undefined; nodes: InlineNode[] }[] {
  const grouped: { href: string | undefined; nodes: InlineNode[] }[] = [];
  for (const node of nodes) {
    const href = hrefOf(node.marks);
    const last = grouped.at(-1);
    if (last && href !== undefined && last.href === href) last.nodes.push(node);
    else grouped.push({ href, nodes: [node] });
  }
  return grouped;
}

export function Inline({ nodes, options }: { nodes: readonly InlineNode[] | undefined; options: InlineOptions }) {
  return runs(nodes ?? []).map((run, i) => {
    const content = run.nodes.map((node, j) => <Formatted key={j} node={node} />);
    return run.href === undefined ? (
      content
    ) : (
      <Linked key={i} href={run.href} options={options}>
        {content}
      </Linked>
    );
  });
}
