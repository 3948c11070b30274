import type { CollectionEntry } from "../../common/admin/collections-api";
import { collectionOf } from "../../common/collections";
import type { StoredEntry, VersionRow } from "../collections/store";

/** An entry as the back office shows it: each language's status, and whether English lags behind. */
export function entryView(stored: StoredEntry): CollectionEntry {
  const { de, en } = stored.versions;
  const titleField = collectionOf(stored.collection).titleField;
  const titleOf = (version?: VersionRow) => {
    const title = (version?.published ?? version?.draft)?.[titleField];
    return typeof title === "string" ? title : "";
  };
  const needsTranslation = Boolean(
    de?.publishedAt && (!en?.publishedAt || en.publishedAt.getTime() < de.publishedAt.getTime()),
  );
  return {
    id: stored.id,
    collection: stored.collection,
    title: titleOf(de) || titleOf(en),
    createdAt: stored.createdAt.toISOString(),
    versions: { de: versionView(de!), ...(en && { en: versionView(en) }) },
    needsTranslation,
  };
}

function versionView(version: VersionRow): CollectionEntry["versions"]["de"] {
  const { published, publishAt } = version;
  const failure = version.scheduleFailure as { at: string; problems: { path: string; code: string }[] } | null;
  return {
    lang: version.lang as "de" | "en",
    status: publishAt ? "scheduled" : published ? "published" : "draft",
    draft: version.draft,
    draftRevision: version.draftRevision,
    draftSavedAt: version.draftSavedAt.toISOString(),
    changed: !published || JSON.stringify(published) !== JSON.stringify(version.draft),
    published: published ?? null,
    publishedAt: version.publishedAt?.toISOString() ?? null,
    slug: typeof published?.slug === "string" ? published.slug : null,
    publishAt: publishAt?.toISOString() ?? null,
    scheduleFailure: failure,
    needsReview: version.needsReview,
  };
}
