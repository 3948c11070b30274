import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { cn } from "~/lib/cn";
import { collectionLinks } from "~/config/navigation";
import { useLang, usePageUrl } from "~/lib/use-lang";
import { useScrolledPast } from "~/lib/use-scrolled-past";
import { DesktopNav } from "./desktop-nav";
import { LanguageSwitcher } from "./language-switcher";
import { Logo } from "./logo";
import { MobileNav } from "./mobile-nav";

const shrinkAfter = () => 100;

/**
 * Where the full menu starts: from 768 px (the word mark hidden up to 1024 px, so it fits); with
 * the collections' links (two more items) from 1280 px, and a tablet or a small laptop keeps the
 * menu button. Both sets are whole class names, so the stylesheet holds them.
 */
const breakpoints = {
  site: {
    wordmark: "md:max-lg:sr-only",
    nav: "hidden md:block",
    language: "hidden md:inline-flex",
    button: "md:hidden",
  },
  withCollections: { wordmark: "", nav: "hidden xl:block", language: "hidden xl:inline-flex", button: "xl:hidden" },
} as const;

export default function SiteHeader() {
  const { t } = useTranslation();
  const url = usePageUrl();
  const shrunk = useScrolledPast(shrinkAfter);
  const at = breakpoints[collectionLinks(useLang(), "header").length ? "withCollections" : "site"];
  return (
    // Shrinking moves the bar up by 16 px and its content down by 8 px with transforms only:
    // the header keeps its layout height, so nothing below it shifts.
    <header
      data-shrunk={shrunk || undefined}
      className={cn(
        "sticky top-0 z-40 h-18 border-b border-transparent bg-white/95 backdrop-blur-md transition duration-200",
        shrunk && "-translate-y-4 border-ink-900/10 shadow-sm",
      )}
    >
      <div
        className={cn(
          "container-page flex h-full items-center justify-between gap-4 transition-transform duration-200",
          shrunk && "translate-y-2",
        )}
      >
        {/* The name comes from the content ("Neutra Tech – Startseite"), so it starts with the visible word mark. */}
        <Link to={url("home")} className="rounded-lg">
          <Logo wordmarkClassName={at.wordmark} />
          <span className="sr-only"> – {t("nav.home")}</span>
        </Link>
        <div className={at.nav}>
          <DesktopNav />
        </div>
        <div className="flex items-center gap-2">
          <LanguageSwitcher className={at.language} />
          <MobileNav className={at.button} />
        </div>
      </div>
    </header>
  );
}
