/**
 * The first view carries only its page's rules, inlined; the link to the whole stylesheet is
 * prerendered `disabled` and `media="not all"` (ADR 0017). Anything that can show more than the
 * prerendered page (an island going live, the next page) applies it first. Resolves once it
 * applies; at once where the link was never disabled (development) or already applies.
 */
let applying: Promise<void> | undefined;

export function applyFullStylesheet(): Promise<void> {
  if (typeof document === "undefined") return Promise.resolve();
  return (applying ??= new Promise<void>((resolve) => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"][href^="/assets/"]');
    if (!link || link.sheet) return resolve();
    // An error leaves the page as it is, styled by its own rules: better than a page that never goes live.
    link.addEventListener("load", () => resolve(), { once: true });
    link.addEventListener("error", () => resolve(), { once: true });
    link.removeAttribute("media");
    link.disabled = false;
  }));
}
