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
import { useCopy } from "../lib/i18n";

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
  const { t } = useCopy();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="secondary">
          {trigger}
        </Button>
      </DialogTrigger>
      <DialogContent width="md" closeLabel={t("close")}>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{text}</DialogDescription>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button type="button" variant="secondary">
              {t("cancel")}
            </Button>
          </DialogClose>
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
        </div>
      </DialogContent>
    </Dialog>
  );
}
