/**
 * A scheduled publish's minute: the owner says "2 March, 09:00" in German time (Europe/Berlin),
 * the database stores the instant. A minute the clocks skip (02:30 on the last Sunday of March)
 * is the first one after the change; a minute they repeat (02:30 in late October) the first of
 * the two.
 */
const zone = "Europe/Berlin";

/** "2027-03-02T09:00": a German wall-clock minute. */
export const berlinMinutePattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const wallClock = new Intl.DateTimeFormat("en-GB", {
  timeZone: zone,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

/** The wall-clock minute in Germany at an instant, as "YYYY-MM-DDTHH:mm". */
export function berlinMinute(at: Date): string {
  const part = Object.fromEntries(wallClock.formatToParts(at).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}`;
}

/** The instant of a German wall-clock minute, or undefined for no such minute (30 February, 24:00). */
export function berlinInstant(minute: string): Date | undefined {
  const match = berlinMinutePattern.exec(minute);
  if (!match) return undefined;
  const [year, month, day, hour, min] = match.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, min);
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || min > 59) return undefined;
  // Germany is one or two hours ahead of UTC: of the candidates, the earliest showing this minute.
  for (const hours of [2, 1]) {
    const candidate = new Date(asUtc - hours * 3600_000);
    if (berlinMinute(candidate) === minute) return candidate;
  }
  // Skipped by the change to summer time: the same distance after the change.
  return new Date(asUtc - 3600_000);
}
