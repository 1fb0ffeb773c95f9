import { shopTimeZone } from '@/lib/config/time-zone';
import { localWeekdayAndMinutes } from '@/lib/layout/opening-hours';
import type { StoreOpeningDay } from '@/lib/commerce/stores/types';

/** Whether a store is open now, and when that changes. */
export type StoreOpenState =
  | { open: true; closesAt: string }
  | { open: false; opensAt: { weekday: number; time: string; daysAhead: number } | null };

const timePattern = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes since midnight of `HH:MM`, or null for anything else. */
function minutesOf(time: string | null): number | null {
  const match = time ? timePattern.exec(time) : null;
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** A day's hours when they make sense: both times valid and closing after opening. */
function hoursOf(day: StoreOpeningDay | undefined): { open: number; close: number } | null {
  const open = minutesOf(day?.open ?? null);
  const close = minutesOf(day?.close ?? null);
  return open !== null && close !== null && close > open ? { open, close } : null;
}

/**
 * spec §4 opening-hours rule per store: open when today (in the shop's time zone) has hours and
 * the time lies between opening (inclusive) and closing (exclusive). When closed, the next
 * opening within a week, or null when the store has no valid hours at all.
 */
export function storeOpenState(
  week: readonly StoreOpeningDay[],
  date: Date,
  timezone: string = shopTimeZone,
): StoreOpenState {
  const byDay = new Map(week.map((day) => [day.weekday, day]));
  const now = localWeekdayAndMinutes(date, timezone);
  const today = hoursOf(byDay.get(now.weekday));
  if (today && now.minutes >= today.open && now.minutes < today.close) {
    return { open: true, closesAt: byDay.get(now.weekday)!.close! };
  }
  for (let ahead = 0; ahead <= 7; ahead += 1) {
    const weekday = (now.weekday + ahead) % 7;
    const hours = hoursOf(byDay.get(weekday));
    if (!hours || (ahead === 0 && now.minutes >= hours.open)) continue;
    return {
      open: false,
      opensAt: { weekday, time: byDay.get(weekday)!.open!, daysAhead: ahead },
    };
  }
  return { open: false, opensAt: null };
}

/** The week Monday first, as Dutch shoppers read opening hours. */
export function weekFromMonday<Day extends { weekday: number }>(week: readonly Day[]): Day[] {
  return [...week].sort((a, b) => ((a.weekday + 6) % 7) - ((b.weekday + 6) % 7));
}
