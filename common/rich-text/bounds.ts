/**
 * The limits of a rich-text body (docs/decisions/0067). Generous for a long case study or article,
 * small enough that a hostile document costs the server milliseconds, not seconds.
 */
import { nestsDeeperThan } from "../json-depth";
export const richTextBounds = {
  /** The body as JSON, in UTF-8 bytes: a long article with tables is about a quarter of this. */
  maxBytes: 200_000,
  /** Nodes counted from the document down: eight lists nested in one another still fit. */
  maxDepth: 20,
  /** Nodes of any kind, text nodes included. */
  maxNodes: 5_000,
  /** Characters of one text node (a paragraph of a thousand words is about 7,000). */
  maxTextLength: 10_000,
  /** Characters of a heading, all its text nodes together. */
  maxHeadingLength: 200,
  /** Characters of a link's address. */
  maxHrefLength: 2_000,
  maxTableRows: 60,
  maxTableColumns: 8,
} as const;

/** How deep plain JSON may nest: each node level takes two (the node and its content array). */
const maxJsonDepth = 2 * richTextBounds.maxDepth + 4;

/** Whether a body nests deeper than its bounds allow, counted without recursion. */
export const jsonNestsDeeperThanBounds = (value: unknown) => nestsDeeperThan(value, maxJsonDepth);

/** The UTF-8 size of a value as JSON, or undefined when it is no JSON (a cycle, a bigint). */
export function jsonBytes(value: unknown): number | undefined {
  try {
    const text = JSON.stringify(value);
    return text === undefined ? undefined : new TextEncoder().encode(text).length;
  } catch {
    return undefined;
  }
}
