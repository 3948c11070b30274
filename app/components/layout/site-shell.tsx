import { lazy, Suspense, type ReactNode } from "react";
import { withTranslations } from "~/i18n/with-translations";
import { deferredIsland } from "~/lib/deferred-island";
import { toasterMounted, useToasterRequested } from "~/lib/notify";
import type { SettingsButton } from "./site-footer";

// Mounted with the first notification: sonner stays out of the first-view JavaScript.
const Toaster = lazy(() => import("~/components/ui/toaster").then((m) => ({ default: m.Toaster })));

// The shell's parts are deferred islands (ADR 0015): their prerendered HTML is the first view;
// their code and copy load when the visitor turns to them, scrolls or navigates.
// First in the tab order, before the consent banner.
const SkipLink = deferredIsland(
  withTranslations(() => import("./skip-link")),
  { className: "contents" },
);
const SiteHeader = deferredIsland(
  withTranslations(() => import("./site-header")),
  {
    holdClicks: true,
    loadOnScroll: true,
    className: "contents",
  },
);
const SiteFooter = deferredIsland(
  withTranslations(() => import("./site-footer")),
  {
    holdClicks: true,
    // The copyright year is the build's in the prerendered HTML.
    loadAtOnce: () => new Date().getFullYear() !== Number(__BUILD_DATE__.slice(0, 4)),
    className: "contents",
  },
);
// Prerendered closed at the end of the page; the header's button opens it without its code.
const MobileMenu = deferredIsland(
  withTranslations(() => import("./mobile-menu")),
  { className: "contents" },
);
const ScrollToTop = deferredIsland(
  withTranslations(() => import("./scroll-to-top")),
  {
    loadOnScroll: true,
    className: "contents",
  },
);

/**
 * Header, footer and their companions around the page. Consent is a feature, so the root passes
 * it in: its banner (`consent`), its preferences dialog (`consentPreferences`, at the end, with the
 * other closed dialogs) and the footer's settings button.
 */
export function SiteShell({
  children,
  consent,
  consentPreferences,
  consentSettingsButton,
}: {
  children: ReactNode;
  consent: ReactNode;
  consentPreferences: ReactNode;
  consentSettingsButton: SettingsButton;
}) {
  const toasterRequested = useToasterRequested();
  return (
    <>
      <SkipLink />
      {consent}
      <SiteHeader />
      {/* The page's <main> comes with its content (pageIsland). */}
      {children}
      <SiteFooter ConsentSettingsButton={consentSettingsButton} />
      <ScrollToTop />
      <MobileMenu />
      {consentPreferences}
      {toasterRequested && (
        <Suspense>
          <Toaster onMounted={toasterMounted} />
        </Suspense>
      )}
    </>
  );
}
