import { useLocation } from "react-router";
import { indexModel } from "#common/collections/shown";
import { parseCollectionPath } from "#common/collections/site-paths";
import { langFromPath } from "#common/config/route-table";
import { publishedCollections } from "#common/content/overlay";
import { goneHead, indexHead } from "~/features/collections/heads";
import { CollectionIndexPage, indexTitle } from "~/pages/collection-index";
import { EntryGonePage } from "~/pages/entry-gone";

/**
 * A view of a collection's index (docs/decisions/0069): rendered only while it shows something,
 * so the server answers 404 for it otherwise; no loader, its cards come with the page's content.
 */
function viewAt(pathname: string) {
  const at = parseCollectionPath(pathname);
  if (at?.kind !== "index") return undefined;
  const model = indexModel(publishedCollections(), at.view);
  return model && { view: at.view, model };
}

export function meta({ location }: { location: { pathname: string } }) {
  const shown = viewAt(location.pathname);
  if (!shown) return goneHead(location.pathname, langFromPath(location.pathname));
  return indexHead(shown.view, shown.model, indexTitle(shown.view, shown.model));
}

export default function CollectionIndex() {
  const { pathname } = useLocation();
  const shown = viewAt(pathname);
  const at = parseCollectionPath(pathname);
  return (
    <main id="main" tabIndex={-1} className="outline-none">
      {shown ? (
        <CollectionIndexPage view={shown.view} model={shown.model} />
      ) : (
        <EntryGonePage
          collection={at?.kind === "index" ? at.view.collection : "references"}
          lang={langFromPath(pathname)}
        />
      )}
    </main>
  );
}
