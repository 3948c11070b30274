import { useSyncExternalStore } from "react";

/** For values that never change after load: the server's snapshot while hydrating, the browser's after. */
export const noSubscription = () => () => {};

/**
 * False in the prerendered HTML and while hydrating, true right after (and at once in a component
 * the app renders later): what differs in the browser renders then, never as a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
