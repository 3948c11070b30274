import type { ServiceArea } from "#common/collections/service-areas";
import type { ShownEntry } from "#common/collections/shown";
import type { Lang } from "#common/config/route-table";
import type { RichTextDocument } from "#common/rich-text/document";
import { eyebrow } from "~/components/ui/eyebrow";
import { AreaLinks } from "~/features/collections/area-links";
import { collectionCopy, fill, formatDay } from "~/features/collections/copy";
import { EntryBody } from "~/features/collections/entry-body";
import { EntryPicture } from "~/features/collections/entry-picture";
import { PersonCard } from "~/features/collections/people";

interface InsightData {
  title: string;
  summary: string;
  date: string;
  leadImage: string;
  body: RichTextDocument;
  serviceAreas: ServiceArea[];
}

/** The lead image's width in the layout: the reading column's. */
export const insightLeadSizes = "(min-width: 56rem) 48rem, 100vw";

/** An insight (article): title, summary, author, date and reading time, the lead image, the body, its topics. */
export function InsightPage({ entry, author, lang }: { entry: ShownEntry; author?: ShownEntry; lang: Lang }) {
  const data = entry.data as unknown as InsightData;
  const copy = collectionCopy(lang).insights;
  return (
    <article>
      <header className="border-b border-sand-200 bg-sand-50">
        <div className="container-page max-w-4xl py-16 md:py-20">
          <p className={eyebrow()}>{copy.eyebrow}</p>
          <h1 className="mt-4 text-4xl leading-[1.1] font-semibold text-ink-950 md:text-5xl">{data.title}</h1>
          <p className="mt-6 text-lg leading-relaxed text-ink-700 md:text-xl">{data.summary}</p>
          <p className="mt-6 text-sm text-ink-600">
            <time dateTime={data.date}>{fill(copy.published, { date: formatDay(data.date, lang) })}</time>
            {entry.readingMinutes ? ` · ${fill(copy.readingTime, { minutes: entry.readingMinutes })}` : ""}
          </p>
        </div>
      </header>
      <div className="container-page max-w-4xl pt-10">
        <EntryPicture
          id={data.leadImage}
          lang={lang}
          sizes={insightLeadSizes}
          priority
          // The image rounded, not its figure: the credit below would lose its first letter to the corner.
          imageClassName="aspect-[16/9] rounded-[var(--radius-card)]"
        />
      </div>
      <div className="container-page max-w-4xl py-12">
        {author && <PersonCard member={author} lang={lang} label={copy.author} />}
        <div className="mt-8 max-w-3xl">
          <EntryBody document={data.body} lang={lang} />
        </div>
        <div className="mt-12">
          <AreaLinks areas={data.serviceAreas} lang={lang} label={copy.serviceAreas} />
        </div>
      </div>
    </article>
  );
}
