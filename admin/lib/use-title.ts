import { useEffect } from "react";
import { site } from "#common/config/site";
import { useCopy } from "./i18n";

/** The tab's title: the screen, then the back office's name. */
export function useTitle(screen: string) {
  const { t } = useCopy();
  const appName = t("appName");
  useEffect(() => {
    document.title = `${screen} · ${appName} · ${site.brand}`;
  }, [screen, appName]);
}
