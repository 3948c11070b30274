import { useState, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { cn } from "~/lib/cn";
import { useCopy } from "../lib/i18n";

/** A dialog behind a secondary button: its title and text, then `children`, which end in `DialogActions`. */
export function AskDialog({
  trigger,
  triggerClassName,
  title,
  text,
  open,
  onOpenChange,
  children,
}: {
  trigger: ReactNode;
  triggerClassName?: string;
  title: ReactNode;
  text: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  const { t } = useCopy();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button type="button" variant="secondary" className={triggerClassName}>
          {trigger}
        </Button>
      </DialogTrigger>
      <DialogContent width="md" closeLabel={t("close")}>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{text}</DialogDescription>
        {children}
      </DialogContent>
    </Dialog>
  );
}

/** A dialog's last row: cancel, then its action. */
export function DialogActions({ className, children }: { className?: string; children: ReactNode }) {
  const { t } = useCopy();
  return (
    <div className={cn("flex flex-wrap justify-end gap-2", className)}>
      <DialogClose asChild>
        <Button type="button" variant="secondary">
          {t("cancel")}
        </Button>
      </DialogClose>
      {children}
    </div>
  );
}

/**
 * A button that asks first: the action runs only on the dialog's confirm button. `busy` (an action
 * is running) disables that confirm button, never the trigger: the dialog gives the focus back to
 * the trigger as it closes, and a disabled one would drop it to the page's start.
 */
export function ConfirmButton({
  trigger,
  title,
  text,
  confirm,
  onConfirm,
  busy,
}: {
  trigger: ReactNode;
  title: string;
  text: string;
  confirm: string;
  onConfirm: () => void;
  busy?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <AskDialog trigger={trigger} title={title} text={text} open={open} onOpenChange={setOpen}>
      <DialogActions className="mt-6">
        <Button
          type="button"
          disabled={busy}
          onClick={() => {
            setOpen(false);
            onConfirm();
          }}
        >
          {confirm}
        </Button>
      </DialogActions>
    </AskDialog>
  );
}
