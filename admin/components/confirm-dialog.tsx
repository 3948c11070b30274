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

/** A button that asks first: the action runs only on the dialog's confirm button. */
export function ConfirmButton({
  trigger,
  title,
  text,
  confirm,
  onConfirm,
  disabled,
}: {
  trigger: ReactNode;
  title: string;
  text: string;
  confirm: string;
  onConfirm: () => void;
  disabled?: boolean;
}) {
  const { t } = useCopy();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="secondary" disabled={disabled}>
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
