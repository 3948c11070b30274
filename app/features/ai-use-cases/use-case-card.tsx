import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { UseCase } from "#common/locales/use-case";
import { useCaseIcons } from "./icons";
import { illustration } from "./illustrations";
import { cardLinkState, caseSearch } from "./open-case";
import { PersonaAvatar } from "./persona-avatar";
import { card } from "~/components/ui/card";
import { LateImage } from "~/components/ui/late-image";
import { cn } from "~/lib/cn";

export const cardLinkId = (id: string) => `use-case-${id}`;

/**
 * One card of the row: image, title, subtitle, persona with role and the short story. The title
 * is a link over the whole card that opens the detail view (`?case=<id>`).
 */
export function UseCaseCard({ useCase, openLabel }: { useCase: UseCase; openLabel: string }) {
  const Icon = useCaseIcons[useCase.icon];
  return (
    <article
      data-testid="use-case-card"
      className={cn(
        card({ shadow: true }),
        "group relative flex h-full flex-col overflow-hidden transition-colors hover:border-ink-300 has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-3 has-[a:focus-visible]:outline-accent-600",
      )}
    >
      <LateImage
        {...illustration(useCase.image)}
        alt=""
        className="aspect-[8/5] w-full border-b border-sand-200 bg-sand-100"
      />
      <div className="flex flex-1 flex-col p-6">
        <span className="inline-flex size-9 items-center justify-center rounded-lg bg-accent-50 text-accent-700">
          <Icon aria-hidden className="size-5" />
        </span>
        <h3 className="mt-4 text-xl leading-snug font-semibold text-ink-950">
          <Link
            id={cardLinkId(useCase.id)}
            to={caseSearch(useCase.id)}
            state={cardLinkState(useCase.id)}
            preventScrollReset
            aria-haspopup="dialog"
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {useCase.title}
          </Link>
        </h3>
        <p className="mt-1.5 text-sm leading-snug text-ink-600">{useCase.subtitle}</p>
        <p className="mt-4 text-[0.9375rem] leading-relaxed text-ink-700">{useCase.story}</p>
        <div className="mt-auto flex items-center gap-3 pt-6">
          <PersonaAvatar name={useCase.persona} />
          <p className="text-sm leading-snug">
            <span className="block font-semibold text-ink-950">{useCase.persona}</span>
            <span className="block text-ink-600">{useCase.personaRole}</span>
          </p>
        </div>
        <span
          aria-hidden="true"
          className="mt-5 inline-flex items-center gap-1.5 border-t border-sand-200 pt-4 text-sm font-semibold text-accent-700"
        >
          {openLabel}
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none" />
        </span>
      </div>
    </article>
  );
}
