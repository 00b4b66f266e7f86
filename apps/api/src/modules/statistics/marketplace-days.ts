/**
 * Days as the marketplace counts them (MARKETPLACE_TIME_ZONE): YYYY-MM-DD strings, moved by whole
 * calendar days, so a day never depends on the server's own zone.
 */
const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall-clock fields of an instant in a zone. */
function wallClock(at: Date, timeZone: string) {
  const parts = Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** The zone's day of an instant: '2026-03-01' for 2026-02-28T21:00:00Z in Africa/Kampala. */
export function dayIn(at: Date, timeZone: string): string {
  const w = wallClock(at, timeZone);
  return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
}

export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Every day from start to end, both included (none when end comes first). */
export function daysBetween(start: string, end: string): string[] {
  const n = Math.round((Date.parse(end) - Date.parse(start)) / DAY_MS) + 1;
  return Array.from({ length: Math.max(0, n) }, (_, i) => addDays(start, i));
}

/** Minutes the zone is ahead of UTC at that instant (180 for Africa/Kampala). */
export function zoneOffsetMinutes(timeZone: string, at: Date = new Date()): number {
  const w = wallClock(at, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/**
 * A daily cron (UTC, as pg-boss reads it) that fires at hour:minute in the zone, for the zone's
 * offset at `at`: '10 21 * * *' for 00:10 in Africa/Kampala. A zone with summer time moves by an
 * hour twice a year until the next start computes it again.
 */
export function dailyCronUtc(timeZone: string, hour: number, minute: number, at = new Date()) {
  const local = hour * 60 + minute - zoneOffsetMinutes(timeZone, at);
  const utc = ((local % 1440) + 1440) % 1440;
  return `${utc % 60} ${Math.floor(utc / 60)} * * *`;
}
