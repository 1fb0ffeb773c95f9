import type { StoreOpenState } from './store-opening';
import { weekdayName } from './weekday-name';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** 'Open now, until 18:00' / 'Closed, opens Tuesday at 09:30', from the `Stores`-shaped keys. */
export function openStateText(state: StoreOpenState, locale: string, t: Translate): string {
  if (state.open) return t('openUntil', { time: state.closesAt });
  if (!state.opensAt) return t('closedNow');
  if (state.opensAt.daysAhead === 0) return t('opensToday', { time: state.opensAt.time });
  return t('opensOn', {
    day: weekdayName(state.opensAt.weekday, locale),
    time: state.opensAt.time,
  });
}
