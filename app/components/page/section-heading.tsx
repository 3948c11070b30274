import { eyebrow as eyebrowClass } from "~/components/ui/eyebrow";
import { cn } from "~/lib/cn";

/**
 * Eyebrow, h2 and optional intro of a page section; `id` names the section (aria-labelledby).
 * `dark` is for sections on the ink background.
 */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  dark = false,
  className,
}: {
  id: string;
  eyebrow: string;
  title: string;
  intro?: string;
  dark?: boolean;
  className?: string;
}) {
  return (
    <div className={cn("max-w-3xl", className)}>
      <p className={eyebrowClass(dark ? "dark" : "light")}>{eyebrow}</p>
      <h2 id={id} className={cn("mt-3 text-3xl font-semibold md:text-4xl", dark ? "text-white" : "text-ink-950")}>
        {title}
      </h2>
      {intro && <p className={cn("mt-5 text-lg leading-relaxed", dark ? "text-ink-100" : "text-ink-700")}>{intro}</p>}
    </div>
  );
}
