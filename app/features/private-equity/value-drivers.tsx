import type { LucideIcon } from "lucide-react";
import { Reveal } from "~/components/page/reveal";
import { card } from "~/components/ui/card";
import { cn } from "~/lib/cn";

interface ValueDriver {
  key: string;
  icon: LucideIcon;
  title: string;
  description: string;
  impact: string;
}

/**
 * The exit page's technology value drivers, each with its impact label, and under them the basis the
 * impacts rest on (experience, not a promise).
 */
export function ValueDrivers({
  items,
  impactLabel,
  basis,
}: {
  items: ValueDriver[];
  impactLabel: string;
  basis: string;
}) {
  return (
    <>
      <ul data-testid="value-drivers" className="grid gap-5 md:grid-cols-2">
        {items.map(({ key, icon: Icon, title, description, impact }) => (
          <li key={key}>
            <Reveal className={cn(card({ shadow: true }), "flex h-full flex-col p-7")}>
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-ink-900 text-accent-300">
                <Icon aria-hidden className="size-5" strokeWidth={1.75} />
              </span>
              <h3 className="mt-5 text-xl font-semibold text-ink-950">{title}</h3>
              <p className="mt-3 leading-relaxed text-ink-700">{description}</p>
              <p className="mt-auto pt-6">
                <span className="flex flex-col gap-1 border-t border-sand-200 pt-5">
                  <span className="text-xs font-semibold tracking-wide text-ink-600 uppercase">{impactLabel}</span>
                  <span data-testid="impact" className="text-xl font-semibold text-accent-700">
                    {impact}
                  </span>
                </span>
              </p>
            </Reveal>
          </li>
        ))}
      </ul>
      <p data-testid="value-drivers-basis" className="mt-6 max-w-4xl text-sm leading-relaxed text-ink-600">
        {basis}
      </p>
    </>
  );
}
