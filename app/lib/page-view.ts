import { langFromPath } from "#common/config/route-table";

/**
 * The site's own page-view count (docs/decisions/0027): path, language and the referring site's
 * host go to our server, nothing is kept in the browser, and nothing is sent when the visitor's
 * browser asks not to be tracked. The page the visitor enters on is counted by the first-view
 * script (countEntryView), later ones by the app on client-side navigation (page-view-beacon.ts).
 */
export const pageViewEndpoint = "/api/view";

/** How long a page must have been shown: a redirect to the saved language is not a view. */
export const pageViewDelayMs = 300;

/** The browser asks not to be tracked (Global Privacy Control or Do Not Track): the statistics leave it out. */
export const optedOut = () => {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.globalPrivacyControl === true || nav.doNotTrack === "1";
};

/** The referring page's host when it is another http(s) site; the path and query stay behind. */
export function referrerHost(): string | undefined {
  try {
    const url = new URL(document.referrer);
    return /^https?:$/.test(url.protocol) && url.host !== location.host ? url.hostname : undefined;
  } catch {
    return undefined;
  }
}

/** Only the view that entered the site names a referrer; later ones come from our own pages. */
export function sendPageView(path: string, referrer?: string): void {
  if (optedOut()) return;
  // A string goes as text/plain: a simple request, whose answer nobody waits for.
  const body = JSON.stringify({ path, lang: langFromPath(path), referrer });
  if (!navigator.sendBeacon?.(pageViewEndpoint, body)) {
    void fetch(pageViewEndpoint, { method: "POST", body, keepalive: true }).catch(() => {});
  }
}

/** Calls `send` once the page has been loaded for the delay; the returned function cancels it. */
export function afterLoad(send: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => (timer = setTimeout(send, pageViewDelayMs));
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    window.removeEventListener("load", schedule);
    clearTimeout(timer);
  };
}

/** The page the visitor entered the site on, unless a client-side navigation left it before the delay. */
export function countEntryView(): void {
  const path = location.pathname;
  afterLoad(() => {
    if (location.pathname === path) sendPageView(path, referrerHost());
  });
}
