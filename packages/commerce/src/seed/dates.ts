import { shopConstants } from '../config/constants.ts';

/**
 * Creation dates are counted back from this fixed day, so even `created_at` is the same on
 * every run. Only data that must look current (deals, special-price and cash-back end dates)
 * is derived from the `now` option instead.
 */
export const SEED_BASE_DATE = new Date('2026-01-01T00:00:00Z');

const DAY_MS = 86_400_000;

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** `YYYY-MM-DD` of the shop's calendar day (Europe/Amsterdam), for `date` columns. */
export function shopDate(date: Date): string {
  // Intl is slow and big catalogues ask for the same few days many times.
  const hour = Math.floor(date.getTime() / 3_600_000);
  let day = shopDateByHour.get(hour);
  if (!day) {
    const parts = calendarParts(date);
    day = `${parts.year}-${pad(parts.month)}-${pad(parts.day)}`;
    shopDateByHour.set(hour, day);
  }
  return day;
}

const shopDateByHour = new Map<number, string>();

/**
 * Midnight in Amsterdam at the start of the Monday of the week holding `date`, shifted by
 * `weeks`. Deals run from Monday 00:00 to the next Monday 00:00 shop time.
 */
export function shopWeekStart(date: Date, weeks = 0): Date {
  const { year, month, day, weekday } = calendarParts(date);
  const daysSinceMonday = (weekday + 6) % 7;
  return shopMidnight(year, month, day - daysSinceMonday + weeks * 7);
}

/** Midnight of a calendar day in the shop's time zone, as an instant. */
export function shopMidnight(year: number, month: number, day: number): Date {
  const guess = Date.UTC(year, month - 1, day);
  // Two passes settle the offset on days when daylight saving time changes.
  let instant = guess - offsetMs(new Date(guess));
  instant = guess - offsetMs(new Date(instant));
  return new Date(instant);
}

interface CalendarParts {
  year: number;
  month: number;
  day: number;
  /** 0 is Sunday, as in `OpeningHours`. */
  weekday: number;
}

const formatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: shopConstants.store.timezone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  weekday: 'short',
});

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function calendarParts(
  date: Date,
): CalendarParts & { hour: number; minute: number; second: number } {
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(date)) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? 'Sun'),
  };
}

/** How far the shop's wall clock is ahead of UTC at `date`. */
function offsetMs(date: Date): number {
  const p = calendarParts(date);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(date.getTime() / 1000) * 1000;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}
