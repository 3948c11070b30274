import type { ComponentType } from "react";
import { redirectDocument, type MetaDescriptor } from "react-router";
import { loadsAsDocument } from "#common/content/overlay";
import { withTranslations } from "~/i18n/with-translations";
import { deferredIsland, preloadMountedIslands } from "./deferred-island";

/**
 * A page's content as one deferred island (ADR 0015): its prerendered HTML is the first view, its
 * code (components, copy, i18next) loads when the visitor turns to it, scrolls or navigates, or at
 * once when `loadAtOnce` says the URL or the date asks for more than the prerendered HTML shows.
 * Clicks on its buttons and links and form submits made before that are repeated once it is live.
 */
export function pageIsland(
  load: () => Promise<{ default: ComponentType }>,
  { loadAtOnce }: { loadAtOnce?: () => boolean } = {},
) {
  return deferredIsland(withTranslations(load), {
    holdClicks: true,
    holdSubmit: true,
    // Reveals, floating buttons and section pills follow the scroll position.
    loadOnScroll: true,
    loadAtOnce,
    as: "main",
    className: "outline-none",
  });
}

/**
 * The clientLoader of a page route. It runs only on client-side navigation (the first view uses
 * the prerendered data): the next page's head data and its code, and the code of the islands on
 * screen, arrive before the router shows the page, so nothing suspends on the way.
 */
export function pageClientLoader(page: { preload: () => Promise<unknown> }) {
  return async ({ request, serverLoader }: { request: Request; serverLoader: () => Promise<unknown> }) => {
    // A page that reads published content this one does not carry loads as a document (ADR 0055):
    // links to it do so themselves (./document-navigation.ts); this catches any other navigation.
    const { pathname, search } = new URL(request.url);
    if (loadsAsDocument(pathname)) return redirectDocument(`${pathname}${search}`);
    const [data] = await Promise.all([serverLoader(), page.preload(), preloadMountedIslands()]);
    return data;
  };
}

/** The meta() of a page route: the head its loader built when the page was prerendered. */
export function headFromLoader({ loaderData }: { loaderData?: unknown }): MetaDescriptor[] {
  return (loaderData as { head?: MetaDescriptor[] } | undefined)?.head ?? [];
}
