import { Link } from "react-router";
import { listedOn, type ListingPage } from "#common/collections/shown";
import { indexPath } from "#common/collections/site-paths";
import type { Lang } from "#common/config/route-table";
import { publishedCollections } from "#common/content/overlay";
import { SectionHeading } from "~/components/page/section-heading";
import { CardGrid, EntryCard } from "./cards";
import { collectionCopy } from "./copy";

/**
 * The newest references (and on a service page, insights) of the page's area, below its own
 * content (docs/decisions/0069). Nothing at all while nothing fits: the page stays as built.
 */
export function ListedEntries({ page, lang }: { page: ListingPage; lang: Lang }) {
  const { references, insights, area } = listedOn(publishedCollections(), page, lang);
  if (references.length === 0 && insights.length === 0) return null;
  const copy = collectionCopy(lang);
  const filter = area && { kind: "area" as const, value: area };
  const block = (kind: "references" | "insights", entries: typeof references, title: string, all: string) =>
    entries.length > 0 && (
      <div className="mt-12 first:mt-0">
        <SectionHeading id={`listed-${kind}`} eyebrow={copy[kind].eyebrow} title={title} />
        <div className="mt-8">
          <CardGrid>
            {entries.map((entry) => (
              <EntryCard key={entry.id} entry={entry} kind={kind} lang={lang} headingLevel={3} />
            ))}
          </CardGrid>
        </div>
        <Link
          to={indexPath({ collection: kind, lang, page: 1, ...(filter && { filter }) })}
          className="mt-6 inline-block font-semibold text-accent-700 underline underline-offset-4 hover:text-accent-600"
        >
          {all}
        </Link>
      </div>
    );
  return (
    <section aria-labelledby={references.length ? "listed-references" : "listed-insights"} className="bg-sand-50 py-20">
      <div className="container-page">
        {block(
          "references",
          references,
          area ? copy.listing.references : copy.listing.newestReferences,
          copy.listing.allReferences,
        )}
        {block("insights", insights, copy.listing.insights, copy.listing.allInsights)}
      </div>
    </section>
  );
}
