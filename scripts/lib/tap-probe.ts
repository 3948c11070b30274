/**
 * What bench:tap puts into each page before the page's own scripts run (as a string: the page
 * runs it, not Node): the moment of the first touch, the Event Timing entries of the tap, when
 * React hydrated, and a wait for the tap's visible answer.
 */

/** The tap bench:tap makes and what answers it on screen. */
export type TapKind = "reject" | "menu" | "disclosure";

/** What `window.__tapProbe.report` gives. */
export interface TapReport {
  /** The longest event handling of the tap (Event Timing: processingEnd - processingStart), 0 under 16 ms. */
  processingMs: number;
  /** From the touch to React's hydration (html[data-hydrated]), null when it did not come in time. */
  hydratedMs: number | null;
  /** The page's script requests from the touch until React had hydrated, on the page's clock. */
  scripts: { start: number; end: number }[];
}

/** Installed with addInitScript: records, and offers `window.__tapProbe.wait(...)`. */
export const tapProbe = String.raw`(() => {
  if (window.__tapProbe || window.top !== window) return;
  const probe = (window.__tapProbe = { touchAt: null, hydratedAt: null, events: [] });
  addEventListener("touchstart", (event) => { if (probe.touchAt === null) probe.touchAt = event.timeStamp; }, { capture: true, passive: true });
  const record = (list) => { for (const e of list.getEntries()) probe.events.push({ name: e.name, start: e.startTime, processing: e.processingEnd - e.processingStart }); };
  new PerformanceObserver(record).observe({ type: "event", durationThreshold: 16, buffered: true });
  new PerformanceObserver(record).observe({ type: "first-input", buffered: true });
  const watchHydration = () => {
    const html = document.documentElement;
    const check = () => { if (probe.hydratedAt === null && html.hasAttribute("data-hydrated")) probe.hydratedAt = performance.now(); };
    new MutationObserver(check).observe(html, { attributes: true, attributeFilter: ["data-hydrated"] });
    check();
  };
  if (document.documentElement) watchHydration(); else addEventListener("DOMContentLoaded", watchHydration);

  const shown = (element) => !!element && element.isConnected && element.getClientRects().length > 0 && getComputedStyle(element).visibility !== "hidden";
  const dialogShown = () => [...document.querySelectorAll("dialog[open], [role=dialog]")].some(shown);
  /** The page's disclosure controls in document order: what bench:tap taps is the first closed one. */
  probe.controls = () => [...document.querySelectorAll('main button[aria-expanded="false"], main button[aria-expanded="true"], main [role=tab]')];
  probe.firstClosed = () => probe.controls().findIndex((c) => c.getAttribute("aria-expanded") === "false" || c.getAttribute("aria-selected") === "false");
  const answered = {
    reject: () => !shown(document.querySelector("[data-consent-banner], [data-testid=consent-banner]")),
    menu: dialogShown,
    disclosure: (index) => {
      const control = probe.controls()[index];
      if (!control) return false;
      const on = control.getAttribute("aria-expanded") === "true" || control.getAttribute("aria-selected") === "true";
      if (!on) return false;
      if (control.getAttribute("aria-haspopup") === "dialog") return dialogShown();
      const controlled = document.getElementById(control.getAttribute("aria-controls") || "");
      return controlled ? shown(controlled) : true;
    },
  };

  /** Resolves with the time from the touch to the first frame that shows the answer, or null after timeoutMs. */
  probe.wait = ({ kind, index, timeoutMs }) => new Promise((resolve) => {
    const begun = performance.now();
    const frame = (at) => {
      if (answered[kind](index)) return resolve(at - (probe.touchAt ?? begun));
      if (performance.now() - begun > timeoutMs) return resolve(null);
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });

  /** Once React has hydrated (or after timeoutMs): the tap's event handling, React's time and its script requests. */
  probe.report = ({ timeoutMs }) => new Promise((resolve) => {
    const begun = performance.now();
    const check = () => {
      if (probe.hydratedAt === null && performance.now() - begun < timeoutMs) return setTimeout(check, 50);
      const touchAt = probe.touchAt ?? begun;
      const until = probe.hydratedAt ?? performance.now();
      resolve({
        processingMs: Math.max(0, ...probe.events.filter((e) => e.start >= touchAt - 1).map((e) => e.processing)),
        hydratedMs: probe.hydratedAt === null ? null : probe.hydratedAt - touchAt,
        scripts: performance.getEntriesByType("resource")
          .filter((r) => /\.js(\?|$)/.test(r.name) && r.startTime >= touchAt - 1 && r.startTime <= until)
          .map((r) => ({ start: r.startTime, end: r.responseEnd })),
      });
    };
    check();
  });
})();`;
