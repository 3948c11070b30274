/** Entries of the collections as the back-office API answers them, for the collection screens' tests. */
import type { CollectionEntry } from "../../common/admin/collections-api";

type Version = CollectionEntry["versions"]["de"];

export const referenceId = "7a1c2a52-6c3e-4c8f-9a57-1b2c3d4e5f60";
export const memberId = "8b1c2a52-6c3e-4c8f-9a57-1b2c3d4e5f61";

export function version(lang: "de" | "en", draft: Record<string, unknown>, more: Partial<Version> = {}): Version {
  return {
    lang,
    status: "draft",
    draft,
    draftRevision: 1,
    draftSavedAt: "2026-11-20T09:30:00.000Z",
    changed: true,
    published: null,
    publishedAt: null,
    slug: null,
    publishAt: null,
    scheduleFailure: null,
    needsReview: false,
    ...more,
  };
}

/** A reference in German (a draft unless `de` says otherwise), with an English version when given. */
export function reference(
  de: Partial<Version> = {},
  en?: Partial<Version>,
  more: Partial<CollectionEntry> = {},
): CollectionEntry {
  const draft = { title: "ERP-Einführung bei einem Energieversorger", slug: "erp-einfuehrung" };
  return {
    id: referenceId,
    collection: "references",
    title: draft.title,
    createdAt: "2026-11-20T09:00:00.000Z",
    versions: {
      de: version("de", draft, de),
      ...(en && { en: version("en", { title: "ERP roll-out at an energy supplier" }, en) }),
    },
    needsTranslation: false,
    ...more,
  };
}

/** A published team member, as the member pickers list them. */
export const member: CollectionEntry = {
  id: memberId,
  collection: "team",
  title: "Anna Berger",
  createdAt: "2026-11-01T09:00:00.000Z",
  versions: {
    de: version("de", { name: "Anna Berger" }, { status: "published", published: { name: "Anna Berger" } }),
  },
  needsTranslation: true,
};
