/**
 * A typed HTTP contract on zod, in the manner of ts-rest (docs/decisions/0036): each endpoint is
 * declared once (method, path, parameters, body, answers), and the server's routes
 * (server/contract.ts), the client's calls (admin/lib/api.ts) and the OpenAPI document
 * (server/admin/openapi.ts) are built from the declaration.
 */
import type * as z from "zod/mini";

export type Method = "GET" | "POST" | "PATCH" | "DELETE";

/**
 * Who uses the back office: the owner (everything) and an editor (the site's texts and facts,
 * never a lead or anything that routes one; docs/decisions/0042).
 */
export const roles = ["owner", "editor"] as const;
export type Role = (typeof roles)[number];

type Schema = z.core.$ZodType;

/** An answer that is not JSON (a download): its media types, for the document. */
export interface Download {
  download: readonly string[];
}

export interface Endpoint {
  method: Method;
  /** Below the API's base, Hono's syntax: `/leads/:id`. */
  path: string;
  /** One line for the document. */
  summary: string;
  /** Anyone may call it (sign-in); every other endpoint needs a session. */
  open?: boolean;
  /**
   * The roles whose session may call it; the owner's alone when not said, so a new endpoint is
   * closed to editors until its declaration opens it. Others get 403 `forbidden`.
   */
  roles?: readonly Role[];
  /** The path's `:names`; a value that does not parse is a resource that cannot exist: 404. */
  params?: z.ZodMiniObject;
  /** The query string's values (strings, coerced by the schema); a bad one is a 400. */
  query?: z.ZodMiniObject;
  /** The JSON body; without one, the request's body is not read. */
  body?: Schema;
  /**
   * The body is a file's bytes (an image), not JSON: sent as the file's type, its name in the
   * `X-File-Name` header (percent-encoded), cut off at `maxBytes` while it streams in.
   */
  upload?: { maxBytes: number };
  /**
   * Every answer the handler gives, by status: a JSON schema, `null` for none (204), or a
   * download. The answers of the checks before the handler (server/contract.ts) are added to the
   * document by what the endpoint is (open or not, with a body or not).
   */
  answers: Record<number, Schema | null | Download>;
}

export const endpoint = <const E extends Endpoint>(declared: E): E => declared;

/** The roles that may call a session's endpoint (an open one: anyone). */
export const rolesOf = (declared: Endpoint): readonly Role[] => declared.roles ?? ["owner"];
export const mayCall = (declared: Endpoint, role: Role) => Boolean(declared.open) || rolesOf(declared).includes(role);

type Field<E, K extends "params" | "query" | "body"> =
  E extends Record<K, infer S extends Schema> ? { [P in K]: z.output<S> } : unknown;
/** An upload as the handler gets it: the bytes and the name the file had (never trusted for its type). */
export interface Upload {
  bytes: Uint8Array;
  name: string;
}
type UploadField<E, U> = E extends { upload: object } ? { upload: U } : unknown;
/** What the server's handler gets: the parsed parameters, query and body. */
export type Parsed<E extends Endpoint> = Field<E, "params"> &
  Field<E, "query"> &
  Field<E, "body"> &
  UploadField<E, Upload>;

type Given<E, K extends "params" | "query" | "body"> =
  E extends Record<K, infer S extends Schema> ? { [P in K]: z.input<S> } : unknown;
/** What the client's call takes (an upload: the file itself). */
export type CallInput<E extends Endpoint> = Given<E, "params"> &
  Given<E, "query"> &
  Given<E, "body"> &
  UploadField<E, File>;

type AnswerOf<S, A> = A extends null
  ? { status: S; body?: undefined }
  : A extends Schema
    ? { status: S; body: z.input<A> }
    : Response;
/** What the server's handler answers: one of the declared statuses with its body (a download: a Response). */
export type Reply<E extends Endpoint> = {
  [S in keyof E["answers"] & number]: AnswerOf<S, E["answers"][S]>;
}[keyof E["answers"] & number];

type Success<E extends Endpoint> = {
  [S in keyof E["answers"] & number]: `${S}` extends `2${string}` ? E["answers"][S] : never;
}[keyof E["answers"] & number];
/** What the client's call resolves to: the success answer, parsed (a download: the Response). */
export type Answer<E extends Endpoint> =
  Success<E> extends infer A ? (A extends null ? undefined : A extends Schema ? z.output<A> : Response) : never;

export const isDownload = (answer: Schema | null | Download): answer is Download =>
  answer !== null && "download" in answer;

/** The path with its parameters filled in, each encoded. */
export const fillPath = (path: string, params: Record<string, string> = {}) =>
  path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));

/** The statuses from 200 to 299 an endpoint declares. */
export const successStatuses = (declared: Endpoint) =>
  Object.keys(declared.answers)
    .map(Number)
    .filter((status) => status >= 200 && status < 300);
