import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { UseCase } from "#common/locales/use-case";
import { cn } from "~/lib/cn";
import { UseCaseCard } from "./use-case-card";
import { useScrollRow } from "./use-scroll-row";
import { SectionTitle } from "./section-title";

/**
 * Inset of the row: the page container's padding (1.25 rem, 2 rem from md, more beside the 76 rem
 * container), so the first card lines up with the heading and snaps back to the same place.
 */
const inset = "px-5 md:px-[max(2rem,calc((100%-76rem)/2+2rem))]";
const snapInset = "scroll-px-5 md:scroll-px-[max(2rem,calc((100%-76rem)/2+2rem))]";

interface UseCaseRowProps {
  id: string;
  title: string;
  intro: string;
  useCases: UseCase[];
}

/**
 * The section with the card row: native horizontal scrolling with snap points (touch, trackpad,
 * keyboard once the region has focus) and previous/next buttons that move by one card.
 */
export function UseCaseRow({ id, title, intro, useCases }: UseCaseRowProps) {
  const { t } = useTranslation("aiUseCases");
  const { rowRef, atStart, atEnd, onScroll, scrollByItem } = useScrollRow<HTMLDivElement>();
  const rowId = `${id}-row`;
  const arrowButton = (direction: 1 | -1, disabled: boolean) => {
    const Icon = direction === 1 ? ChevronRight : ChevronLeft;
    return (
      <button
        type="button"
        aria-label={t(direction === 1 ? "row.next" : "row.previous")}
        aria-controls={rowId}
        aria-disabled={disabled}
        onClick={() => !disabled && scrollByItem(direction)}
        className={cn(
          "inline-flex size-11 items-center justify-center rounded-full border border-ink-900/15 bg-white text-ink-900 transition-colors",
          disabled ? "cursor-default opacity-40" : "hover:border-ink-900/40 hover:bg-sand-50",
        )}
      >
        <Icon aria-hidden className="size-5" />
      </button>
    );
  };

  return (
    <section id={id} aria-labelledby={`${id}-title`} className="py-16 md:py-24">
      <div className="container-page flex flex-wrap items-end justify-between gap-6">
        <SectionTitle sectionId={id} title={title} intro={intro} />
        <div className="flex gap-2">
          {arrowButton(-1, atStart)}
          {arrowButton(1, atEnd)}
        </div>
      </div>
      <div
        id={rowId}
        ref={rowRef}
        role="region"
        aria-label={t("row.label")}
        // A scrollable region takes focus so keyboard users can scroll it with the arrow keys.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        onScroll={onScroll}
        data-testid="use-case-row"
        className={cn(
          "mt-10 snap-x snap-mandatory overflow-x-auto overscroll-x-contain pt-1 pb-6 [scrollbar-color:var(--color-sand-300)_transparent] [scrollbar-width:thin] focus-visible:outline-offset-[-2px]",
          snapInset,
        )}
      >
        <ul className={cn("flex w-max gap-5", inset)}>
          {useCases.map((useCase) => (
            <li
              key={useCase.id}
              data-scroll-item
              className="flex w-[82vw] max-w-[23rem] shrink-0 snap-start sm:w-[23rem]"
            >
              <UseCaseCard useCase={useCase} openLabel={t("row.open")} />
            </li>
          ))}
        </ul>
      </div>
      <div className="container-page">
        <p className="mt-2 max-w-3xl text-sm leading-relaxed text-ink-600">{t("note")}</p>
      </div>
    </section>
  );
}
