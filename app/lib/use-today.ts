import { useEffect, useSyncExternalStore } from "react";
import type { Lang } from "#common/config/route-table";
import { formatDate } from "./format";

const noSubscription = () => () => {};
const todayIso = () => new Date().toISOString().slice(0, 10);

/**
 * Today's date: the build date in the prerendered HTML and during hydration (so both render the
 * same), the visitor's date right after.
 */
export function useToday(): Date {
  const iso = useSyncExternalStore(noSubscription, todayIso, () => __BUILD_DATE__);
  return new Date(`${iso}T12:00:00`);
}

/**
 * Prerendered dates marked `<time data-today>` show the visitor's date as soon as the page is
 * hydrated, even inside a deferred island whose code has not loaded (ADR 0015). The element
 * suppresses the hydration warning, since the island hydrates with the build date and then
 * renders today's, which is what the DOM already shows.
 */
export function useTodayInPrerenderedDates(lang: Lang): void {
  useEffect(() => {
    const iso = todayIso();
    if (iso === __BUILD_DATE__) return;
    const text = formatDate(new Date(`${iso}T12:00:00`), lang);
    for (const time of document.querySelectorAll<HTMLTimeElement>("time[data-today]")) {
      time.dateTime = iso;
      time.textContent = text;
    }
  }, [lang]);
}
