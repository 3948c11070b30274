import { Link } from "react-router";
import type { ServiceArea } from "#common/collections/service-areas";
import type { ShownEntry } from "#common/collections/shown";
import type { Lang } from "#common/config/route-table";
import { card } from "~/components/ui/card";
import { eyebrow } from "~/components/ui/eyebrow";
import { cn } from "~/lib/cn";
import { collectionCopy, fill, formatDay } from "./copy";
import { creditOf, EntryPicture } from "./entry-picture";

/** The cards' image widths in the grid below (the index's head preloads the first at these). */
export const cardSizes = "(min-width: 64rem) 30vw, (min-width: 40rem) 45vw, 100vw";

/** What a reference's card says of its client: the name it agreed to, or the description. */
export const clientLabel = (client: unknown) => {
  const value = client as { kind: "named"; name: string } | { kind: "described"; description: string };
  return value.kind === "named" ? value.name : value.description;
};

/** A card of an entry: its lead image, what it is, its title as the link to its page. */
export function EntryCard({
  entry,
  kind,
  lang,
  headingLevel = 2,
  first = false,
}: {
  entry: ShownEntry;
  kind: "references" | "insights";
  lang: Lang;
  headingLevel?: 2 | 3;
  /** The first card of an index: on a phone its image is the largest paint, so it loads at once. */
  first?: boolean;
}) {
  const copy = collectionCopy(lang);
  const data = entry.data;
  const credit = creditOf(data.leadImage as string | undefined);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const over =
    kind === "references"
      ? String(data.industry ?? "")
      : ((data.serviceAreas as ServiceArea[] | undefined) ?? []).map((area) => copy.areas[area]).join(" · ");
  const under =
    kind === "references"
      ? clientLabel(data.client)
      : [
          formatDay(String(data.date), lang),
          entry.readingMinutes ? fill(copy.insights.readingTime, { minutes: entry.readingMinutes }) : "",
        ]
          .filter(Boolean)
          .join(" · ");
  return (
    <article className={cn(card({ shadow: true }), "relative flex flex-col overflow-hidden")}>
      <EntryPicture
        id={data.leadImage as string | undefined}
        lang={lang}
        sizes={cardSizes}
        priority={first}
        imageClassName="aspect-[16/9]"
        caption="elsewhere"
      />
      <div className="flex flex-1 flex-col p-6">
        {over && <p className={eyebrow()}>{over}</p>}
        <Heading className="mt-2 text-xl leading-snug font-semibold text-ink-950">
          <Link
            to={entry.path}
            className="after:absolute after:inset-0 hover:text-accent-700 focus-visible:outline-none"
          >
            {String(data.title)}
          </Link>
        </Heading>
        {kind === "insights" && data.summary ? (
          <p className="mt-3 leading-relaxed text-ink-700">{String(data.summary)}</p>
        ) : null}
        <p className="mt-auto pt-4 text-sm text-ink-600">{under}</p>
        {credit && <small className="mt-2 block text-xs text-ink-600">{credit}</small>}
      </div>
    </article>
  );
}

/** Cards in the site's grid: one column on a phone, two on a tablet, three wide. */
export function CardGrid({ children }: { children: React.ReactNode }) {
  return <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">{children}</div>;
}
