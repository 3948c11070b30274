import { Check } from "lucide-react";
import type { ReactNode } from "react";
import { card } from "~/components/ui/card";
import { cn } from "~/lib/cn";

/** A side card with a title and a list of points, e.g. "Was Sie erwartet". */
export function ChecklistCard({ title, points, footer }: { title: string; points: string[]; footer?: ReactNode }) {
  return (
    <div className={cn(card({ shadow: true }), "p-6")}>
      <h2 className="text-lg font-semibold text-ink-950">{title}</h2>
      <ul className="mt-4 grid gap-3">
        {points.map((point) => (
          <li key={point} className="flex gap-3 text-sm leading-relaxed text-ink-700">
            <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-accent-600" />
            {point}
          </li>
        ))}
      </ul>
      {footer && <p className="mt-5 border-t border-sand-200 pt-4 text-sm font-semibold text-ink-900">{footer}</p>}
    </div>
  );
}
