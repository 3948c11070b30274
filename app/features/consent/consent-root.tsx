import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { withTranslations } from "~/i18n/with-translations";
import { deferredIsland } from "~/lib/deferred-island";
import { consentNeededAttribute } from "~/lib/consent/consent-choice";
import { syncTrackers, trackPageView } from "~/lib/consent/trackers";
import { useConsent } from "~/lib/consent/use-consent";

// The banner and the preferences are deferred islands: prerendered, their buttons answered by the
// page controls without their code (docs/decisions/0060), which loads when the visitor turns to them.
const ConsentBanner = deferredIsland(
  withTranslations(() => import("./consent-banner")),
  {
    holdClicks: true,
    className: "contents",
  },
);
/** The preferences dialog, prerendered closed at the end of every page (the site shell places it). */
export const ConsentPreferences = deferredIsland(
  withTranslations(() => import("./consent-preferences")),
  { className: "contents" },
);

/** The banner and the trackers that follow the visitor's choice. */
export function ConsentRoot() {
  const consent = useConsent();
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

  // Prerendered for everyone; shown only while consent is needed (consent-needed-script).
  return consent ? null : <ConsentBanner />;
}
