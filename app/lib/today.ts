import type { Lang } from "#common/config/route-table";
import { formatDate } from "./format";

/** The visitor's date (UTC, as the build's). */
export const todayIso = () => new Date().toISOString().slice(0, 10);

/**
 * Prerendered dates marked `<time data-today>` show the visitor's date from the first-view script
 * on, even inside a deferred island whose code has not loaded (ADR 0015). The element suppresses
 * the hydration warning, since the island hydrates with the build date and then renders today's,
 * which is what the DOM already shows.
 */
export function showTodayInPrerenderedDates(lang: Lang): void {
  const iso = todayIso();
  if (iso === __BUILD_DATE__) return;
  const text = formatDate(new Date(`${iso}T12:00:00`), lang);
  for (const time of document.querySelectorAll<HTMLTimeElement>("time[data-today]")) {
    time.dateTime = iso;
    time.textContent = text;
  }
}
