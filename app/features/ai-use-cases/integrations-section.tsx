import type { LucideIcon } from "lucide-react";
import { SectionTitle } from "./section-title";
import { card } from "~/components/ui/card";
import { cn } from "~/lib/cn";

export interface IntegrationItem {
  key: string;
  icon: LucideIcon;
  title: string;
  text: string;
}

/** The systems a page's use cases connect to. */
export function IntegrationsSection({
  id,
  title,
  intro,
  items,
}: {
  id: string;
  title: string;
  intro: string;
  items: IntegrationItem[];
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="border-y border-sand-200 bg-sand-50">
      <div className="container-page py-16 md:py-24">
        <SectionTitle sectionId={id} title={title} intro={intro} />
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4" data-testid="integrations">
          {items.map(({ key, icon: Icon, title: itemTitle, text }) => (
            <li key={key} className={cn(card({ shadow: true }), "p-6")}>
              <span className="inline-flex size-10 items-center justify-center rounded-lg bg-ink-900 text-white">
                <Icon aria-hidden className="size-5" />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-ink-950">{itemTitle}</h3>
              <p className="mt-2 text-[0.9375rem] leading-relaxed text-ink-700">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
