import { parseCollectionPath } from "#common/collections/site-paths";
import { loadsAsDocument } from "#common/content/overlay";
import { isInAppLinkClick } from "./deferred-island";

/**
 * A page carries only the published content its own islands read (docs/decisions/0055). A page
 * that reads content this one does not carry is left to the browser: shown by the router, its
 * modules, loaded here, would show their shipped texts. A link to it is followed as a plain link
 * (the fragment kept), its click kept from the router; returns the listener's removal. The
 * collections' pages carry their entries alone (docs/decisions/0069): they always load as documents.
 */
export function followLinksToPagesWithOtherContent(): () => void {
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (event.defaultPrevented || !(link instanceof HTMLAnchorElement) || !isInAppLinkClick(link, event)) return;
    // On window, in the capture phase: before React's listener at its root, where the router's links listen.
    if (loadsAsDocument(link.pathname) || parseCollectionPath(link.pathname)) event.stopPropagation();
  };
  window.addEventListener("click", onClick, { capture: true });
  return () => window.removeEventListener("click", onClick, { capture: true });
}
