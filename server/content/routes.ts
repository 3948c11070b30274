import { Hono } from "hono";
import type { ContentEntry } from "../../common/content/api";
import { textLabels, type TextLabel } from "../../common/content/labels";
import { counterpart, formatKey, parseKey, toSiteContent } from "../../common/content/keys";
import { prerenderPaths } from "../../common/config/route-table";
import { adminEndpoints as api } from "../../common/admin-api";
import { implement } from "../contract";
import type { AdminDeps, AdminEnv } from "../admin/context";
import { contentAreas } from "./areas";
import { loadCatalogue, type Catalogue } from "./catalogue";
import { judgeDraft, mayEdit } from "./draft-rules";
import { previewRetryAfterSeconds } from "./preview";
import * as store from "./store";

/**
 * The content editor's routes (docs/decisions/0040): texts and facts with their live, shipped and
 * draft values; drafts checked by the same rules as the shipped copy (common/content/); publish
 * and restore, after which this process renders its pages at once (the others within
 * CONTENT_POLL_SECONDS).
 */
const notServing = { refresh: async () => {}, revision: () => -1 };

export function contentRoutes({ database, content, logger }: AdminDeps) {
  const routes = new Hono<AdminEnv>();
  const live = content?.live ?? notServing;
  const { db } = database;
  let catalogue: Promise<Catalogue> | undefined;
  const loaded = () => (catalogue ??= loadCatalogue());

  /** The editor's view of keys: live, shipped and draft values, review marks, changed defaults. */
  async function entries(keys: string[]): Promise<Map<string, ContentEntry>> {
    const { shipped } = await loaded();
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
        };
        return [key, entry];
      }),
    );
  }

  /**
   * The readable labels of texts of these namespaces, each built within its area (the one asked
   * for, else the first showing it) from the values visitors read there.
   */
  async function labelsOf(cat: Catalogue, namespaces: Set<string>, area?: string) {
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

  implement(
    routes,
    api.contentAreas,
  )(async () => ({
    status: 200,
    body: { areas: contentAreas(await loaded()).map(({ area, namespaces }) => ({ ...area, namespaces })) },
  }));

  implement(
    routes,
    api.contentTexts,
  )(async (_, { query: { area, q } }) => {
    const cat = await loaded();
    let paths: { ns: string; path: string }[];
    let facts: string[] = [];
    if (q) {
      const needle = normalize(q);
      const { values } = await store.publishedValues(db);
      const drafts = await store.drafts(db);
      const matches = (key: string, shipped: unknown) =>
        [shipped, values.get(key), drafts.get(key)].some((v) => v !== undefined && searchable(v).includes(needle));
      paths = unique(cat.texts.filter((t) => matches(t.key, t.shipped)).map(({ ns, path }) => ({ ns, path })));
      facts = cat.facts.filter((key) => matches(key, cat.shipped(key)));
    } else {
      const chosen = contentAreas(cat).find((a) => a.area.id === area);
      if (!chosen) return { status: 400, body: { error: "unknown_area" } };
      paths = unique(chosen.namespaces.flatMap((ns) => cat.texts.filter((t) => t.ns === ns && t.lang === "de")));
    }
    const keyOf = (lang: "de" | "en", { ns, path }: { ns: string; path: string }) =>
      formatKey({ kind: "text", lang, ns, path });
    const found = await entries([...paths.flatMap((p) => [keyOf("de", p), keyOf("en", p)]), ...facts]);
    // A search labels each text within its own area, whatever area the address also names.
    const label = await labelsOf(cat, new Set(paths.map((p) => p.ns)), q ? undefined : area);
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
  });

  implement(
    routes,
    api.contentFacts,
  )(async (c) => {
    const facts = (await loaded()).facts.filter((key) => mayEdit(c.get("admin").role, key));
    const found = await entries(facts);
    return { status: 200, body: { facts: facts.map((key) => found.get(key)!) } };
  });

  implement(
    routes,
    api.saveDraft,
  )(async (c, { body: { key, value, acknowledged } }) => {
    const verdict = judgeDraft(await loaded(), c.get("admin").role, key, value, acknowledged);
    if (!verdict.ok) {
      const { error, findings } = verdict;
      if (error === "invalid") return { status: 422, body: { error, findings } };
      if (error === "unacknowledged") return { status: 409, body: { error, findings } };
      if (error === "forbidden") return { status: 403, body: { error } };
      return { status: 404, body: { error: "unknown_key" } };
    }
    await store.saveDraft(db, key, value, c.get("admin").userId);
    return { status: 200, body: { entry: (await entries([key])).get(key)!, findings: verdict.findings } };
  });

  implement(
    routes,
    api.discardDraft,
  )(async (_, { body: { key } }) =>
    (await store.discardDraft(db, key)) ? { status: 204 } : { status: 404, body: { error: "no_draft" } },
  );

  implement(
    routes,
    api.publishContent,
  )(async (c, { body: { keys, otherLanguageConfirmed } }) => {
    const { shipped } = await loaded();
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
    const published = await store.publish(db, [...batch], c.get("admin").userId, shipped);
    await live.refresh();
    return { status: 200, body: { published, revision: live.revision() } };
  });

  implement(
    routes,
    api.contentHistory,
  )(async (_, { query: { key } }) => {
    if ((await loaded()).shipped(key) === undefined) return { status: 404, body: { error: "unknown_key" } };
    const versions = await store.history(db, key);
    return {
      status: 200,
      body: { versions: versions.map((v) => ({ ...v, publishedAt: v.publishedAt.toISOString() })) },
    };
  });

  implement(
    routes,
    api.contentPreview,
  )(async (c, { query: { path } }) => {
    if (!prerenderPaths().includes(path)) return { status: 404, body: { error: "not_found" } };
    const preview = content?.preview;
    if (!preview) return { status: 503, body: { error: "preview_unavailable" } };
    const [{ values }, drafts] = await Promise.all([store.publishedValues(db), store.drafts(db)]);
    // A draft of null (back to the shipped value) hides the published value.
    const html = await preview.page(path, toSiteContent(new Map([...values, ...drafts]))).catch((error: unknown) => {
      logger.error({ err: error, path }, "rendering a preview failed");
      return undefined;
    });
    if (html === undefined) return { status: 503, body: { error: "preview_failed" } };
    if (html === "busy") {
      c.header("Retry-After", String(previewRetryAfterSeconds));
      return { status: 429, body: { error: "preview_busy" } };
    }
    return new Response(html, { status: 200, headers: preview.headers });
  });

  implement(
    routes,
    api.restoreVersion,
  )(async (c, { body: { version, before } }) => {
    const { shipped } = await loaded();
    const key = await store.restore(db, version, c.get("admin").userId, shipped, before);
    if (!key) return { status: 404, body: { error: "unknown_version" } };
    await live.refresh();
    return { status: 200, body: { published: [key], revision: live.revision() } };
  });

  return routes;
}

/** "sap-solutions › packages.0.price", "figures › amsMonthlyFromEur". */
function placeOf(name: string): string {
  const key = parseKey(name)!;
  return key.kind === "text" ? `${key.ns} › ${key.path}` : `${key.group} › ${key.name}`;
}

/** Search ignores case and the kind of space ("2.500 EUR" finds "2.500\u00a0EUR"); numbers also as written in German and English. */
const normalize = (text: string) => text.toLowerCase().replace(/[\s\u00a0\u202f]+/g, " ");
function searchable(value: unknown): string {
  if (typeof value === "number") {
    return normalize(`${value} ${value.toLocaleString("de-DE")} ${value.toLocaleString("en-GB")}`);
  }
  return normalize(typeof value === "string" ? value : JSON.stringify(value));
}

function unique(paths: { ns: string; path: string }[]) {
  const seen = new Set<string>();
  return paths.filter(({ ns, path }) => !seen.has(`${ns}:${path}`) && seen.add(`${ns}:${path}`));
}
