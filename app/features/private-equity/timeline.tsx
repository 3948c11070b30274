import { cn } from "~/lib/cn";
import { eyebrow } from "~/components/ui/eyebrow";

export interface TimelineStep {
  /** When: "Woche 1", "4–6 Wochen", "6–12 Monate vor dem Exit". */
  marker: string;
  title: string;
  description: string;
}

const columns = { 3: "lg:grid-cols-3", 4: "lg:grid-cols-4" } as const;

/**
 * Steps in order: a vertical line with dots on small screens, a horizontal one from 1024 px.
 * The line and dots are decoration; the order is the ordered list's.
 */
export function Timeline({ steps, testId }: { steps: TimelineStep[]; testId?: string }) {
  const count = steps.length === 3 ? 3 : 4;
  return (
    <ol data-testid={testId} className={cn("grid gap-10 lg:gap-8", columns[count])}>
      {steps.map((step, index) => (
        <li key={step.title} className="relative pl-10 lg:pt-12 lg:pl-0">
          {index < steps.length - 1 && (
            <span
              aria-hidden
              className="absolute top-3 -bottom-10 left-[0.6875rem] w-px bg-sand-300 lg:top-[0.6875rem] lg:-right-8 lg:bottom-auto lg:left-3 lg:h-px lg:w-auto"
            />
          )}
          <span
            aria-hidden
            className="absolute top-0 left-0 flex size-6 items-center justify-center rounded-full border-2 border-accent-600 bg-white"
          >
            <span className="size-2 rounded-full bg-accent-600" />
          </span>
          <p className={eyebrow()}>{step.marker}</p>
          <h3 className="mt-2 text-xl font-semibold text-ink-950">{step.title}</h3>
          <p className="mt-3 leading-relaxed text-ink-700">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
