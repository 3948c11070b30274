import { ChevronDown } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/lib/cn";
import { menuProps, panelProps, toggleProps } from "~/lib/page-controls/markup";

/**
 * A horizontal menu with dropdowns, prerendered closed with every dropdown's links in it; the page
 * controls open and close the dropdowns as Radix's navigation menu did (docs/decisions/0060).
 */
export function NavigationMenu({ className, children, ...props }: ComponentProps<"nav">) {
  return (
    <nav {...menuProps} className={cn("relative", className)} {...props}>
      <div className="relative">
        <ul className="flex items-center gap-1">{children}</ul>
      </div>
    </nav>
  );
}

const itemClass =
  "inline-flex h-10 items-center gap-1 rounded-full px-2.5 text-sm whitespace-nowrap lg:px-3.5 text-ink-800 transition-colors hover:bg-ink-900/5 hover:text-ink-950 aria-expanded:bg-ink-900/5 aria-[current=page]:text-accent-700";

export const navigationMenuItemClass = itemClass;

/** A dropdown: its trigger, and its panel below the menu's left edge. */
export function NavigationMenuDropdown({
  id,
  label,
  children,
  ...panel
}: { id: string; label: ReactNode; children: ReactNode } & ComponentProps<"div">) {
  return (
    <li>
      <button {...toggleProps(`${id}panel`)} className={cn(itemClass, "group")}>
        {label}
        <ChevronDown aria-hidden className="size-4 transition-transform duration-200 group-aria-expanded:rotate-180" />
      </button>
      <div
        {...panelProps(`${id}panel`)}
        className="absolute top-full left-0 mt-2 w-[22rem] rounded-2xl border border-ink-900/10 bg-white p-3 shadow-[var(--shadow-card)]"
        {...panel}
      >
        {children}
      </div>
    </li>
  );
}
