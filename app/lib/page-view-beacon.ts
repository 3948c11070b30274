import { useEffect, useRef } from "react";
import { afterLoad, sendPageView } from "./page-view";

/**
 * Counts each page a client-side navigation shows (docs/decisions/0027). The page the visitor
 * entered on was counted by the first-view script before React was there (countEntryView).
 */
export function usePageViewBeacon(pathname: string): void {
  const entry = useRef(true);
  useEffect(() => {
    if (entry.current) {
      entry.current = false;
      return;
    }
    return afterLoad(() => sendPageView(pathname));
  }, [pathname]);
}
