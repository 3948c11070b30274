/**
 * Why a body is refused: the message of every issue `richTextDocument` reports. Each has its
 * message as `richText.reasons.<code>` in common/locales/<lang>/admin.ts.
 */
export const richTextReasons = [
  "notJson",
  "tooLarge",
  "tooDeep",
  "tooManyNodes",
  "unknownNode",
  "unknownMark",
  "unknownAttribute",
  "invalidStructure",
  "headingLevel",
  "headingTooLong",
  "textTooLong",
  "invalidCharacters",
  "linkInvalid",
  "imageInvalid",
  "cellSpan",
  "tableTooLarge",
  "tableIrregular",
] as const;

export type RichTextReason = (typeof richTextReasons)[number];

const known = new Set<string>(richTextReasons);

/** The reason of an issue's message; a message of no reason is a wrong shape. */
export function reasonOf(message: string): RichTextReason {
  return known.has(message) ? (message as RichTextReason) : "invalidStructure";
}
