import type { LucideIcon } from "lucide-react";
import { Reveal } from "~/components/page/reveal";
import { card } from "~/components/ui/card";
import { cn } from "~/lib/cn";

/** Three cards in a row, each an icon (by position), a title and a text. */
export function IconCardGrid({ items, icons }: { items: { title: string; text: string }[]; icons: LucideIcon[] }) {
  return (
    <ul className="mt-12 grid gap-6 lg:grid-cols-3">
      {items.map((item, index) => {
        const Icon = icons[index % icons.length]!;
        return (
          <li key={item.title} data-card="">
            <Reveal className={cn(card(), "h-full p-7")}>
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-accent-50 text-accent-700">
                <Icon aria-hidden className="size-5" strokeWidth={1.75} />
              </span>
              <h3 className="mt-5 text-xl font-semibold text-ink-950">{item.title}</h3>
              <p className="mt-3 leading-relaxed text-ink-700">{item.text}</p>
            </Reveal>
          </li>
        );
      })}
    </ul>
  );
}
