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

/** A share (0.0123) as a percentage with one decimal ("1,2 %" in German, "1.2%" in English), or `digits`. */
export function formatPercent(share: number, locale: string, digits = 1): string {
  return new Intl.NumberFormat(locale, {
    style: "percent",
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(share);
}

/** A calendar date ("28.11.2026", "28 Nov 2026"). */
export function formatDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium" }).format(new Date(iso));
}

/**
 * A file's size in KB or MB of 1,024 (as the upload limit counts them), one decimal in MB:
 * "2,4 MB", "820 KB".
 */
export function formatBytes(bytes: number, locale: string): string {
  const megabytes = bytes / 1024 / 1024;
  const [value, unit] = megabytes >= 1 ? [megabytes, "megabyte"] : [Math.max(1, Math.round(bytes / 1024)), "kilobyte"];
  return new Intl.NumberFormat(locale, { style: "unit", unit, maximumFractionDigits: 1 }).format(value);
}
