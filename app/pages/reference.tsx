import type { ServiceArea } from "#common/collections/service-areas";
import type { ShownEntry } from "#common/collections/shown";
import type { Lang } from "#common/config/route-table";
import type { RichTextDocument } from "#common/rich-text/document";
import { eyebrow } from "~/components/ui/eyebrow";
import { card } from "~/components/ui/card";
import { AreaLinks } from "~/features/collections/area-links";
import { clientLabel } from "~/features/collections/cards";
import { collectionCopy, formatFigure } from "~/features/collections/copy";
import { EntryBody } from "~/features/collections/entry-body";
import { EntryPicture } from "~/features/collections/entry-picture";
import { PersonCard } from "~/features/collections/people";
import { cn } from "~/lib/cn";

interface ReferenceData {
  title: string;
  client: { kind: "named"; name: string } | { kind: "described"; description: string };
  industry: string;
  serviceAreas: ServiceArea[];
  situation: string;
  approach: string;
  results: string;
  figures: { value: number; unit: string; measures: string; period: string }[];
  quote: { said: { text: string; person: string; role: string }; consent: boolean; shown: boolean } | null;
  leadImage: string;
  clientLogo: string | null;
  body: RichTextDocument | null;
}

/** The lead image's width in the layout: the text column's. */
export const referenceLeadSizes = "(min-width: 80rem) 76rem, 100vw";

/** A reference (case study): what the client faced, what we did, what came of it, in words and figures. */
export function ReferencePage({ entry, contact, lang }: { entry: ShownEntry; contact?: ShownEntry; lang: Lang }) {
  const data = entry.data as unknown as ReferenceData;
  const copy = collectionCopy(lang).references;
  const quote = data.quote?.shown && data.quote.consent ? data.quote.said : undefined;
  return (
    <article>
      <ReferenceHeader data={data} lang={lang} />
      <div className="container-page pt-10">
        <EntryPicture
          id={data.leadImage}
          lang={lang}
          sizes={referenceLeadSizes}
          priority
          // The image rounded, not its figure: the credit below would lose its first letter to the corner.
          imageClassName="aspect-[21/9] rounded-[var(--radius-card)]"
        />
      </div>
      <div className="container-page grid gap-12 py-16 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="max-w-3xl">
          <Story title={copy.situation} text={data.situation} />
          <Story title={copy.approach} text={data.approach} />
          <Story title={copy.results} text={data.results} />
          {data.figures.length > 0 && (
            <section aria-labelledby="figures" className="mt-12">
              <h2 id="figures" className="text-2xl font-semibold text-ink-950">
                {copy.figures}
              </h2>
              <ul className="mt-6 grid gap-4 sm:grid-cols-2">
                {data.figures.map((figure, i) => (
                  <li key={i} className={cn(card({ tone: "sand" }), "p-5")}>
                    <span className="block text-3xl font-semibold text-accent-700">
                      {formatFigure(figure.value, lang)}
                      {figure.unit === "%" ? "\u00a0%" : `\u00a0${figure.unit}`}
                    </span>
                    <span className="mt-2 block font-semibold text-ink-950">{figure.measures}</span>
                    <span className="block text-sm text-ink-600">{figure.period}</span>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {quote && (
            <figure className="mt-12 border-l-4 border-accent-600 pl-6">
              <figcaption className="sr-only">{copy.quote}</figcaption>
              <blockquote className="text-xl leading-relaxed text-ink-800">{quote.text}</blockquote>
              <p className="mt-4 text-ink-700">
                <span className="font-semibold text-ink-950">{quote.person}</span>, {quote.role}
              </p>
            </figure>
          )}
          {data.body && (
            <div className="mt-8">
              <EntryBody document={data.body} lang={lang} />
            </div>
          )}
        </div>
        {contact && (
          <div className="lg:pt-2">
            <PersonCard member={contact} lang={lang} label={copy.contact} />
          </div>
        )}
      </div>
    </article>
  );
}

/** The case at a glance: the title, the client (its logo only when named), the industry, the service areas. */
function ReferenceHeader({ data, lang }: { data: ReferenceData; lang: Lang }) {
  const copy = collectionCopy(lang).references;
  return (
    <header className="border-b border-sand-200 bg-sand-50">
      <div className="container-page py-16 md:py-20">
        <p className={eyebrow()}>{copy.eyebrow}</p>
        <h1 className="mt-4 max-w-4xl text-4xl leading-[1.1] font-semibold text-ink-950 md:text-5xl">{data.title}</h1>
        <dl className="mt-8 grid max-w-3xl gap-4 text-ink-700 sm:grid-cols-2">
          <div>
            <dt className="text-sm font-semibold text-ink-950">{copy.client}</dt>
            <dd className="mt-1 flex items-center gap-3">
              {data.client.kind === "named" && data.clientLogo && (
                <EntryPicture id={data.clientLogo} lang={lang} sizes="6rem" className="w-24 shrink-0" />
              )}
              {clientLabel(data.client)}
            </dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-ink-950">{copy.industry}</dt>
            <dd className="mt-1">{data.industry}</dd>
          </div>
        </dl>
        <div className="mt-6">
          <AreaLinks areas={data.serviceAreas} lang={lang} label={copy.serviceAreas} />
        </div>
      </div>
    </header>
  );
}

function Story({ title, text }: { title: string; text: string }) {
  return (
    <section className="mt-10 first:mt-0">
      <h2 className="text-2xl font-semibold text-ink-950">{title}</h2>
      {text.split(/\n{2,}/).map((paragraph, i) => (
        <p key={i} className="mt-4 leading-[1.75] whitespace-pre-line text-ink-700">
          {paragraph}
        </p>
      ))}
    </section>
  );
}
