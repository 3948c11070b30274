/** Where a late image waits for its address (app/components/ui/late-image.tsx, ADR 0049). */
export const lateSrcAttribute = "data-late-src";

/**
 * Gives every late image of the prerendered page its address. The first-view script runs it once
 * the largest paint is reported; an image that is live already has its address and is skipped.
 */
export function startLateImages(): void {
  for (const image of document.querySelectorAll<HTMLImageElement>(`img[${lateSrcAttribute}]:not([src])`)) {
    image.src = image.getAttribute(lateSrcAttribute)!;
  }
}
