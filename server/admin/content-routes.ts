import { Hono, type Context } from "hono";
import type { ContentEntry } from "../../common/content/api";
import { textLabels, type TextLabel } from "../../common/content/labels";
import { counterpart, formatKey, parseKey, placeOf } from "../../common/content/keys";
import { languages, localizePath, pages, prerenderPaths, type Lang } from "../../common/config/route-table";
import { adminEndpoints as api } from "../../common/admin-api";
import { shareImageProblem } from "../media/share-images";
import { implementWith } from "../contract";
import type { Db } from "../db/client";
import type { Logger } from "../logger";
import type { AdminRateLimits } from "../rate-limit";
import type { Role } from "../../common/contract";
import type { AdminDeps, AdminEnv, ReplyOf, RequestOf, ServedContent } from "./context";
import { contentAreas } from "../content/areas";
import { factPlaces } from "../content/fact-places";
import { loadCatalogue, type Catalogue } from "../content/catalogue";
import { judgeDraft, mayEdit, renderableContent } from "../content/draft-rules";
import { previewRetryAfterSeconds } from "../render/preview";
import * as store from "../content/store";
import { normalize, searchable } from "../content/search";

/**
 * The content editor's routes (docs/decisions/0040): texts and facts with their live, shipped and
 * draft values; drafts checked by the same rules as the shipped copy (common/content/); publish
 * and restore, after which this process renders its pages at once (the others within
 * CONTENT_POLL_SECONDS).
 */
const notServing: ServedContent = {
  refresh: async () => {},
  trial: async () => undefined,
  revision: () => -1,
  failure: () => undefined,
};

/**
 * The most the published values may weigh together, as JSON: twice what the code ships (about
 * 380 KB for 3,500 texts in both languages). Bounds what an editor can make every process hold and
 * every render carry.
 */
export const maxPublishedBytes = 768 * 1024;

/** What the editor's handlers use: the database, the served pages, the catalogue (loaded once). */
interface Editor {
  db: Db;
  live: ServedContent;
  content: AdminDeps["content"];
  logger: Logger;
  rateLimit: AdminRateLimits;
  loaded: () => Promise<Catalogue>;
}

export function contentRoutes({ database, content, logger, rateLimit }: AdminDeps) {
  const routes = new Hono<AdminEnv>();
  let catalogue: Promise<Catalogue> | undefined;
  const editor: Editor = {
    db: database.db,
    live: content?.live ?? notServing,
    content,
    logger,
    rateLimit,
    loaded: () => (catalogue ??= loadCatalogue()),
  };
  const serve = implementWith(routes, editor);
  serve(api.contentAreas, listContentAreas);
  serve(api.contentTexts, contentTexts);
  serve(api.contentFacts, contentFacts);
  serve(api.saveDraft, saveDraft);
  serve(api.discardDraft, discardDraft);
  serve(api.publishContent, publishContent);
  serve(api.contentHistory, contentHistory);
  serve(api.contentPreview, contentPreview);
  serve(api.restoreVersion, restoreVersion);
  serve(api.contentStatus, contentStatus);
  return routes;
}

async function listContentAreas({ loaded }: Editor, c: Context<AdminEnv>): ReplyOf<"contentAreas"> {
  const areas = areasFor(await loaded(), c.get("admin").role);
  return { status: 200, body: { areas: areas.map(({ area, namespaces }) => ({ ...area, namespaces })) } };
}

