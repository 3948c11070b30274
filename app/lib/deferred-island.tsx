import { lazy, memo, Suspense, useEffect, useMemo, useRef, useState, type ComponentType, type RefObject } from "react";
import { useLocation } from "react-router";
import { takeHeld } from "./first-view-handover";
import { applyFullStylesheet } from "./full-stylesheet";
import { pageControl } from "./page-controls/markup";

const interactions = ["pointerover", "pointerdown", "touchstart", "focusin", "keydown"] as const;

interface IslandOptions {
  /** True when the island has something to show at once (a stored draft): it then loads after hydration. */
  loadAtOnce?: () => boolean;
  /** Holds a form submit made before the code is there (a native one would put the entries in the URL) and sends it once live. */
  holdSubmit?: boolean;
  /**
   * Holds a click on a button or an in-app link made before the code is there and repeats it once
   * live, so it does what it does on a live page (a dialog opens, a smooth scroll, a client-side
   * navigation instead of a full page load).
   */
  holdClicks?: boolean;
  /** Loads on the first scroll of the page too (parts that follow the scroll position). */
  loadOnScroll?: boolean;
  /** Classes of the wrapping element (it takes the island's place in the layout). */
  className?: string;
  /** The wrapping element: a page's content is the document's <main>. */
  as?: "div" | "main";
}

/** A plain left click on a link to this site in this tab: the router would handle it. */
export function isInAppLinkClick(link: HTMLAnchorElement, event: MouseEvent): boolean {
  const modified = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
  const elsewhere = (link.target && link.target !== "_self") || link.hasAttribute("download");
  return !modified && !elsewhere && link.origin === window.location.origin;
}

/** Loads the code of every island on the page; a client-side navigation awaits it before it shows the next page. */
const mountedPreloads = new Set<() => Promise<unknown>>();
export function preloadMountedIslands(): Promise<unknown> {
  return Promise.all([...mountedPreloads].map((preload) => preload()));
}

/**
 * A part of a page whose code loads only when the visitor turns to it (pointer over it, touch,
 * focus, keys) or the page navigates, so it never weighs on the first view. Its prerendered HTML
 * stays on screen as a dehydrated Suspense boundary; React hydrates it once the code is there and
 * replays the events that came meanwhile. Once live, the wrapper carries `data-live`. Rendered
 * after the first hydration (client-side navigation), it loads at once.
 */
