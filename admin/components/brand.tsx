import { site } from "#common/config/site";
import { useCopy } from "../lib/i18n";

/** The site's brand (common/config/site.ts) and the back office's name. */
export function Brand() {
  const { t } = useCopy();
  return (
    <p className="text-sm font-semibold tracking-wide text-ink-900">
      {site.brand} <span className="font-normal text-ink-600">· {t("appName")}</span>
    </p>
  );
}
