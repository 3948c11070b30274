import { useEffect } from "react";
import { langFromPath } from "#common/config/route-table";

/**
 * The site's own page-view count (docs/decisions/0027): path, language and the referring site's
 * host go to our server, nothing is kept in the browser, and nothing is sent when the visitor's
 * browser asks not to be tracked.
 */
export const pageViewEndpoint = "/api/view";

/** How long a page must have been shown: a redirect to the saved language is not a view. */
export const pageViewDelayMs = 300;

const optedOut = () => {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.globalPrivacyControl === true || nav.doNotTrack === "1";
};

/** The referring page's host when it is another http(s) site; the path and query stay behind. */
function referrerHost(): string | undefined {
  try {
    const url = new URL(document.referrer);
    return /^https?:$/.test(url.protocol) && url.host !== location.host ? url.hostname : undefined;
  } catch {
    return undefined;
  }
}

// Only the view that entered the site has a referrer; later ones come from our own pages.
let entered = false;

export function sendPageView(path: string): void {
  if (optedOut()) return;
  const referrer = entered ? undefined : referrerHost();
  entered = true;
  // A string goes as text/plain: a simple request, whose answer nobody waits for.
  const body = JSON.stringify({ path, lang: langFromPath(path), referrer });
  if (!navigator.sendBeacon?.(pageViewEndpoint, body)) {
    void fetch(pageViewEndpoint, { method: "POST", body, keepalive: true }).catch(() => {});
  }
}

/** Counts each page the visitor sees once, first load and client-side navigations alike. */
export function usePageViewBeacon(pathname: string): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => (timer = setTimeout(() => sendPageView(pathname), pageViewDelayMs));
    if (document.readyState === "complete") schedule();
    else window.addEventListener("load", schedule, { once: true });
    return () => {
      window.removeEventListener("load", schedule);
      clearTimeout(timer);
    };
  }, [pathname]);
}