async function contentTexts(
  editor: Editor,
  c: Context<AdminEnv>,
  { query: { area, q } }: RequestOf<"contentTexts">,
): ReplyOf<"contentTexts"> {
  const { db, loaded } = editor;
  const cat = await loaded();
  const role = c.get("admin").role;
  let paths: { ns: string; path: string }[];
  let facts: string[] = [];
  if (q) {
    const needle = normalize(q);
    const { values } = await store.publishedValues(db);
    const drafts = await store.drafts(db);
    const matches = (key: string, shipped: unknown) =>
      [shipped, values.get(key), drafts.get(key)].some((v) => v !== undefined && searchable(v).includes(needle));
    paths = unique(
      cat.texts.filter((t) => mayEdit(role, t.key) && matches(t.key, t.shipped)).map(({ ns, path }) => ({ ns, path })),
    );
    facts = cat.facts.filter((key) => mayEdit(role, key) && matches(key, cat.shipped(key)));
  } else {
    const chosen = areasFor(cat, role).find((a) => a.area.id === area);
    if (!chosen) return { status: 400, body: { error: "unknown_area" } };
    paths = unique(
      chosen.namespaces.flatMap((ns) =>
        cat.texts.filter((t) => t.ns === ns && t.lang === "de" && mayEdit(role, t.key)),
      ),
    );
  }
  const keyOf = (lang: "de" | "en", { ns, path }: { ns: string; path: string }) =>
    formatKey({ kind: "text", lang, ns, path });
  const found = await entries(editor, [...paths.flatMap((p) => [keyOf("de", p), keyOf("en", p)]), ...facts]);
  // A search labels each text within its own area, whatever area the address also names.
  const label = await labelsOf(editor, cat, new Set(paths.map((p) => p.ns)), q ? undefined : area);
  return {
    status: 200,
    body: {
      texts: paths.map((p) => ({
        de: found.get(keyOf("de", p))!,
        en: found.get(keyOf("en", p))!,
        label: label(p),
      })),
      facts: facts.map((key) => found.get(key)!),
    },
  };
}

async function contentFacts(editor: Editor, c: Context<AdminEnv>): ReplyOf<"contentFacts"> {
  const facts = (await editor.loaded()).facts.filter((key) => mayEdit(c.get("admin").role, key));
  const found = await entries(editor, facts);
  return { status: 200, body: { facts: facts.map((key) => found.get(key)!) } };
}

async function saveDraft(
  editor: Editor,
  c: Context<AdminEnv>,
  { body: { key, value, acknowledged } }: RequestOf<"saveDraft">,
): ReplyOf<"saveDraft"> {
  const verdict = judgeDraft(await editor.loaded(), c.get("admin").role, key, value, acknowledged);
  if (!verdict.ok) {
    const { error, findings } = verdict;
    if (error === "invalid") return { status: 422, body: { error, findings } };
    if (error === "unacknowledged") return { status: 409, body: { error, findings } };
    // What an editor may not edit answers as a key that names nothing: they learn nothing of it.
    return { status: 404, body: { error: "unknown_key" } };
  }
  const code = await shareImageProblem(editor.db, key, verdict.value);
  if (code) return { status: 422, body: { error: "invalid", findings: [{ path: "", code, severity: "error" }] } };
  await store.saveDraft(editor.db, key, verdict.value, c.get("admin").userId);
  return { status: 200, body: { entry: (await entries(editor, [key])).get(key)!, findings: verdict.findings } };
}

async function discardDraft(
  { db }: Editor,
  c: Context<AdminEnv>,
  { body: { key } }: RequestOf<"discardDraft">,
): ReplyOf<"discardDraft"> {
  return mayEdit(c.get("admin").role, key) && (await store.discardDraft(db, key))
    ? { status: 204 }
    : { status: 404, body: { error: "no_draft" } };
}

async function publishContent(
  editor: Editor,
  c: Context<AdminEnv>,
  { body: { keys, otherLanguageConfirmed } }: RequestOf<"publishContent">,
): ReplyOf<"publishContent"> {
  const { db, live } = editor;
  const { shipped } = await editor.loaded();
  const drafts = await store.drafts(db);
  const role = c.get("admin").role;
  const batch = new Set(keys.filter((key) => drafts.has(key) && mayEdit(role, key)));
  const leftBehind = [...batch].filter((name) => {
    const key = parseKey(name);
    if (key?.kind !== "text") return false;
    const other = counterpart(key);
    return !batch.has(other) && !drafts.has(other);
  });
  if (leftBehind.length && !otherLanguageConfirmed) {
    return { status: 409, body: { error: "other_language", keys: leftBehind } };
  }
  // Nothing to publish: no render, and no publish counted.
  if (batch.size === 0) return { status: 200, body: { published: [], revision: live.revision() } };
  const refused = await goLiveRefused(editor, c, new Map([...batch].map((key) => [key, drafts.get(key)])));
  if (refused) return refused;
  const published = await store.publish(db, [...batch], c.get("admin").userId, shipped);
  await live.refresh();
  return { status: 200, body: { published, revision: live.revision() } };
}

