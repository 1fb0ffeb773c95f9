import type { StoreOpeningDay } from '@/lib/commerce/stores/types';
import { localWeekdayAndMinutes } from '@/lib/layout/opening-hours';
import { shopTimeZone } from '@/lib/config/time-zone';
import { weekFromMonday } from '@/lib/stores/store-opening';
import { weekdayName } from '@/lib/stores/weekday-name';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** The week's opening hours as a table, Monday first, today marked. */
export function StoreWeekHours({
  week,
  now,
  locale,
  t,
  label,
}: {
  week: StoreOpeningDay[];
  now: Date;
  locale: string;
  t: Translate;
  /** The table's accessible name. */
  label: string;
}) {
  const today = localWeekdayAndMinutes(now, shopTimeZone).weekday;
  return (
    <table className="w-full max-w-sm text-sm" aria-label={label}>
      <tbody>
        {weekFromMonday(week).map((day) => {
          const isToday = day.weekday === today;
          return (
            <tr
              key={day.weekday}
              className={`border-b border-line last:border-0 ${isToday ? 'font-semibold' : ''}`}
              aria-current={isToday ? 'date' : undefined}
            >
              <th scope="row" className="py-1.5 pr-4 text-left font-normal capitalize">
                <span className={isToday ? 'font-semibold' : undefined}>
                  {weekdayName(day.weekday, locale)}
                </span>
                {isToday ? <span className="text-muted"> ({t('today')})</span> : null}
              </th>
              <td className="py-1.5 text-right tabular-nums">
                {day.open && day.close
                  ? t('hoursRange', { open: day.open, close: day.close })
                  : t('closedDay')}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
