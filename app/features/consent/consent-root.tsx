import { lazy, Suspense, useEffect, useRef, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { withTranslations } from "~/i18n/with-translations";
import { deferredIsland } from "~/lib/deferred-island";
import { consentNeededAttribute } from "./consent-needed-script";
import { preferencesOpen, subscribePreferences } from "~/lib/consent/consent-ui";
import { syncTrackers, trackPageView } from "~/lib/consent/trackers";
import { useConsent } from "~/lib/consent/use-consent";

// The banner is a deferred island: prerendered, its code loads when the visitor turns to it, and a
// click on one of its buttons before that is repeated once it is live.
const ConsentBanner = deferredIsland(
  withTranslations(() => import("./consent-banner")),
  {
    holdClicks: true,
    className: "contents",
  },
);
const ConsentPreferences = lazy(withTranslations(() => import("./consent-preferences")));

/** Banner, preferences dialog and the trackers that follow the visitor's choice. */
export function ConsentRoot() {
  const consent = useConsent();
  const open = useSyncExternalStore(subscribePreferences, preferencesOpen, () => false);
  const { pathname } = useLocation();

  useEffect(() => {
    if (consent === undefined) return;
    syncTrackers(consent);
    document.documentElement.toggleAttribute(consentNeededAttribute, consent === null);
  }, [consent]);
  // The first page view is sent when the pixel starts; later ones on client-side navigation.
  const lastPath = useRef(pathname);
  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    trackPageView();
  }, [pathname]);

  return (
    <>
      {/* Prerendered for everyone; shown only while consent is needed (consent-needed-script). */}
      {!consent && <ConsentBanner />}
      {open && (
        <Suspense>
          <ConsentPreferences />
        </Suspense>
      )}
    </>
  );
}
