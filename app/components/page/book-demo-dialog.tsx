import { useTranslation } from "react-i18next";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { site } from "#common/config/site";
import { ConsentGate } from "~/components/consent/consent-gate";
import type { LazyDialogProps } from "~/lib/use-lazy-dialog";

/** The scheduling dialog of BookDemoButton, loaded on its first open. */
export default function BookDemoDialog({ open, onOpenChange, onCloseAutoFocus }: LazyDialogProps) {
  const { t } = useTranslation("scheduling");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus} closeLabel={t("close")} width="xl" data-testid="demo-dialog">
        <DialogTitle>{t("title")}</DialogTitle>
        <DialogDescription className="mb-5 text-sm leading-relaxed">{t("description")}</DialogDescription>
        <ConsentGate src={site.schedulingUrl} provider={site.schedulingProvider} />
      </DialogContent>
    </Dialog>
  );
}
