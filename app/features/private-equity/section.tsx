import type { ReactNode } from "react";
import { SectionHeading } from "~/components/page/section-heading";
import { cn } from "~/lib/cn";

const tones = {
  white: "bg-white",
  sand: "border-y border-sand-200 bg-sand-50",
  ink: "bg-ink-900 text-white",
} as const;

interface SectionProps {
  /** Anchor of the section; its h2 gets `<id>-title` and labels the region. */
  id: string;
  /** The section's copy: eyebrow, title and optional intro (the copy object may hold more). */
  heading: { eyebrow: string; title: string; intro?: string };
  tone?: keyof typeof tones;
  /** Heading and intro beside the content (lg and up) instead of above it. */
  aside?: boolean;
  children: ReactNode;
}

/** A page section of the private-equity pages: eyebrow, h2, optional intro, then content. */
export function Section({ id, heading, tone = "white", aside = false, children }: SectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={cn("scroll-mt-24", tones[tone])}>
      <div
        className={cn(
          "container-page py-16 md:py-24",
          aside && "lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,1.45fr)] lg:gap-16",
        )}
      >
        <SectionHeading
          id={`${id}-title`}
          eyebrow={heading.eyebrow}
          title={heading.title}
          intro={heading.intro}
          dark={tone === "ink"}
          className={cn(aside && "lg:sticky lg:top-28 lg:self-start")}
        />
        <div className={cn(aside ? "mt-10 lg:mt-0" : "mt-12")}>{children}</div>
      </div>
    </section>
  );
}
