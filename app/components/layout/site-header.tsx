import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { cn } from "~/lib/cn";
import { usePageUrl } from "~/lib/use-lang";
import { useScrolledPast } from "~/lib/use-scrolled-past";
import { DesktopNav } from "./desktop-nav";
import { LanguageSwitcher } from "./language-switcher";
import { Logo } from "./logo";
import { MobileNav } from "./mobile-nav";

const shrinkAfter = () => 100;

export default function SiteHeader() {
  const { t } = useTranslation();
  const url = usePageUrl();
  const shrunk = useScrolledPast(shrinkAfter);
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
          {/* Tablets get the mark only, so the full menu fits from 768 px on. */}
          <Logo wordmarkClassName="md:max-lg:sr-only" />
          <span className="sr-only"> – {t("nav.home")}</span>
        </Link>
        <div className="hidden md:block">
          <DesktopNav />
        </div>
        <div className="flex items-center gap-2">
          <LanguageSwitcher className="hidden md:inline-flex" />
          <MobileNav />
        </div>
      </div>
    </header>
  );
}
