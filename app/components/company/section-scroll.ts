import { useEffect } from "react";
import { useLocation } from "react-router";

/** Spec section 9: a URL hash naming a section scrolls there after 100 ms. */
export const hashScrollDelayMs = 100;

function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * Scrolls to the section with this id (smoothly, unless the visitor prefers reduced motion) and
 * moves the keyboard focus to it without a second jump. `updateHash` writes `#id` into the address
 * bar without a router navigation, so the router does not jump there a second time.
 */
export function scrollToSection(id: string, { updateHash = true }: { updateHash?: boolean } = {}): boolean {
  const section = document.getElementById(id);
  if (!section) return false;
  section.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
  section.focus({ preventScroll: true });
  if (updateHash && window.location.hash !== `#${id}`) {
    window.history.replaceState(window.history.state, "", `#${id}`);
  }
  return true;
}

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
