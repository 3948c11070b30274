import { NewTabLink } from "~/components/page/new-tab-link";
import { useTranslation } from "react-i18next";
import { PageDialog, PageDialogTitle, type PageDialogIds } from "~/components/ui/page-dialog";
import { site } from "#common/config/site";

/** "Who is the provider?": the provider's story, expertise and website (prerendered closed). */
export function ProviderDialog({ ids }: { ids: PageDialogIds }) {
  const { t } = useTranslation("digitalTransformation");
  return (
    <PageDialog {...ids} closeLabel={t("provider.close")}>
      <PageDialogTitle id={ids.titleId}>{t("provider.title")}</PageDialogTitle>
      <div id={ids.descriptionId} className="mt-4 grid gap-3 leading-relaxed text-ink-700">
        {t("provider.story", { returnObjects: true }).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <h3 className="mt-6 text-lg font-semibold text-ink-950">{t("provider.expertiseTitle")}</h3>
      <ul className="mt-3 grid gap-2">
        {t("provider.expertise", { returnObjects: true }).map((item) => (
          <li key={item} data-expertise="" className="flex gap-3 text-ink-700">
            <span aria-hidden className="mt-2.5 size-1.5 shrink-0 rounded-full bg-accent-500" />
            {item}
          </li>
        ))}
      </ul>
      <NewTabLink href={site.providerUrl} newTabLabel={t("provider.newTab")} className="mt-8 gap-2">
        {t("provider.link")}
      </NewTabLink>
    </PageDialog>
  );
}
