import { Hono, type Context } from "hono";
import { adminEndpoints as api } from "../../common/admin-api";
import type { CollectionEntry } from "../../common/admin/collections-api";
import { collectionOf, type CollectionId } from "../../common/collections";
import { neutralPart, problemsOf } from "../../common/collections/collection";
import { berlinInstant } from "../../common/collections/schedule";
import { slugify } from "../../common/collections/slug";
import type { Lang } from "../../common/config/route-table";
import { judgeForPublish, type PublishVerdict } from "../collections/checks";
import * as store from "../collections/store";
import { implementWith } from "../contract";
import { audit } from "../services/audit";
import { entryPreviewPage, previewEntry } from "./collections-preview";
import { entryView } from "./collections-view";
import type { AdminDeps, AdminEnv, ReplyOf, RequestOf } from "./context";

/**
 * The collections' routes (docs/decisions/0068): entries of references, insights and the team,
 * drafted, published, scheduled and restored per language by owners and editors alike.
 * Publishes, unpublishes, schedules and deletions go into the audit log; each that changes the
 * site renders this process's pages at once (the others follow the collections' stamp).
 */
export function collectionRoutes(deps: AdminDeps) {
  const routes = new Hono<AdminEnv>();
  const serve = implementWith(routes, deps);
  serve(api.listEntries, listEntries);
  serve(api.createEntry, createEntry);
  serve(api.getEntry, getEntry);
  serve(api.saveEntryDraft, saveEntryDraft);
  serve(api.publishEntry, publishEntry);
  serve(api.unpublishEntry, unpublishEntry);
  serve(api.scheduleEntry, scheduleEntry);
  serve(api.unscheduleEntry, unscheduleEntry);
  serve(api.deleteEntry, deleteEntry);
  serve(api.entryHistory, entryHistory);
  serve(api.restoreEntry, restoreEntry);
  serve(api.previewEntry, previewEntry);
  serve(api.entryPreviewPage, entryPreviewPage);
  return routes;
}

/** Every collection path: a draft with its body may weigh more than other requests (server/app.ts). */
export const isCollectionPath = (path: string) => path.startsWith("/api/admin/collections/");
export const maxCollectionBodyBytes = 256 * 1024;

const pagesFollow = (deps: AdminDeps) => void deps.content?.live.refresh();
const notFound = { status: 404 as const, body: { error: "not_found" } };
const userOf = (c: Context<AdminEnv>) => c.get("admin").userId;

async function view(deps: AdminDeps, collection: CollectionId, id: string): Promise<CollectionEntry | undefined> {
  const stored = await store.storedEntry(deps.database.db, collection, id);
  return stored && entryView(stored);
}

async function listEntries(
  { database: { db } }: AdminDeps,
  _c: Context<AdminEnv>,
  { params: { collection }, query }: RequestOf<"listEntries">,
): ReplyOf<"listEntries"> {
  const entries = (await store.storedEntries(db, collection)).map(entryView).filter((entry) => {
    const versions = query.lang ? [entry.versions[query.lang]] : [entry.versions.de, entry.versions.en];
    if (query.status && !versions.some((version) => version && hasStatus(version, query.status!))) return false;
    if (query.lang && !versions[0]) return false;
    return query.needsTranslation === undefined || entry.needsTranslation === (query.needsTranslation === "true");
  });
  return { status: 200, body: { entries, max: collectionOf(collection).maxEntries } };
}

type VersionView = CollectionEntry["versions"]["de"];
/** A version published with a scheduled change counts as published and as scheduled. */
const hasStatus = (version: VersionView, status: VersionView["status"]) =>
  status === "published" ? version.published !== null : version.status === status;

/**
 * A draft as it is stored: the draft schema's parsed object, its slug made from the title while
 * it has none. The problems when it does not parse, or the slug another entry holds.
 */
async function draftOf(
  db: AdminDeps["database"]["db"],
  id: CollectionId,
  entryId: string | null,
  lang: Lang,
  data: unknown,
) {
  const collection = collectionOf(id);
  const parsed = collection.draft.safeParse(data);
  if (!parsed.success) {
    return {
      refused: { status: 422 as const, body: { error: "invalid" as const, problems: problemsOf(parsed.error) } },
    };
  }
  const draft = { ...parsed.data } as Record<string, unknown>;
  const title = draft[collection.titleField];
  if (!draft.slug && typeof title === "string") draft.slug = slugify(title);
  if (typeof draft.slug === "string" && draft.slug && (await store.slugHolder(db, id, lang, draft.slug, entryId))) {
    return { refused: { status: 409 as const, body: { error: "slug_taken" as const, slug: draft.slug } } };
  }
  return { draft, refused: undefined };
}

