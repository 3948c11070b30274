/**
 * The collections' back-office API (/api/admin/collections/...; docs/decisions/0068): entries of
 * references, insights and the team, a version per language with its draft and what is published,
 * scheduled publishing, history. Owners and editors both write and publish entries; nothing here
 * reaches a lead. An entry's data is checked by its collection's schemas (common/collections/),
 * in the handler, so a refusal names each field and what is wrong with it.
 */
import * as z from "zod/mini";
import { collectionIds } from "../collections";
import { berlinMinutePattern } from "../collections/schedule";
import { finding } from "../content/api";
import { endpoint } from "../contract";
import { instant, language, uuid } from "./base";

z.config({ jitless: true });

const editors = ["owner", "editor"] as const;

const data = z.record(z.string().check(z.maxLength(100)), z.unknown());

/** What is wrong with a field ("client.agreedToBeNamed", "invalid_value"). */
const problem = z.object({ path: z.string(), code: z.string() });
export type EntryProblem = z.infer<typeof problem>;

/** A version's state in the list: never published, published, or waiting for its minute. */
export const versionStatuses = ["draft", "published", "scheduled"] as const;

const version = z.object({
  lang: language,
  status: z.enum(versionStatuses),
  draft: data,
  /** Send it back with the next save: a save based on an older draft is refused (409). */
  draftRevision: z.int(),
  draftSavedAt: instant,
  /** The draft differs from what is published. */
  changed: z.boolean(),
  published: z.nullable(data),
  publishedAt: z.nullable(instant),
  /** The address's last part visitors see now. */
  slug: z.nullable(z.string()),
  /** When the draft goes live (an instant; the back office shows it in German time). */
  publishAt: z.nullable(instant),
  /** Why the last scheduled publish did not go live. */
  scheduleFailure: z.nullable(z.object({ at: instant, problems: z.array(problem) })),
  /** The German version changed after this (English) one was last saved. */
  needsReview: z.boolean(),
});

export const collectionEntry = z.object({
  id: z.string(),
  collection: z.enum(collectionIds),
  /** The title (a member's name) of the German version, else the English. */
  title: z.string(),
  createdAt: instant,
  versions: z.object({ de: version, en: z.optional(version) }),
  /** The German version is published and the English one is missing or older. */
  needsTranslation: z.boolean(),
});
export type CollectionEntry = z.infer<typeof collectionEntry>;

const collection = z.object({ collection: z.enum(collectionIds) });
const entry = z.object({ collection: z.enum(collectionIds), id: uuid });
const entryVersion = z.object({ collection: z.enum(collectionIds), id: uuid, lang: language });

const listQuery = z.object({
  /** A version published with a change scheduled is listed as published and as scheduled. */
  status: z.optional(z.enum(versionStatuses)),
  lang: z.optional(language),
  needsTranslation: z.optional(z.enum(["true", "false"])),
});

const refusal = z.object({ error: z.string() });
/** 422: the data does not pass the schema; each problem names its field. */
const invalid = z.object({ error: z.literal("invalid"), problems: z.array(problem) });
/**
 * 409: another save came first (the entry as it is now), the slug is another entry's, the
 * collection is full, or the German version is not published.
 */
const conflict = z.union([
  z.object({ error: z.literal("conflict"), entry: collectionEntry }),
  z.object({ error: z.literal("slug_taken"), slug: z.string() }),
  z.object({ error: z.literal("too_many_entries"), max: z.int() }),
  /** An English version goes live only beside a published German one. */
  z.object({ error: z.literal("german_first") }),
]);
/** 409: the content rules warn; publish again with their codes acknowledged. 422: an error refuses. */
const ruled = z.object({
  error: z.enum(["unacknowledged", "invalid"]),
  problems: z.array(problem),
  findings: z.array(finding),
});
/** 409: a team member that published entries name (as author or contact) stays until they no longer do. */
const inUse = z.object({
  error: z.literal("in_use"),
  /** Each published version that names the member, with its title (the back office links it). */
  uses: z.array(z.object({ collection: z.enum(collectionIds), id: z.string(), lang: language, title: z.string() })),
});
const rateLimited = z.object({ error: z.literal("rate_limited"), retryAfterSeconds: z.number() });

const publishBody = z.object({
  acknowledged: z.optional(z.array(z.string().check(z.maxLength(100))).check(z.maxLength(50))),
});

const historyEntry = z.object({
  id: z.int(),
  lang: language,
  action: z.enum(["published", "unpublished", "deleted"]),
  data: z.nullable(data),
  byEmail: z.nullable(z.string()),
  at: instant,
  restoredFrom: z.nullable(z.int()),
});

