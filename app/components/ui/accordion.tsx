import { ChevronDown } from "lucide-react";
import { createContext, use, useId, type ComponentProps, type ReactNode } from "react";
import { cn } from "~/lib/cn";
import { accordionProps, panelProps, toggleProps } from "~/lib/page-controls/markup";

/**
 * An accordion of which at most one item is open, and that one can be closed. Its markup is
 * prerendered closed with every answer in it; the page controls open and close the items and move
 * the focus between the triggers with the arrow keys, Home and End (docs/decisions/0060).
 */
export function Accordion({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div {...accordionProps} className={className}>
      {children}
    </div>
  );
}

/** The item's id, shared by its trigger and its panel. */
const ItemId = createContext("");

export function AccordionItem({ className, ...props }: ComponentProps<"div">) {
  return (
    <ItemId value={useId()}>
      <div className={cn("border-b border-sand-200", className)} {...props} />
    </ItemId>
  );
}

export function AccordionTrigger({
  className,
  children,
  headingLevel = 3,
}: {
  className?: string;
  children: ReactNode;
  headingLevel?: 2 | 3 | 4;
}) {
  const id = use(ItemId);
  const Heading = `h${headingLevel}` as const;
  return (
    <Heading>
      <button
        id={`${id}trigger`}
        {...toggleProps(`${id}panel`)}
        className={cn(
          "group flex w-full items-center justify-between gap-4 py-5 text-left text-lg font-semibold text-ink-950 hover:text-accent-700",
          className,
        )}
      >
        {children}
        <ChevronDown
          aria-hidden
          className="size-5 shrink-0 text-ink-500 transition-transform duration-200 group-aria-expanded:rotate-180 motion-reduce:transition-none"
        />
      </button>
    </Heading>
  );
}

export function AccordionContent({ className, children }: { className?: string; children: ReactNode }) {
  const id = use(ItemId);
  return (
    <div {...panelProps(`${id}panel`)} role="region" aria-labelledby={`${id}trigger`} className="overflow-hidden">
      <div className={cn("pb-6 leading-relaxed text-ink-700", className)}>{children}</div>
    </div>
  );
}
