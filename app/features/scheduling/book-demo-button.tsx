import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "~/components/ui/dialog";
import { site } from "~/config/site";
import { ConsentGate } from "~/features/consent/consent-gate";
import { registerMessages } from "~/i18n/instances";
import de from "~/locales/de/scheduling";
import en from "~/locales/en/scheduling";

registerMessages("scheduling", { de, en });

interface BookDemoButtonProps {
  /** The button's label; the dialog's copy is the same everywhere. */
  children: ReactNode;
  variant?: "primary" | "secondary" | "inverse";
  size?: "md" | "lg";
  className?: string;
}

/** A "book demo" button: opens a dialog with the 30-minute scheduling page behind the ConsentGate. */
export function BookDemoButton({ children, variant = "primary", size = "lg", className }: BookDemoButtonProps) {
  const { t } = useTranslation("scheduling");
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant={variant} size={size} className={className}>
          {children}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t("close")} className="max-w-3xl" data-testid="demo-dialog">
        <DialogTitle>{t("title")}</DialogTitle>
        <DialogDescription className="mb-5 text-sm leading-relaxed">{t("description")}</DialogDescription>
        <ConsentGate src={site.schedulingUrl} provider={site.schedulingProvider} />
      </DialogContent>
    </Dialog>
  );
}
