import { lazy, memo, Suspense, useEffect, useMemo, useRef, type ComponentType, type RefObject } from "react";
import { useLocation } from "react-router";

const interactions = ["pointerover", "pointerdown", "touchstart", "focusin", "keydown"] as const;

interface IslandOptions {
  /** True when the island has something to show at once (a stored draft): it then loads after hydration. */
  loadAtOnce?: () => boolean;
  /** Holds a form submit made before the code is there (a native one would put the entries in the URL) and sends it once live. */
  holdSubmit?: boolean;
  /** Holds a click on a button made before the code is there and repeats it once live (links work without). */
  holdClicks?: boolean;
  /** Classes of the wrapping element (it takes the island's place in the layout). */
  className?: string;
}

/**
 * A part of a page whose code loads only when the visitor turns to it (pointer over it, touch,
 * focus, keys) or the page navigates, so it never weighs on the first view. Its prerendered HTML
 * stays on screen as a dehydrated Suspense boundary; React hydrates it once the code is there and
 * replays the events that came meanwhile. Once live, the wrapper carries `data-live`. Rendered
 * after the first hydration (client-side navigation), it loads at once.
 */
export function deferredIsland<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  { loadAtOnce = () => false, holdSubmit = false, holdClicks = false, className }: IslandOptions = {},
) {
  let release: () => void = () => {};
  const needed = new Promise<void>((resolve) => (release = resolve));
  const Island = lazy(() => {
    if (typeof document === "undefined") release(); // prerendering: the HTML must hold the island
    return needed.then(load);
  });
  let live = false;
  let heldSubmit: HTMLFormElement | undefined;
  let heldClick: HTMLButtonElement | undefined;

  /** Mounts with the island, so its effect runs once the island has hydrated. */
  function OnLive({ slot }: { slot: RefObject<HTMLDivElement | null> }) {
    useEffect(() => {
      live = true;
      slot.current?.setAttribute("data-live", "");
      heldSubmit?.requestSubmit();
      heldClick?.click();
      heldSubmit = heldClick = undefined;
    }, [slot]);
    return null;
  }

  // memo and the kept element: an update that reaches a dehydrated boundary whose code is not
  // there makes React drop the server HTML and show the (empty) fallback until it is, which
  // shifts the page. A parent re-rendering with the same props must not reach it.
  return memo(function DeferredIsland(props: P) {
    const slot = useRef<HTMLDivElement>(null);
    const { key } = useLocation();
    const firstKey = useRef(key);
    // After the first hydration (client-side navigation) there is nothing to defer to; and a
    // navigation must not wait on a boundary that cannot hydrate.
    if (typeof document !== "undefined" && document.documentElement.hasAttribute("data-hydrated")) release();
    if (key !== firstKey.current) release();

    const island = useMemo(
      () => (
        <Suspense>
          <Island {...props} />
          <OnLive slot={slot} />
        </Suspense>
      ),
      [props],
    );

    useEffect(() => {
      const element = slot.current;
      if (!element) return;
      if (loadAtOnce()) release();
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
      const onClick = (event: Event) => {
        const button = (event.target as Element).closest("button");
        // A form's submit button is left to holdSubmit.
        if (live || !button || !element.contains(button) || (button.type === "submit" && button.form)) return;
        event.preventDefault();
        event.stopPropagation();
        heldClick = button;
        release();
      };
      for (const type of interactions) window.addEventListener(type, onInteraction, { capture: true, passive: true });
      if (holdSubmit) window.addEventListener("submit", onSubmit, { capture: true });
      if (holdClicks) window.addEventListener("click", onClick, { capture: true });
      return () => {
        for (const type of interactions) window.removeEventListener(type, onInteraction, { capture: true });
        window.removeEventListener("submit", onSubmit, { capture: true });
        window.removeEventListener("click", onClick, { capture: true });
      };
    }, []);

    return (
      <div ref={slot} className={className}>
        {island}
      </div>
    );
  });
}
