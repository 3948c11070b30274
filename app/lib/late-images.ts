/** Where a late image waits for its address (app/components/ui/late-image.tsx, ADR 0049). */
export const lateSrcAttribute = "data-late-src";
/** Where a late `<picture>`'s sources wait for theirs (app/components/ui/picture.tsx, ADR 0066). */
export const lateSrcSetAttribute = "data-late-srcset";

/**
 * What a late image shows until then: a transparent 1 x 1 GIF, so the element is valid HTML
 * (`src` is required), costs no request, decodes off the main thread and lets its box's
 * background show. Chromium does not count so empty an image as a largest paint.
 */
export const latePlaceholder = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

/**
 * The same as a `<source>`'s `srcset` (required, and with a width, as `sizes` asks): the browser
 * picks the first source whose type it knows and finds the same empty GIF there.
 */
export const latePlaceholderSrcSet = `${latePlaceholder} 1w`;

/**
 * Gives every late image of the prerendered page its address. The first-view script runs it once
 * the largest paint is reported; an image that is live already has its address and is skipped.
 * A picture's sources first: the image then chooses among them once, when it gets its own.
 */
export function startLateImages(): void {
  for (const source of document.querySelectorAll<HTMLSourceElement>(`source[${lateSrcSetAttribute}]`)) {
    const srcset = source.getAttribute(lateSrcSetAttribute)!;
    if (source.getAttribute("srcset") !== srcset) source.srcset = srcset;
  }
  for (const image of document.querySelectorAll<HTMLImageElement>(`img[${lateSrcAttribute}]`)) {
    const src = image.getAttribute(lateSrcAttribute)!;
    if (image.getAttribute("src") !== src) image.src = src;
  }
}
