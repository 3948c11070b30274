/**
 * The first-view script's share of the loading-speed figures (docs/decisions/0062): with the
 * other work it leaves until the page has loaded and painted its largest element (ADR 0046), it
 * imports the measuring chunk (./web-vitals-report.ts, a file of its own in /assets/), so nothing
 * of it competes with the first paint. Under the same condition as the page-view count: not when
 * the browser asks not to be tracked; the chunk itself checks that the statistics are on.
 */
import { optedOut } from "./page-view";

/** The chunk's address, named by its content (vite.first-view.config.ts builds it first). */
declare const __WEB_VITALS_CHUNK__: string | undefined;

export function startWebVitals(): void {
  // A page from before a deploy may name a chunk that is gone: then this view goes unmeasured.
  if (typeof __WEB_VITALS_CHUNK__ === "string" && !optedOut()) {
    import(/* @vite-ignore */ __WEB_VITALS_CHUNK__).catch(() => {});
  }
}
