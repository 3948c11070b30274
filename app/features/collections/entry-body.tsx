import type { RichTextDocument } from "#common/rich-text/document";
import type { InternalLinkTarget } from "#common/rich-text/links";
import { pageUrl, type Lang } from "#common/config/route-table";
import { publishedCollections } from "#common/content/overlay";
import { RichText } from "~/components/rich-text/rich-text";
import { collectionCopy } from "./copy";
import { EntryPicture } from "./entry-picture";

/** An entry's body: its links to pages and entries in the reader's language, its images as pictures below the first screen. */
export function EntryBody({ document, lang }: { document: RichTextDocument; lang: Lang }) {
  const links = publishedCollections()?.links[lang] ?? {};
  const resolveLink = (target: InternalLinkTarget) =>
    target.kind === "page" ? pageUrl(target.pageId, lang) : links[`${target.collection}/${target.id}`];
  return (
    <RichText
      document={document}
      resolveLink={resolveLink}
      renderImage={(id) => <EntryPicture id={id} lang={lang} sizes="(min-width: 48rem) 42rem, 100vw" />}
      newTabLabel={collectionCopy(lang).newTab}
    />
  );
}
