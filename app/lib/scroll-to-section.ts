import { prefersReducedMotion } from "./reduced-motion";

/**
 * Scrolls to the element with this id (smoothly, or at once under prefers-reduced-motion) and
 * moves keyboard focus there without a second jump. Sections that are scroll targets carry
 * `tabIndex={-1}` so they can take focus. Returns false when no such element exists, so a link
 * can fall back to its plain `#id` behaviour. `updateHash` writes `#id` into the address bar
 * without a router navigation, so the router does not jump there a second time.
 */
export function scrollToSection(id: string, { updateHash = false }: { updateHash?: boolean } = {}): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
  target.focus({ preventScroll: true });
  if (updateHash && window.location.hash !== `#${id}`) {
    window.history.replaceState(window.history.state, "", `#${id}`);
  }
  return true;
}

/** True for clicks the browser should handle itself (new tab, new window, download). */
export function isModifiedClick(event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}
