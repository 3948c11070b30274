import { Link } from "react-router";
import type { IndexModel } from "#common/collections/shown";
import { indexPath, type IndexFilter, type IndexView } from "#common/collections/site-paths";
import { eyebrow } from "~/components/ui/eyebrow";
import { CardGrid, EntryCard } from "~/features/collections/cards";
import { collectionCopy, fill } from "~/features/collections/copy";
import { cn } from "~/lib/cn";

/** The title of an index view: the collection's, with its filter and page number. */
export function indexTitle(view: IndexView, model: IndexModel): string {
  const copy = collectionCopy(view.lang);
  const title = copy[view.collection].title;
  const filter = filterLabel(view.filter, view, model);
  const named = filter ? fill(copy.index.filteredTitle, { title, filter }) : title;
  return view.page > 1 ? fill(copy.index.pageTitle, { title: named, page: view.page }) : named;
}

function filterLabel(filter: IndexFilter | undefined, view: IndexView, model: IndexModel) {
  if (filter?.kind === "area") return collectionCopy(view.lang).areas[filter.value];
  if (filter?.kind === "industry") return model.industries.find((i) => i.slug === filter.value)?.name;
  return undefined;
}

const chip = (current: boolean) =>
  cn(
    "inline-block rounded-full border px-3 py-1 text-sm font-semibold",
    current
      ? "border-accent-700 bg-accent-700 text-white"
      : "border-sand-200 bg-white text-accent-700 hover:border-accent-600",
  );

/** One group of filter links: "All" and each value, the current one marked. */
function FilterLinks({ label, links }: { label: string; links: { href: string; text: string; current: boolean }[] }) {
  return (
    <div>
      <p className="text-sm font-semibold text-ink-950">{label}</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.href}>
            <Link to={link.href} className={chip(link.current)} aria-current={link.current ? "page" : undefined}>
              {link.text}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** An index page: its filters as plain links, twelve cards, the pages as links. */
export function CollectionIndexPage({ view, model }: { view: IndexView; model: IndexModel }) {
  const copy = collectionCopy(view.lang);
  const own = copy[view.collection];
  const at = (filter?: IndexFilter) =>
    indexPath({ collection: view.collection, lang: view.lang, page: 1, ...(filter && { filter }) });
  const same = (filter?: IndexFilter) => JSON.stringify(filter) === JSON.stringify(view.filter);
  const all = { href: at(), text: copy.index.all, current: !view.filter };
  const areaLinks = model.areas.map((value) => ({ kind: "area" as const, value }));
  const industryLinks = model.industries.map(({ slug }) => ({ kind: "industry" as const, value: slug }));
  const title = indexTitle(view, model);
  return (
    <>
      <section className="border-b border-sand-200 bg-sand-50">
        <div className="container-page py-16 md:py-24">
          <p className={eyebrow()}>{own.eyebrow}</p>
          <h1 className="mt-4 max-w-4xl text-4xl leading-[1.1] font-semibold text-ink-950 md:text-5xl lg:text-6xl">
            {title}
          </h1>
          <p className="mt-6 max-w-3xl text-lg leading-relaxed text-ink-700 md:text-xl">{own.intro}</p>
        </div>
      </section>
      <div className="container-page py-12">
        <nav aria-label={copy.index.filters} className="grid gap-6 md:grid-cols-2">
          {areaLinks.length > 1 && (
            <FilterLinks
              label={copy.index.byArea}
              links={[all, ...areaLinks.map((f) => ({ href: at(f), text: copy.areas[f.value], current: same(f) }))]}
            />
          )}
          {industryLinks.length > 1 && (
            <FilterLinks
              label={copy.index.byIndustry}
              links={[
                all,
                ...model.industries.map(({ name, slug }) => {
                  const f = { kind: "industry" as const, value: slug };
                  return { href: at(f), text: name, current: same(f) };
                }),
              ]}
            />
          )}
        </nav>
        <div className="mt-10">
          <CardGrid>
            {model.cards.map((entry, index) => (
              <EntryCard key={entry.id} entry={entry} kind={view.collection} lang={view.lang} first={index === 0} />
            ))}
          </CardGrid>
        </div>
        {model.pageCount > 1 && <Pages view={view} model={model} />}
      </div>
    </>
  );
}

function Pages({ view, model }: { view: IndexView; model: IndexModel }) {
  const copy = collectionCopy(view.lang).index;
  const href = (page: number) => indexPath({ ...view, page });
  const pages = Array.from({ length: model.pageCount }, (_, i) => i + 1);
  return (
    <nav aria-label={copy.pages} className="mt-12 flex flex-wrap items-center gap-2">
      {view.page > 1 && (
        <Link to={href(view.page - 1)} rel="prev" className={chip(false)}>
          {copy.previous}
        </Link>
      )}
      <ul className="flex flex-wrap gap-2">
        {pages.map((page) => (
          <li key={page}>
            <Link
              to={href(page)}
              className={chip(page === view.page)}
              aria-current={page === view.page ? "page" : undefined}
              aria-label={fill(copy.pageOf, { page, total: model.pageCount })}
            >
              {page}
            </Link>
          </li>
        ))}
      </ul>
      {view.page < model.pageCount && (
        <Link to={href(view.page + 1)} rel="next" className={chip(false)}>
          {copy.next}
        </Link>
      )}
    </nav>
  );
}
