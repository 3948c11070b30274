import { useRef, useState, type MouseEvent } from "react";

/** What a lazily loaded dialog module receives from its trigger. */
export interface LazyDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** For the dialog's content: focus goes back to the button that opened it (Radix knows no trigger here). */
  onCloseAutoFocus: (event: Event) => void;
}

/**
 * Open state of a dialog whose code (Radix Dialog, focus trap, scroll lock) loads on the first
 * open, not with the page: `show` is the click handler of every button that opens it; render the
 * lazily imported dialog once `loaded`, with `dialogProps`. It stays mounted after that, so
 * closing animates.
 */
export function useLazyDialog() {
  const [loaded, setLoaded] = useState(false);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const dialogProps: LazyDialogProps = {
    open,
    onOpenChange: setOpen,
    onCloseAutoFocus: (event) => {
      event.preventDefault();
      opener.current?.focus();
    },
  };
  return {
    loaded,
    open,
    dialogProps,
    show: (event: MouseEvent<HTMLElement>) => {
      opener.current = event.currentTarget;
      setLoaded(true);
      setOpen(true);
    },
  };
}
