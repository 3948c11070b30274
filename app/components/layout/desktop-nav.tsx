import { Fragment, useId } from "react";
import { Link, NavLink as RouterNavLink } from "react-router";
import { useTranslation } from "react-i18next";
import { collectionLinks, isGroup, mainNav } from "~/config/navigation";
import { NavigationMenu, NavigationMenuDropdown, navigationMenuItemClass } from "~/components/ui/navigation-menu";
import { useLang, usePageUrl } from "~/lib/use-lang";

/** The main menu with the ERP and AI dropdowns, from the width ./site-header.tsx names. */
export function DesktopNav() {
  const { t } = useTranslation();
  const url = usePageUrl();
  const id = useId();
  // The collections stand before the contact page, once something of them is published.
  const collections = collectionLinks(useLang(), "header").map((link) => (
    <li key={link.id}>
      <RouterNavLink to={link.href} className={navigationMenuItemClass}>
        {link.label}
      </RouterNavLink>
    </li>
  ));
  return (
    <NavigationMenu aria-label={t("nav.label")}>
      {mainNav.map((item) =>
        isGroup(item) ? (
          <NavigationMenuDropdown
            key={item.id}
            id={`${id}${item.id}`}
            label={t(item.label)}
            data-testid={`nav-${item.id}`}
          >
            <ul className="grid gap-1">
              {item.links.map((link) => (
                <li key={link.page}>
                  <Link
                    to={url(link.page)}
                    className="block rounded-xl px-3 py-2.5 transition-colors hover:bg-sand-100"
                  >
                    <span className="block text-sm font-semibold text-ink-900">{t(link.label)}</span>
                    {link.hint && <span className="mt-0.5 block text-sm text-ink-600">{t(link.hint)}</span>}
                  </Link>
                </li>
              ))}
            </ul>
            {item.note && (
              <p className="mt-2 border-t border-ink-900/10 px-3 pt-3 text-xs leading-relaxed text-ink-600">
                {t(item.note)}
              </p>
            )}
          </NavigationMenuDropdown>
        ) : (
          <Fragment key={item.page}>
            {item.page === "contact" && collections}
            <li>
              <RouterNavLink to={url(item.page)} className={navigationMenuItemClass}>
                {t(item.label)}
              </RouterNavLink>
            </li>
          </Fragment>
        ),
      )}
    </NavigationMenu>
  );
}