export const collectionEndpoints = {
  listEntries: endpoint({
    method: "GET",
    path: "/collections/:collection",
    summary: "A collection's entries, newest first, with each language's status; filtered",
    roles: editors,
    params: collection,
    query: listQuery,
    answers: { 200: z.object({ entries: z.array(collectionEntry), max: z.int() }) },
  }),
  createEntry: endpoint({
    method: "POST",
    path: "/collections/:collection",
    summary: "Create an entry with its German draft",
    roles: editors,
    params: collection,
    body: z.object({ data }),
    answers: { 201: collectionEntry, 409: conflict, 422: invalid },
  }),
  getEntry: endpoint({
    method: "GET",
    path: "/collections/:collection/:id",
    summary: "One entry with both languages' drafts and published versions",
    roles: editors,
    params: entry,
    answers: { 200: collectionEntry, 404: refusal },
  }),
  saveEntryDraft: endpoint({
    method: "PATCH",
    path: "/collections/:collection/:id/:lang",
    summary: "Save a language's draft (the English one is created by its first save)",
    roles: editors,
    params: entryVersion,
    /** `revision`: the draftRevision the edit started from (0 for a language without a version). */
    body: z.object({ data, revision: z.int().check(z.minimum(0)) }),
    answers: { 200: collectionEntry, 404: refusal, 409: conflict, 422: invalid },
  }),
  publishEntry: endpoint({
    method: "POST",
    path: "/collections/:collection/:id/:lang/publish",
    summary: "Publish a language's draft after the publish schema, its images, people, links and the content rules",
    roles: editors,
    params: entryVersion,
    body: publishBody,
    answers: { 200: collectionEntry, 404: refusal, 409: z.union([ruled, conflict]), 422: ruled, 429: rateLimited },
  }),
  unpublishEntry: endpoint({
    method: "POST",
    path: "/collections/:collection/:id/:lang/unpublish",
    summary: "Take a language's version off the site; its addresses answer 410",
    roles: editors,
    params: entryVersion,
    answers: { 200: collectionEntry, 404: refusal, 409: inUse, 429: rateLimited },
  }),
  scheduleEntry: endpoint({
    method: "POST",
    path: "/collections/:collection/:id/:lang/schedule",
    summary: "Publish a language's draft at a minute in German time (checked now and again then)",
    roles: editors,
    params: entryVersion,
    body: z.object({
      at: z.string().check(z.regex(berlinMinutePattern)),
      acknowledged: publishBody.shape.acknowledged,
    }),
    answers: { 200: collectionEntry, 400: refusal, 404: refusal, 409: z.union([ruled, conflict]), 422: ruled },
  }),
  unscheduleEntry: endpoint({
    method: "POST",
    path: "/collections/:collection/:id/:lang/unschedule",
    summary: "Cancel a language's scheduled publish",
    roles: editors,
    params: entryVersion,
    answers: { 200: collectionEntry, 404: refusal },
  }),
  deleteEntry: endpoint({
    method: "DELETE",
    path: "/collections/:collection/:id",
    summary: "Delete an entry in both languages; its published addresses answer 410",
    roles: editors,
    params: entry,
    answers: { 204: null, 404: refusal, 409: inUse },
  }),
  entryHistory: endpoint({
    method: "GET",
    path: "/collections/:collection/:id/history",
    summary: "An entry's publishes and unpublishes, newest first",
    roles: editors,
    params: entry,
    answers: { 200: z.object({ versions: z.array(historyEntry) }), 404: refusal },
  }),
  restoreEntry: endpoint({
    method: "POST",
    path: "/collections/:collection/:id/restore",
    summary: "Publish an earlier published version again, after the same checks as a publish",
    roles: editors,
    params: entry,
    body: z.object({
      version: z.int().check(z.positive(), z.lte(2_147_483_647)),
      acknowledged: publishBody.shape.acknowledged,
    }),
    answers: { 200: collectionEntry, 404: refusal, 409: z.union([ruled, conflict]), 422: ruled, 429: rateLimited },
  }),
  previewEntry: endpoint({
    method: "POST",
    path: "/collections/:collection/:id/:lang/preview",
    summary: "Render the entry's page with the form's draft (saved or not) in place of what is published",
    roles: editors,
    params: entryVersion,
    body: z.object({ data }),
    /** `url`: the rendered page (entryPreviewPage), for a frame that runs no script. */
    answers: { 200: z.object({ url: z.string() }), 404: refusal, 422: invalid, 429: refusal, 503: refusal },
  }),
  entryPreviewPage: endpoint({
    method: "GET",
    path: "/collection-previews/:preview",
    summary: "A preview rendered minutes ago for the same user, without scripts",
    roles: editors,
    params: z.object({ preview: uuid }),
    answers: { 200: { download: ["text/html"] }, 404: refusal },
  }),
};
