import { Link, useLocation } from "react-router";
import { useCopy, switchLanguageHref } from "../lib/copy";

/** The same screen in the other language; the link names that language in itself. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { copy } = useCopy();
  const { pathname, search } = useLocation();
  return (
    <Link
      to={switchLanguageHref(pathname, search)}
      hrefLang={copy.languageSwitch.hrefLang}
      lang={copy.languageSwitch.hrefLang}
      title={copy.languageSwitch.title}
      className={
        className ?? "rounded-md px-2 py-1 text-sm font-semibold text-ink-700 underline-offset-4 hover:underline"
      }
    >
      {copy.languageSwitch.label}
    </Link>
  );
}
