import { lazy, Suspense, useEffect, useRef, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { registerMessages } from "~/i18n/instances";
import de from "~/locales/de/consent";
import en from "~/locales/en/consent";
import { ConsentBanner } from "./consent-banner";
import { consentNeededAttribute } from "./consent-needed-script";
import { preferencesOpen, subscribePreferences } from "./consent-ui";
import { syncTrackers, trackPageView } from "./trackers";
import { useConsent } from "./use-consent";

registerMessages("consent", { de, en });

const ConsentPreferences = lazy(() => import("./consent-preferences"));

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
