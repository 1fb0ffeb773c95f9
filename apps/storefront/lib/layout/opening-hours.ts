export interface OpeningSchedule {
  /** `HH:MM`. */
  openingHour: string;
  closingHour: string;
  /** 0 = Sunday. */
  openingDays: number[];
  timezone: string;
}

const weekdayIndex: Record<string, number> = {
  Sun: 0,
  Mon: 1,
  Tue: 2,
  Wed: 3,
  Thu: 4,
  Fri: 5,
  Sat: 6,
};

function minutes(hhmm: string): number {
  const [hours, mins] = hhmm.split(':').map(Number);
  return (hours ?? 0) * 60 + (mins ?? 0);
}

/** The weekday (0 = Sunday) and minutes since midnight of `date` in `timezone`. */
export function localWeekdayAndMinutes(
  date: Date,
  timezone: string,
): { weekday: number; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: timezone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    weekday: weekdayIndex[part('weekday')] ?? 0,
    minutes: Number(part('hour')) * 60 + Number(part('minute')),
  };
}

/**
 * spec §4 Opening hours: open when today's weekday is an opening day and the time lies between
 * the opening hour (inclusive) and the closing hour (exclusive), in the shop's time zone.
 */
export function isOpenAt(schedule: OpeningSchedule, date: Date): boolean {
  const now = localWeekdayAndMinutes(date, schedule.timezone);
  if (!schedule.openingDays.includes(now.weekday)) return false;
  return (
    now.minutes >= minutes(schedule.openingHour) && now.minutes < minutes(schedule.closingHour)
  );
}
