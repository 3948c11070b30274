/**
 * The back office's content editor API (/api/admin/content/...), declared once like the rest of
 * the admin API (common/admin-api.ts spreads it in). Texts and facts are named by their key
 * (common/content/keys.ts), which travels in the body or the query, never in the path.
 */
import * as z from "zod/mini";
import { endpoint } from "../contract";
import { parseKey } from "./keys";
import { textLabel } from "./labels";

z.config({ jitless: true });

const error = z.object({ error: z.string() });
const rateLimited = z.object({ error: z.literal("rate_limited"), retryAfterSeconds: z.number() });
const contentKey = z.string().check(
  z.maxLength(300),
  z.refine((value) => parseKey(value) !== undefined, "not a content key"),
);

/** What a rule found in a value (common/content/rules): an error refuses it, a warning asks first. */
export const finding = z.object({
  code: z.string(),
  severity: z.enum(["error", "warning"]),
  /** What the message is filled with: a placeholder's name, a glossary term, a limit. */
  values: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
  /** The value with the fix applied, offered as one click. */
  fix: z.optional(z.string()),
  /** For a fact: the part the finding is about ("vatId", "recipients.1"). */
  path: z.optional(z.string()),
});
export type Finding = z.infer<typeof finding>;

/** One text or fact as the editor shows it. */
const contentEntry = z.object({
  key: z.string(),
  /** Where it is: the namespace and path of a text, the group and name of a fact. */
  place: z.string(),
  /** The value visitors see now. */
  live: z.unknown(),
  /** The value shipped with the code. */
  shipped: z.unknown(),
  /** The draft, when there is one (null: back to the shipped value). */
  draft: z.optional(z.unknown()),
  /** Changed in the other language and not yet saved here. */
  needsReview: z.boolean(),
  /** A release changed the shipped value since the owner's edit: the value shipped when it was edited. */
  shippedWhenEdited: z.optional(z.unknown()),
  /** For a fact: the pages (by id) and shared places ("allPages", "forms", "mails") an edit changes. */
  places: z.optional(z.array(z.string())),
});
export type ContentEntry = z.infer<typeof contentEntry>;

/** A German text beside its English counterpart, with its readable label. */
const textPair = z.object({ de: contentEntry, en: contentEntry, label: textLabel });
export type TextPair = z.infer<typeof textPair>;

/** The pages (with their titles in both languages) and the shared groups of texts to pick from. */
const contentArea = z.object({
  id: z.string(),
  kind: z.enum(["page", "shell", "forms", "mails", "other"]),
  title: z.optional(z.object({ de: z.string(), en: z.string() })),
  path: z.optional(z.object({ de: z.string(), en: z.string() })),
  /** The locale namespaces it shows (a searched text's page is the one showing its namespace). */
  namespaces: z.optional(z.array(z.string())),
});
export type ContentArea = z.infer<typeof contentArea>;

const textQuery = z.object({
  area: z.optional(z.string().check(z.maxLength(100))),
  q: z.optional(z.string().check(z.trim(), z.minLength(2), z.maxLength(200))),
});

const draftBody = z.object({
  key: contentKey,
  /** The new value; null to go back to the value shipped with the code. */
  value: z.unknown(),
  /** The warnings the editor acknowledged (their codes). */
  acknowledged: z.optional(z.array(z.string().check(z.maxLength(100))).check(z.maxLength(50))),
});

const draftSaved = z.object({ entry: contentEntry, findings: z.array(finding) });
/** 422: an error refuses the value; 409: warnings to acknowledge first. */
const draftRefused = z.object({ error: z.enum(["invalid", "unacknowledged"]), findings: z.array(finding) });

const publishBody = z.object({
  keys: z.array(contentKey).check(z.minLength(1), z.maxLength(5000)),
  /** The owner confirmed publishing texts whose other language was left as it was. */
  otherLanguageConfirmed: z.optional(z.boolean()),
});
export const published = z.object({ published: z.array(z.string()), revision: z.number() });
/** 409: texts whose other language was neither edited nor confirmed. */
const languageLeftBehind = z.object({ error: z.literal("other_language"), keys: z.array(z.string()) });

/** Why the site does not show the newest content: the render that failed (docs/decisions/0056). */
export const renderFailure = z.object({
  revision: z.optional(z.number()),
  /** The page the render stopped at ("/en/impressum"). */
  page: z.optional(z.string()),
  /** The changed keys that page shows: the likely cause. */
  keys: z.optional(z.array(z.string())),
  message: z.string(),
  at: z.string(),
});
export type RenderFailure = z.infer<typeof renderFailure>;

