import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { ChevronDown, X } from "lucide-react";
import { Fragment, useId } from "react";
import { collectionLinks, isGroup, mainNav } from "~/config/navigation";
import { Button } from "~/components/ui/button";
import { Sheet } from "~/components/ui/sheet";
import { dialogCloseProps, panelProps, toggleProps } from "~/lib/page-controls/markup";
import { useLang, usePageUrl } from "~/lib/use-lang";
import { Logo } from "./logo";
import { LanguageSwitcher } from "./language-switcher";
import { mobileMenuId } from "./mobile-menu-id";

const linkClass = "flex min-h-11 items-center rounded-xl px-3 text-base font-semibold text-ink-900 hover:bg-sand-100";

/**
 * The mobile menu sheet, prerendered closed; the ERP and AI groups expand independently. The page
 * controls open and close it and its groups (docs/decisions/0060); a link in it, Escape and any
 * navigation close it, and the focus goes back to the hamburger button.
 */
export default function MobileMenu() {
  const { t } = useTranslation();
  const url = usePageUrl();
  const id = useId();
  const lang = useLang();
  return (
    <Sheet id={mobileMenuId} titleId={`${id}title`}>
      <div className="flex items-center justify-between border-b border-ink-900/10 px-5 py-3">
        <h2 id={`${id}title`} className="sr-only">
          {t("nav.mobileMenuTitle")}
        </h2>
        <Logo />
        <Button {...dialogCloseProps} variant="ghost" size="icon" aria-label={t("nav.closeMenu")}>
          <X aria-hidden className="!size-6" />
        </Button>
      </div>
      <nav aria-label={t("nav.label")} className="flex-1 px-3 py-4">
        <ul className="grid gap-1">
          {mainNav.map((item) =>
            isGroup(item) ? (
              <li key={item.id}>
                <button {...toggleProps(`${id}${item.id}`)} className={`${linkClass} group w-full justify-between`}>
                  {t(item.label)}
                  <ChevronDown aria-hidden className="size-5 transition-transform group-aria-expanded:rotate-180" />
                </button>
                <div {...panelProps(`${id}${item.id}`)} data-testid={`mobile-group-${item.id}`}>
                  <ul className="grid gap-1 py-1 pl-4">
                    {item.links.map((link) => (
                      <li key={link.page}>
                        <Link to={url(link.page)} className={`${linkClass} text-[0.9375rem] text-ink-700`}>
                          {t(link.label)}
                        </Link>
                      </li>
                    ))}
                  </ul>
                  {item.note && <p className="px-7 pb-2 text-xs leading-relaxed text-ink-600">{t(item.note)}</p>}
                </div>
              </li>
            ) : (
              <Fragment key={item.page}>
                {item.page === "contact" &&
                  collectionLinks(lang, "header").map((link) => (
                    <li key={link.id}>
                      <Link to={link.href} className={linkClass}>
                        {link.label}
                      </Link>
                    </li>
                  ))}
                <li>
                  <Link to={url(item.page)} className={linkClass}>
                    {t(item.label)}
                  </Link>
                </li>
              </Fragment>
            ),
          )}
        </ul>
      </nav>
      <div className="flex items-center gap-3 border-t border-ink-900/10 px-5 py-4">
        <span className="text-sm text-ink-600">{t("language.label")}</span>
        <LanguageSwitcher />
      </div>
    </Sheet>
  );
}
