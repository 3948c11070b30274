import type { ReactNode } from "react";
import { CheckList } from "./check-list";
import { card } from "~/components/ui/card";
import { cn } from "~/lib/cn";

/** A side card with a title and a list of points, e.g. "Was Sie erwartet". */
export function ChecklistCard({ title, points, footer }: { title: string; points: string[]; footer?: ReactNode }) {
  return (
    <div className={cn(card({ shadow: true }), "p-6")}>
      <h2 className="text-lg font-semibold text-ink-950">{title}</h2>
      <CheckList
        className="mt-4 grid gap-3"
        points={points}
        itemClassName="text-sm leading-relaxed text-ink-700"
        text="sm"
      />
      {footer && <p className="mt-5 border-t border-sand-200 pt-4 text-sm font-semibold text-ink-900">{footer}</p>}
    </div>
  );
}