async function contentHistory(
  { db, loaded }: Editor,
  c: Context<AdminEnv>,
  { query: { key } }: RequestOf<"contentHistory">,
): ReplyOf<"contentHistory"> {
  if ((await loaded()).shipped(key) === undefined || !mayEdit(c.get("admin").role, key)) {
    return { status: 404, body: { error: "unknown_key" } };
  }
  const versions = await store.history(db, key);
  return {
    status: 200,
    body: { versions: versions.map((v) => ({ ...v, publishedAt: v.publishedAt.toISOString() })) },
  };
}

async function contentPreview(
  { db, content, logger, loaded }: Editor,
  c: Context<AdminEnv>,
  { query: { path } }: RequestOf<"contentPreview">,
): ReplyOf<"contentPreview"> {
  if (!prerenderPaths().includes(path)) return { status: 404, body: { error: "not_found" } };
  const preview = content?.preview;
  if (!preview) return { status: 503, body: { error: "preview_unavailable" } };
  const [{ values }, drafts] = await Promise.all([store.publishedValues(db), store.drafts(db)]);
  // A draft of null (back to the shipped value) hides the published value.
  const { content: shown } = renderableContent(await loaded(), new Map([...values, ...drafts]));
  const html = await preview.page(path, shown).catch((error: unknown) => {
    logger.error({ err: error, path }, "rendering a preview failed");
    return undefined;
  });
  if (html === undefined) return { status: 503, body: { error: "preview_failed" } };
  if (html === "busy") {
    c.header("Retry-After", String(previewRetryAfterSeconds));
    return { status: 429, body: { error: "preview_busy" } };
  }
  return new Response(html, { status: 200, headers: preview.headers });
}

async function restoreVersion(
  editor: Editor,
  c: Context<AdminEnv>,
  { body: { version, before } }: RequestOf<"restoreVersion">,
): ReplyOf<"restoreVersion"> {
  const { db, live } = editor;
  const { shipped } = await editor.loaded();
  const role = c.get("admin").role;
  const may = (key: string) => shipped(key) !== undefined && mayEdit(role, key);
  const target = await store.restoreTarget(db, version, before);
  if (!target || !may(target.key)) return { status: 404, body: { error: "unknown_version" } };
  const refused = await goLiveRefused(editor, c, new Map([[target.key, target.value]]));
  if (refused) return refused;
  const key = await store.restore(db, version, c.get("admin").userId, shipped, before, may);
  if (!key) return { status: 404, body: { error: "unknown_version" } };
  await live.refresh();
  return { status: 200, body: { published: [key], revision: live.revision() } };
}

async function contentStatus({ live }: Editor): ReplyOf<"contentStatus"> {
  const failure = live.failure();
  return { status: 200, body: { revision: live.revision(), ...(failure && { failure }) } };
}

/** The editor's view of keys: live, shipped and draft values, review marks, changed defaults, a fact's places. */
async function entries({ db, loaded }: Editor, keys: string[]): Promise<Map<string, ContentEntry>> {
  const catalogue = await loaded();
  const { shipped } = catalogue;
  const places = factPlaces(catalogue);
  const [{ values }, drafts, reviews, versions] = await Promise.all([
    store.publishedValues(db),
    store.drafts(db),
    store.reviews(db, keys),
    store.latestVersions(db, keys),
  ]);
  const review = new Set(reviews.map((r) => r.key));
  return new Map(
    keys.map((key) => {
      const original = shipped(key);
      const latest = versions.get(key);
      const live = values.get(key) ?? original;
      const changedSince =
        latest && latest.value !== null && JSON.stringify(latest.shipped) !== JSON.stringify(original);
      const entry: ContentEntry = {
        key,
        place: placeOf(key),
        live,
        shipped: original,
        needsReview: review.has(key),
        ...(drafts.has(key) && { draft: drafts.get(key) }),
        ...(changedSince && { shippedWhenEdited: latest.shipped }),
        ...(places.has(key) && { places: [...places.get(key)!] }),
      };
      return [key, entry];
    }),
  );
}

/**
 * The readable labels of texts of these namespaces, each built within its area (the one asked
 * for, else the first showing it) from the values visitors read there.
 */
