/**
 * Optional analytics (GA4) and marketing (Meta pixel) integrations. Their scripts are inserted
 * only after the visitor grants the category; nothing of them is in the prerendered HTML. When a
 * category this page already loaded is withdrawn, the trackers are told (Consent Mode update,
 * pixel revoke) and the page reloads, so no tracker code keeps running.
 */
import { site } from "#common/config/site";
import type { ConsentRecord } from "./consent-store";

type Queue = ((...args: unknown[]) => void) & Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
    fbq?: Queue;
    _fbq?: Queue;
  }
}

export const trackerScripts = {
  analytics: (id: string) => `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`,
  marketing: "https://connect.facebook.net/en_US/fbevents.js",
} as const;

const loaded = { analytics: false, marketing: false };

function insertScript(src: string) {
  const script = document.createElement("script");
  script.async = true;
  script.src = src;
  document.head.append(script);
}

function consentModeState(record: ConsentRecord) {
  const ads = record.marketing ? "granted" : "denied";
  return {
    analytics_storage: record.analytics ? "granted" : "denied",
    ad_storage: ads,
    ad_user_data: ads,
    ad_personalization: ads,
  };
}

function startAnalytics(record: ConsentRecord) {
  window.dataLayer = window.dataLayer ?? [];
  // gtag.js reads `arguments` objects from the data layer, not arrays.
  window.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments);
  };
  // Consent Mode v2: everything denied by default, then the visitor's choice.
  window.gtag("consent", "default", {
    analytics_storage: "denied",
    ad_storage: "denied",
    ad_user_data: "denied",
    ad_personalization: "denied",
  });
  window.gtag("consent", "update", consentModeState(record));
  window.gtag("js", new Date());
  window.gtag("config", site.gaMeasurementId);
  insertScript(trackerScripts.analytics(site.gaMeasurementId));
  loaded.analytics = true;
}

function startMarketing() {
  // The pixel's documented stub: calls queue up until fbevents.js replaces `callMethod`.
  const fbq: Queue = Object.assign(
    (...args: unknown[]) => {
      if (typeof fbq.callMethod === "function") (fbq.callMethod as (...a: unknown[]) => void)(...args);
      else (fbq.queue as unknown[][]).push(args);
    },
    {} as Record<string, unknown>,
  );
  Object.assign(fbq, { push: fbq, loaded: true, version: "2.0", queue: [] });
  window.fbq = window._fbq = fbq;
  fbq("consent", "grant");
  fbq("init", site.metaPixelId);
  fbq("track", "PageView");
  insertScript(trackerScripts.marketing);
  loaded.marketing = true;
}

/** Brings the running trackers in line with the record; called on load and on every change. */
export function syncTrackers(record: ConsentRecord | null): void {
  const analytics = Boolean(record?.analytics && site.gaMeasurementId);
  const marketing = Boolean(record?.marketing && site.metaPixelId);
  const withdrawn = (loaded.analytics && !analytics) || (loaded.marketing && !marketing);
  if (withdrawn) {
    window.gtag?.("consent", "update", {
      analytics_storage: "denied",
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
    });
    window.fbq?.("consent", "revoke");
    location.reload();
    return;
  }
  if (record && loaded.analytics) window.gtag?.("consent", "update", consentModeState(record));
  if (analytics && !loaded.analytics) startAnalytics(record!);
  if (marketing && !loaded.marketing) startMarketing();
}

/** Reports a client-side navigation to the pixel (GA4's enhanced measurement sees history changes itself). */
export function trackPageView(): void {
  if (loaded.marketing) window.fbq?.("track", "PageView");
}

/**
 * A lead was stored: GA4's `generate_lead` and the pixel's `Lead`, with the form's kind and the
 * page only, never anything the visitor entered. Only trackers the visitor consented to are loaded,
 * so without consent nothing fires.
 */
export function trackLead(kind: string, page: string): void {
  if (loaded.analytics) window.gtag?.("event", "generate_lead", { form_kind: kind, page_path: page });
  if (loaded.marketing) window.fbq?.("track", "Lead", { content_category: kind, content_name: page });
}
