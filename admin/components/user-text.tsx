import { Fragment } from "react";

/**
 * A sentence of the copy with something a visitor typed in it ("Anfrage von Erika"), that text
 * isolated in a <bdi>: a right-to-left name, or a direction mark stored before the forms dropped
 * them, cannot reorder the words around it. Works whatever the language puts where.
 */
export function WithUserText({ format, text }: { format: (value: string) => string; text: string }) {
  const marker = "\u0000";
  return format(marker)
    .split(marker)
    .map((part, index) => (
      <Fragment key={index}>
        {index > 0 && <bdi>{text}</bdi>}
        {part}
      </Fragment>
    ));
}