/**
 * 422: the changes were not published. `render_failed`: the site did not render with them (the
 * page, the changed keys it shows); `too_large`: the published content would weigh more than allowed.
 */
export const goLiveRefused = z.union([
  z.object({
    error: z.literal("render_failed"),
    page: z.optional(z.string()),
    keys: z.array(z.string()),
    message: z.string(),
  }),
  z.object({ error: z.literal("too_large"), bytes: z.number(), max: z.number() }),
]);

const versionEntry = z.object({
  id: z.number(),
  value: z.unknown(),
  shipped: z.unknown(),
  publishedBy: z.nullable(z.string()),
  /** The publisher's address, for the editor's history (null once that user is gone). */
  publishedByEmail: z.nullable(z.string()),
  publishedAt: z.string(),
  restoredFrom: z.nullable(z.number()),
});

export const contentEndpoints = {
  contentAreas: endpoint({
    method: "GET",
    path: "/content/areas",
    summary: "The pages and other groups of the site's texts, with their titles",
    roles: ["owner", "editor"],
    answers: { 200: z.object({ areas: z.array(contentArea) }) },
  }),
  contentTexts: endpoint({
    method: "GET",
    path: "/content/texts",
    summary: "The texts of one area, or the texts and facts matching a search, German beside English",
    roles: ["owner", "editor"],
    query: textQuery,
    answers: { 200: z.object({ texts: z.array(textPair), facts: z.array(contentEntry) }), 400: error },
  }),
  contentFacts: endpoint({
    method: "GET",
    path: "/content/facts",
    summary: "The facts the pages show (prices, company facts, contact details); lead routing for owners",
    roles: ["owner", "editor"],
    answers: { 200: z.object({ facts: z.array(contentEntry) }) },
  }),
  saveDraft: endpoint({
    method: "POST",
    path: "/content/draft",
    summary: "Save a text's or fact's draft after the rules checked it",
    roles: ["owner", "editor"],
    body: draftBody,
    answers: { 200: draftSaved, 404: error, 409: draftRefused, 422: draftRefused },
  }),
  discardDraft: endpoint({
    method: "POST",
    path: "/content/draft/discard",
    summary: "Discard a draft",
    roles: ["owner", "editor"],
    body: z.object({ key: contentKey }),
    answers: { 204: null, 404: error },
  }),
  publishContent: endpoint({
    method: "POST",
    path: "/content/publish",
    summary: "Publish drafts together; live on every page within seconds",
    roles: ["owner", "editor"],
    body: publishBody,
    answers: { 200: published, 409: languageLeftBehind, 422: goLiveRefused, 429: rateLimited },
  }),
  contentHistory: endpoint({
    method: "GET",
    path: "/content/history",
    summary: "A text's or fact's published versions, newest first",
    roles: ["owner", "editor"],
    query: z.object({ key: contentKey }),
    answers: { 200: z.object({ versions: z.array(versionEntry) }), 404: error },
  }),
  contentPreview: endpoint({
    method: "GET",
    path: "/content/preview",
    summary: "One page as the site renders it with the published content and every draft, without scripts",
    roles: ["owner", "editor"],
    /** A page's path as the site serves it ("/sap-services", "/en/sap-services"). */
    query: z.object({ path: z.string().check(z.maxLength(200)) }),
    answers: { 200: { download: ["text/html"] }, 404: error, 429: error, 503: error },
  }),
  restoreVersion: endpoint({
    method: "POST",
    path: "/content/restore",
    summary: "Publish an earlier version's value (or the one it replaced) again, as a new version",
    roles: ["owner", "editor"],
    body: z.object({
      // A version's id is a PostgreSQL integer: a larger one names no version.
      version: z.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
      /** Restore the value this version replaced (for the first version: the shipped value). */
      before: z.optional(z.boolean()),
    }),
    answers: { 200: published, 404: error, 422: goLiveRefused, 429: rateLimited },
  }),
  contentStatus: endpoint({
    method: "GET",
    path: "/content/status",
    summary: "The revision the site serves, and why not the newest when its render failed",
    roles: ["owner", "editor"],
    answers: { 200: z.object({ revision: z.number(), failure: z.optional(renderFailure) }) },
  }),
};
