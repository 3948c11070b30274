import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/**
 * An on/off switch (role="switch"), prerendered as `checked` says; the page controls turn it with a
 * click, Space or Enter (docs/decisions/0060), so React renders its state only once.
 */
export function Switch({
  className,
  checked,
  ...props
}: Omit<ComponentProps<"button">, "type" | "role"> & { checked: boolean }) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      suppressHydrationWarning
      className={cn(
        "group relative inline-flex h-7 w-12 shrink-0 items-center rounded-full bg-ink-500 transition-colors disabled:cursor-not-allowed disabled:opacity-70 aria-checked:bg-accent-600 motion-reduce:transition-none",
        className,
      )}
      {...props}
    >
      <span className="block size-5 translate-x-1 rounded-full bg-white shadow transition-transform group-aria-checked:translate-x-6 motion-reduce:transition-none" />
    </button>
  );
}
