import { Tabs as TabsPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/**
 * Radix tabs: roving focus with arrow keys, tab/tabpanel roles wired up. The list's display and
 * the triggers' horizontal padding come from the caller (inline row, grid of equal columns).
 */
export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return <TabsPrimitive.List className={cn("gap-1 rounded-2xl bg-sand-100 p-1", className)} {...props} />;
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        "rounded-xl py-2.5 text-sm font-semibold text-ink-700 hover:text-ink-950 data-[state=active]:bg-white data-[state=active]:text-ink-950 data-[state=active]:shadow-sm",
        className,
      )}
      {...props}
    />
  );
}

export const TabsContent = TabsPrimitive.Content;
