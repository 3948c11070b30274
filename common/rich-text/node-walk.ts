/**
 * The walk over a body's nodes before its schema runs, without recursion: the node types and marks
 * the document may hold, how deep its nodes nest and how many there are. What it lets through is
 * shallow and small enough for the recursive schema.
 */
import { richTextBounds } from "./bounds";
import type { RichTextReason } from "./reasons";

export const nodeTypes = new Set([
  "doc",
  "heading",
  "paragraph",
  "bulletList",
  "orderedList",
  "listItem",
  "blockquote",
  "image",
  "table",
  "tableRow",
  "tableHeader",
  "tableCell",
  "horizontalRule",
  "text",
  "hardBreak",
]);
export const markTypes = new Set(["bold", "italic", "link"]);

export interface NodeProblem {
  code: RichTextReason;
  path: (string | number)[];
}

type Path = (string | number)[];
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function markProblem(marks: unknown, path: Path): NodeProblem | undefined {
  if (!Array.isArray(marks)) return undefined;
  for (const [i, mark] of marks.entries()) {
    const type = isRecord(mark) ? mark.type : undefined;
    if (typeof type !== "string" || !markTypes.has(type)) return { code: "unknownMark", path: [...path, "marks", i] };
  }
  return undefined;
}

/** The first problem of a body's nodes, or undefined; shapes are left to the schema. */
export function inspectNodes(value: unknown): NodeProblem | undefined {
  const stack: [unknown, number, Path][] = [[value, 1, []]];
  let count = 0;
  while (stack.length) {
    const [current, depth, path] = stack.pop()!;
    if (!isRecord(current)) continue;
    if (++count > richTextBounds.maxNodes) return { code: "tooManyNodes", path: [] };
    if (depth > richTextBounds.maxDepth) return { code: "tooDeep", path };
    if (typeof current.type !== "string" || !nodeTypes.has(current.type)) return { code: "unknownNode", path };
    const marks = markProblem(current.marks, path);
    if (marks) return marks;
    if (!Array.isArray(current.content)) continue;
    for (let i = current.content.length - 1; i >= 0; i--) {
      stack.push([current.content[i], depth + 1, [...path, "content", i]]);
    }
  }
  return undefined;
}
