import { Fragment } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { Collapsible } from "radix-ui";
import { ChevronDown, X } from "lucide-react";
import { collectionLinks, isGroup, mainNav } from "~/config/navigation";
import { Button } from "~/components/ui/button";
import { Sheet, SheetClose, SheetContent, SheetTitle } from "~/components/ui/sheet";
import { useLang, usePageUrl } from "~/lib/use-lang";
import { Logo } from "./logo";
import { LanguageSwitcher } from "./language-switcher";

const linkClass = "flex min-h-11 items-center rounded-xl px-3 text-base font-semibold text-ink-900 hover:bg-sand-100";

interface MobileMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Focus goes back to the hamburger button when the sheet closes. */
  onCloseFocus: () => void;
}

/** The mobile menu sheet; the ERP and AI groups expand independently. */
export default function MobileMenu({ open, onOpenChange, onCloseFocus }: MobileMenuProps) {
  const { t } = useTranslation();
  const url = usePageUrl();
  const lang = useLang();
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onCloseFocus();
        }}
      >
        <div className="flex items-center justify-between border-b border-ink-900/10 px-5 py-3">
          <SheetTitle className="sr-only">{t("nav.mobileMenuTitle")}</SheetTitle>
          <Logo />
          <SheetClose asChild>
            <Button variant="ghost" size="icon" aria-label={t("nav.closeMenu")}>
              <X aria-hidden className="!size-6" />
            </Button>
          </SheetClose>
        </div>
        <nav aria-label={t("nav.label")} className="flex-1 px-3 py-4">
          <ul className="grid gap-1">
            {mainNav.map((item) =>
              isGroup(item) ? (
                <li key={item.id}>
                  <Collapsible.Root>
                    <Collapsible.Trigger className={`${linkClass} group w-full justify-between`}>
                      {t(item.label)}
                      <ChevronDown
                        aria-hidden
                        className="size-5 transition-transform group-data-[state=open]:rotate-180"
                      />
                    </Collapsible.Trigger>
                    <Collapsible.Content data-testid={`mobile-group-${item.id}`}>
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
                    </Collapsible.Content>
                  </Collapsible.Root>
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
      </SheetContent>
    </Sheet>
  );
}
