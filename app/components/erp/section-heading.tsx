import { cn } from "~/lib/cn";

/** Eyebrow, h2 and optional intro of a page section; `id` names the section (aria-labelledby). */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  className,
}: {
  id: string;
  eyebrow: string;
  title: string;
  intro?: string;
  className?: string;
}) {
  return (
    <div className={cn("max-w-3xl", className)}>
      <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-3 text-3xl font-semibold text-ink-950 md:text-4xl">
        {title}
      </h2>
      {intro && <p className="mt-5 text-lg leading-relaxed text-ink-700">{intro}</p>}
    </div>
  );
}