// Over 80 lines: one closure over a chunk's load state (its release, the held click or submit, whether it is live), which the component, its listeners and OnLive all read.
export function deferredIsland<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  {
    loadAtOnce = () => false,
    holdSubmit = false,
    holdClicks = false,
    loadOnScroll = false,
    className,
    as: Wrapper = "div",
  }: IslandOptions = {},
) {
  let release: () => void = () => {};
  const needed = new Promise<void>((resolve) => (release = resolve));
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<unknown> | undefined;
  // Live, it may show what the first view's inlined CSS has no rules for (a dialog, a state).
  const preload = () =>
    (loading ??= Promise.all([load(), applyFullStylesheet()]).then(([module]) => {
      loaded = module.default;
      return module;
    }));
  const Island = lazy(() => {
    if (typeof document === "undefined") release(); // prerendering: the HTML must hold the island
    return needed.then(preload) as Promise<{ default: ComponentType<P> }>;
  });
  let live = false;
  let heldSubmit: HTMLFormElement | undefined;
  let heldClick: HTMLElement | undefined;

  /** Mounts with the island, so its effect runs once the island has hydrated. */
  function OnLive({ slot }: { slot: RefObject<HTMLElement | null> }) {
    useEffect(() => {
      live = true;
      slot.current?.setAttribute("data-live", "");
      heldSubmit?.requestSubmit();
      heldClick?.click();
      heldSubmit = heldClick = undefined;
    }, [slot]);
    return null;
  }

  /**
   * Loads the island when the visitor turns to it, and holds what they do in it before it is live:
   * what they did before React was there (the first-view script held it), and from now on a submit
   * (`holdSubmit`) or a click (`holdClicks`), each replayed by OnLive. Returns the cleanup.
   */
  function holdUntilLive(element: HTMLElement): () => void {
    if (loadAtOnce()) release();
    // What the visitor did before React was there (the first-view script held it): a click or a
    // submit in here is replayed once live; focus in here or a scrolled page loads it as its
    // events would have.
    for (const target of takeHeld(element)) {
      if (target instanceof HTMLFormElement) heldSubmit = target;
      else heldClick = target;
      release();
    }
    if (element.contains(document.activeElement) || (loadOnScroll && window.scrollY > 0)) release();
    mountedPreloads.add(preload);
    // On window, in the capture phase: React stops events aimed at a dehydrated boundary at
    // the document (to replay them after hydration), so listeners below would never hear them.
    const onInteraction = (event: Event) => {
      if (element.contains(event.target as Node)) release();
    };
    const onSubmit = (event: Event) => {
      if (live || !element.contains(event.target as Node)) return;
      event.preventDefault();
      event.stopPropagation();
      heldSubmit = event.target as HTMLFormElement;
      release();
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target.closest("button, a[href]") : null;
      if (live || !(target instanceof HTMLElement) || !element.contains(target) || pageControl(target)) return;
      // The page controls answer theirs without the island's code (docs/decisions/0060); a form's submit button is left to holdSubmit; links the browser handles alike either way
      // (new tab, download, another site, mail) are not held.
      if (target instanceof HTMLButtonElement && target.type === "submit" && target.form) return;
      if (target instanceof HTMLAnchorElement && !isInAppLinkClick(target, event)) return;
      event.preventDefault();
      event.stopPropagation();
      heldClick = target;
      release();
    };
    for (const type of interactions) window.addEventListener(type, onInteraction, { capture: true, passive: true });
    if (holdSubmit) {
      window.addEventListener("submit", onSubmit, { capture: true });
      // The prerendered forms let a browser without our script check their fields; with it, the
      // submit is held and the live form checks and explains in the page's language.
      for (const form of element.querySelectorAll("form")) form.noValidate = true;
    }
    if (holdClicks) window.addEventListener("click", onClick, { capture: true });
    if (loadOnScroll) window.addEventListener("scroll", release, { once: true, passive: true });
    return () => {
      mountedPreloads.delete(preload);
      window.removeEventListener("scroll", release);
      for (const type of interactions) window.removeEventListener(type, onInteraction, { capture: true });
      window.removeEventListener("submit", onSubmit, { capture: true });
      window.removeEventListener("click", onClick, { capture: true });
    };
  }

  // memo and the kept element: an update that reaches a dehydrated boundary whose code is not
  // there makes React drop the server HTML and show the (empty) fallback until it is, which
  // shifts the page. A parent re-rendering with the same props must not reach it.
  const DeferredIsland = memo(function DeferredIsland(props: P) {
    const slot = useRef<HTMLElement>(null);
    // Code loaded before this instance mounted (a navigation preloaded it): rendered directly, so
    // nothing suspends. Fixed for the instance's life: switching types would remount its state.
    const [Direct] = useState(() => loaded);
    const { key } = useLocation();
    const firstKey = useRef(key);
    // After the first hydration (client-side navigation) there is nothing to defer to; and a
    // navigation must not wait on a boundary that cannot hydrate.
    if (typeof document !== "undefined" && document.documentElement.hasAttribute("data-hydrated")) release();
    if (key !== firstKey.current) release();

    const island = useMemo(
      () => (
        <Suspense>
          {Direct ? <Direct {...props} /> : <Island {...props} />}
          <OnLive slot={slot} />
        </Suspense>
      ),
      [props, Direct],
    );

    useEffect(() => (slot.current ? holdUntilLive(slot.current) : undefined), []);

    return Wrapper === "main" ? (
      <main ref={slot} id="main" tabIndex={-1} className={className}>
        {island}
      </main>
    ) : (
      <div ref={slot as RefObject<HTMLDivElement | null>} className={className}>
        {island}
      </div>
    );
  });
  return Object.assign(DeferredIsland, { preload });
}
