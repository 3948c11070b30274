/**
 * The kinds of field a collection declares (common/collections/<collection>.ts,
 * docs/decisions/0068). Each kind carries its two schemas, a lenient one for drafts (any field
 * may be missing) and a strict one for publishing, and says what the server must check beyond
 * the value itself: the texts the content rules read, the images and team members it names.
 */
import * as z from "zod/mini";
import type { Lang } from "../config/route-table";
import { isFreeText, isSingleLine, withoutInvisible } from "../lead-schemas";
import type { InternalLinkTarget } from "../rich-text/links";
import { isSlug } from "./slug";

z.config({ jitless: true });

type Schema = z.ZodMiniType;

/** A text of the entry, by its path in the data ("results", "figures.2.measures"). */
export interface EntryText {
  path: string;
  text: string;
}

/** What a field's own rules found, as the content rules say it (common/content/api.ts `finding`). */
export interface FieldFinding {
  code: string;
  severity: "error" | "warning";
  values?: Record<string, string | number>;
  path: string;
}

export interface Field<D extends Schema = Schema, S extends Schema = Schema> {
  /** Accepts what a draft may hold: a half-filled value, never one that breaks a bound. */
  draft: D;
  /** What publishing needs. */
  strict: S;
  /** The texts the content rules check (common/content/check-text.ts), relative to the field. */
  texts?(value: z.output<S>): EntryText[];
  /** Media library ids the value names: each must exist and be described before publishing. */
  images?(value: z.output<S>): string[];
  /** The pages and entries the value links to: each entry must be published in the version's language. */
  links?(value: z.output<S>): InternalLinkTarget[];
  /** Findings of rules of its own (a body's, per paragraph), relative to the field. */
  rules?(value: z.output<S>, lang: Lang): FieldFinding[];
  /** Team entries the value names: each must be published in the version's language. */
  members?(value: z.output<S>): string[];
  /** The same in both languages (an image, a date): the English draft starts with the German value. */
  neutral?: boolean;
  /** How the back office's editor shows it: the input its kind takes (admin/components/collections/). */
  input?: FieldInput;
}

/**
 * The input a field kind takes in the back office's editor, with what the input needs to know
 * (its bounds, its options, the parts of a group). The editor has one input per kind: a new field
 * of a known kind needs only its line in the declaration and its label.
 */
export type FieldInput =
  | { kind: "line"; max: number; recommended?: Recommended }
  | { kind: "paragraphs"; max: number; recommended?: Recommended }
  | { kind: "slug" }
  | { kind: "day" }
  | { kind: "image"; required: boolean }
  | { kind: "member" }
  | { kind: "choices"; options: readonly string[]; min: number }
  | { kind: "whole"; min: number; max: number }
  | { kind: "number" }
  | { kind: "lines"; max: number; count: number }
  | { kind: "linkedIn" }
  | { kind: "body"; required: boolean }
  /** A client named (with its agreement) or described. */
  | { kind: "client" }
  /** A list of groups (a reference's figures), added, removed and reordered by buttons. */
  | { kind: "records"; parts: Record<string, Field>; max: number }
  /** A group shown only with the consent of the person it names (a quote). */
  | { kind: "consented"; parts: Record<string, Field> };

export const field = <D extends Schema, S extends Schema>(declared: Field<D, S>) => declared;

/** A typed string as the back office takes it (common/admin/base.ts `typed`): bounded, no control characters. */
const typedText = (max: number, lines: "one" | "many") =>
  z
    .string()
    .check(
      z.overwrite(withoutInvisible),
      z.trim(),
      z.maxLength(max),
      z.refine(lines === "one" ? isSingleLine : isFreeText),
    );
const filled = (max: number, lines: "one" | "many") => typedText(max, lines).check(z.minLength(1));
const own = (path: string) => (text: string) => (text ? [{ path, text }] : []);

/** A length the editor recommends (a search result's title or description), in characters. */
export interface Recommended {
  min: number;
  max: number;
}
/** What search engines show of a page's title and description before they cut it. */
export const searchTitle: Recommended = { min: 30, max: 60 };
export const searchDescription: Recommended = { min: 70, max: 160 };

/** One line of text (a title, a name, a role). */
export const line = (max: number, recommended?: Recommended) =>
  field({
    draft: typedText(max, "one"),
    strict: filled(max, "one"),
    texts: own(""),
    input: { kind: "line", max, ...(recommended && { recommended }) },
  });

