/**
 * What the first-view script (app/lib/first-view.ts) hands to the framework once it runs
 * (docs/decisions/0047): the button clicks and form submits the visitor made before it was there.
 * Two bundles share it through `window`, so it holds no module state.
 */
export interface FirstView {
  /** Clicked buttons and submitted forms, oldest first, until an island (or the root) takes them. */
  held: HTMLElement[];
}

declare global {
  interface Window {
    __firstView?: FirstView;
  }
}

/** The held clicks and submits aimed inside `element`, taken out of the queue (they are replayed once). */
export function takeHeld(element: Element): HTMLElement[] {
  const queue = window.__firstView?.held;
  if (!queue) return [];
  const taken = queue.filter((target) => element.contains(target));
  queue.splice(0, queue.length, ...queue.filter((target) => !taken.includes(target)));
  return taken;
}

/** Does again what the visitor did: the form is sent (checked by its live code), the button clicked. */
export function replay(target: HTMLElement): void {
  if (target instanceof HTMLFormElement) target.requestSubmit();
  else target.click();
}
