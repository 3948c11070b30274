import { Hono } from "hono";
import type { ContentEntry, Finding } from "../../common/content/api";
import { checkText } from "../../common/content/check-text";
import { checkFact } from "../../common/content/facts";
import { counterpart, formatKey, parseKey } from "../../common/content/keys";
import { adminEndpoints as api } from "../../common/admin-api";
import type { Role } from "../../common/contract";
import { implement } from "../contract";
import type { AdminDeps, AdminEnv } from "../admin/context";
import { contentAreas } from "./areas";
import { loadCatalogue, type Catalogue } from "./catalogue";
import * as store from "./store";

/**
 * The content editor's routes (docs/decisions/0040): texts and facts with their live, shipped and
 * draft values; drafts checked by the same rules as the shipped copy (common/content/); publish
 * and restore, after which this process renders its pages at once (the others within
 * CONTENT_POLL_SECONDS).
 */
const notServing = { refresh: async () => {}, revision: () => -1 };

export function contentRoutes({ database, content }: AdminDeps) {
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

  implement(
    routes,
    api.contentAreas,
  )(async () => ({ status: 200, body: { areas: contentAreas(await loaded()).map((a) => a.area) } }));

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
    return {
      status: 200,
      body: {
        texts: paths.map((p) => ({ de: found.get(keyOf("de", p))!, en: found.get(keyOf("en", p))! })),
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
  )(async (c, { body: { key, value, acknowledged = [] } }) => {
    const cat = await loaded();
    const shipped = cat.shipped(key);
    if (shipped === undefined) return { status: 404, body: { error: "unknown_key" } };
    if (!mayEdit(c.get("admin").role, key)) return { status: 403, body: { error: "forbidden" } };
    const findings = value === null ? [] : check(key, shipped, value);
    if (findings.some((f) => f.severity === "error")) {
      return { status: 422, body: { error: "invalid", findings } };
    }
    if (findings.some((f) => f.severity === "warning" && !acknowledged.includes(f.code))) {
      return { status: 409, body: { error: "unacknowledged", findings } };
    }
    await store.saveDraft(db, key, value, c.get("admin").userId);
    return { status: 200, body: { entry: (await entries([key])).get(key)!, findings } };
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

/** Who receives the leads is the owner's to set: an editor edits texts and the other facts. */
const ownersOnly = new Set(["leadForms"]);
function mayEdit(role: Role, name: string): boolean {
  const key = parseKey(name);
  return role === "owner" || key?.kind !== "fact" || !ownersOnly.has(key.group);
}

/** The rules of common/content/ for one value: a text's against its shipped text, a fact's schema. */
function check(name: string, shipped: unknown, value: unknown): Finding[] {
  const key = parseKey(name)!;
  if (key.kind === "fact") return checkFact(`${key.group}.${key.name}`, value);
  if (typeof value !== "string") return [{ code: "invalid", severity: "error" }];
  return checkText({ ns: key.ns, key: key.path, lang: key.lang, shipped: String(shipped), value });
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