async function createEntry(
  deps: AdminDeps,
  c: Context<AdminEnv>,
  { params: { collection }, body: { data } }: RequestOf<"createEntry">,
): ReplyOf<"createEntry"> {
  const { db } = deps.database;
  const max = collectionOf(collection).maxEntries;
  if ((await store.entryCount(db, collection)) >= max) {
    return { status: 409, body: { error: "too_many_entries", max } };
  }
  const prepared = await draftOf(db, collection, null, "de", data);
  if (prepared.refused) return prepared.refused;
  const id = await store.createEntry(db, collection, prepared.draft!, userOf(c));
  return { status: 201, body: (await view(deps, collection, id))! };
}

async function getEntry(
  deps: AdminDeps,
  _c: Context<AdminEnv>,
  { params: { collection, id } }: RequestOf<"getEntry">,
): ReplyOf<"getEntry"> {
  const found = await view(deps, collection, id);
  return found ? { status: 200, body: found } : notFound;
}

async function saveEntryDraft(
  deps: AdminDeps,
  c: Context<AdminEnv>,
  { params: { collection, id, lang }, body: { data, revision } }: RequestOf<"saveEntryDraft">,
): ReplyOf<"saveEntryDraft"> {
  const { db } = deps.database;
  const stored = await store.storedEntry(db, collection, id);
  if (!stored) return notFound;
  // The English draft starts with what is the same in both languages (images, dates, people).
  const start =
    lang === "en" && !stored.versions.en ? neutralPart(collectionOf(collection), stored.versions.de!.draft) : {};
  const prepared = await draftOf(db, collection, id, lang, { ...start, ...data });
  if (prepared.refused) return prepared.refused;
  if (!(await store.saveDraft(db, id, lang, prepared.draft!, revision, userOf(c)))) {
    return { status: 409, body: { error: "conflict", entry: (await view(deps, collection, id))! } };
  }
  return { status: 200, body: (await view(deps, collection, id))! };
}

/** A publish's refusal: the checks' (422 errors, 409 warnings or a taken slug). */
function refusal(verdict: Exclude<PublishVerdict, { ok: true }>) {
  if (verdict.error === "slug_taken")
    return { status: 409 as const, body: { error: verdict.error, slug: verdict.slug } };
  const { error, problems, findings } = verdict;
  return error === "invalid"
    ? { status: 422 as const, body: { error, problems, findings } }
    : { status: 409 as const, body: { error, problems, findings } };
}

/** The user's publishes this minute, counted as the content editor's are; the 429 when over. */
async function overPublishLimit(deps: AdminDeps, c: Context<AdminEnv>) {
  const turn = await deps.rateLimit.publish.consume("publish", userOf(c));
  if (turn.allowed) return undefined;
  c.header("Retry-After", String(turn.retryAfterSeconds));
  return { status: 429 as const, body: { error: "rate_limited" as const, retryAfterSeconds: turn.retryAfterSeconds } };
}

/** An English version goes live only beside a published German one: the site's source language. */
const germanFirst = (stored: store.StoredEntry, lang: Lang) =>
  lang === "en" && !stored.versions.de?.published
    ? { status: 409 as const, body: { error: "german_first" as const } }
    : undefined;

async function publishEntry(
  deps: AdminDeps,
  c: Context<AdminEnv>,
  { params: { collection, id, lang }, body: { acknowledged = [] } }: RequestOf<"publishEntry">,
): ReplyOf<"publishEntry"> {
  const { db } = deps.database;
  const stored = await store.storedEntry(db, collection, id);
  const version = stored?.versions[lang];
  if (!stored || !version) return notFound;
  const early = germanFirst(stored, lang) ?? (await overPublishLimit(deps, c));
  if (early) return early;
  const verdict = await judgeForPublish(db, { collection, entryId: id, lang, data: version.draft, acknowledged });
  if (!verdict.ok) return refusal(verdict);
  await store.publishNow(db, { collection, entryId: id, lang, data: verdict.data, by: userOf(c) });
  await audit(db, { userId: userOf(c), action: "entry_published", detail: { collection, id, lang } });
  pagesFollow(deps);
  return { status: 200, body: (await view(deps, collection, id))! };
}

async function unpublishEntry(
  deps: AdminDeps,
  c: Context<AdminEnv>,
  { params: { collection, id, lang } }: RequestOf<"unpublishEntry">,
): ReplyOf<"unpublishEntry"> {
  const { db } = deps.database;
  if (!(await store.storedEntry(db, collection, id))) return notFound;
  const uses = collection === "team" ? await store.memberUses(db, id, lang) : [];
  if (uses.length) return { status: 409, body: { error: "in_use", uses } };
  const limited = await overPublishLimit(deps, c);
  if (limited) return limited;
  const taken = await store.unpublish(db, collection, id, lang, userOf(c));
  if (!taken) return { status: 404, body: { error: "not_published" } };
  await audit(db, { userId: userOf(c), action: "entry_unpublished", detail: { collection, id, lang } });
  pagesFollow(deps);
  return { status: 200, body: (await view(deps, collection, id))! };
}

