/**
 * A body (common/rich-text/document.ts) as semantic HTML, in the prose style of the legal pages.
 * Server-renderable and copy-free: links to the site and images come through the props, so the
 * collections decide paths and pictures. Nothing of the document reaches the page as markup.
 */
import type { ReactNode } from "react";
import type { BlockNode, FlowNode, ListItemNode, RichTextDocument } from "#common/rich-text/document";
import { cn } from "~/lib/cn";
import { Inline, type InlineOptions } from "./inline";
import { RichTable } from "./table";

export interface RichTextProps extends InlineOptions {
  document: RichTextDocument;
  /** An image of the media library by its id (the media component's `<picture>`); null when gone. */
  renderImage: (mediaId: string) => ReactNode;
  className?: string;
}

const listClass = "mt-4 grid gap-2 pl-5 leading-[1.7] text-ink-700 marker:text-accent-600";

function Block({ node, props }: { node: BlockNode; props: RichTextProps }): ReactNode {
  const inline = (content: Parameters<typeof Inline>[0]["nodes"]) => <Inline nodes={content} options={props} />;
  const flow = (content: FlowNode[]) => content.map((child, i) => <Block key={i} node={child} props={props} />);
  switch (node.type) {
    case "heading":
      return node.attrs.level === 2 ? (
        <h2 className="mt-10 text-2xl leading-snug font-semibold text-ink-950 md:text-[1.75rem]">
          {inline(node.content)}
        </h2>
      ) : (
        <h3 className="mt-8 text-lg font-semibold text-ink-950">{inline(node.content)}</h3>
      );
    case "paragraph":
      return <p className="mt-4 leading-[1.75] text-ink-700">{inline(node.content)}</p>;
    case "bulletList":
      return <ul className={cn(listClass, "list-disc")}>{items(node.content, flow)}</ul>;
    case "orderedList": {
      const start = node.attrs?.start;
      return (
        <ol start={start !== undefined && start !== 1 ? start : undefined} className={cn(listClass, "list-decimal")}>
          {items(node.content, flow)}
        </ol>
      );
    }
    case "blockquote":
      return (
        <blockquote className="mt-6 border-l-4 border-accent-600 pl-5 text-lg text-ink-800 [&>:first-child]:mt-0">
          {flow(node.content)}
        </blockquote>
      );
    case "image": {
      const image = props.renderImage(node.attrs.mediaId);
      return image === null || image === undefined ? null : <div className="mt-8">{image}</div>;
    }
    case "table":
      return <RichTable node={node} renderFlow={flow} />;
    case "horizontalRule":
      return <hr className="my-10 border-sand-200" />;
  }
}

/** A list item's paragraphs without their top margin, so items sit as a list's lines do. */
function items(content: ListItemNode[], flow: (content: FlowNode[]) => ReactNode) {
  return content.map((item, i) => (
    <li key={i} className="pl-1 [&>p]:mt-0 [&>p+p]:mt-2 [&>ol]:mt-2 [&>ul]:mt-2">
      {flow(item.content)}
    </li>
  ));
}

export function RichText(props: RichTextProps) {
  return (
    <div className={cn("[&>:first-child]:mt-0", props.className)}>
      {props.document.content.map((node, i) => (
        <Block key={i} node={node} props={props} />
      ))}
    </div>
  );
}
