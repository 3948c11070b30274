/** The shape of a translation: same keys as the German source, every leaf a string. */
export type Messages<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? Messages<U>[]
    : { [K in keyof T]: Messages<T[K]> };

/**
 * The building blocks of legal copy in the locale files: a string is a paragraph; the objects are a
 * sub-heading, a bullet list, a term/description list and a highlighted notice (e.g. the right to
 * object, which Art. 21(4) GDPR wants shown apart from the rest).
 */
export type LegalBlock =
  | string
  | { heading: string }
  | { list: string[] }
  | { facts: { term: string; text: string }[] }
  | { notice: { title: string; text: string } };

/** A numbered section of a legal page: its heading, blocks, and blocks after a page-specific slot. */
export interface LegalSectionCopy {
  title: string;
  blocks: LegalBlock[];
  more?: LegalBlock[];
}
