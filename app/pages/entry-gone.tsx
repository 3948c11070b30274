import { Link } from "react-router";
import { isPresent } from "#common/collections/shown";
import { collectionPath, type ListedCollection } from "#common/collections/site-paths";
import { pageUrl, type Lang } from "#common/config/route-table";
import { publishedCollections } from "#common/content/overlay";
import { Button } from "~/components/ui/button";
import { collectionCopy } from "~/features/collections/copy";

/** What a removed entry's address answers (410): it is gone for good, and where its collection is. */
export function EntryGonePage({ collection, lang }: { collection: ListedCollection; lang: Lang }) {
  const copy = collectionCopy(lang).gone;
  const index = isPresent(publishedCollections(), collection, lang);
  return (
    <section data-gone="" className="container-page flex min-h-[60vh] flex-col items-start justify-center py-24">
      <span className="block text-7xl font-semibold tracking-tight text-accent-600">{copy.eyebrow}</span>
      <h1 className="mt-4 text-4xl font-semibold text-ink-950">{copy.title}</h1>
      <p className="mt-4 max-w-xl text-lg text-ink-700">{copy.text}</p>
      <Button asChild size="lg" className="mt-8">
        {index ? (
          <Link to={collectionPath(collection, lang)}>{copy.back[collection]}</Link>
        ) : (
          <Link to={pageUrl("home", lang)}>{copy.home}</Link>
        )}
      </Button>
    </section>
  );
}
