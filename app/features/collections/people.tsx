import type { ShownEntry } from "#common/collections/shown";
import type { Lang } from "#common/config/route-table";
import { card } from "~/components/ui/card";
import { cn } from "~/lib/cn";
import { collectionCopy, fill } from "./copy";
import { creditOf, EntryPicture } from "./entry-picture";

interface Member {
  name: string;
  role: string;
  photo: string;
  bio?: string;
  languages: string[];
  linkedIn: string;
}

/** A team member's card on the team page: photo, name, role, short bio, languages, LinkedIn. */
export function MemberCard({ member, lang }: { member: ShownEntry; lang: Lang }) {
  const data = member.data as unknown as Member;
  const copy = collectionCopy(lang).team;
  return (
    <article id={member.slug} className={cn(card({ shadow: true }), "scroll-mt-28 overflow-hidden")}>
      <EntryPicture
        id={data.photo}
        lang={lang}
        sizes="(min-width: 64rem) 30vw, (min-width: 40rem) 45vw, 100vw"
        imageClassName="aspect-square"
      />
      <div className="p-6">
        <h2 className="text-xl font-semibold text-ink-950">{data.name}</h2>
        <p className="mt-1 font-semibold text-accent-700">{data.role}</p>
        {data.bio && <p className="mt-4 leading-relaxed text-ink-700">{data.bio}</p>}
        <p className="mt-4 text-sm text-ink-700">
          <span className="font-semibold text-ink-950">{copy.languages}:</span> {data.languages.join(", ")}
        </p>
        {data.linkedIn && (
          <a
            href={data.linkedIn}
            rel="noopener noreferrer"
            className="mt-4 inline-block text-sm font-semibold text-accent-700 underline underline-offset-4 hover:text-accent-600"
          >
            {fill(copy.linkedIn, { name: data.name })}
          </a>
        )}
      </div>
    </article>
  );
}

/** A person beside an entry (its author or contact): photo, name, role, a link to their place on the team page. */
export function PersonCard({ member, lang, label }: { member: ShownEntry; lang: Lang; label: string }) {
  const data = member.data as unknown as Member;
  const credit = creditOf(data.photo);
  return (
    <aside aria-label={label} className={cn(card({ tone: "sand" }), "flex items-center gap-4 p-5")}>
      <EntryPicture
        id={data.photo}
        lang={lang}
        sizes="4rem"
        className="w-16 shrink-0 overflow-hidden rounded-full"
        imageClassName="aspect-square"
        caption="elsewhere"
      />
      <div>
        <p className="text-sm text-ink-600">{label}</p>
        <p className="font-semibold text-ink-950">
          <a href={member.path} className="hover:text-accent-700">
            {data.name}
          </a>
        </p>
        <p className="text-sm text-ink-700">{data.role}</p>
        {credit && <small className="mt-1 block text-xs text-ink-600">{credit}</small>}
      </div>
    </aside>
  );
}
