import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { shareOfScrollableHeight, useScrolledPast } from "~/lib/use-scrolled-past";

/**
 * A call to action fixed at the bottom right that appears once the page is scrolled beyond
 * `share` of its scrollable height (10 % on the SAP page, 20 % for the ERP consultation).
 * Hidden, it is invisible and so neither focusable nor announced; it renders hidden on the
 * server and during hydration, so both render the same.
 */
export function FloatingAction({
  share,
  children,
  className,
}: {
  share: number;
  children: ReactNode;
  className?: string;
}) {
  const visible = useScrolledPast(shareOfScrollableHeight(share));
  return (
    <div
      data-floating-action=""
      data-visible={visible ? "true" : "false"}
      className={cn(
        "fixed right-5 bottom-5 z-30 transition-[opacity,visibility,translate] duration-200 motion-reduce:transition-none",
        visible ? "visible translate-y-0 opacity-100" : "invisible translate-y-2 opacity-0",
        className,
      )}
    >
      {children}
    </div>
  );
}
