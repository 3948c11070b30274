import { Dialog } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

export const Sheet = Dialog.Root;
export const SheetClose = Dialog.Close;
export const SheetTitle = Dialog.Title;

/** A panel sliding in from the right; Radix provides the focus trap, Escape and focus return. */
export function SheetContent({ className, children, ...props }: ComponentProps<typeof Dialog.Content>) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-950/40 backdrop-blur-[2px]" />
      <Dialog.Content
        className={cn(
          "fixed inset-y-0 right-0 z-50 flex w-[min(22rem,100%)] flex-col overflow-y-auto bg-white shadow-2xl outline-none",
          className,
        )}
        {...props}
      >
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}