/** Paragraphs (a summary, the situation, a bio). */
export const paragraphs = (max: number, recommended?: Recommended) =>
  field({
    draft: typedText(max, "many"),
    strict: filled(max, "many"),
    texts: own(""),
    input: { kind: "paragraphs", max, ...(recommended && { recommended }) },
  });

/** The address's last part (common/collections/slug.ts); filled from the title when left empty. */
export const slug = () => {
  const schema = z.string().check(z.refine(isSlug, { message: "invalidSlug" }));
  // Not a union with "": a union's refusal would hide the slug rule's own code.
  const draft = z.string().check(z.refine((value) => value === "" || isSlug(value), { message: "invalidSlug" }));
  return field({ draft, strict: schema, input: { kind: "slug" } });
};

/** A calendar day (YYYY-MM-DD). */
export const day = () => {
  const schema = z.iso.date().check(z.refine((iso) => iso >= "2000-01-01" && iso <= "2099-12-31"));
  return field({ draft: schema, strict: schema, neutral: true, input: { kind: "day" } });
};

/** An image of the media library, by its id; optional ones may be null. */
export const image = (required: boolean) => {
  const id = z.uuid();
  const strict = required ? id : z.nullable(id);
  return field({
    draft: z.nullable(id),
    strict,
    images: (value: string | null) => (value ? [value] : []),
    neutral: true,
    input: { kind: "image", required },
  });
};

/** A team member (an entry of the team collection), by its id. */
export const member = () =>
  field({
    draft: z.nullable(z.uuid()),
    strict: z.uuid(),
    members: (value: string) => [value],
    neutral: true,
    input: { kind: "member" },
  });

/** Service areas, each a page of the route table (common/collections/service-areas.ts). */
export const choices = <const T extends readonly [string, ...string[]]>(options: T, min: number) => {
  const list = (least: number) =>
    z.array(z.enum(options)).check(
      z.minLength(least),
      z.maxLength(options.length),
      z.refine((items) => new Set(items).size === items.length, { message: "duplicate" }),
    );
  return field({ draft: list(0), strict: list(min), neutral: true, input: { kind: "choices", options, min } });
};

/** A whole number within bounds (the place on a page). */
export const whole = (min: number, max: number) => {
  const schema = z.int().check(z.minimum(min), z.maximum(max));
  return field({ draft: schema, strict: schema, neutral: true, input: { kind: "whole", min, max } });
};

/** A list of short texts (languages spoken). */
export const lines = (max: number, count: number) => {
  const list = (least: number) => z.array(filled(max, "one")).check(z.minLength(least), z.maxLength(count));
  return field({
    draft: list(0),
    strict: list(1),
    texts: (items: string[]) => items.map((text, index) => ({ path: String(index), text })),
    input: { kind: "lines", max, count },
  });
};

/** A person's LinkedIn profile: https://www.linkedin.com/in/<name> and nothing else. */
export const linkedInProfile = /^https:\/\/www\.linkedin\.com\/in\/[A-Za-z0-9\-_%]{3,100}\/?$/;
export const linkedIn = () => {
  const schema = z.string().check(z.maxLength(140), z.regex(linkedInProfile));
  return field({
    draft: z.union([z.literal(""), schema]),
    strict: z.union([z.literal(""), schema]),
    neutral: true,
    input: { kind: "linkedIn" },
  });
};

/** Fields made of other fields' kinds: a group (strict object) whose draft leaves any part out. */
export const group = <const F extends Record<string, Field>>(fields: F) => {
  const draft = z.strictObject(
    Object.fromEntries(Object.entries(fields).map(([name, f]) => [name, z.optional(f.draft)])) as {
      [K in keyof F]: z.ZodMiniOptional<F[K]["draft"]>;
    },
  );
  const strict = z.strictObject(
    Object.fromEntries(Object.entries(fields).map(([name, f]) => [name, f.strict])) as {
      [K in keyof F]: F[K]["strict"];
    },
  );
  return { draft, strict, fields };
};

/** The texts of a group's value, each with its path ("quote.text"). */
export function textsOfGroup(fields: Record<string, Field>, value: Record<string, unknown>, prefix = ""): EntryText[] {
  return Object.entries(fields).flatMap(([name, f]) =>
    value[name] === undefined || !f.texts
      ? []
      : f.texts(value[name] as never).map(({ path, text }) => ({ path: joined(prefix + name, path), text })),
  );
}
export const joined = (at: string, path: string) => (path ? `${at}.${path}` : at);
