/**
 * The first-view script's share of the loading-speed figures (docs/decisions/0062): once the page
 * has loaded and painted its largest element, it imports the measuring chunk
 * (./web-vitals-report.ts, a file of its own in /assets/), so nothing of it competes with the first
 * paint (ADR 0046). Under the same conditions as the page-view count: not when the browser asks
 * not to be tracked; the chunk itself checks that the statistics are on.
 */
import { langFromPath } from "#common/config/route-table";
import { optedOut } from "./page-view";

/** The chunk's address, named by its content (vite.first-view.config.ts builds it first). */
declare const __WEB_VITALS_CHUNK__: string | undefined;

/** How long after load at most for a largest paint (a background tab paints none). */
const largestPaintWaitMs = 3000;

/** Runs `then` once the page has loaded and reported its largest paint, or 3 s after load without one. */
function afterLargestPaint(then: () => void): void {
  let done = false;
  const once = () => {
    if (!done) setTimeout(then);
    done = true;
  };
  const loaded = () => {
    if (PerformanceObserver.supportedEntryTypes?.includes("largest-contentful-paint")) {
      new PerformanceObserver(once).observe({ type: "largest-contentful-paint", buffered: true });
    }
    setTimeout(once, largestPaintWaitMs);
  };
  if (document.readyState === "complete") loaded();
  else window.addEventListener("load", loaded, { once: true });
}

/** Measures this page view's loading speed, attributed to the page the visitor entered on. */
export function startWebVitals(): void {
  const chunk = typeof __WEB_VITALS_CHUNK__ === "string" ? __WEB_VITALS_CHUNK__ : undefined;
  if (!chunk || optedOut()) return;
  const path = location.pathname;
  afterLargestPaint(() => {
    // A page from before a deploy may name a chunk that is gone: then this view goes unmeasured.
    import(/* @vite-ignore */ chunk).then(
      (report: typeof import("./web-vitals-report")) => report.reportWebVitals(path, langFromPath(path)),
      () => {},
    );
  });
}
