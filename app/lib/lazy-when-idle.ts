import { lazy, type ComponentType } from "react";

/**
 * React.lazy that, on the first page load, starts fetching once the browser is idle or the visitor
 * starts to interact (pointer, key, focus), whichever comes first: the prerendered HTML stays on
 * screen (React keeps dehydrated content while it waits) and the chunk does not compete with the
 * first paint. On later client-side navigations, and when prerendering, it loads at once.
 */
const interactions = ["pointerdown", "keydown", "focusin", "touchstart"] as const;

export function lazyWhenIdle<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(
    () =>
      new Promise<{ default: ComponentType<P> }>((resolve, reject) => {
        let started = false;
        const start = () => {
          if (started) return;
          started = true;
          if (typeof window !== "undefined") {
            for (const type of interactions) window.removeEventListener(type, start, true);
          }
          load().then(resolve, reject);
        };
        if (typeof window === "undefined" || document.documentElement.hasAttribute("data-hydrated")) return start();
        for (const type of interactions) window.addEventListener(type, start, { capture: true, passive: true });
        if ("requestIdleCallback" in window) window.requestIdleCallback(start, { timeout: 2000 });
        else setTimeout(start, 300);
      }),
  );
}
