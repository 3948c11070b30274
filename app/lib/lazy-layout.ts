/**
 * The first paint lays out only the first screen (ADR 0050). On a fresh navigation the script in
 * <head> marks the document, and app.css lets every page section after the first and the footer
 * skip their layout (`content-visibility: auto`) while the mark is there. The first-view script
 * lays them out after the largest paint, one per task, so no task holds the main thread long;
 * on the visitor's first intent, all at once. A reload, a history step or an address with a
 * fragment restores or seeks a position, which needs true heights: those are never marked.
 */
export const lazyLayoutAttribute = "data-lazy-layout";

/** What skips its layout while the document is marked; app.css holds the same selector (tested). */
export const lazyLayoutTargets = "main section ~ section, footer";

export const lazyLayoutScript = `if(performance.getEntriesByType("navigation")[0]?.type==="navigate"&&!location.hash)document.documentElement.setAttribute(${JSON.stringify(lazyLayoutAttribute)},"")`;

const marked = () => document.documentElement.hasAttribute(lazyLayoutAttribute);

/** Unmarks the document and takes back the per-element overrides of `layOutInSteps`. */
export function layOutAtOnce(): void {
  if (!marked()) return;
  document.documentElement.removeAttribute(lazyLayoutAttribute);
  for (const element of document.querySelectorAll<HTMLElement>(lazyLayoutTargets)) {
    element.style.removeProperty("content-visibility");
    if (element.getAttribute("style") === "") element.removeAttribute("style");
  }
}

/**
 * One skipped part per task, its layout forced in that task (reading its height): left to the
 * next frame, several would be laid out together in one long task.
 */
export function layOutInSteps(): void {
  const pending = [...document.querySelectorAll<HTMLElement>(lazyLayoutTargets)];
  const step = () => {
    if (!marked()) return;
    const next = pending.shift();
    if (!next) return layOutAtOnce();
    next.style.setProperty("content-visibility", "visible");
    void next.offsetHeight;
    setTimeout(step);
  };
  step();
}