async function labelsOf({ db }: Editor, cat: Catalogue, namespaces: Set<string>, area?: string) {
  const { values } = await store.publishedValues(db);
  const areas = contentAreas(cat).filter(
    (a) => a.area.id === area || (!area && a.namespaces.some((ns) => namespaces.has(ns))),
  );
  const labels = new Map<string, TextLabel>();
  const visible = (key: string) => String(values.get(key) ?? cat.shipped(key) ?? "");
  for (const { namespaces: shown } of areas.toReversed()) {
    const texts = shown.flatMap((ns) => cat.texts.filter((t) => t.ns === ns && t.lang === "de"));
    const built = textLabels(
      texts.map(({ ns, path }) => ({
        ns,
        path,
        value: {
          de: visible(formatKey({ kind: "text", lang: "de", ns, path })),
          en: visible(formatKey({ kind: "text", lang: "en", ns, path })),
        },
      })),
    );
    for (const [name, label] of built) labels.set(name, label);
  }
  return ({ ns, path }: { ns: string; path: string }) => labels.get(`${ns}:${path}`)!;
}

/**
 * Why these changes may not go live (docs/decisions/0056), or undefined: the user's publishes
 * this minute, the published content's total size, and a render of the whole site with them,
 * done before anything is stored, so a change that would break a page is never published.
 */
async function goLiveRefused(
  { db, live, logger, rateLimit, loaded }: Editor,
  c: Context<AdminEnv>,
  changes: ReadonlyMap<string, unknown>,
) {
  const turn = await rateLimit.publish.consume("publish", c.get("admin").userId);
  if (!turn.allowed) {
    c.header("Retry-After", String(turn.retryAfterSeconds));
    return {
      status: 429 as const,
      body: { error: "rate_limited" as const, retryAfterSeconds: turn.retryAfterSeconds },
    };
  }
  const { values } = await store.publishedValues(db);
  const candidate = new Map([...values, ...changes]);
  const bytes = JSON.stringify([...candidate].filter(([, value]) => value !== null)).length;
  if (bytes > maxPublishedBytes) {
    return { status: 422 as const, body: { error: "too_large" as const, bytes, max: maxPublishedBytes } };
  }
  const failure = await live.trial(candidate);
  if (!failure) return undefined;
  const keys = suspects(await loaded(), failure.page, [...changes.keys()]);
  logger.warn(
    { page: failure.page, keys, err: failure.message },
    "a publish was refused: the site did not render with it",
  );
  return {
    status: 422 as const,
    body: {
      error: "render_failed" as const,
      ...(failure.page && { page: failure.page }),
      keys,
      message: failure.message,
    },
  };
}

/** The areas a role works in: one holding only what the owner edits (the mails) is no editor's. */
function areasFor(catalogue: Catalogue, role: Role) {
  return contentAreas(catalogue).filter(({ namespaces }) =>
    namespaces.some((ns) => mayEdit(role, formatKey({ kind: "text", lang: "de", ns, path: "x" }))),
  );
}

/**
 * The changed keys a failing page shows: texts of its language and namespaces (its own, the
 * shell's and the forms'), and every fact. All changed keys when the page is not known.
 */
function suspects(catalogue: Catalogue, page: string | undefined, changed: string[]): string[] {
  const entry = page && pageAt(page);
  if (!entry) return changed;
  const areas = contentAreas(catalogue).filter((a) => a.area.id === entry.id || a.area.kind !== "page");
  const shown = new Set(areas.flatMap((a) => a.namespaces));
  const found = changed.filter((name) => {
    const key = parseKey(name);
    return key?.kind === "fact" || (key?.lang === entry.lang && shown.has(key.ns));
  });
  return found.length ? found : changed;
}

/** The page a served path is, in its language. */
function pageAt(at: string): { id: string; lang: Lang } | undefined {
  for (const page of pages) {
    for (const lang of languages) if (localizePath(page.path, lang) === at) return { id: page.id, lang };
  }
  return undefined;
}

function unique(paths: { ns: string; path: string }[]) {
  const seen = new Set<string>();
  return paths.filter(({ ns, path }) => !seen.has(`${ns}:${path}`) && seen.add(`${ns}:${path}`));
}
