import { lazy, Suspense, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { Menu } from "lucide-react";
import { Button } from "~/components/ui/button";

// The menu's dialog code loads on the first tap, not with the page.
const MobileMenu = lazy(() => import("./mobile-menu"));

/** Below 768 px: the hamburger button; the menu itself is a lazily loaded sheet. */
export function MobileNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const trigger = useRef<HTMLButtonElement>(null);
  // The menu is open only on the page where it was opened: any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  const open = openOn === pathname;

  return (
    <>
      <Button
        ref={trigger}
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label={t("nav.openMenu")}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpenOn(pathname);
        }}
      >
        <Menu aria-hidden className="!size-6" />
      </Button>
      {loaded && (
        <Suspense>
          <MobileMenu
            open={open}
            onOpenChange={(next) => setOpenOn(next ? pathname : null)}
            onCloseFocus={() => trigger.current?.focus()}
          />
        </Suspense>
      )}
    </>
  );
}
