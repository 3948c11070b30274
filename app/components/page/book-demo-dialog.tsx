import { useTranslation } from "react-i18next";
import { PageDialog, PageDialogDescription, PageDialogTitle, type PageDialogIds } from "~/components/ui/page-dialog";
import { site } from "#common/config/site";
import { ConsentGate } from "~/components/consent/consent-gate";
import { useDialogOpened } from "~/lib/use-dialog-opened";

/**
 * The scheduling dialog of BookDemoButton, prerendered closed. Its calendar asks nothing of the
 * provider before the dialog was opened, even with functional consent granted.
 */
export function BookDemoDialog({ ids }: { ids: PageDialogIds }) {
  const { t } = useTranslation("scheduling");
  const opened = useDialogOpened(ids.id);
  return (
    <PageDialog {...ids} closeLabel={t("close")} width="xl" data-testid="demo-dialog">
      <PageDialogTitle id={ids.titleId}>{t("title")}</PageDialogTitle>
      <PageDialogDescription id={ids.descriptionId} className="mb-5 text-sm leading-relaxed">
        {t("description")}
      </PageDialogDescription>
      <ConsentGate src={site.schedulingUrl} provider={site.schedulingProvider} active={opened} />
    </PageDialog>
  );
}
