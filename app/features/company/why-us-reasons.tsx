import type { ComponentType, MouseEvent } from "react";
import { CheckList } from "~/components/page/check-list";
import { useTranslation } from "react-i18next";
import { DeliveryTeamsNote } from "~/components/page/delivery-teams-note";
import { Reveal } from "~/components/page/reveal";
import { cn } from "~/lib/cn";
import type de from "#common/locales/de/why-us";
import {
  IntegrityIllustration,
  InternationalIllustration,
  SeniorityIllustration,
  StrategyIllustration,
  TechnologyIllustration,
  VisionIllustration,
} from "./illustrations";
import { scrollToSection } from "~/lib/scroll-to-section";
import { useHashScroll } from "./section-scroll";
import { eyebrow } from "~/components/ui/eyebrow";

type ReasonId = keyof typeof de.sections;

/** The six reasons in page order; each id is the section's anchor (ADR 0010), in both languages. */
export const reasons = [
  { id: "strategie", Illustration: StrategyIllustration },
  { id: "senioritaet", Illustration: SeniorityIllustration },
  { id: "vision", Illustration: VisionIllustration },
  { id: "technologie", Illustration: TechnologyIllustration },
  { id: "international", Illustration: InternationalIllustration },
  { id: "integritaet", Illustration: IntegrityIllustration },
] as const satisfies readonly { id: ReasonId; Illustration: ComponentType<{ className?: string }> }[];

export const reasonIds: readonly ReasonId[] = reasons.map((r) => r.id);

/** The hero's anchor pills: plain links to the sections, scrolled smoothly when scripts run. */
export function ReasonPills() {
  const { t } = useTranslation("whyUs");

  function onClick(event: MouseEvent<HTMLAnchorElement>, id: ReasonId) {
    // Modified clicks (new tab, new window) keep the browser's behaviour.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (scrollToSection(id, { updateHash: true })) event.preventDefault();
  }

  return (
    <nav aria-label={t("pillsLabel")} className="mt-10">
      <ul className="flex flex-wrap gap-2.5">
        {reasons.map(({ id }, index) => (
          <li key={id}>
            <a
              href={`#${id}`}
              onClick={(event) => onClick(event, id)}
              className="inline-flex h-11 items-center gap-2 rounded-full border border-ink-900/15 bg-white px-4 text-sm font-semibold text-ink-900 transition-colors hover:border-accent-600 hover:text-accent-700"
            >
              <span aria-hidden className="text-xs font-semibold text-accent-700 tabular-nums">
                {String(index + 1).padStart(2, "0")}
              </span>
              {t(`sections.${id}.pill`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The six sections: illustration, number, title, description and bullets; image side alternating. */
export function ReasonSections() {
  const { t } = useTranslation("whyUs");
  useHashScroll(reasonIds);
  return (
    <div className="container-page divide-y divide-sand-200">
      {reasons.map(({ id, Illustration }, index) => {
        const imageRight = index % 2 === 1;
        return (
          <section
            key={id}
            id={id}
            tabIndex={-1}
            aria-labelledby={`${id}-title`}
            data-image-side={imageRight ? "right" : "left"}
            className="py-16 outline-none md:py-24"
          >
            <Reveal className="grid items-center gap-10 md:grid-cols-2 lg:gap-16">
              <div className={cn(imageRight && "md:order-last")}>
                <Illustration className="border border-sand-200" />
              </div>
              <div>
                <p className={eyebrow()}>
                  <span className="tabular-nums">{String(index + 1).padStart(2, "0")}</span>
                  <span aria-hidden> · </span>
                  {t(`sections.${id}.pill`)}
                </p>
                <h2 id={`${id}-title`} className="mt-3 text-3xl font-semibold text-ink-950 lg:text-4xl">
                  {t(`sections.${id}.title`)}
                </h2>
                <p className="mt-5 text-lg leading-relaxed text-ink-700">{t(`sections.${id}.description`)}</p>
                <CheckList
                  className="mt-7 grid gap-3"
                  points={t(`sections.${id}.bullets`, { returnObjects: true })}
                  itemClassName="leading-relaxed text-ink-800"
                  bold
                />
                {/* The section claims the saving; the note says where the teams that make it work. */}
                {id === "international" && <DeliveryTeamsNote className="mt-7" />}
              </div>
            </Reveal>
          </section>
        );
      })}
    </div>
  );
}
