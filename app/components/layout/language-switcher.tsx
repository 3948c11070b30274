import { Link, useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { collectionCounterpart } from "#common/collections/shown";
import { counterpartPath, langFromPath, type Lang } from "#common/config/route-table";
import { publishedCollections } from "#common/content/overlay";
import { cn } from "~/lib/cn";

/**
 * A plain link to the same page in the other language, so it also works without JavaScript.
 * `className` sets its display. The choice is stored by the first-view script's click listener, which
 * hears it before this part of the page is live.
 */
export function LanguageSwitcher({ className = "inline-flex" }: { className?: string }) {
  const { t } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const target: Lang = langFromPath(pathname) === "de" ? "en" : "de";
  return (
    <Link
      to={`${collectionCounterpart(publishedCollections(), pathname, target) ?? counterpartPath(pathname, target)}${search}${hash}`}
      hrefLang={target}
      lang={target}
      data-language-switch=""
      className={cn(
        "h-10 min-w-10 items-center justify-center rounded-full border border-ink-900/15 px-3 text-sm font-semibold text-ink-900 transition-colors hover:border-ink-900/40",
        className,
      )}
    >
      {/* Named by its content, so the name begins with what is visible ("EN – Switch to English"). */}
      {t("language.short")}
      <span className="sr-only"> – {t("language.switchTo")}</span>
    </Link>
  );
}
