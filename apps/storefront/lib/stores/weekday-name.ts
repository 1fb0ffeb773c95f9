/** 4 January 2026 is a Sunday: weekday `n` is `n` days later. */
const sundayUtc = Date.UTC(2026, 0, 4);

/** The weekday's name in the shopper's language (0 = Sunday), from Intl: no messages needed. */
export function weekdayName(weekday: number, locale: string, width: 'long' | 'short' = 'long') {
  return new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(
    new Date(sundayUtc + weekday * 86_400_000),
  );
}
