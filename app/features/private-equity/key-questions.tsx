import type { LucideIcon } from "lucide-react";
import { card } from "~/components/ui/card";
import { cn } from "~/lib/cn";

interface KeyQuestion {
  key: string;
  icon: LucideIcon;
  question: string;
}

/** The pre-deal page's core due-diligence questions, numbered. */
export function KeyQuestions({ items }: { items: KeyQuestion[] }) {
  return (
    <ol data-testid="key-questions" className="grid gap-3">
      {items.map(({ key, icon: Icon, question }, index) => (
        <li key={key} className={cn(card(), "flex items-start gap-4 p-5 md:gap-5 md:p-6")}>
          <span
            aria-hidden
            className="w-8 shrink-0 pt-0.5 text-2xl font-semibold text-accent-600 tabular-nums md:w-10 md:text-3xl"
          >
            {String(index + 1).padStart(2, "0")}
          </span>
          <p className="flex-1 pt-1 leading-relaxed text-ink-900 md:text-lg">{question}</p>
          <Icon aria-hidden className="mt-1.5 hidden size-5 shrink-0 text-ink-500 sm:block" strokeWidth={1.75} />
        </li>
      ))}
    </ol>
  );
}
