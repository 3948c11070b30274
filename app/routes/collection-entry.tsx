import { useLocation } from "react-router";
import { entriesOf } from "#common/collections/shown";
import { parseCollectionPath } from "#common/collections/site-paths";
import { langFromPath } from "#common/config/route-table";
import { publishedCollections } from "#common/content/overlay";
import { entryHead, goneHead, namedMembers } from "~/features/collections/heads";
import { EntryGonePage } from "~/pages/entry-gone";
import { InsightPage } from "~/pages/insight";
import { ReferencePage } from "~/pages/reference";

/**
 * An entry's page, rendered only when the owner publishes (docs/decisions/0069): no loader, the
 * entry comes with the content the page carries. A slug without an entry shows the page a removed
 * entry answers with; the server sends it with 410 for every slug that is gone.
 */
function shownAt(pathname: string) {
  const at = parseCollectionPath(pathname);
  if (at?.kind !== "entry") return undefined;
  const entry = entriesOf(publishedCollections(), at.collection, at.lang).find((shown) => shown.slug === at.slug);
  return { ...at, entry };
}

export function meta({ location }: { location: { pathname: string } }) {
  const at = shownAt(location.pathname);
  if (!at?.entry) return goneHead(location.pathname, langFromPath(location.pathname));
  return entryHead(at.collection, at.entry, at.lang);
}

export default function CollectionEntry() {
  const at = shownAt(useLocation().pathname);
  return (
    <main id="main" tabIndex={-1} className="outline-none">
      {!at?.entry ? (
        <EntryGonePage collection={at?.collection ?? "references"} lang={at?.lang ?? "de"} />
      ) : at.collection === "references" ? (
        <ReferencePage entry={at.entry} contact={namedMembers("references", at.entry, at.lang)[0]} lang={at.lang} />
      ) : (
        <InsightPage entry={at.entry} author={namedMembers("insights", at.entry, at.lang)[0]} lang={at.lang} />
      )}
    </main>
  );
}
