import { Fragment } from "react";
import { Link, NavLink as RouterNavLink } from "react-router";
import { useTranslation } from "react-i18next";
import { NavigationMenu as Nav } from "radix-ui";
import { collectionLinks, isGroup, mainNav } from "~/config/navigation";
import {
  NavigationMenu,
  NavigationMenuContent,
  NavigationMenuItem,
  NavigationMenuList,
  NavigationMenuTrigger,
  navigationMenuItemClass,
} from "~/components/ui/navigation-menu";
import { useLang, usePageUrl } from "~/lib/use-lang";

/** From 768 px: the main menu with the ERP and AI dropdowns (loaded as an island, see site-header). */
export default function DesktopNav() {
  const { t } = useTranslation();
  const url = usePageUrl();
  // The collections stand before the contact page, once something of them is published.
  const collections = collectionLinks(useLang(), "header").map((link) => (
    <NavigationMenuItem key={link.id}>
      <Nav.Link asChild>
        <RouterNavLink to={link.href} className={navigationMenuItemClass}>
          {link.label}
        </RouterNavLink>
      </Nav.Link>
    </NavigationMenuItem>
  ));
  return (
    <NavigationMenu aria-label={t("nav.label")}>
      <NavigationMenuList>
        {mainNav.map((item) =>
          isGroup(item) ? (
            <NavigationMenuItem key={item.id}>
              <NavigationMenuTrigger>{t(item.label)}</NavigationMenuTrigger>
              <NavigationMenuContent data-testid={`nav-${item.id}`}>
                <ul className="grid gap-1">
                  {item.links.map((link) => (
                    <li key={link.page}>
                      <Nav.Link asChild>
                        <Link
                          to={url(link.page)}
                          className="block rounded-xl px-3 py-2.5 transition-colors hover:bg-sand-100"
                        >
                          <span className="block text-sm font-semibold text-ink-900">{t(link.label)}</span>
                          {link.hint && <span className="mt-0.5 block text-sm text-ink-600">{t(link.hint)}</span>}
                        </Link>
                      </Nav.Link>
                    </li>
                  ))}
                </ul>
                {item.note && (
                  <p className="mt-2 border-t border-ink-900/10 px-3 pt-3 text-xs leading-relaxed text-ink-600">
                    {t(item.note)}
                  </p>
                )}
              </NavigationMenuContent>
            </NavigationMenuItem>
          ) : (
            <Fragment key={item.page}>
              {item.page === "contact" && collections}
              <NavigationMenuItem>
                <Nav.Link asChild>
                  <RouterNavLink to={url(item.page)} className={navigationMenuItemClass}>
                    {t(item.label)}
                  </RouterNavLink>
                </Nav.Link>
              </NavigationMenuItem>
            </Fragment>
          ),
        )}
      </NavigationMenuList>
    </NavigationMenu>
  );
}
