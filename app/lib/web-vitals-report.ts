/**
 * The loading-speed figures of one page view (docs/decisions/0062), measured by the `web-vitals`
 * library in a chunk of its own that the first-view script imports after the largest paint
 * (./web-vitals-beacon.ts); importing it starts the measuring. Each of LCP, INP and CLS goes to
 * our server once, when the library reports it (at the visitor's first input or when the page is
 * hidden), with the page, its language and the device class: no identifier, nothing kept in the
 * browser.
 */
import { onCLS, onINP, onLCP, type Metric } from "web-vitals";
import { serverFacts } from "#common/config/server-facts";
import { phoneBelowWidth, type VitalMetric, type VitalsBeacon } from "#common/config/web-vitals";

const webVitalsEndpoint = "/api/vitals";

function send(beacon: VitalsBeacon): void {
  // A string goes as text/plain: a simple request, whose answer nobody waits for.
  const body = JSON.stringify(beacon);
  if (!navigator.sendBeacon?.(webVitalsEndpoint, body)) {
    void fetch(webVitalsEndpoint, { method: "POST", body, keepalive: true }).catch(() => {});
  }
}

/**
 * The page the document was loaded as, the one the first-view script counted: a client-side
 * navigation since changes neither the figures' page nor the library's page view.
 */
function entryPage(): { path: string; lang: string } {
  const [navigation] = performance.getEntriesByType("navigation");
  return {
    path: navigation ? new URL(navigation.name).pathname : location.pathname,
    // The prerendered page's language: the server takes only the path's own.
    lang: document.documentElement.lang,
  };
}

/** Reports the page view's figures; with the statistics off (ANALYTICS=off) nothing is measured. */
function reportWebVitals(): void {
  if (!serverFacts.analytics) return;
  const { path, lang } = entryPage();
  // The layout the page was laid out in when it loaded: the narrow one is a phone's.
  const device = window.innerWidth < phoneBelowWidth ? "phone" : "desktop";
  const sent = new Set<VitalMetric>();
  const report = ({ name, value, navigationType }: Metric) => {
    // Once per metric and page view; a page restored from the back-forward cache was no new view.
    if ((name !== "LCP" && name !== "INP" && name !== "CLS") || sent.has(name)) return;
    if (navigationType === "back-forward-cache") return;
    sent.add(name);
    send({ path, lang, device, metric: name, value });
  };
  onLCP(report);
  onINP(report);
  onCLS(report);
}

reportWebVitals();
