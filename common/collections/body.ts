/**
 * The body (rich text) of a reference or an insight: its schema and helpers are the rich-text
 * module's (common/rich-text/document.ts). What the collections need of it: the plain text (for
 * the content rules and the reading time), the images it shows and the pages it links to.
 */
import * as z from "zod/mini";
import type { Field } from "./fields";

z.config({ jitless: true });

/** Until the rich-text document arrives, an entry holds no body. */
const document = z.null();

export const body = () =>
  ({
    draft: z.nullable(document),
    strict: z.nullable(document),
    texts: () => [],
    images: () => [],
  }) satisfies Field;

/** The internal paths a body links to (each must be a published page or entry). */
export const bodyLinks = (_value: unknown): string[] => [];

/** Reading time in minutes for the body's plain text: 200 words a minute, at least one. */
export const readingMinutes = (_value: unknown): number => 1;
