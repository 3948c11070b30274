import { Link, useLocation } from "react-router";
import { useCopy } from "../lib/i18n";
import { switchLanguageHref } from "../lib/paths";

/** The same screen in the other language; the link names that language in itself. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useCopy();
  const { pathname, search } = useLocation();
  return (
    <Link
      to={switchLanguageHref(pathname, search)}
      hrefLang={t("languageSwitch.hrefLang")}
      lang={t("languageSwitch.hrefLang")}
      title={t("languageSwitch.title")}
      className={
        className ?? "rounded-md px-2 py-1 text-sm font-semibold text-ink-700 underline-offset-4 hover:underline"
      }
    >
      {t("languageSwitch.label")}
    </Link>
  );
}
