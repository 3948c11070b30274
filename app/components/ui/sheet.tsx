import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";
import { dialogBase } from "./page-dialog";

/**
 * A panel sliding in from the right: a page dialog (./page-dialog.tsx) along the screen's edge,
 * prerendered closed and opened by the page controls.
 */
export function Sheet({
  id,
  titleId,
  className,
  children,
  ...props
}: ComponentProps<"dialog"> & { id: string; titleId: string }) {
  return (
    <dialog
      id={id}
      aria-labelledby={titleId}
      tabIndex={-1}
      // The page controls set `open`; React never does.
      suppressHydrationWarning
      className={cn(
        dialogBase,
        "m-0 ms-auto h-dvh max-h-none w-[min(22rem,100%)] max-w-none overflow-y-auto bg-white shadow-2xl backdrop:bg-ink-950/40",
        className,
      )}
      {...props}
    >
      <div className="flex min-h-full flex-col">{children}</div>
    </dialog>
  );
}
