import { useTranslation } from "react-i18next";
import { Menu } from "lucide-react";
import { Button } from "~/components/ui/button";
import { dialogOpenerProps } from "~/lib/page-controls/markup";
import { mobileMenuId } from "./mobile-menu-id";

/**
 * Below the full menu's width (./site-header.tsx): the hamburger button. The menu is a dialog prerendered at the end of the page
 * (./mobile-menu.tsx) that the page controls open at once, also before React is there.
 */
export function MobileNav({ className }: { className: string }) {
  const { t } = useTranslation();
  return (
    <Button
      {...dialogOpenerProps(mobileMenuId)}
      variant="ghost"
      size="icon"
      className={className}
      aria-label={t("nav.openMenu")}
    >
      <Menu aria-hidden className="!size-6" />
    </Button>
  );
}
