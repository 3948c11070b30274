import type { ShownEntry } from "#common/collections/shown";
import type { Lang } from "#common/config/route-table";
import { eyebrow } from "~/components/ui/eyebrow";
import { CardGrid } from "~/features/collections/cards";
import { collectionCopy } from "~/features/collections/copy";
import { MemberCard } from "~/features/collections/people";

/** The team page: a card for each published member, in the owner's order. */
export function TeamPage({ members, lang }: { members: ShownEntry[]; lang: Lang }) {
  const copy = collectionCopy(lang).team;
  return (
    <>
      <section className="border-b border-sand-200 bg-sand-50">
        <div className="container-page py-16 md:py-24">
          <p className={eyebrow()}>{copy.eyebrow}</p>
          <h1 className="mt-4 max-w-4xl text-4xl leading-[1.1] font-semibold text-ink-950 md:text-5xl lg:text-6xl">
            {copy.title}
          </h1>
          <p className="mt-6 max-w-3xl text-lg leading-relaxed text-ink-700 md:text-xl">{copy.intro}</p>
        </div>
      </section>
      <div className="container-page py-16">
        <CardGrid>
          {members.map((member) => (
            <MemberCard key={member.id} member={member} lang={lang} />
          ))}
        </CardGrid>
      </div>
    </>
  );
}
