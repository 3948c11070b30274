import { useRef, useState } from "react";

/** What a lazily loaded dialog module receives from its trigger. */
export interface LazyDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** For the dialog's content: focus goes back to the trigger (Radix knows no trigger here). */
  onCloseAutoFocus: (event: Event) => void;
}

/**
 * Open state of a dialog whose code (Radix Dialog, focus trap, scroll lock) loads on the first
 * open, not with the page: put `triggerRef` and `show` on the button, render the lazily imported
 * dialog once `loaded` with `dialogProps`. It stays mounted after that, so closing animates.
 */
export function useLazyDialog() {
  const [loaded, setLoaded] = useState(false);
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const dialogProps: LazyDialogProps = {
    open,
    onOpenChange: setOpen,
    onCloseAutoFocus: (event) => {
      event.preventDefault();
      triggerRef.current?.focus();
    },
  };
  return {
    loaded,
    open,
    triggerRef,
    dialogProps,
    show: () => {
      setLoaded(true);
      setOpen(true);
    },
  };
}
