import { useSyncExternalStore } from "react";
import { todayIso } from "./today";
import { noSubscription } from "./use-hydrated";

/**
 * Today's date: the build date in the prerendered HTML and during hydration (so both render the
 * same), the visitor's date right after.
 */
export function useToday(): Date {
  const iso = useSyncExternalStore(noSubscription, todayIso, () => __BUILD_DATE__);
  return new Date(`${iso}T12:00:00`);
}
