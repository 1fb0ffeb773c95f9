import { storeOpenState } from '@/lib/stores/store-opening';
import { openStateText } from '@/lib/stores/open-state-text';
import type { StoreOpeningDay } from '@/lib/commerce/stores/types';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** 'Open now, until 18:00' in green, or when the store opens next (spec §4 opening hours). */
export function StoreOpenStatus({
  week,
  now,
  locale,
  t,
}: {
  week: StoreOpeningDay[];
  now: Date;
  locale: string;
  t: Translate;
}) {
  const state = storeOpenState(week, now);
  return (
    <p
      className={`flex items-center gap-2 text-sm font-semibold ${state.open ? 'text-success' : 'text-muted'}`}
      data-open={state.open ? 'true' : 'false'}
    >
      <span
        aria-hidden="true"
        className={`inline-block size-2.5 rounded-full ${state.open ? 'bg-success' : 'bg-gray-400'}`}
      />
      {openStateText(state, locale, t)}
    </p>
  );
}
