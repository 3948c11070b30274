import { NavigationMenu as Nav } from "radix-ui";
import { ChevronDown } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

export function NavigationMenu({ className, ...props }: ComponentProps<typeof Nav.Root>) {
  return <Nav.Root className={cn("relative", className)} {...props} />;
}

export function NavigationMenuList({ className, ...props }: ComponentProps<typeof Nav.List>) {
  return <Nav.List className={cn("flex items-center gap-1", className)} {...props} />;
}

export const NavigationMenuItem = Nav.Item;

const itemClass =
  "inline-flex h-10 items-center gap-1 rounded-full px-2.5 text-sm whitespace-nowrap lg:px-3.5 text-ink-800 transition-colors hover:bg-ink-900/5 hover:text-ink-950 data-[state=open]:bg-ink-900/5 aria-[current=page]:text-accent-700";

export function NavigationMenuTrigger({ className, children, ...props }: ComponentProps<typeof Nav.Trigger>) {
  return (
    <Nav.Trigger className={cn(itemClass, "group", className)} {...props}>
      {children}
      <ChevronDown
        aria-hidden
        className="size-4 transition-transform duration-200 group-data-[state=open]:rotate-180"
      />
    </Nav.Trigger>
  );
}

export function NavigationMenuContent({ className, ...props }: ComponentProps<typeof Nav.Content>) {
  return (
    <Nav.Content
      className={cn(
        "absolute top-full left-0 mt-2 w-[22rem] rounded-2xl border border-ink-900/10 bg-white p-3 shadow-[var(--shadow-card)]",
        className,
      )}
      {...props}
    />
  );
}

export const navigationMenuItemClass = itemClass;
