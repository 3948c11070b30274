import type { ReactNode } from "react";
import { Reveal } from "~/components/page/reveal";
import { card } from "~/components/ui/card";
import { cn } from "~/lib/cn";

/** A page's closing call to action on a dark panel; the buttons come as children. */
export function ClosingCta({
  id,
  title,
  text,
  children,
}: {
  id: string;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="container-page py-16 md:py-24">
      <Reveal className={cn(card({ tone: "dark" }), "px-6 py-12 md:px-14 md:py-16")}>
        <h2 id={id} className="max-w-2xl text-3xl font-semibold md:text-4xl">
          {title}
        </h2>
        <p className="mt-4 max-w-2xl text-lg leading-relaxed text-ink-100">{text}</p>
        <div className="mt-8 flex flex-wrap gap-3">{children}</div>
      </Reveal>
    </section>
  );
}
