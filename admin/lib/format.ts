/** Dates, times, numbers and percentages in the back office's locale (de-DE or en-GB). */
export function formatDateTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
}

/** A UTC day ("2026-11-24") as a short date, without shifting it into the browser's time zone. */
export function formatDay(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

export function formatNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(value);
}

/** A share (0.0123) as a percentage with one decimal ("1,2 %" in German, "1.2%" in English). */
export function formatPercent(share: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    share,
  );
}
