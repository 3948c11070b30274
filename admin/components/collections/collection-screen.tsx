/**
 * A collection's screen (references, insights, the team): its list at /admin/<path>, a new entry
 * at /admin/<path>/new, an entry at /admin/<path>/<id>. Each collection's module declares its
 * screen with `collectionScreen` (admin/screens/registry.ts routes it and adds its menu entry).
 */
import { Plus } from "lucide-react";
import { Link, useParams } from "react-router";
import { adminEndpoints } from "#common/admin-api";
import type { CollectionId } from "#common/collections";
import { buttonVariants } from "~/components/ui/button";
import { useCopy } from "../../lib/i18n";
import type { AdminScreen } from "../../lib/screens";
import { useTitle } from "../../lib/use-title";
import { EntryEditor } from "./entry-editor";
import { EntryList } from "./entry-list";

function CollectionPage({ collection }: { collection: CollectionId }) {
  const { t } = useCopy();
  const rest = useParams()["*"] ?? "";
  const name = t(`collections.names.${collection}`);
  useTitle(name);
  if (rest) return <EntryEditor collection={collection} id={rest === "new" ? undefined : rest} />;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-semibold text-ink-950">{name}</h1>
        <Link to="new" className={buttonVariants()}>
          <Plus aria-hidden />
          {t("collections.newEntry")}
        </Link>
      </div>
      <p className="mt-2 max-w-3xl text-ink-700">{t(`collections.intro.${collection}`)}</p>
      <EntryList collection={collection} />
    </>
  );
}

/** The screen of a collection, at `path` (its list and, below it, its entries), in the menu at `menu`. */
export function collectionScreen(
  collection: CollectionId,
  path: string,
  menu: NonNullable<AdminScreen["menu"]>,
): AdminScreen {
  return {
    path: `${path}/*`,
    Component: () => <CollectionPage collection={collection} />,
    standsOn: adminEndpoints.listEntries,
    menu,
  };
}
