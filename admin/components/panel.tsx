import { useId, type ReactNode } from "react";
import { Card } from "~/components/ui/card";
import { cn } from "~/lib/cn";

/** A titled section of a screen, on the site's card. */
export function Panel({
  title,
  action,
  children,
  className,
}: {
  title: ReactNode;
  /** Beside the title (a button that adds to the section). */
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <Card as="section" aria-labelledby={id} shadow className={cn("min-w-0 p-5", className)}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-lg font-semibold wrap-anywhere text-ink-950">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </Card>
  );
}
