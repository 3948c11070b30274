import type { FlowNode, TableCellNode, TableHeaderNode, TableNode } from "#common/rich-text/document";
import type { ReactNode } from "react";

type Cell = TableHeaderNode | TableCellNode;

/**
 * A table as the site reads them: a first row of header cells is the head (`<th scope="col">`), a
 * header cell further down heads its row (`<th scope="row">`).
 */
export function RichTable({ node, renderFlow }: { node: TableNode; renderFlow: (content: FlowNode[]) => ReactNode }) {
  const [first, ...rest] = node.content;
  const hasHead = first !== undefined && first.content.every((cell) => cell.type === "tableHeader");
  const bodyRows = hasHead ? rest : node.content;
  const cell = (c: Cell, key: number, scope: "col" | "row") =>
    c.type === "tableHeader" ? (
      <th
        key={key}
        scope={scope}
        className="px-3 py-3 text-left align-top font-semibold text-ink-950 first:pl-0 [&>:first-child]:mt-0"
      >
        {renderFlow(c.content)}
      </th>
    ) : (
      <td key={key} className="px-3 py-3 align-top first:pl-0 [&>:first-child]:mt-0">
        {renderFlow(c.content)}
      </td>
    );
  return (
    <table className="mt-6 w-full border-collapse text-left text-[0.9375rem] leading-relaxed text-ink-700 [overflow-wrap:anywhere]">
      {hasHead && (
        <thead className="border-b-2 border-ink-900">
          <tr>{first.content.map((c, i) => cell(c, i, "col"))}</tr>
        </thead>
      )}
      <tbody>
        {bodyRows.map((row, r) => (
          <tr key={r} className="border-b border-sand-200">
            {row.content.map((c, i) => cell(c, i, "row"))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
