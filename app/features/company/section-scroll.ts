import { useEffect } from "react";
import { useLocation } from "react-router";
import { scrollToSection } from "~/lib/scroll-to-section";

/** A URL hash naming a section scrolls there after 100 ms, once the page's layout has settled. */
export const hashScrollDelayMs = 100;

/**
 * When the URL hash names one of `ids` (on load or after a navigation), scrolls to that section
 * after `hashScrollDelayMs`, once the page has hydrated and its layout has settled.
 */
export function useHashScroll(ids: readonly string[]): void {
  const { hash } = useLocation();
  useEffect(() => {
    const id = safeDecode(hash.slice(1));
    if (!ids.includes(id)) return;
    const timer = window.setTimeout(() => scrollToSection(id, { updateHash: false }), hashScrollDelayMs);
    return () => window.clearTimeout(timer);
  }, [hash, ids]);
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
