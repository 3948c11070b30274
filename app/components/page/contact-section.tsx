import type { ReactNode } from "react";
import { eyebrow as eyebrowClass } from "~/components/ui/eyebrow";
import { card } from "~/components/ui/card";
import { cn } from "~/lib/cn";

/** `band`: a full-width sand band (home page); `card`: a dark card inside the page (private equity). */
const variants = {
  band: {
    section: "border-t border-sand-200 bg-sand-50",
    grid: "container-page grid gap-10 py-20 md:py-28 lg:grid-cols-[1.5fr_1fr] lg:gap-14",
    eyebrow: eyebrowClass(),
    title: "mt-3 text-3xl font-semibold text-ink-950 md:text-5xl",
    intro: "mt-5 max-w-2xl text-lg leading-relaxed text-ink-700",
    aside: "grid content-start gap-6 lg:pt-24",
  },
  card: {
    section: "container-page scroll-mt-24 py-16 md:py-24",
    grid: cn(
      card({ tone: "dark" }),
      "grid gap-10 px-6 py-12 md:px-14 md:py-16 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)] lg:gap-14",
    ),
    eyebrow: eyebrowClass("dark"),
    title: "mt-3 max-w-2xl text-3xl font-semibold md:text-4xl",
    intro: "mt-4 max-w-2xl text-lg leading-relaxed text-ink-100",
    aside: "self-start rounded-xl border border-white/15 bg-white/5 p-6",
  },
} as const;

/**
 * A page's contact section: eyebrow, h2 and intro, then the way to get in touch (`children`), with
 * what the visitor can expect beside it (`aside`). `id` is the anchor; the h2 is `<id>-title`.
 */
export function ContactSection({
  id,
  variant,
  eyebrow,
  title,
  intro,
  aside,
  children,
}: {
  id: string;
  variant: keyof typeof variants;
  eyebrow: string;
  title: string;
  intro: string;
  aside: ReactNode;
  children: ReactNode;
}) {
  const style = variants[variant];
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={style.section}>
      <div className={style.grid}>
        <div>
          <p className={style.eyebrow}>{eyebrow}</p>
          <h2 id={`${id}-title`} className={style.title}>
            {title}
          </h2>
          <p className={style.intro}>{intro}</p>
          {children}
        </div>
        <div className={style.aside}>{aside}</div>
      </div>
    </section>
  );
}
