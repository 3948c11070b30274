/**
 * The heads of the collections' pages (docs/decisions/0069): each from what the page shows, with
 * schema.org JSON-LD (an Article with its author as a Person, the team's members as Persons, the
 * organisation as publisher), the hreflang pair only when both languages exist.
 */
import type { MetaDescriptor } from "react-router";
import { collectionOf } from "#common/collections";
import { membersOf } from "#common/collections/collection";
import { entriesOf, isPresent, membersNamed, type IndexModel, type ShownEntry } from "#common/collections/shown";
import {
  collectionPath,
  feedPaths,
  indexPath,
  type IndexView,
  type ListedCollection,
} from "#common/collections/site-paths";
import { languages, type Lang } from "#common/config/route-table";
import { site } from "#common/config/site";
import { publishedCollections } from "#common/content/overlay";
import { collectionHead, unlistedHead } from "~/lib/collection-head";
import { absoluteUrl, jsonLdDocument, jsonLdGraph } from "~/lib/page-head";
import { collectionCopy } from "./copy";
import { cardSizes } from "./cards";

const organisation = () => ({
  "@type": "Organization",
  name: site.brand,
  url: site.url,
  logo: absoluteUrl("/favicon.svg"),
});

function person(member: ShownEntry) {
  const data = member.data as { name: string; role: string; photo: string; linkedIn: string };
  const photo = publishedCollections()?.images[data.photo];
  return {
    "@type": "Person",
    name: data.name,
    jobTitle: data.role,
    url: absoluteUrl(member.path),
    ...(photo && { image: absoluteUrl(photo.jpeg.path) }),
    ...(data.linkedIn && { sameAs: [data.linkedIn] }),
    worksFor: organisation(),
  };
}

/** The members an entry names (its contact, its author), as the page carries them. */
export const namedMembers = (collection: ListedCollection, entry: ShownEntry, lang: Lang) =>
  membersNamed(
    publishedCollections(),
    lang,
    membersOf(collectionOf(collection), entry.data).map(({ id }) => id),
  );

const feedsOf = (lang: Lang) => ({ ...feedPaths(lang), title: collectionCopy(lang).insights.feedTitle });

export function entryHead(collection: ListedCollection, entry: ShownEntry, lang: Lang): MetaDescriptor[] {
  const data = entry.data as { title: string; summary?: string; situation?: string; date: string; leadImage: string };
  const content = publishedCollections();
  const crop = content?.shareCrops[data.leadImage];
  const image = content?.images[data.leadImage];
  const description = (data.summary ?? data.situation ?? "").slice(0, 300);
  const [member] = namedMembers(collection, entry, lang);
  const alt = image && !image.decorative ? image.alt[lang] : data.title;
  return collectionHead({
    pathname: entry.path,
    title: data.title,
    description,
    type: "article",
    alternates: { [lang]: entry.path, ...(entry.otherPath && { [lang === "de" ? "en" : "de"]: entry.otherPath }) },
    ...(crop && { shareImage: { path: crop, alt } }),
    ...(image && {
      largestImage: {
        image,
        sizes: collection === "references" ? "(min-width: 80rem) 76rem, 100vw" : "(min-width: 56rem) 48rem, 100vw",
      },
    }),
    ...(collection === "insights" && { feeds: feedsOf(lang) }),
    jsonLd: jsonLdDocument({
      "@type": "Article",
      headline: data.title,
      description,
      inLanguage: lang,
      url: absoluteUrl(entry.path),
      mainEntityOfPage: absoluteUrl(entry.path),
      datePublished: data.date,
      dateModified: entry.publishedAt,
      ...((crop ?? image) && { image: absoluteUrl(crop ?? image!.jpeg.path) }),
      ...(member && { author: person(member) }),
      publisher: organisation(),
    }),
  });
}

/** Both languages' start of a collection where something is published there. */
const alternatesOf = (collection: ListedCollection | "team", own: string, lang: Lang) =>
  Object.fromEntries(
    languages.flatMap((l) =>
      l === lang
        ? [[l, own]]
        : isPresent(publishedCollections(), collection, l)
          ? [[l, collectionPath(collection, l)]]
          : [],
    ),
  ) as Partial<Record<Lang, string>>;

export function indexHead(view: IndexView, model: IndexModel, title: string): MetaDescriptor[] {
  const own = indexPath(view);
  const copy = collectionCopy(view.lang)[view.collection];
  const first = !view.filter && view.page === 1;
  const firstImage = model.cards[0] && publishedCollections()?.images[String(model.cards[0].data.leadImage)];
  return collectionHead({
    pathname: own,
    title,
    description: copy.metaDescription,
    // The first card's image is a phone's largest paint (EntryCard `first`).
    ...(firstImage && { largestImage: { image: firstImage, sizes: cardSizes } }),
    // Only a collection's start has its counterpart: a filter or page shows other entries in the other language.
    alternates: first ? alternatesOf(view.collection, own, view.lang) : { [view.lang]: own },
    ...(view.collection === "insights" && { feeds: feedsOf(view.lang) }),
    jsonLd: jsonLdDocument({
      "@type": "CollectionPage",
      name: title,
      url: absoluteUrl(own),
      hasPart: model.cards.map((card) => ({
        "@type": "Article",
        headline: card.data.title,
        url: absoluteUrl(card.path),
      })),
    }),
  });
}

export function teamHead(lang: Lang): MetaDescriptor[] {
  const copy = collectionCopy(lang).team;
  const own = collectionPath("team", lang);
  return collectionHead({
    pathname: own,
    title: copy.metaTitle,
    description: copy.metaDescription,
    alternates: alternatesOf("team", own, lang),
    jsonLd: jsonLdGraph(...entriesOf(publishedCollections(), "team", lang).map(person)),
  });
}

export function goneHead(pathname: string, lang: Lang): MetaDescriptor[] {
  const copy = collectionCopy(lang).gone;
  return unlistedHead(pathname, copy.metaTitle, copy.text);
}
