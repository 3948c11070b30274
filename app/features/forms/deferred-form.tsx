import { loadSettings } from "~/features/consent/consent-store";
import { migrationDraftKey } from "./use-form-draft";
import { lazy, Suspense, useEffect, useRef, type ComponentType, type RefObject } from "react";

const interactions = ["pointerover", "pointerdown", "touchstart", "focusin", "keydown"] as const;

/**
 * A lead form whose code (react-hook-form, zod, TanStack Query) loads only when the visitor turns
 * to it, so it never weighs on the first view. The prerendered form stays on screen as a
 * dehydrated Suspense boundary and is usable to the eye; React hydrates it once the code is there
 * and keeps what was typed meanwhile (the forms read their initial values from the DOM). A submit
 * before that is held and sent once the form is live (the slot then carries `data-live`).
 * Rendered after the first hydration (client-side navigation), it loads at once.
 */
export function deferredForm<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  /** True when the form has something to show at once (a stored draft): then it loads after hydration. */
  loadAtOnce: () => boolean = () => false,
) {
  let release: () => void = () => {};
  const needed = new Promise<void>((resolve) => (release = resolve));
  const Form = lazy(() => {
    if (typeof document === "undefined") release(); // prerendering: the HTML must hold the form
    return needed.then(load);
  });
  let live = false;
  let heldSubmit: HTMLFormElement | undefined;

  /** Mounts with the form, so its effect runs once the form has hydrated. */
  function OnLive({ slot }: { slot: RefObject<HTMLDivElement | null> }) {
    useEffect(() => {
      live = true;
      slot.current?.setAttribute("data-live", "");
      heldSubmit?.requestSubmit();
      heldSubmit = undefined;
    }, [slot]);
    return null;
  }

  return function DeferredForm(props: P) {
    const slot = useRef<HTMLDivElement>(null);
    // Rendered after the first hydration (client-side navigation): nothing to defer to.
    if (typeof document !== "undefined" && document.documentElement.hasAttribute("data-hydrated")) release();
    useEffect(() => {
      const element = slot.current;
      if (!element) return;
      if (loadAtOnce()) release();
      // On window, in the capture phase: React stops events aimed at a dehydrated boundary at
      // the document (to replay them after hydration), so listeners below would never hear them.
      const onInteraction = (event: Event) => {
        if (element.contains(event.target as Node)) release();
      };
      const holdSubmit = (event: Event) => {
        if (live || !element.contains(event.target as Node)) return;
        // Not sent natively (it would put the entries in the URL); sent once the form is live.
        event.preventDefault();
        event.stopPropagation();
        heldSubmit = event.target as HTMLFormElement;
        release();
      };
      for (const type of interactions) window.addEventListener(type, onInteraction, { capture: true, passive: true });
      window.addEventListener("submit", holdSubmit, { capture: true });
      return () => {
        for (const type of interactions) window.removeEventListener(type, onInteraction, { capture: true });
        window.removeEventListener("submit", holdSubmit, { capture: true });
      };
    }, []);
    return (
      <div ref={slot}>
        <Suspense>
          <Form {...props} />
          <OnLive slot={slot} />
        </Suspense>
      </div>
    );
  };
}

export const ContactForm = deferredForm(() => import("./contact-form"));
export const SapContactForm = deferredForm(() => import("./sap-contact-form"));
export const MigrationForm = deferredForm(
  () => import("./migration-form"),
  () => Boolean(loadSettings()[migrationDraftKey]),
);
