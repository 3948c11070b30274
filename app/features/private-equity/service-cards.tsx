import { type LucideIcon } from "lucide-react";
import { CheckList } from "~/components/page/check-list";
import { Reveal } from "~/components/page/reveal";
import { cn } from "~/lib/cn";
import { card } from "~/components/ui/card";

interface ServiceCardItem {
  key: string;
  icon: LucideIcon;
  title: string;
  description: string;
  /** Deliverables or details of the service. */
  points: string[];
}

/** Service cards with icon, title, description and a titled list (deliverables, focus areas). */
export function ServiceCards({ items, pointsTitle }: { items: ServiceCardItem[]; pointsTitle: string }) {
  return (
    <ul data-testid="service-cards" className={cn("grid gap-5 md:grid-cols-2", items.length === 3 && "lg:grid-cols-3")}>
      {items.map(({ key, icon: Icon, title, description, points }) => (
        <li key={key}>
          <Reveal className={cn(card({ shadow: true }), "flex h-full flex-col p-7")}>
            <span className="inline-flex size-11 items-center justify-center rounded-xl bg-accent-50 text-accent-700">
              <Icon aria-hidden className="size-5" strokeWidth={1.75} />
            </span>
            <h3 className="mt-5 text-xl font-semibold text-ink-950">{title}</h3>
            <p className="mt-3 leading-relaxed text-ink-700">{description}</p>
            <div className="mt-auto pt-6">
              <p className="border-t border-sand-200 pt-5 text-xs font-semibold tracking-wide text-ink-600 uppercase">
                {pointsTitle}
              </p>
              <CheckList
                className="mt-3 grid gap-2.5"
                points={points}
                itemClassName="text-sm leading-relaxed text-ink-800"
                text="sm"
              />
            </div>
          </Reveal>
        </li>
      ))}
    </ul>
  );
}
