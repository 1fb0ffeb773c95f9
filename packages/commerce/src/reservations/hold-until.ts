import type { StoreRecord } from '../stores/store-service.ts';

type OpeningHours = StoreRecord['openingHours'][number];

const HOUR_MINUTE = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DAY_MS = 86_400_000;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  weekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function localParts(date: Date, timeZone: string): LocalParts {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      weekday: 'short',
    });
    formatters.set(timeZone, formatter);
  }
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(date)) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? 'Sun'),
  };
}

/** The instant a wall-clock time of a calendar day has in `timeZone` (day may overflow). */
function zonedInstant(
  timeZone: string,
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
): Date {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const offset = (at: number) => {
    const p = localParts(new Date(at), timeZone);
    return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute) - at;
  };
  // Two passes settle the offset on the days daylight saving time changes.
  let instant = wall - offset(wall);
  instant = wall - offset(instant);
  return new Date(instant);
}

/** The closing time of a day's hours, or null when the store is closed or the hours are bad. */
function closingOf(line: OpeningHours | undefined): [number, number] | null {
  const open = line?.open?.match(HOUR_MINUTE);
  const close = line?.close?.match(HOUR_MINUTE);
  if (!open || !close || line!.close! <= line!.open!) return null;
  return [Number(close[1]), Number(close[2])];
}

/**
 * Until when a store holds a reservation made at `now` (ADR 0017): to the store's closing time
 * on the calendar day the hold of `holdDays` ends, in the store's time zone. When that day is a
 * closed day, to the closing time of the next day the store is open (within a week). A store
 * without any valid hours holds exactly `holdDays` days.
 */
export function reservationHoldUntil(
  now: Date,
  openingHours: readonly OpeningHours[],
  holdDays: number,
  timeZone: string,
): Date {
  const end = new Date(now.getTime() + holdDays * DAY_MS);
  const last = localParts(end, timeZone);
  for (let ahead = 0; ahead < 7; ahead++) {
    const weekday = (last.weekday + ahead) % 7;
    const closing = closingOf(openingHours.find((line) => line.weekday === weekday));
    if (closing) {
      return zonedInstant(timeZone, last.year, last.month, last.day + ahead, ...closing);
    }
  }
  return end;
}
