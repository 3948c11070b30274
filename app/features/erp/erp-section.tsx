import type { ReactNode } from "react";
import { SectionHeading } from "~/components/page/section-heading";
import { cn } from "~/lib/cn";

const bands = { top: "border-t border-sand-200 bg-sand-50", both: "border-y border-sand-200 bg-sand-50" } as const;

/**
 * A section of an ERP page: its heading (the copy's eyebrow, title as the h2 `titleId` that names
 * the section, and intro if any), then its cards. In the page's column, or with `band` on the sand band, bordered at the top
 * or at both ends. `id` is an anchor; `focusable` lets a button move the focus to it.
 */
export function ErpSection({
  titleId,
  heading,
  band,
  id,
  focusable = false,
  children,
}: {
  titleId: string;
  heading: { eyebrow: string; title: string; intro?: string };
  band?: keyof typeof bands;
  id?: string;
  focusable?: boolean;
  children: ReactNode;
}) {
  const content = (
    <>
      <SectionHeading id={titleId} eyebrow={heading.eyebrow} title={heading.title} intro={heading.intro} />
      {children}
    </>
  );
  if (!band) {
    return (
      <section id={id} aria-labelledby={titleId} className="container-page py-16 md:py-24">
        {content}
      </section>
    );
  }
  return (
    <section
      id={id}
      tabIndex={focusable ? -1 : undefined}
      aria-labelledby={titleId}
      className={cn(bands[band], focusable && "outline-none")}
    >
      <div className="container-page py-16 md:py-24">{content}</div>
    </section>
  );
}