/** How far ahead a publish may be scheduled. */
const maxScheduleDays = 2 * 366;

async function scheduleEntry(
  deps: AdminDeps,
  c: Context<AdminEnv>,
  { params: { collection, id, lang }, body: { at, acknowledged = [] } }: RequestOf<"scheduleEntry">,
): ReplyOf<"scheduleEntry"> {
  const { db } = deps.database;
  const stored = await store.storedEntry(db, collection, id);
  const version = stored?.versions[lang];
  if (!stored || !version) return notFound;
  const instant = berlinInstant(at);
  const now = Date.now();
  if (!instant || instant.getTime() <= now || instant.getTime() > now + maxScheduleDays * 86_400_000) {
    return { status: 400, body: { error: "invalid_time" } };
  }
  // Checked now, so the owner learns today what would stop it; checked again at the minute.
  const verdict = await judgeForPublish(db, { collection, entryId: id, lang, data: version.draft, acknowledged });
  if (!verdict.ok) return refusal(verdict);
  await store.setSchedule(db, id, lang, instant, userOf(c), [...acknowledged]);
  await audit(db, {
    userId: userOf(c),
    action: "entry_scheduled",
    detail: { collection, id, lang, at: instant.toISOString() },
  });
  return { status: 200, body: (await view(deps, collection, id))! };
}

async function unscheduleEntry(
  deps: AdminDeps,
  c: Context<AdminEnv>,
  { params: { collection, id, lang } }: RequestOf<"unscheduleEntry">,
): ReplyOf<"unscheduleEntry"> {
  const { db } = deps.database;
  const version = (await store.storedEntry(db, collection, id))?.versions[lang];
  if (!version?.publishAt) return notFound;
  await store.setSchedule(db, id, lang, null, userOf(c));
  await audit(db, { userId: userOf(c), action: "entry_unscheduled", detail: { collection, id, lang } });
  return { status: 200, body: (await view(deps, collection, id))! };
}

async function deleteEntry(
  deps: AdminDeps,
  c: Context<AdminEnv>,
  { params: { collection, id } }: RequestOf<"deleteEntry">,
): ReplyOf<"deleteEntry"> {
  const { db } = deps.database;
  const stored = await store.storedEntry(db, collection, id);
  if (!stored) return notFound;
  const uses = collection === "team" ? await store.memberUses(db, id) : [];
  if (uses.length) return { status: 409, body: { error: "in_use", uses } };
  if (!(await store.deleteEntry(db, collection, id, userOf(c)))) return notFound;
  const title = entryView(stored).title;
  await audit(db, { userId: userOf(c), action: "entry_deleted", detail: { collection, id, title } });
  if (stored.versions.de?.published || stored.versions.en?.published) pagesFollow(deps);
  return { status: 204 };
}

async function entryHistory(
  { database: { db } }: AdminDeps,
  _c: Context<AdminEnv>,
  { params: { collection, id } }: RequestOf<"entryHistory">,
): ReplyOf<"entryHistory"> {
  if (!(await store.storedEntry(db, collection, id))) return notFound;
  const versions = await store.entryHistory(db, id);
  return {
    status: 200,
    body: { versions: versions.map((v) => ({ ...v, lang: v.lang as Lang, at: v.at.toISOString() })) },
  };
}

async function restoreEntry(
  deps: AdminDeps,
  c: Context<AdminEnv>,
  { params: { collection, id }, body: { version, acknowledged = [] } }: RequestOf<"restoreEntry">,
): ReplyOf<"restoreEntry"> {
  const { db } = deps.database;
  const stored = await store.storedEntry(db, collection, id);
  const old = stored && (await store.historyVersion(db, id, version));
  if (!stored || !old?.data) return notFound;
  const lang = old.lang as Lang;
  if (!stored.versions[lang]) return notFound;
  const early = germanFirst(stored, lang) ?? (await overPublishLimit(deps, c));
  if (early) return early;
  // Today's rules judge it: an image deleted or a member unpublished since stops it.
  const verdict = await judgeForPublish(db, { collection, entryId: id, lang, data: old.data, acknowledged });
  if (!verdict.ok) return refusal(verdict);
  await store.publishNow(db, {
    collection,
    entryId: id,
    lang,
    data: verdict.data,
    by: userOf(c),
    restoredFrom: old.id,
  });
  await audit(db, {
    userId: userOf(c),
    action: "entry_published",
    detail: { collection, id, lang, restoredFrom: old.id },
  });
  pagesFollow(deps);
  return { status: 200, body: (await view(deps, collection, id))! };
}
