/** The visitor asked for less motion: scroll, reveal and move at once, without animation. */
export function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}
